/**
 * Mock coupon-list benchmark (run by bench/coupons.mjs with `node scripts/runTs.mjs
 * bench/mockCouponList.ts`; issue 30): the mock HTTP server in this process on the seeded world of
 * 10,000 coupon specifications, the full operator signed in, then timed over real HTTP: the list
 * filtered by status (PUBLISHED), type (AMOUNT) and a half-year of Asia/Seoul days it was made in,
 * read at a cursor in the middle of the matches (the 4th slice of 100); each answer carries its
 * rows' derived used counts. Prints one JSON line with the series in milliseconds.
 */
import { GENERATED_COUPON_COUNT } from '@mocks/backoffice/coupons/seed';
import { measureMiddleSlice } from './operatorMock';

/** Asia/Seoul 2026-05-21 to 2026-11-20 as the list sends days (first and last instants). */
await measureMiddleSlice({
  bench: 'bench/mockCouponList',
  list: '/rest/coupon/admin/tenant/coupon-specs/slice',
  filter: 'status=PUBLISHED&type=AMOUNT&createdFrom=2026-05-20T15:00:00.000Z&createdTo=2026-11-20T14:59:59.999Z&size=100',
  slicesBefore: 3,
  seeded: GENERATED_COUPON_COUNT,
  noun: 'specifications',
});
