/** The assignment area's job kind: a ticket assignment pauses and its items are retried or cancelled one by one (issue 37; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  jobKinds: { TICKET_ASSIGNMENT: { stoppable: true, itemActions: true } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredJobKinds extends KindsIn<typeof kinds.jobKinds> {}
}
