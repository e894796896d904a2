/**
 * The master workspace's record types (issue 44; how and why: defineKinds.ts): a class's
 * curriculum published, and a lesson's video replaced or its thumbnail changed, written to the
 * change history by the master who did it and read by an operator who runs the content
 * (CONTENT). A master's class notice is the board area's NOTICE, the same record the operator edits.
 */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  recordTypes: { CURRICULUM: { permission: 'CONTENT' }, LESSON_VIDEO: { permission: 'CONTENT' } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
