/**
 * `/app/user/account`: the account settings screen (spec learner.md §2), fields in the spec's
 * order — name, id (only if present), email (verified flag and hint), password, the tenant's
 * extra fields, linked social logins — then logout and the way to withdraw.
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Tag } from '@ds/components/Tag';
import { Link } from '@ds/components/TextButton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { vars } from '@ds/tokens/vars';
import { socialKindSchema, type Account } from '@app/shared/api/contract/account';
import { meQuery, registerSettingQuery } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';
import { DisplayNameForm } from '@app/shared/account/DisplayNameForm';
import { PasswordForm } from '@app/shared/account/PasswordForm';
import { SettingsSection } from '@app/shared/account/SettingsSection';
import { useLogout } from '@app/shared/account/useLogout';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { EmailSection } from './EmailSection';
import { InfoForm } from './InfoForm';

const Page = styled.div`
  max-width: 640px;
  margin: ${vars.space[8]} auto;
`;

const Title = styled.h1`
  font-size: ${vars.font.size2xl};
  margin: 0 0 ${vars.space[6]};
`;

const SocialList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

function Settings({ account }: { account: Account }) {
  const setting = useQuery(registerSettingQuery());
  const logout = useLogout();
  // Inside the native app the page cannot end the session (spec §4, §6): no logout button there.
  const canLogOut = useSession().mode !== 'bridge';
  return (
    <Stack gap={0}>
      <SettingsSection title={copy.account.nameSection}>
        <DisplayNameForm displayName={account.displayName} />
      </SettingsSection>
      {account.id ? (
        <SettingsSection title={copy.account.idSection}>
          <p>{account.id}</p>
        </SettingsSection>
      ) : null}
      <SettingsSection title={copy.account.emailSection}>
        <EmailSection account={account} />
      </SettingsSection>
      <SettingsSection title={copy.account.passwordSection}>
        <PasswordForm hasPassword={account.hasPassword} />
      </SettingsSection>
      {setting.isError ? (
        <SettingsSection title={copy.account.extraSection}>
          <ErrorState description={copy.common.serverError} onRetry={() => void setting.refetch()} retryLabel={copy.common.retry} headingLevel={3} />
        </SettingsSection>
      ) : setting.data && setting.data.info.length > 0 ? (
        <SettingsSection title={copy.account.extraSection}>
          <InfoForm account={account} fields={setting.data.info} />
        </SettingsSection>
      ) : null}
      <SettingsSection title={copy.account.socialSection}>
        <SocialList>
          {socialKindSchema.options.map((kind) => (
            <li key={kind}>
              {copy.account.socialName[kind]}{' '}
              <Tag tone={account.linkedSocial.includes(kind) ? 'primary' : 'neutral'}>
                {account.linkedSocial.includes(kind) ? copy.account.socialLinked : copy.account.socialNotLinked}
              </Tag>
            </li>
          ))}
        </SocialList>
      </SettingsSection>
      <SettingsSection title={copy.account.logoutSection}>
        <Stack gap={3}>
          {canLogOut && (
            <Button type="button" variant="secondary" onClick={() => void logout()}>
              {copy.common.logout}
            </Button>
          )}
          <Link to="/app/user/account/withdrawal" tone="neutral">
            {copy.account.withdrawLink}
          </Link>
        </Stack>
      </SettingsSection>
    </Stack>
  );
}

export function AccountSettingsPage() {
  const session = useSession();
  const location = useLocation();
  const me = useQuery({ ...meQuery(), enabled: session.isAuthenticated });
  if (!session.isAuthenticated) return <Navigate to={loginPathFor(location)} replace />;
  return (
    <Page>
      <Title>{copy.account.settingsTitle}</Title>
      {me.isPending ? (
        <div role="status">
          <VisuallyHidden>{copy.account.settingsLoading}</VisuallyHidden>
          <Skeleton lines={6} />
        </div>
      ) : me.isError ? (
        <ErrorState description={copy.common.serverError} onRetry={() => void me.refetch()} retryLabel={copy.common.retry} />
      ) : (
        <Settings account={me.data} />
      )}
    </Page>
  );
}
