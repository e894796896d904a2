/**
 * The top bar's right side: the account menu for a learner (loaded on first use, AccountMenu.tsx),
 * the login link for a visitor.
 */
import { useLocation } from 'react-router-dom';
import { Link } from '@ds/components/TextButton';
import { copy } from '@app/shared/copy';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { lazySection, NoPlaceholder } from '@app/shared/routing/lazySection';
import { useSession } from '@app/shared/session/react';

// Downloaded on first use; one that failed offline comes on reconnect (lazySection.tsx).
const AccountMenu = lazySection(async () => (await import('./AccountMenu')).AccountMenu, NoPlaceholder);

export function AccountActions() {
  const session = useSession();
  const location = useLocation();
  if (!session.isAuthenticated) return <Link to={loginPathFor(location)}>{copy.common.login}</Link>;
  return <AccountMenu />;
}
