/**
 * The coupons area: coupon specifications (list, detail, create, edit, operate, stop), their codes
 * (code specifications, generation jobs, exports), issuing to a member group (a job) and holders,
 * and exchange codes.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminCouponCodeHandlers } from './codeHandlers';
import { adminCouponExchangeHandlers } from './exchangeHandlers';
import { seedExchangeCodes } from './exchangeSeed';
import { adminCouponHandlers } from './handlers';
import { adminCouponIssueHandlers } from './issueHandlers';
import { seedCouponArea } from './seed';

export default defineMockArea({
  handlers: [
    ...Object.values(adminCouponHandlers),
    ...Object.values(adminCouponCodeHandlers),
    ...Object.values(adminCouponIssueHandlers),
    ...Object.values(adminCouponExchangeHandlers),
  ],
  // Generated from its own fakers; reads no other area's collections. The exchange codes point to
  // the specifications, so they come after them.
  seed: {
    needs: [],
    async run() {
      await seedCouponArea();
      await seedExchangeCodes();
    },
  },
});
