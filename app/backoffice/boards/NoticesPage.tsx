/**
 * `/admin/boards/notices` (backoffice.md §2 "notices", §9 "notices 10" a page; issue 42): every
 * class's notices on the list kit, 10 a page, pinned first as the learner sees them, searched by
 * title, writer or class. A notice opens its form; pinning or unpinning is shown at once and can
 * be undone for a few seconds (the undo queue); deleting asks first, saying the learner loses it
 * too and that it cannot be undone.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import type { AdminNoticeSummary } from '@app/shared/api/contract/adminBoardNotice';
import { NOTICE_PAGE_SIZE, noticeSortFields } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { adminNoticeKeys, deleteNotice, learnerDocumentArea, noticesQuery, pinNotice } from './noticeApi';
import { newNoticePath, noticePath } from './paths';
import { useConfirmedDelete } from './useConfirmedDelete';

const text = copy.backofficeBoards;

export const noticeList = defineList({
  id: 'boards.notices',
  filters: { q: { kind: 'text', label: text.searchFilter, placeholder: text.noticeSearchPlaceholder } },
  sortFields: noticeSortFields,
  defaultSort: { field: 'created', direction: 'desc' },
  pageSizes: [NOTICE_PAGE_SIZE, 50],
  defaultPageSize: NOTICE_PAGE_SIZE,
  columns: [{ id: 'title', alwaysVisible: true }, { id: 'pinned' }, { id: 'klass' }, { id: 'writer' }, { id: 'created' }, { id: 'actions' }],
});

type NoticePage = { items: AdminNoticeSummary[] };

/** The cached pages with one notice's pin changed: what the list shows until the change is sent. */
function withPin<T extends NoticePage>(page: T | undefined, noticeId: string, pinned: boolean): T | undefined {
  return page && { ...page, items: page.items.map((item) => (item.noticeId === noticeId ? { ...item, pinned } : item)) };
}

function usePinToggle() {
  const queryClient = useQueryClient();
  const undoable = useUndoableAction();
  const toast = useToast();
  return (notice: AdminNoticeSummary) => {
    const pinned = !notice.pinned;
    const setPin = (value: boolean) => queryClient.setQueriesData<NoticePage>({ queryKey: adminNoticeKeys.lists() }, (page) => withPin(page, notice.noticeId, value));
    undoable.run({
      label: pinned ? text.pinned(notice.title) : text.unpinned(notice.title),
      apply: () => setPin(pinned),
      revert: (cause) => {
        setPin(notice.pinned);
        if (cause === 'failed') toast.show({ message: text.pinFailed, tone: 'danger' });
      },
      send: async ({ keepalive }) => {
        await pinNotice(notice.noticeId, pinned, { keepalive });
        // Pinned first: the order of the pages changes with it.
        void queryClient.invalidateQueries({ queryKey: adminNoticeKeys.lists() });
      },
      changes: [adminNoticeKeys.all, learnerDocumentArea],
    });
  };
}

export function NoticesPage() {
  const list = useListState(noticeList);
  const page = useListPageQuery(list, noticesQuery);
  const navigate = useNavigate();
  const togglePin = usePinToggle();
  const removal = useConfirmedDelete<AdminNoticeSummary>({
    title: text.deleteTitle,
    body: (notice) => text.deleteBody(notice.title),
    send: (notice) => deleteNotice(notice.noticeId),
    meta: announces(adminNoticeKeys.all, learnerDocumentArea),
    lists: adminNoticeKeys.lists(),
    deleted: text.deleted,
  });
  const columns: DataTableColumn<AdminNoticeSummary>[] = [
    { id: 'title', header: text.columnTitle, width: '16rem', cell: (notice) => <Link to={noticePath(notice.noticeId)}>{notice.title}</Link> },
    { id: 'pinned', header: text.columnPinned, cell: (notice) => (notice.pinned ? <StatusLabel tone="info">{text.pinnedLabel}</StatusLabel> : null) },
    { id: 'klass', header: text.columnKlass, cell: (notice) => notice.klassTitle },
    { id: 'writer', header: text.columnWriter, cell: (notice) => notice.writerName },
    { id: 'created', header: text.columnCreated, kind: 'dateTime', cell: (notice) => formatDateTime(notice.created) },
    {
      id: 'actions',
      header: text.columnActions,
      width: '12rem',
      cell: (notice) => (
        <>
          <Button size="sm" variant="secondary" aria-label={notice.pinned ? text.unpin(notice.title) : text.pin(notice.title)} onClick={() => togglePin(notice)}>
            {notice.pinned ? text.unpinAction : text.pinAction}
          </Button>{' '}
          <Button size="sm" variant="ghost" aria-label={text.deleteLabel(notice.title)} onClick={() => removal.ask(notice)}>
            {text.deleteAction}
          </Button>
        </>
      ),
    },
  ];
  const create = <Button onClick={() => void navigate(newNoticePath())}>{text.newNotice}</Button>;
  return (
    <AdminPage title={text.noticesTitle} area={areaById('BOARD')} description={text.noticesIntro} actions={create}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.noticesCaption}
        noun={text.noticeNoun}
        unit={text.unit}
        columns={columns}
        getRowKey={(notice) => notice.noticeId}
        getRowLabel={(notice) => notice.title}
        emptyAction={create}
      />
      {removal.dialog}
    </AdminPage>
  );
}
