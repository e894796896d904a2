/**
 * `/admin/terms` (backoffice.md §2 "Terms pages with versions"; issue 31): every terms page of the
 * site on the list kit — whether learners must agree, the version in force with its effective
 * day, one waiting for its day, whether a draft is saved — and each title opens its editor.
 * A site has a handful of pages, so the list is one answer (no paging). "약관 추가" adds one of the
 * tenant's own.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import type { TermsSummary } from '@app/shared/api/contract/adminTerms';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { ListPage } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { AddTermsDialog } from './AddTermsDialog';
import { termsPagePath } from './paths';
import { termsListQuery } from './termsApi';

const text = copy.backofficeTerms;

export const termsList = defineList({
  id: 'terms',
  filters: {},
  sortFields: ['place'],
  defaultSort: { field: 'place', direction: 'asc' },
  pageSizes: [50],
  defaultPageSize: 50,
  columns: [
    { id: 'title', alwaysVisible: true },
    { id: 'required' },
    { id: 'current' },
    { id: 'scheduled' },
    { id: 'draft' },
    { id: 'versions' },
  ],
});

const columns: DataTableColumn<TermsSummary>[] = [
  { id: 'title', header: text.columnTitle, cell: (terms) => <Link to={termsPagePath(terms.termsKey)}>{terms.title}</Link> },
  {
    id: 'required',
    header: text.columnRequired,
    cell: (terms) => <StatusLabel tone={terms.required ? 'info' : 'neutral'}>{terms.required ? text.required : text.optional}</StatusLabel>,
  },
  {
    id: 'current',
    header: text.columnCurrent,
    cell: (terms) => (terms.current ? text.versionLine(terms.current.version, formatDate(terms.current.effectiveAt)) : text.none),
  },
  {
    id: 'scheduled',
    header: text.columnScheduled,
    cell: (terms) => (terms.scheduled ? text.versionLine(terms.scheduled.version, formatDate(terms.scheduled.effectiveAt)) : text.none),
  },
  { id: 'draft', header: text.columnDraft, cell: (terms) => (terms.hasDraft ? <StatusLabel tone="warning">{text.draftWaiting}</StatusLabel> : text.none) },
  { id: 'versions', header: text.columnVersions, align: 'end', cell: (terms) => terms.versionCount },
];

export function TermsListPage() {
  const [adding, setAdding] = useState(false);
  const list = useListState(termsList);
  const terms = useQuery(termsListQuery());
  const page = {
    data: terms.data ? { items: terms.data.items, totalCount: terms.data.items.length, totalPages: 1 } : undefined,
    isError: terms.isError,
    refetch: () => terms.refetch(),
  };
  return (
    <AdminPage title={text.listTitle} area={areaById('TERMS')} description={text.listIntro} actions={<Button onClick={() => setAdding(true)}>{text.add}</Button>}>
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(row) => row.termsKey}
        getRowLabel={(row) => row.title}
      />
      {adding && <AddTermsDialog onClose={() => setAdding(false)} />}
    </AdminPage>
  );
}
