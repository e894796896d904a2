/**
 * `/admin/members/{accountKey}` (backoffice.md §2 member detail; issue 16): one member as cards —
 * basic info, marketing consent, additional info, groups, memos, learning status, LX history and
 * the record's change history — with the account-key lookup by e-mail in the header. A withdrawn
 * member is shown read-only; an unknown key says so with a way back.
 *
 * A blocked member (BLOCKED, an operator's suspension: no log-in, no refresh) stays editable, with
 * a notice saying why they cannot log in. backoffice.md names no rule for a blocked member: §7's
 * info patches, memos, consent and groups carry no status condition, and an operator handling a
 * suspension needs exactly those (a memo saying why, a corrected phone to reach them). Only a
 * withdrawal ends an account, so only a withdrawn member is read-only (the mock refuses those edits
 * with `account.status.withdrawal`).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { areaById } from '../../access/areas';
import { infoConfigQuery } from '../../api/adminAccount';
import { memberDetailQuery } from '../../api/adminMemberDetail';
import { RecordHistory } from '../../history/RecordHistory';
import { listReturnPath } from '../../kit/list/listPlace';
import { AdminPage } from '../../shell/AdminPage';
import { AccountKeyLookup } from './AccountKeyLookup';
import { AdditionalInfoCard } from './AdditionalInfoCard';
import { BasicInfoCard } from './BasicInfoCard';
import { GroupsCard } from './GroupsCard';
import { memberHistoryWords } from './historyWords';
import { LearningCard, LxHistoryCard } from './LearningCard';
import { MarketingCard } from './MarketingCard';
import { MemosCard } from './MemosCard';
import { MemberCouponsCard } from '../../coupons/MemberCouponsCard';
import { MEMBERS_PATH } from '../paths';

const text = copy.backofficeMemberDetail;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export function MemberDetailPage() {
  const { accountKey = '' } = useParams();
  const member = useQuery(memberDetailQuery(accountKey));
  // The additional-info card reads it too (one cached query): the history names fields and options by it.
  const config = useQuery(infoConfigQuery());
  const area = areaById('MEMBER');
  // The breadcrumb leads back to the list as the operator left it (its filters, page and sort).
  const back = listReturnPath(MEMBERS_PATH);
  if (member.isPending || member.isError) {
    const gone = member.isError && isApiError(member.error) && member.error.code === errorCodes.notFound.code;
    return (
      <AdminPage title={text.loadingTitle} area={area} areaTo={back} actions={<AccountKeyLookup />}>
        {member.isPending ? (
          <div role="status" aria-label={text.loading}>
            <Skeleton lines={8} />
          </div>
        ) : gone ? (
          <EmptyState headingLevel={2} title={text.notFoundTitle} description={text.notFoundDescription} />
        ) : (
          <ErrorState description={copy.common.serverError} onRetry={() => void member.refetch()} retryLabel={copy.common.retry} />
        )}
      </AdminPage>
    );
  }
  const readOnly = member.data.status === 'WITHDRAWN';
  const props = { member: member.data, readOnly };
  return (
    <AdminPage title={text.pageTitle(member.data.displayName)} area={area} areaTo={back} actions={<AccountKeyLookup />}>
      <Stack gap={4}>
        {readOnly ? <Alert tone="info">{text.withdrawnNotice}</Alert> : null}
        {member.data.status === 'BLOCKED' ? <Alert tone="warning">{text.blockedNotice}</Alert> : null}
        <Columns>
          <Stack gap={4}>
            <BasicInfoCard {...props} />
            <AdditionalInfoCard {...props} />
            <LearningCard accountKey={accountKey} />
            <LxHistoryCard accountKey={accountKey} />
          </Stack>
          <Stack gap={4}>
            <MarketingCard {...props} />
            <GroupsCard {...props} />
            <MemosCard {...props} />
            <MemberCouponsCard accountKey={accountKey} />
          </Stack>
        </Columns>
        <RecordHistory recordType="MEMBER" recordKey={accountKey} fieldWords={memberHistoryWords(member.data.infos, config.data?.info ?? [])} />
      </Stack>
    </AdminPage>
  );
}
