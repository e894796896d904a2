/**
 * The message area's job kind and record type (issue 43; how and why: defineKinds.ts). A send
 * pauses and goes on, but its items are not acted on one by one — a message a carrier refused for a
 * reason (no phone, a dead number) is not sent again by a retry, so a result list stays a plain
 * prefix of the recipients in order. A request's cancel is recorded in the change history
 * (MESSAGE_REQUEST), seen by whoever holds the MESSAGE permission.
 */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  jobKinds: { TEXT_MESSAGE: { stoppable: true, itemActions: false } },
  recordTypes: { MESSAGE_REQUEST: { permission: 'MESSAGE' } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredJobKinds extends KindsIn<typeof kinds.jobKinds> {}
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
