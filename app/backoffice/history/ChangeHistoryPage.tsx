/**
 * The change-history page, `/admin/history` (issue 15, part 6): every recorded back-office change
 * this operator may see, on the list kit — record types, actor, record key and Seoul days as
 * filters in the URL, newest (or oldest) first, paged — with when, who, which record, the action
 * and the changed fields per row, and before → after in a dialog per row (the kit's table keeps
 * rows one line high, so the detail opens beside it rather than inside it).
 *
 * Any operator has the page; what it holds follows their permissions (the mock answers only the
 * record types they may see, and the filter offers only those). A master has no operator history.
 * A member's additional-info fields are the tenant's own, so they are named by its info-config (the
 * words the member detail's history uses), read only when member records are on the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Dialog } from '@ds/components/Dialog';
import { visibleRecordTypes, type HistoryEntry, type HistoryRecordType } from '@app/shared/api/contract/adminHistory';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { PermissionPage } from '../access/PermissionPage';
import { useBackofficePersonContext } from '../access/personContext';
import { infoConfigQuery } from '../api/adminAccount';
import { changesQuery } from '../api/adminHistory';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { historyFieldLabel, recordTypeWords } from '../kit/kinds/foundKindWords';
import { useListState } from '../kit/list/useListState';
import { memberHistoryWords } from '../members/detail/historyWords';
import { AdminPage } from '../shell/AdminPage';
import { changeHistoryList, toChangesQuery, type ChangeHistoryList } from './changeHistoryList';
import { HistoryEntries, type HistoryFieldWords } from './HistoryEntries';

const text = copy.backofficeHistory;
const columnsText = text.page.columns;

/**
 * The detail column holds its 자세히 button whole: the cells clip with an ellipsis, and at 6rem
 * the button (its label and padding) and the cell's padding came to 111 px in 96. The story
 * DetailButtonFits measures every row's cell.
 */
const DETAIL_COLUMN_WIDTH = '8rem';

/** The words a record type's own data gives its fields (the catalogue names the rest). */
type WordsOf = (type: HistoryRecordType) => HistoryFieldWords | undefined;

function changedFields(entry: HistoryEntry, wordsOf: WordsOf): string {
  if (entry.changes.length === 0) return text.page.noChangedFields;
  const words = wordsOf(entry.record.type);
  return text.page.changedFields(
    entry.changes.map((change) => words?.field(change.field) ?? historyFieldLabel(entry.record.type, change.field)),
  );
}

function historyColumns(openDetail: (entry: HistoryEntry) => void, wordsOf: WordsOf): DataTableColumn<HistoryEntry>[] {
  return [
    { id: 'changedAt', header: columnsText.changedAt, kind: 'dateTime', cell: (entry) => formatDateTime(entry.changedAt) },
    { id: 'actor', header: columnsText.actor, width: '7rem', cell: (entry) => entry.actor.displayName },
    { id: 'recordType', header: columnsText.recordType, width: '7rem', cell: (entry) => recordTypeWords(entry.record.type).name },
    // The record's name as a person reads it, never its stored key (the key filter still finds it).
    { id: 'record', header: columnsText.record, cell: (entry) => entry.record.label },
    { id: 'action', header: columnsText.action, width: '5rem', cell: (entry) => text.actions[entry.action] },
    { id: 'changes', header: columnsText.changes, cell: (entry) => changedFields(entry, wordsOf) },
    {
      id: 'detail',
      header: columnsText.detail,
      width: DETAIL_COLUMN_WIDTH,
      cell: (entry) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={text.page.detailLabel(entry.record.label, formatDateTime(entry.changedAt))}
          onClick={() => openDetail(entry)}
        >
          {text.page.detail}
        </Button>
      ),
    },
  ];
}

function OperatorHistory({ list, seesMembers }: { list: ChangeHistoryList; seesMembers: boolean }) {
  const state = useListState(list);
  // The history takes Seoul days as they are, so its query is read from the state, not the kit's.
  const changes = toChangesQuery(state.state);
  const page = useListPageQuery(state, () => changesQuery(changes));
  const [detail, setDetail] = useState<HistoryEntry | null>(null);
  const infoConfig = useQuery({ ...infoConfigQuery(), enabled: seesMembers });
  const wordsOf = useMemo<WordsOf>(() => {
    const memberWords = memberHistoryWords([], infoConfig.data?.info ?? []);
    return (type) => (type === 'MEMBER' ? memberWords : undefined);
  }, [infoConfig.data]);
  const columns = useMemo(() => historyColumns(setDetail, wordsOf), [wordsOf]);
  return (
    <>
      <ListPage
        list={state}
        page={page}
        caption={text.page.caption}
        noun={text.page.noun}
        unit={text.page.unit}
        columns={columns}
        getRowKey={(entry) => entry.changeKey}
      />
      <Dialog open={detail !== null} onClose={() => setDetail(null)} title={text.page.detailTitle} size="lg" closeLabel={text.page.close}>
        {detail && <HistoryEntries entries={[detail]} fieldWords={wordsOf(detail.record.type)} />}
      </Dialog>
    </>
  );
}

export function ChangeHistoryPage() {
  const person = useBackofficePersonContext();
  const permissions = person.operator?.permissions;
  // One definition per set of visible types, so the list state is not rebuilt every render.
  const types = useMemo(() => visibleRecordTypes(permissions ?? []), [permissions]);
  const list = useMemo(() => changeHistoryList(types), [types]);
  if (!permissions) return <PermissionPage kind="forbidden" areaLabel={text.pageTitle} />;
  return (
    <AdminPage title={text.pageTitle} description={text.pageIntro}>
      <OperatorHistory list={list} seesMembers={types.includes('MEMBER')} />
    </AdminPage>
  );
}
