/** The board area's record types: a question, whose answer the operator writes, a notice and a class notice (issue 42; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  recordTypes: { QUESTION: { permission: 'BOARD' }, NOTICE: { permission: 'BOARD' }, CLASS_NOTICE: { permission: 'BOARD' } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
