/**
 * The commerce lists read through query-options functions beside their fetchers (docs/architecture.md: "each read
 * has a query-options function beside its fetcher"): the key from the area's key factory, so a
 * refund or a shipping action invalidates it, and react-query's abort signal handed to the request,
 * so a filter changed mid-load cancels the call instead of letting it run on. The order list's
 * next slice asks with the last slice's cursor.
 */
import { CancelledError, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelWhileRequesting } from '@app/shared/api/client/testing';
import { adminOrderKeys, ordersQuery } from '../api/adminOrder';
import { adminShippingKeys, shipmentsQuery } from '../api/adminShipping';

let queryClient = new QueryClient();
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => queryClient.clear());

const orderFilter = { status: ['PARTIAL_REFUNDED' as const], size: 100 };
const shipmentFilter = { status: ['PENDING' as const], page: 2, size: 50 };

describe('commerce list queries', () => {
  it('keys come from the areas’ key factories', () => {
    expect(ordersQuery(orderFilter).queryKey).toEqual(adminOrderKeys.list(orderFilter));
    expect(shipmentsQuery(shipmentFilter).queryKey).toEqual(adminShippingKeys.list(shipmentFilter));
  });

  it('ordersQuery: the first slice has no cursor, the next one the last slice’s', () => {
    const options = ordersQuery(orderFilter);
    expect(options.initialPageParam).toBeNull();
    expect(options.getNextPageParam({ items: [], nextCursor: 'tx-9', totals: { count: 0, paymentAmount: 0, refundedAmount: 0 } }, [], null, [])).toBe('tx-9');
  });

  it.each([
    ['ordersQuery', 'adminOrder.orders', () => queryClient.fetchInfiniteQuery(ordersQuery(orderFilter)), adminOrderKeys.lists()],
    ['shipmentsQuery', 'adminShipping.shipments', () => queryClient.fetchQuery(shipmentsQuery(shipmentFilter)), adminShippingKeys.lists()],
  ] as const)('%s: cancelling the query aborts the signal its request was given', async (_name, endpointId, fetch, listKey) => {
    const call = await cancelWhileRequesting(queryClient, fetch, listKey);
    expect(call.endpointId).toBe(endpointId);
    expect(call.abortedWhileRunning).toBe(false);
    expect(call.abortedAfterCancel).toBe(true);
    expect(call.outcome).toBeInstanceOf(CancelledError);
  });
});
