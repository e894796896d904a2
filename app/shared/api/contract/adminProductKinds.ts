/** The PRODUCT area's record type: a warehouse, added and renamed (issue 40; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  recordTypes: {
    PRODUCT_WAREHOUSE: { permission: 'PRODUCT' },
  },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
