/**
 * The coupons area: coupon specifications (list, detail, create, edit, operate, stop), their codes
 * (code specifications, generation jobs, exports), issuing to a member group (a job) and holders.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminCouponCodeHandlers } from './codeHandlers';
import { adminCouponHandlers } from './handlers';
import { adminCouponIssueHandlers } from './issueHandlers';
import { seedCouponArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(adminCouponHandlers), ...Object.values(adminCouponCodeHandlers), ...Object.values(adminCouponIssueHandlers)],
  // Generated from its own faker; reads no other area's collections.
  seed: { needs: [], run: seedCouponArea },
});
