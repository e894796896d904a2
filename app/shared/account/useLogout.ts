/**
 * Logging out (spec learner.md §7 `PUT /logout`, `GET /sso/logout/access`): on a site with SSO the
 * partner's logout URL is fetched first (it needs the session) and then called without
 * credentials; then the session ends, the person's data leaves the cache and storage, and the
 * person goes to `destination` (the learner site's home, or the back-office login). Both sides
 * log out through this one hook.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Preferences } from '@app/shared/api/contract/tenant';
import { fetchSsoLogoutUrl } from '@app/shared/api/endpoints/session';
import { tenantKeys } from '@app/shared/api/endpoints/tenant';
import { forgetPerson } from '@app/shared/privacy/personalData';
import { useSession } from '@app/shared/session/react';
import { pageBase, safeUrl } from '@app/shared/lib/url/safeUrl';

/** The partner's logout: its URL from our server, then a credential-less GET to it. */
export async function ssoPartnerLogout(fetchUrl: typeof fetchSsoLogoutUrl = fetchSsoLogoutUrl): Promise<void> {
  const { logoutUrl } = await fetchUrl();
  // Only a web URL is called (issue 20); the partner is another origin: no cookies or tokens of
  // ours go with it, and its answer is not read.
  const url = safeUrl(logoutUrl, { base: pageBase() });
  if (url) await fetch(url, { method: 'GET', credentials: 'omit', mode: 'no-cors' });
}

export function useLogout(destination = '/'): () => Promise<void> {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const preferences = queryClient.getQueryData<Preferences>(tenantKeys.preferences());
    if (preferences?.login.sso) {
      try {
        await ssoPartnerLogout();
      } catch {
        // The partner's session is theirs to end; ours still ends below.
      }
    }
    await session.logout();
    // The next person at this browser must not see this person's data: not in the query cache,
    // not in any storage area (app/shared/privacy). `replace`: the page they logged out from is not kept
    // in history for the back button.
    await forgetPerson(queryClient);
    navigate(destination, { replace: true });
  }, [session, queryClient, navigate, destination]);
}
