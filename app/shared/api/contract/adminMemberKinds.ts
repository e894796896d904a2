/** The members area's record types: a member and a member group (issue 37; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  recordTypes: {
    MEMBER: { permission: 'MEMBER' },
    MEMBER_GROUP: { permission: 'MEMBER' },
  },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
