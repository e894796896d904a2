/** The message area's job kind (issue 43; how and why: defineKinds.ts): a send pauses and goes on, but its items are not acted on one by one — a message a carrier refused for a reason (no phone, a dead number) is not sent again by a retry, so a result list stays a plain prefix of the recipients in order. */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  jobKinds: { TEXT_MESSAGE: { stoppable: true, itemActions: false } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredJobKinds extends KindsIn<typeof kinds.jobKinds> {}
}
