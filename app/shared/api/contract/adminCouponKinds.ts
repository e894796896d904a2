/** The coupons area's job kinds (issuing to people; generating codes: cancelled, not paused, its steps chunks of codes) and record types (a specification; an exchange code, its own record) (issue 37; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  jobKinds: {
    COUPON_ISSUE: { stoppable: true, itemActions: true },
    COUPON_CODES: { stoppable: false, itemActions: false },
  },
  recordTypes: {
    COUPON: { permission: 'COUPON' },
    EXCHANGE_CODE: { permission: 'COUPON' },
  },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredJobKinds extends KindsIn<typeof kinds.jobKinds> {}
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
