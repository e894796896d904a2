/**
 * `/admin/boards/class-notices` (backoffice.md §2 "teaching-room class notices"; issue 42): every
 * class room's notices (the announcements the class room reads) on the list kit, 10 a page,
 * newest first, searched by what they say, the writer or the class. One opens its form; deleting
 * asks first, saying the class room loses it too and that it cannot be undone.
 */
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import type { AdminClassNotice } from '@app/shared/api/contract/adminBoardClassNotice';
import { NOTICE_PAGE_SIZE, noticeSortFields } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { adminClassNoticeKeys, classNoticesQuery, deleteClassNotice, learnerInventoryArea } from './classNoticeApi';
import { classNoticePath, newClassNoticePath } from './paths';
import { useConfirmedDelete } from './useConfirmedDelete';

const text = copy.backofficeBoards;

export const classNoticeList = defineList({
  id: 'boards.classNotices',
  filters: { q: { kind: 'text', label: text.searchFilter, placeholder: text.classNoticeSearchPlaceholder } },
  sortFields: noticeSortFields,
  defaultSort: { field: 'created', direction: 'desc' },
  pageSizes: [NOTICE_PAGE_SIZE, 50],
  defaultPageSize: NOTICE_PAGE_SIZE,
  columns: [{ id: 'content', alwaysVisible: true }, { id: 'klass' }, { id: 'visibility' }, { id: 'writer' }, { id: 'created' }, { id: 'actions' }],
});

/** What a class notice is called in a list and a dialog: the start of what it says. */
const excerpt = (notice: AdminClassNotice) => [...notice.contentText.replace(/\s+/g, ' ').trim()].slice(0, 40).join('');

export function ClassNoticesPage() {
  const list = useListState(classNoticeList);
  const page = useListPageQuery(list, classNoticesQuery);
  const navigate = useNavigate();
  const removal = useConfirmedDelete<AdminClassNotice>({
    title: text.classNoticeDeleteTitle,
    body: (notice) => text.classNoticeDeleteBody(excerpt(notice)),
    send: (notice) => deleteClassNotice(notice.announcementId),
    meta: announces(adminClassNoticeKeys.all, learnerInventoryArea),
    lists: adminClassNoticeKeys.lists(),
    deleted: text.classNoticeDeleted,
  });
  const columns: DataTableColumn<AdminClassNotice>[] = [
    { id: 'content', header: text.columnContent, width: '20rem', cell: (notice) => <Link to={classNoticePath(notice.announcementId)}>{excerpt(notice)}</Link> },
    { id: 'klass', header: text.columnKlass, cell: (notice) => notice.klassTitle },
    { id: 'visibility', header: text.columnVisibility, cell: (notice) => <StatusLabel tone={notice.visibility === 'PUBLIC' ? 'info' : 'neutral'}>{text.visibilityLabels[notice.visibility]}</StatusLabel> },
    { id: 'writer', header: text.columnWriter, cell: (notice) => notice.masterName },
    { id: 'created', header: text.columnCreated, kind: 'dateTime', cell: (notice) => formatDateTime(notice.created) },
    {
      id: 'actions',
      header: text.columnActions,
      cell: (notice) => (
        <Button size="sm" variant="ghost" aria-label={text.deleteLabel(excerpt(notice))} onClick={() => removal.ask(notice)}>
          {text.deleteAction}
        </Button>
      ),
    },
  ];
  const create = <Button onClick={() => void navigate(newClassNoticePath())}>{text.newClassNotice}</Button>;
  return (
    <AdminPage title={text.classNoticesTitle} area={areaById('BOARD')} description={text.classNoticesIntro} actions={create}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.classNoticesCaption}
        noun={text.classNoticeNoun}
        unit={text.unit}
        columns={columns}
        getRowKey={(notice) => notice.announcementId}
        getRowLabel={excerpt}
        emptyAction={create}
      />
      {removal.dialog}
    </AdminPage>
  );
}
