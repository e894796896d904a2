/** The shipping area's record type: a shipment (issue 37; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  recordTypes: { SHIPMENT: { permission: 'SHIPPING' } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
