/**
 * The master's own classes on the list kit (issue 44): each with its curriculum's size and its
 * learners' count, mean progress and completion, searched by title and sorted by title or learner
 * count, all in the URL. The classes screen links a row to the class's learners, the curriculum
 * screen to its editor: one list, two ways into a class.
 */
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { MASTER_KLASS_PAGE_SIZE, type MasterKlass } from '@app/shared/api/contract/adminMaster';
import { copy } from '@app/shared/copy';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { masterKlassesQuery } from './api';

const text = copy.backofficeMaster.klasses;

export const masterKlassList = defineList({
  id: 'master.klasses',
  filters: { q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder } },
  sortFields: ['title', 'learnerCount'],
  defaultSort: { field: 'title', direction: 'asc' },
  pageSizes: [MASTER_KLASS_PAGE_SIZE, 50, 100],
  defaultPageSize: MASTER_KLASS_PAGE_SIZE,
  columns: [
    { id: 'title', alwaysVisible: true },
    { id: 'status' },
    { id: 'curriculum' },
    { id: 'learnerCount' },
    { id: 'progress' },
    { id: 'completed' },
  ],
});

const rowKey = (row: MasterKlass) => row.klassId;
const rowLabel = (row: MasterKlass) => row.title;

export function MasterKlassList({ linkOf, linkLabel }: { linkOf: (klassId: string) => string; linkLabel?: (title: string) => string }) {
  const list = useListState(masterKlassList);
  const page = useListPageQuery(list, (query) => masterKlassesQuery(query));
  const columns: DataTableColumn<MasterKlass>[] = [
    {
      id: 'title',
      header: text.columnTitle,
      cell: (row) => (
        <Link to={linkOf(row.klassId)} aria-label={linkLabel?.(row.title)}>
          {row.title}
        </Link>
      ),
    },
    { id: 'status', header: text.columnStatus, cell: (row) => <StatusLabel tone={row.status === 'OPEN' ? 'success' : 'neutral'}>{copy.backofficeMaster.klassStatus[row.status]}</StatusLabel> },
    { id: 'curriculum', header: text.columnCurriculum, cell: (row) => text.curriculum(row.chapterCount, row.lessonCount) },
    { id: 'learnerCount', header: text.columnLearners, kind: 'count', align: 'end', cell: (row) => text.learners(row.learnerCount) },
    { id: 'progress', header: text.columnProgress, align: 'end', cell: (row) => text.progress(row.averageProgressRate) },
    { id: 'completed', header: text.columnCompleted, align: 'end', cell: (row) => text.completed(row.completedCount, row.learnerCount) },
  ];
  return (
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
  );
}
