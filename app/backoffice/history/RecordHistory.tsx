/**
 * One record's change history on its detail screen (issue 15, part 6): its entries newest first,
 * with before → after per field, in a titled section; loading, empty and a failed load with retry.
 *
 *   <RecordHistory recordType="MEMBER_GROUP" recordKey={group.groupKey} />
 *
 * A screen whose records carry fields only it can name passes `fieldWords` (the member detail
 * names `info.*` and their options by the tenant's info-config).
 *
 * Show it only to an operator who may see the record type (adminHistory.ts
 * `historyRecordPermission`): the detail screen's own area permission already says so.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { vars } from '@ds/tokens/vars';
import type { HistoryRecordType } from '@app/shared/api/contract/adminHistory';
import { copy } from '@app/shared/copy';
import { changesQuery } from '../api/adminHistory';
import { HistoryEntries, type HistoryFieldWords } from './HistoryEntries';

/** The newest entries a detail screen shows; the history page holds the rest. */
export const RECORD_HISTORY_SIZE = 20;

const Title = styled.h2`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
`;

export interface RecordHistoryProps {
  recordType: HistoryRecordType;
  recordKey: string;
  fieldWords?: HistoryFieldWords;
}

export function RecordHistory({ recordType, recordKey, fieldWords }: RecordHistoryProps) {
  const text = copy.backofficeHistory;
  const titleId = useId();
  const changes = useQuery(
    changesQuery({ recordType, recordKey, sort: 'changedAt,desc', size: RECORD_HISTORY_SIZE }),
  );
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId}>{text.recordHistoryTitle}</Title>
      {changes.isPending ? (
        <div role="status" aria-label={text.loading}>
          <Skeleton lines={4} />
        </div>
      ) : changes.isError ? (
        <ErrorState
          description={copy.common.serverError}
          onRetry={() => void changes.refetch()}
          retryLabel={copy.common.retry}
        />
      ) : changes.data.items.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyDescription} headingLevel={3} />
      ) : (
        <HistoryEntries entries={changes.data.items} fieldWords={fieldWords} />
      )}
    </section>
  );
}
