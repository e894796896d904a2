/** The assignment area's job kind — a ticket assignment pauses and its items are retried or cancelled one by one (issue 37) — and its record type, a class ticket's period (issue 40); how and why: defineKinds.ts. */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  jobKinds: { TICKET_ASSIGNMENT: { stoppable: true, itemActions: true } },
  // A class ticket's period, extended or ended by an operator (issue 40).
  recordTypes: { KLASS_TICKET: { permission: 'ASSIGNMENT' } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredJobKinds extends KindsIn<typeof kinds.jobKinds> {}
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
