/** The page area's record type (issue 41; how and why: defineKinds.ts): a page's create, rename, delete, publish and restore. */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  recordTypes: { PAGE: { permission: 'PAGE' } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
