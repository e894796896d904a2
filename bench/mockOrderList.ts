/**
 * Mock order-list benchmark (run by bench/run.mjs with `node scripts/runTs.mjs bench/mockOrderList.ts`; issue
 * 17): the mock HTTP server in this process on the seeded world of 10,000+ orders, the full
 * operator signed in, then timed over real HTTP: the order list filtered by status (COMPLETED,
 * which also takes unknown values) and a half-year of Asia/Seoul days, read at a cursor in the
 * middle of the matches (the 6th slice of 100). Prints one JSON line with the series in
 * milliseconds (run.mjs takes the median and p95).
 */
import { GENERATED_ORDER_COUNT } from '@mocks/backoffice/orders/seed';
import { measureMiddleSlice } from './operatorMock';

/** Asia/Seoul 2026-05-21 to 2026-11-20 as the list sends days (first and last instants). */
await measureMiddleSlice({
  bench: 'bench/mockOrderList',
  list: '/rest/commerce/admin/tenant/orders',
  filter: 'status=COMPLETED&orderedFrom=2026-05-20T15:00:00.000Z&orderedTo=2026-11-20T14:59:59.999Z&size=100',
  slicesBefore: 5,
  seeded: GENERATED_ORDER_COUNT,
  noun: 'orders',
});
