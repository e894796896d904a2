/**
 * `/admin/login` (backoffice.md §2 Login): an operator signs in with e-mail or id and password
 * (admin password 1 to 20 characters, §5; a refused login says the §8 sentence and keeps what was
 * typed) and goes back to where they were stopped. It is the one login form of both sides, on the
 * one session. Masters enter through the manager login (authority picker, add-role), linked here.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { LoginForm } from '@app/shared/account/LoginForm';
import { RETURN_TARGET_PARAM } from '@app/shared/auth/returnTarget';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';
import { MANAGER_LOGIN_PATH } from '../access/areas';
import { useAdminTitle } from '../shell/useAdminTitle';
import { adminReturnTarget } from './adminReturnTarget';

/** Outside the back-office frame: its own side margins, so a phone's screen does not run the form edge to edge. */
const Main = styled.main`
  padding-inline: ${vars.space[4]};
`;

export function AdminLoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const target = adminReturnTarget(params.get(RETURN_TARGET_PARAM), window.location.origin);
  useAdminTitle(copy.backoffice.loginTitle);
  if (session.isAuthenticated) return <Navigate to={target} replace />;
  return (
    <Main id="main">
      <AuthPanel title={copy.backoffice.loginTitle}>
        <Stack gap={4}>
          <p>{copy.backoffice.loginIntro}</p>
          <LoginForm onLoggedIn={session.setTokens} />
          <Link to={MANAGER_LOGIN_PATH}>{copy.backoffice.managerLoginLink}</Link>
        </Stack>
      </AuthPanel>
    </Main>
  );
}
