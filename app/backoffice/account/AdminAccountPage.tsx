/**
 * `/admin/account` (backoffice.md §2 "Account settings: display name, password, withdrawal"): the
 * same display-name and password forms as the learner site (one session, one account), and the
 * back-office withdrawal. Each form keeps what was typed when a save fails.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { vars } from '@ds/tokens/vars';
import { DisplayNameForm } from '@app/shared/account/DisplayNameForm';
import { PasswordForm } from '@app/shared/account/PasswordForm';
import { meQuery } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { AdminPage } from '../shell/AdminPage';
import { WithdrawalSection } from './WithdrawalSection';

const SectionBox = styled.section`
  max-width: 560px;
  padding: ${vars.space[5]} 0;
  border-top: 1px solid ${vars.color.border};
  & > h2 { font-size: ${vars.font.sizeLg}; margin: 0 0 ${vars.space[3]}; }
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionBox aria-label={title}>
      <h2>{title}</h2>
      {children}
    </SectionBox>
  );
}

export function AdminAccountPage() {
  const me = useQuery(meQuery());
  return (
    <AdminPage title={copy.backoffice.accountTitle}>
      {me.isPending ? (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={6} />
        </div>
      ) : me.isError ? (
        <ErrorState description={copy.common.serverError} onRetry={() => void me.refetch()} retryLabel={copy.common.retry} />
      ) : (
        <Stack gap={0}>
          <Section title={copy.backoffice.accountProfileSection}>
            <Stack gap={4}>
              <p>
                {copy.backoffice.accountEmail}: {me.data.email}
              </p>
              <DisplayNameForm displayName={me.data.displayName} />
            </Stack>
          </Section>
          <Section title={copy.account.passwordSection}>
            <PasswordForm hasPassword={me.data.hasPassword} />
          </Section>
          <Section title={copy.backoffice.withdrawalSection}>
            <WithdrawalSection />
          </Section>
        </Stack>
      )}
    </AdminPage>
  );
}
