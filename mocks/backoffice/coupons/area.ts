/** The coupons area: coupon specifications (list, detail, create, edit, operate, stop). */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminCouponHandlers } from './handlers';
import { seedCouponArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminCouponHandlers),
  // Generated from its own faker; reads no other area's collections.
  seed: { needs: [], run: seedCouponArea },
});
