/**
 * Mock coupon-list benchmark (run by bench/coupons.mjs with `node scripts/runTs.mjs
 * bench/mockCouponList.ts`; issue 30): the mock HTTP server in this process on the seeded world of
 * 10,000 coupon specifications, the full operator signed in, then timed over real HTTP: the list
 * filtered by status (PUBLISHED), type (AMOUNT) and a half-year of Asia/Seoul days it was made in,
 * read at a cursor in the middle of the matches (the 4th slice of 100); each answer carries its
 * rows' derived used counts. Prints one JSON line with the series in milliseconds.
 */
import { GENERATED_COUPON_COUNT } from '@mocks/backoffice/coupons/seed';
import { REQUESTS, timed, withOperatorMock } from './operatorMock';

const SLICES_BEFORE = 3;
/** Asia/Seoul 2026-05-21 to 2026-11-20 as the list sends days (first and last instants). */
const FILTER = 'status=PUBLISHED&type=AMOUNT&createdFrom=2026-05-20T15:00:00.000Z&createdTo=2026-11-20T14:59:59.999Z&size=100';
const LIST = '/rest/coupon/admin/tenant/coupon-specs/slice';

interface Slice {
  items: unknown[];
  nextCursor: string | null;
  totals: { count: number };
}

await withOperatorMock(async ({ origin, headers }) => {
  const read = async (query: string): Promise<Slice> => (await (await fetch(`${origin}${LIST}?${query}`, { headers })).json()) as Slice;
  const whole = await read('size=1');
  if (whole.totals.count < GENERATED_COUPON_COUNT) throw new Error(`bench/mockCouponList: ${whole.totals.count} specifications, expected ${GENERATED_COUPON_COUNT}+`);
  let cursor: string | null = null;
  for (let slice = 0; slice < SLICES_BEFORE; slice += 1) cursor = (await read(cursor ? `${FILTER}&cursor=${cursor}` : FILTER)).nextCursor;
  if (!cursor) throw new Error('bench/mockCouponList: the filter matched too few specifications for a middle slice');
  const query = `${LIST}?${FILTER}&cursor=${encodeURIComponent(cursor)}`;
  let matched = 0;
  const timings = await timed<Slice>(
    () => fetch(`${origin}${query}`, { headers }),
    (response, body) => {
      if (!response.ok || body.items.length === 0) throw new Error(`bench/mockCouponList: ${query} answered ${response.status} with ${body.items.length} specifications`);
      matched = body.totals.count;
    },
  );
  console.log(JSON.stringify({ records: whole.totals.count, matched, query, requests: REQUESTS, timingsMs: timings }));
});
