/**
 * `/admin/pages` (backoffice.md §2 "Page editor: home and additional pages"; issue 41): every page
 * on the list kit — the home first, then the additional pages by their last change — with its
 * address, how many modules its manuscript holds, its latest publication and whether the
 * manuscript holds changes not yet published; found by name or address and by kind. "페이지 추가"
 * makes an additional page and opens its editor.
 */
import { useState } from 'react';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { pageSortFields, type PageSummary } from '@app/shared/api/contract/adminPage';
import { pagePathOf, pageTypes } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { formatDate, formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { pagesQuery } from './pageApi';
import { PageNameDialog } from './PageNameDialog';
import { pageEditorPath } from './paths';

const text = copy.backofficePages;

export const pagesList = defineList({
  id: 'pages',
  filters: {
    q: { kind: 'text', label: text.filterQ },
    type: { kind: 'set', label: text.filterType, options: pageTypes.map((value) => ({ value, label: text.typeNames[value] })) },
  },
  sortFields: pageSortFields,
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  pageSizes: [20, 50],
  defaultPageSize: 20,
  columns: [{ id: 'title', alwaysVisible: true }, { id: 'address' }, { id: 'type' }, { id: 'modules' }, { id: 'published' }, { id: 'updatedAt' }],
});

export function PagesPage() {
  const list = useListState(pagesList);
  const page = useListPageQuery(list, (query) => pagesQuery({ ...query, type: query.type?.filter((value) => pageTypes.some((type) => type === value)) as PageSummary['type'][] | undefined }));
  const [creating, setCreating] = useState(false);

  const columns: DataTableColumn<PageSummary>[] = [
    { id: 'title', header: text.columnTitle, cell: (row) => <Link to={pageEditorPath(row.pageKey)}>{row.title}</Link> },
    { id: 'address', header: text.columnAddress, cell: (row) => (row.slug === null ? '/' : pagePathOf(row.slug)) },
    { id: 'type', header: text.columnType, cell: (row) => text.typeNames[row.type] },
    { id: 'modules', header: text.columnModules, align: 'end', cell: (row) => text.modulesCount(row.moduleCount) },
    {
      id: 'published',
      header: text.columnPublished,
      cell: (row) => (
        <>
          {row.publicationVersion !== null && row.publishedAt !== null ? text.publishedVersion(row.publicationVersion, formatDate(row.publishedAt)) : text.neverPublished}
          {row.publicationVersion !== null && row.unpublishedChanges && (
            <>
              {' '}
              <StatusLabel tone="warning">{text.unpublishedChanges}</StatusLabel>
            </>
          )}
        </>
      ),
    },
    { id: 'updatedAt', header: text.columnUpdated, cell: (row) => text.updatedBy(formatDateTime(row.updatedAt), row.updatedBy.displayName) },
  ];

  return (
    <AdminPage title={text.listTitle} area={areaById('PAGE')} description={text.listIntro} actions={<Button onClick={() => setCreating(true)}>{text.create}</Button>}>
      <ListPage list={list} page={page} caption={text.caption} noun={text.noun} unit={text.unit} columns={columns} getRowKey={(row) => row.pageKey} getRowLabel={(row) => row.title} />
      {creating && <PageNameDialog onClose={() => setCreating(false)} />}
    </AdminPage>
  );
}
