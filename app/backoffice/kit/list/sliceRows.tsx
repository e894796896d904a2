/**
 * A cursor list on the list kit (orders, coupons, exchange codes: slices newest first, "더 보기"
 * appending the next): the loaded slices put together as the rows ListPage reads, the first
 * slice's totals, and the "load more" control under the table — so each cursor list states only
 * its query and its words, not the same plumbing again.
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore } from '@ds/components/LoadMore';
import { nextPageControls } from '@app/shared/lib/query/nextPageControls';
import type { ListRowsResult } from './ListPage';

/** One slice of a cursor list: its rows and the totals of every match. */
export interface ListSlice<Row, Totals extends { count: number }> {
  items: readonly Row[];
  totals: Totals;
}

export interface SliceRows<Row, Totals> {
  /** What ListPage's `page` takes: every loaded row, the count of every match. */
  page: ListRowsResult<Row>;
  /** The totals of every match (the first slice's); undefined until it has loaded. */
  totals: Totals | undefined;
  /** The "load more" control for ListPage's `footer`, once the first slice has loaded. */
  loadMore: (label: string) => ReactNode;
}

export function sliceRows<Row, Totals extends { count: number }>(
  slices: UseInfiniteQueryResult<InfiniteData<ListSlice<Row, Totals>, unknown>>,
): SliceRows<Row, Totals> {
  const totals = slices.data?.pages[0]?.totals;
  const rows = slices.data?.pages.flatMap((slice) => slice.items) ?? [];
  return {
    page: {
      data: totals ? { items: rows, totalCount: totals.count, totalPages: 0 } : undefined,
      isError: slices.isError,
      refetch: () => slices.refetch(),
    },
    totals,
    loadMore: (label) =>
      totals && <LoadMore {...nextPageControls(slices)} loadedCount={rows.length} totalCount={totals.count} label={label} />,
  };
}
