/**
 * Mock order-list benchmark (run by bench/run.mjs with `node scripts/runTs.mjs bench/mockOrderList.ts`; issue
 * 17): the mock HTTP server in this process on the seeded world of 10,000+ orders, the full
 * operator signed in, then timed over real HTTP: the order list filtered by status (COMPLETED,
 * which also takes unknown values) and a half-year of Asia/Seoul days, read at a cursor in the
 * middle of the matches (the 6th slice of 100). Prints one JSON line with the series in
 * milliseconds (run.mjs takes the median and p95).
 */
import { GENERATED_ORDER_COUNT } from '@mocks/backoffice/orders/seed';
import { REQUESTS, timed, withOperatorMock } from './operatorMock';

const SLICES_BEFORE = 5;
/** Asia/Seoul 2026-05-21 to 2026-11-20 as the list sends days (first and last instants). */
const FILTER = 'status=COMPLETED&orderedFrom=2026-05-20T15:00:00.000Z&orderedTo=2026-11-20T14:59:59.999Z&size=100';
const LIST = '/rest/commerce/admin/tenant/orders';

interface Slice {
  items: unknown[];
  nextCursor: string | null;
  totals: { count: number };
}

await withOperatorMock(async ({ origin, headers }) => {
  const read = async (query: string): Promise<Slice> => (await (await fetch(`${origin}${LIST}?${query}`, { headers })).json()) as Slice;
  const whole = await read('size=1');
  if (whole.totals.count < GENERATED_ORDER_COUNT) throw new Error(`bench/mockOrderList: ${whole.totals.count} orders, expected ${GENERATED_ORDER_COUNT}+`);
  let cursor: string | null = null;
  for (let slice = 0; slice < SLICES_BEFORE; slice += 1) cursor = (await read(cursor ? `${FILTER}&cursor=${cursor}` : FILTER)).nextCursor;
  if (!cursor) throw new Error('bench/mockOrderList: the filter matched too few orders for a middle slice');
  const query = `${LIST}?${FILTER}&cursor=${encodeURIComponent(cursor)}`;
  let matched = 0;
  const timings = await timed<Slice>(
    () => fetch(`${origin}${query}`, { headers }),
    (response, body) => {
      if (!response.ok || body.items.length === 0) throw new Error(`bench/mockOrderList: ${query} answered ${response.status} with ${body.items.length} orders`);
      matched = body.totals.count;
    },
  );
  console.log(JSON.stringify({ records: whole.totals.count, matched, query, requests: REQUESTS, timingsMs: timings }));
});
