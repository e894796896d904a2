/**
 * The master workspace (issue 44): a master's own classes with their learners' progress, each
 * class's curriculum draft, changed by version-checked commands and published to the class room,
 * the classes' notices, written where the class room reads them, and the lessons' video resources
 * (upload in parts that resumes, transcode in the job centre), and the hub's play calls a learner's
 * class room plays those videos through (playback.ts). Its collections (the drafts, the
 * lessons' videos) are made as masters open and fill their classes, so it has no seed.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminMasterHandlers } from './handlers';
import { masterNoticeHandlers } from './notices';
import { hubMediaHandlers, hubPlaybackHandlers, masterPreviewHandlers } from './playback';
import { masterVideoHandlers } from './video';

export default defineMockArea({
  handlers: [
    ...Object.values(adminMasterHandlers),
    ...Object.values(masterNoticeHandlers),
    ...Object.values(masterVideoHandlers),
    ...Object.values(masterPreviewHandlers),
    ...Object.values(hubPlaybackHandlers),
    ...Object.values(hubMediaHandlers),
  ],
});
