/**
 * Whom a bulk change touched, under its history entry (issue 27): "추가한 회원 5,012명", the first
 * names the entry carries with "외 4,992명", and — when there are more — the whole list a page at a
 * time, read from the touched records' own entries (`partOf`), so thousands are neither dropped
 * nor sent at once. The history page's dialog and a group's history both show it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Pagination } from '@ds/components/Pagination';
import { Skeleton } from '@ds/components/Skeleton';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { HistoryTouched } from '@app/shared/api/contract/adminHistory';
import { copy } from '@app/shared/copy';
import { changesQuery } from '../api/adminHistory';
import { recordTypeWords } from '../kit/kinds/foundKindWords';

/** Names per page of the whole list: a few screens of a dialog, not thousands of rows at once. */
export const TOUCHED_PAGE_SIZE = 50;

const text = copy.backofficeHistory;

const Touched = styled.div`
  margin-top: ${vars.space[2]};
  font-size: ${vars.font.sizeSm};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightBold};
`;

const Names = styled.p`
  margin: ${vars.space[1]} 0 ${vars.space[2]};
  overflow-wrap: anywhere;
`;

const RecordList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: ${vars.space[2]} 0;
  padding: 0;
  list-style: none;
`;

const Key = styled.span`
  margin-left: ${vars.space[1]};
  color: ${vars.color.textMuted};
`;

function TouchedPages({ changeKey, title }: { changeKey: string; title: string }) {
  const [page, setPage] = useState(1);
  const answer = useQuery({
    ...changesQuery({ partOf: changeKey, sort: 'changedAt,asc', page, size: TOUCHED_PAGE_SIZE }),
    // The page shown stays while the next is read, so the list does not jump to a skeleton.
    placeholderData: keepPreviousData,
  });
  if (answer.isPending) {
    return (
      <div role="status" aria-label={text.touchedLoading}>
        <Skeleton lines={3} />
      </div>
    );
  }
  if (answer.isError) {
    return <ErrorState description={copy.common.serverError} onRetry={() => void answer.refetch()} retryLabel={copy.common.retry} />;
  }
  return (
    <>
      <RecordList aria-label={text.touchedListLabel(title)}>
        {answer.data.items.map((entry) => (
          <li key={entry.changeKey}>
            {entry.record.label}
            <Key>{entry.record.key}</Key>
          </li>
        ))}
      </RecordList>
      {answer.data.totalPages > 1 ? (
        <Pagination page={page} pageCount={answer.data.totalPages} onChange={setPage} label={text.touchedPages(title)} />
      ) : null}
    </>
  );
}

export interface TouchedRecordsProps {
  /** The bulk change's entry, whose touched records' entries are `partOf` it. */
  changeKey: string;
  touched: HistoryTouched;
}

export function TouchedRecords({ changeKey, touched }: TouchedRecordsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const type = recordTypeWords(touched.recordType);
  const title = text.touchedTitle(touched.how, type, formatCount(touched.count));
  const rest = touched.count - touched.first.length;
  return (
    <Touched>
      <Title>{title}</Title>
      <Names>
        {text.touchedNames(
          touched.first.map((record) => record.label),
          type,
          rest > 0 ? formatCount(rest) : null,
        )}
      </Names>
      {rest > 0 ? (
        <>
          <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {open ? text.touchedHide : text.touchedShowAll(type, formatCount(touched.count))}
          </Button>
          <div id={listId}>{open ? <TouchedPages changeKey={changeKey} title={title} /> : null}</div>
        </>
      ) : null}
    </Touched>
  );
}
