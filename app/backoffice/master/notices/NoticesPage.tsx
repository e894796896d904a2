/**
 * `/admin/master/notices` (issue 44; backoffice.md §2 "teaching-room class notices"): the notices
 * of the master's own classes on the list kit, pinned first then newest, searched by title in the
 * URL; a notice opens its form, and a new one is written from here.
 */
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { MASTER_NOTICE_PAGE_SIZE, type MasterNotice } from '@app/shared/api/contract/adminMaster';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../../access/areas';
import { ListPage, useListPageQuery } from '../../kit/list/ListPage';
import { defineList } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { AdminPage } from '../../shell/AdminPage';
import { masterNoticesQuery } from '../api';
import { masterNoticePath, newMasterNoticePath } from '../paths';

const text = copy.backofficeMaster.notices;

export const masterNoticeList = defineList({
  id: 'master.notices',
  filters: { q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder } },
  sortFields: ['created'],
  defaultSort: { field: 'created', direction: 'desc' },
  pageSizes: [MASTER_NOTICE_PAGE_SIZE, 50, 100],
  defaultPageSize: MASTER_NOTICE_PAGE_SIZE,
  columns: [{ id: 'title', alwaysVisible: true }, { id: 'klass' }, { id: 'pinned' }, { id: 'created' }],
});

const columns: DataTableColumn<MasterNotice>[] = [
  { id: 'title', header: text.columnTitle, cell: (row) => <Link to={masterNoticePath(row.noticeId)}>{row.title}</Link> },
  { id: 'klass', header: text.columnKlass, cell: (row) => row.klassTitle },
  { id: 'pinned', header: text.columnPinned, cell: (row) => (row.pinned ? <StatusLabel tone="info">{text.pinned}</StatusLabel> : text.notPinned) },
  { id: 'created', header: text.columnCreated, kind: 'dateTime', cell: (row) => formatDateTime(row.created) },
];

const rowKey = (row: MasterNotice) => row.noticeId;
const rowLabel = (row: MasterNotice) => row.title;

export function NoticesPage() {
  const list = useListState(masterNoticeList);
  const page = useListPageQuery(list, (query) => masterNoticesQuery(query));
  const write = <Link to={newMasterNoticePath()}>{text.write}</Link>;
  return (
    <AdminPage title={text.title} area={areaById('master.notices')} description={text.intro} actions={write}>
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={rowKey}
        getRowLabel={rowLabel}
        height={560}
      />
    </AdminPage>
  );
}
