/** The coupons area: coupon specifications (list, detail, create, edit, operate, stop) and their codes (code specifications, generation jobs, exports). */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminCouponCodeHandlers } from './codeHandlers';
import { adminCouponHandlers } from './handlers';
import { seedCouponArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(adminCouponHandlers), ...Object.values(adminCouponCodeHandlers)],
  // Generated from its own faker; reads no other area's collections.
  seed: { needs: [], run: seedCouponArea },
});
