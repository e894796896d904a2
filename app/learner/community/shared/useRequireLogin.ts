/**
 * Actions that need a login (asking, filtering one's own questions, favouriting, writing a review)
 * run for a learner; a visitor gets the site's login prompt instead (learner.md §2, §4).
 */
import { useDialogs } from '@app/shared/site';
import { useSession } from '@app/shared/session/react';

export function useRequireLogin() {
  const session = useSession();
  const dialogs = useDialogs();
  const requireLogin = (action: () => void) => {
    if (session.isAuthenticated) action();
    else void dialogs.promptLogin();
  };
  return { isAuthenticated: session.isAuthenticated, requireLogin };
}
