/** The job centre's own kinds, which every area may start (an export, an upload, an import), the kinds of areas not built yet (a video transcode: its area moves it to its own file), and the JOB record type: an action on a job is in the history (issue 37; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  jobKinds: {
    EXPORT: { stoppable: false, itemActions: false },
    UPLOAD: { stoppable: false, itemActions: false },
    IMPORT: { stoppable: true, itemActions: true },
    VIDEO_TRANSCODE: { stoppable: false, itemActions: false },
  },
  // Any operator: of JOB changes each person sees those of the jobs the job centre shows them.
  recordTypes: { JOB: { permission: null } },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredJobKinds extends KindsIn<typeof kinds.jobKinds> {}
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
