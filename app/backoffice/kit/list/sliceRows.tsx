/**
 * A cursor list on the list kit (orders, coupons, exchange codes: slices newest first, "더 보기"
 * appending the next): the loaded slices put together as the rows ListPage reads, the first
 * slice's totals, and the "load more" control under the table — so each cursor list states only
 * its query and its words, not the same plumbing again.
 *
 * The slices loaded are remembered for the list's address (filters included) in the tab's session
 * (issue 27): after a reload, or Back from a row, the control loads as many slices again, so the
 * operator finds the 300 orders they had, not the first 100 (and the table's scroll, restored by
 * ListPage, has its rows to land on).
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadMore } from '@ds/components/LoadMore';
import { nextPageControls } from '@app/shared/lib/query/nextPageControls';
import type { ListRowsResult } from './ListPage';
import { rememberedSliceCount, rememberSliceCount } from './listPlace';

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

type Slices<Row, Totals extends { count: number }> = UseInfiniteQueryResult<InfiniteData<ListSlice<Row, Totals>, unknown>>;

interface SliceLoadMoreProps<Row, Totals extends { count: number }> {
  slices: Slices<Row, Totals>;
  loadedCount: number;
  totalCount: number;
  label: string;
}

/** "더 보기" that first loads again the slices this address had, then remembers each one added. */
function SliceLoadMore<Row, Totals extends { count: number }>({ slices, loadedCount, totalCount, label }: SliceLoadMoreProps<Row, Totals>) {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  /** The address whose remembered slices are back (or given up on): from then on, loads are remembered. */
  const restoredFor = useRef<string | null>(null);
  const loaded = slices.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = slices;
  useEffect(() => {
    if (loaded === 0 || isFetching) return;
    if (restoredFor.current !== address) {
      if (loaded < rememberedSliceCount(address) && hasNextPage && !isFetchNextPageError) {
        void fetchNextPage();
        return;
      }
      restoredFor.current = address;
    }
    rememberSliceCount(address, loaded);
  }, [address, loaded, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);
  return <LoadMore {...nextPageControls(slices)} loadedCount={loadedCount} totalCount={totalCount} label={label} />;
}

export function sliceRows<Row, Totals extends { count: number }>(slices: Slices<Row, Totals>): SliceRows<Row, Totals> {
  const totals = slices.data?.pages[0]?.totals;
  const rows = slices.data?.pages.flatMap((slice) => slice.items) ?? [];
  return {
    page: {
      data: totals ? { items: rows, totalCount: totals.count, totalPages: 0 } : undefined,
      isError: slices.isError,
      refetch: () => slices.refetch(),
    },
    totals,
    loadMore: (label) => totals && <SliceLoadMore slices={slices} loadedCount={rows.length} totalCount={totals.count} label={label} />,
  };
}
