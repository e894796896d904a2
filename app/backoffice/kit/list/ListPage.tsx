/**
 * The list page of every back-office list (issue 15, part 1): the filter bar from the list's
 * definition, the total, saved views and visible columns, the virtualised DataTable with its
 * loading / empty / filtered-empty ("필터 지우기") / error states, pagination and page size, and
 * the bulk bar while rows are selected. All of it reads and writes the URL through useListState;
 * the page of rows comes from `useListPageQuery` (react-query, the previous page kept on screen
 * while the next loads), and the selection from useListSelection.
 *
 * Coming back keeps the place (issue 27): the list remembers its address with its filters while it
 * is shown (`listPlace.ts`, for a detail page's way back) and the table keeps its own scroll for
 * that address, restored after a row was opened and Back (or the breadcrumb) taken, or a reload;
 * the opened row's link gets the keyboard focus back then, as the scroll does (issue 38). A skip link before the filters leads a keyboard user
 * straight to the rows, past a filter bar of thirty stops.
 */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { BulkBar } from '@ds/components/BulkBar';
import { ColumnPicker } from '@ds/components/ColumnPicker';
import { DataTable, type DataTableColumn, type SortState } from '@ds/components/DataTable';
import { EmptyState } from '@ds/components/EmptyState';
import { FilterBar } from '@ds/components/FilterBar';
import { Pagination } from '@ds/components/Pagination';
import { Select } from '@ds/components/Select';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { vars } from '@ds/tokens/vars';
import { formatCount } from '@ds/lib/text/number';
import { copy } from '@app/shared/copy';
import type { ListSelectionApi } from '../selection/useListSelection';
import { FilterField } from './FilterFields';
import { rememberListUrl } from './listPlace';
import { SavedViewsMenu } from './SavedViewsMenu';
import type { ListStateApi } from './useListState';
import type { AnyListDefinition, ColumnIdOf, ListQuery, SortFieldOf } from './urlState';

const text = copy.listKit;

/** One page of a list, as adminPageOf answers it. */
export interface ListPageData<Row> {
  items: readonly Row[];
  totalCount: number;
  totalPages: number;
}

/**
 * The query of a list's page: any react-query options whose answer is a page of rows — a page's
 * own `xQuery(…)` built with `queryOptions` (its tuple key and its answer's full type, e.g. an
 * adminPageOf with `page` and `size`) passes as it is. Generic over the answer and the key because
 * react-query's options are invariant in both: options for `AdminPage<Member>` under
 * `readonly ['adminHistory', …]` are not options for `ListPageData<Member>` under `QueryKey`.
 */
export type ListPageQueryOptions<
  Row,
  Data extends ListPageData<Row> = ListPageData<Row>,
  Key extends QueryKey = QueryKey,
> = UseQueryOptions<Data, Error, Data, Key>;

/** The page of rows for the list's current query; the previous page stays while the next loads. */
export function useListPageQuery<D extends AnyListDefinition, Row, Data extends ListPageData<Row>, Key extends QueryKey>(
  list: ListStateApi<D>,
  pageQuery: (query: ListQuery<D>) => ListPageQueryOptions<Row, Data, Key>,
): UseQueryResult<Data, Error> {
  return useQuery({ ...pageQuery(list.query), placeholderData: keepPreviousData });
}

/** What the list reads of its rows' query: a page query, or a cursor list's loaded slices put together. */
export interface ListRowsResult<Row> {
  data: ListPageData<Row> | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListPageProps<D extends AnyListDefinition, Row> {
  list: ListStateApi<D>;
  page: ListRowsResult<Row>;
  /** The table's name ("그룹 회원 목록"). */
  caption: string;
  /** What the rows are, for the empty sentence ("회원"). */
  noun: string;
  /** The count's unit ("명"). */
  unit: string;
  /** Ids are the definition's column ids; a column whose id is a sort field is sortable. */
  columns: readonly DataTableColumn<Row>[];
  getRowKey: (row: Row) => string;
  getRowLabel?: (row: Row) => string;
  selection?: ListSelectionApi<D>;
  /** The bulk bar's buttons, shown while rows are selected. */
  bulkActions?: ReactNode;
  /** Beside the saved views: "내보내기", "추가". */
  toolbar?: ReactNode;
  /** The empty (nothing yet) state's action: "회원 추가". */
  emptyAction?: ReactNode;
  /**
   * Replaces the pagination: a cursor list (its `totalPages` 0) puts its "더 보기" here, and the
   * URL keeps only its filters (a cursor is a position in one moment's results, not a view).
   */
  footer?: ReactNode;
  height?: number;
}

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  > p { margin: 0; font-weight: ${vars.font.weightBold}; font-variant-numeric: tabular-nums; }
  > div { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[2]}; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  > div:last-child { width: 9rem; }
`;

function columnLabel(header: ReactNode, id: string): string {
  return typeof header === 'string' ? header : id;
}

export function ListPage<D extends AnyListDefinition, Row>({
  list,
  page,
  caption,
  noun,
  unit,
  columns,
  getRowKey,
  getRowLabel,
  selection,
  bulkActions,
  toolbar,
  emptyAction,
  footer,
  height,
}: ListPageProps<D, Row>) {
  const { definition, state } = list;
  const { pathname, search } = useLocation();
  const resultsId = useId();
  useEffect(() => rememberListUrl(pathname, search), [pathname, search]);
  const data = page.data;
  const rows = data?.items ?? [];
  const visibleKeys = rows.map(getRowKey);
  // A list in its endpoint's one order has no sortable header (ListDefinition.fixedOrder).
  const sortFields: readonly string[] = definition.fixedOrder ? [] : definition.sortFields;
  const shownColumns = columns
    .filter((column) => (state.columns as readonly string[]).includes(column.id))
    .map((column) => (sortFields.includes(column.id) ? { ...column, sortable: true } : column));
  const specs = definition.columns;

  const status = data ? 'ready' : page.isError ? 'error' : 'loading';
  // The list is the page's content under its h1 (AdminPage), so its empty states head at level 2.
  const emptyText = list.filtered ? (
    <EmptyState
      headingLevel={2}
      icon="search"
      title={text.filteredEmpty}
      description={text.filteredEmptyHint}
      action={
        <Button variant="secondary" onClick={list.clearFilters}>
          {text.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState headingLevel={2} title={text.empty(noun)} action={emptyAction} />
  );

  const sort: SortState = { columnId: state.sort.field, direction: state.sort.direction };
  const changeSort = (next: SortState) => {
    if (sortFields.includes(next.columnId)) list.setSort({ field: next.columnId as SortFieldOf<D>, direction: next.direction });
  };

  const hasFilters = Object.keys(definition.filters).length > 0;
  // To the first row's link (or control), else the table itself.
  const skipToResults = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const region = document.getElementById(resultsId);
    const first = region?.querySelector<HTMLElement>('tbody a[href], tbody button, tbody input');
    if (first) first.focus();
    else if (region) {
      if (!region.hasAttribute('tabindex')) region.tabIndex = -1;
      region.focus();
    }
  };

  return (
    // A bulk action's bar that goes with its button leaves the keyboard on the results (focusReturn.ts).
    <Stack data-focus-return={resultsId}>
      {/* A list without filters (terms, popups) has no empty filter panel, and nothing to skip. */}
      {hasFilters ? (
        <VisuallyHidden as="a" href={`#${resultsId}`} focusable onClick={skipToResults}>
          {text.skipToResults}
        </VisuallyHidden>
      ) : null}
      {hasFilters ? (
        <FilterBar label={text.filtersLabel} filtered={list.filtered} clearLabel={text.clearFilters} onClear={list.clearFilters} onSubmit={list.commitText}>
          {Object.keys(definition.filters).map((name) => (
            <FilterField key={name} list={list} name={name} />
          ))}
        </FilterBar>
      ) : null}
      <Toolbar>
        <p aria-live="polite">{data ? text.totalCount(formatCount(data.totalCount), unit) : ''}</p>
        <div>
          {toolbar}
          <SavedViewsMenu list={list} />
          <ColumnPicker
            label={text.columns}
            columns={specs.map((spec) => ({
              id: spec.id,
              label: columnLabel(columns.find((column) => column.id === spec.id)?.header, spec.id),
              locked: spec.alwaysVisible,
            }))}
            visible={state.columns}
            onChange={(next) => list.setColumns(next as ColumnIdOf<D>[])}
          />
        </div>
      </Toolbar>
      <DataTable
        caption={caption}
        hideCaption
        columns={shownColumns}
        rows={rows}
        getRowKey={getRowKey}
        getRowLabel={getRowLabel}
        status={status}
        onRetry={() => void page.refetch()}
        emptyText={emptyText}
        manualSorting
        sort={sort}
        onSortChange={changeSort}
        height={height}
        scrollMemoryKey={`${pathname}${search}`}
        returnFocusToOpenedRow
        id={resultsId}
        {...(selection ? selection.tableProps(visibleKeys) : {})}
      />
      {footer}
      {data && data.totalPages > 0 && (
        <Footer>
          <Pagination page={state.page} pageCount={Math.max(data.totalPages, state.page)} onChange={list.setPage} />
          <Select
            label={text.pageSize}
            hideLabel
            value={String(state.size)}
            options={definition.pageSizes.map((size) => ({ value: String(size), label: text.pageSizeOption(size) }))}
            onChange={(event) => list.setPageSize(Number(event.currentTarget.value))}
          />
        </Footer>
      )}
      {selection && selection.count > 0 && (
        <BulkBar
          label={text.bulkActions}
          summary={selection.summary}
          note={selection.tooLarge ? text.selectionTooLarge : undefined}
          clearLabel={text.clearSelection}
          onClear={selection.clear}
        >
          {bulkActions}
        </BulkBar>
      )}
    </Stack>
  );
}
