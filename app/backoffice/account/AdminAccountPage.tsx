/**
 * `/admin/account` (backoffice.md §2 "Account settings: display name, password, withdrawal"): the
 * same display-name and password forms as the learner site (one session, one account), and the
 * back-office withdrawal. Each form keeps what was typed when a save fails.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { DisplayNameForm } from '@app/shared/account/DisplayNameForm';
import { PasswordForm } from '@app/shared/account/PasswordForm';
import { generalMessage } from '@app/shared/account/serverErrors';
import { SettingsSection } from '@app/shared/account/SettingsSection';
import { meQuery } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { AdminPage } from '../shell/AdminPage';
import { WithdrawalSection } from './WithdrawalSection';

const Sections = styled(Stack)`
  max-width: 560px;
`;

export function AdminAccountPage() {
  const me = useQuery(meQuery());
  return (
    <AdminPage title={copy.backoffice.accountTitle}>
      {me.isPending ? (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={6} />
        </div>
      ) : me.isError ? (
        <ErrorState description={generalMessage(me.error)} onRetry={() => void me.refetch()} retryLabel={copy.common.retry} />
      ) : (
        <Sections gap={0}>
          <SettingsSection title={copy.backoffice.accountProfileSection}>
            <Stack gap={4}>
              <p>
                {copy.backoffice.accountEmail}: {me.data.email}
              </p>
              <DisplayNameForm displayName={me.data.displayName} />
            </Stack>
          </SettingsSection>
          <SettingsSection title={copy.account.passwordSection}>
            <PasswordForm hasPassword={me.data.hasPassword} />
          </SettingsSection>
          <SettingsSection title={copy.backoffice.withdrawalSection}>
            <WithdrawalSection />
          </SettingsSection>
        </Sections>
      )}
    </AdminPage>
  );
}
