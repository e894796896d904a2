/** The board area's record types: a question, whose answer the operator writes, a notice, a class notice, a review (hidden or replied to), a general board's item and comment, and a board's write permission (issue 42; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  recordTypes: { QUESTION: { permission: 'BOARD' }, NOTICE: { permission: 'BOARD' }, CLASS_NOTICE: { permission: 'BOARD' }, REVIEW: { permission: 'BOARD' }, BOARD_ITEM: { permission: 'BOARD' }, BOARD_COMMENT: { permission: 'BOARD' }, BOARD: { permission: 'BOARD' } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
