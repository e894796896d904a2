/**
 * What the login, register and manager-login pages show inside the native player app (learner.md
 * §4, §6): there the bridge owns the tokens, so the page can neither set them (every login ends in
 * `session.setTokens`, which the bridge session refuses) nor add a role. Instead of a form whose
 * success would throw at the person after the server logged them in, the page says that login
 * happens in the app and offers a way back home.
 */
import { Stack } from '@ds/components/Box';
import { Link } from '@ds/components/TextButton';
import { copy } from '@app/shared/copy';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { useSession } from '@app/shared/session/react';

/** True inside the native app, where no login flow of the page can finish. */
export function useLoginOwnedByApp(): boolean {
  return useSession().mode === 'bridge';
}

export function InNativeAppLogin() {
  return (
    <AuthPanel title={copy.account.inAppLoginTitle}>
      <Stack gap={4}>
        <p role="status">{copy.account.inAppLoginBody}</p>
        <Link to="/">{copy.account.inAppLoginBack}</Link>
      </Stack>
    </AuthPanel>
  );
}
