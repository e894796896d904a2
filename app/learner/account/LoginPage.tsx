/**
 * `/app/login` (spec learner.md §2, §4): the tenant's login methods — KAKAO and NAVER, SSO, the
 * manager login link and email/id login — in the order the derivation gives. After login the
 * visitor goes back to the return target, only if it is a page of this site. A session that a
 * failed refresh ended is said so; when the tenant preferences cannot be read, email login is
 * offered with a word that the server cannot be reached and a retry (issue 39).
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Spinner } from '@ds/components/Spinner';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import type { SocialKind } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';
import { LoginForm } from '@app/shared/account/LoginForm';
import { SocialButtons } from './login/SocialButtons';
import { useLoginMethods } from './login/useLoginMethods';
import { RETURN_TARGET_PARAM, safeReturnTarget } from '@app/shared/auth/returnTarget';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { useFinishLogin } from './shared/useFinishLogin';
import { InNativeAppLogin, useLoginOwnedByApp } from './shared/InNativeAppLogin';
import { pageBase, safeUrl } from '@app/shared/lib/url/safeUrl';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[4]};
`;

/** "또는" between the password form and the other ways in, with a line on each side. */
const OrSeparator = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0;
  color: ${vars.color.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${vars.color.border};
  }
`;

const SsoLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-weight: ${vars.font.weightBold};
  text-decoration: none;
`;

export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const target = safeReturnTarget(params.get(RETURN_TARGET_PARAM), window.location.origin);
  const finishLogin = useFinishLogin();
  const { status, methods, settings, retry, retrying } = useLoginMethods();
  const ownedByApp = useLoginOwnedByApp();

  if (session.isAuthenticated) return <Navigate to={target} replace />;
  // Inside the app no login of the page can finish (the bridge refuses setTokens): say so.
  if (ownedByApp) return <InNativeAppLogin />;

  const social = methods.filter((method): method is SocialKind => method === 'KAKAO' || method === 'NAVER');
  const others = social.length > 0 || methods.includes('SSO');
  return (
    <AuthPanel title={copy.account.loginTitle}>
      {status === 'pending' ? (
        <Spinner label={copy.account.loginMethodsLoading} showLabel />
      ) : (
        <Stack gap={5}>
          {session.endedBy === 'expired' ? <Alert tone="info">{copy.account.sessionExpired}</Alert> : null}
          {status === 'unreachable' ? (
            <Alert
              tone="warning"
              title={copy.account.serverUnreachableTitle}
              action={
                <Button variant="secondary" onClick={retry} loading={retrying}>
                  {copy.common.retry}
                </Button>
              }
            >
              {copy.account.serverUnreachableBody}
            </Alert>
          ) : null}
          {methods.includes('EMAIL') ? (
            <LoginForm onLoggedIn={(pair) => finishLogin(pair, target)} />
          ) : null}
          {methods.includes('EMAIL') && others ? <OrSeparator>{copy.account.orDivider}</OrSeparator> : null}
          {others ? (
            <Stack gap={3}>
              <SocialButtons kinds={social} returnTarget={target} />
              {settings?.sso ? (
                <SsoLink href={safeUrl(settings.sso.loginUrl, { base: pageBase() }) ?? undefined}>
                  {settings.sso.buttonLabel || copy.account.ssoLoginFallback}
                </SsoLink>
              ) : null}
            </Stack>
          ) : null}
          {methods.length === 0 ? <p>{copy.account.noLoginMethods}</p> : null}
          <Links aria-label={copy.account.loginTitle}>
            {methods.includes('EMAIL') ? (
              <>
                <Link to="/app/register">{copy.account.registerLink}</Link>
                <Link to="/app/password/reset/request">{copy.account.passwordResetLink}</Link>
              </>
            ) : null}
            {methods.includes('MANAGER') ? (
              <Link to="/app/login/manager">{copy.account.managerLoginLink}</Link>
            ) : null}
          </Links>
        </Stack>
      )}
    </AuthPanel>
  );
}
