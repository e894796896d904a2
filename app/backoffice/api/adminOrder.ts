/**
 * Order endpoint functions (adminOrder.ts contract) and their query options: the cursor list, one
 * order, partial and full refunds, the export job. A refund invalidates `adminOrderKeys.all` through
 * the caller, so the list and the detail show the new status at once.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminOrder';

export type OrderListQuery = QueryInput<typeof endpoints.orders>;
export type RefundBody = BodyInput<typeof endpoints.refund>;
export type RefundAllBody = BodyInput<typeof endpoints.refundAll>;
export type OrderExportBody = BodyInput<typeof endpoints.exportOrders>;

export const adminOrderKeys = {
  all: ['adminOrder'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (query: Omit<OrderListQuery, 'cursor'>) => [...adminOrderKeys.lists(), query] as const,
  order: (orderKey: string) => [...adminOrderKeys.all, 'order', orderKey] as const,
};

export function fetchOrders(query: OrderListQuery, options?: RequestOptions) {
  return api.request(endpoints.orders, { query }, options);
}

/**
 * The order list's cursor slices for a filter: key and fetcher together, each slice asked with
 * the last one's `nextCursor` and react-query's abort signal (a filter changed mid-load cancels).
 */
export function ordersQuery(query: Omit<OrderListQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchOrders(pageParam ? { ...query, cursor: pageParam } : query, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function fetchOrder(orderKey: string, options?: RequestOptions) {
  return api.request(endpoints.order, { params: { orderKey } }, options);
}

export function orderQuery(orderKey: string) {
  return queryOptions({
    queryKey: adminOrderKeys.order(orderKey),
    queryFn: ({ signal }) => fetchOrder(orderKey, { signal }),
  });
}

export function refundOrder(orderKey: string, body: RefundBody, options?: RequestOptions) {
  return api.request(endpoints.refund, { params: { orderKey }, body }, options);
}

export function refundWholeOrder(orderKey: string, body: RefundAllBody, options?: RequestOptions) {
  return api.request(endpoints.refundAll, { params: { orderKey }, body }, options);
}

export function exportOrders(body: OrderExportBody, options?: RequestOptions) {
  return api.request(endpoints.exportOrders, { body }, options);
}
