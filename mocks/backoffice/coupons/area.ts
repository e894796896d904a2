/**
 * The coupons area: coupon specifications (list, detail, create, edit, operate, stop), their codes
 * (code specifications, generation jobs, exports), issuing to a member group (a job) and holders,
 * usage (the orders that took a coupon) and a member's coupons, and exchange codes.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminCouponCodeHandlers } from './codeHandlers';
import { seedCouponCodes } from './codeSeed';
import { adminCouponExchangeHandlers } from './exchangeHandlers';
import { seedExchangeCodes } from './exchangeSeed';
import { adminCouponHandlers } from './handlers';
import { adminCouponIssueHandlers } from './issueHandlers';
import { seedCouponArea } from './seed';
import { seedCouponUsage } from './usage';
import { adminCouponUsageHandlers } from './usageHandlers';

export default defineMockArea({
  handlers: [
    ...Object.values(adminCouponHandlers),
    ...Object.values(adminCouponCodeHandlers),
    ...Object.values(adminCouponIssueHandlers),
    ...Object.values(adminCouponExchangeHandlers),
    ...Object.values(adminCouponUsageHandlers),
  ],
  // Generated from its own fakers; the exchange codes point to the specifications, so they come
  // after them. The uses (and the holds they imply) are read from the orders' discounted lines.
  seed: {
    needs: ['orders'],
    async run() {
      await seedCouponArea();
      await seedCouponCodes();
      await seedExchangeCodes();
      await seedCouponUsage();
    },
  },
});
