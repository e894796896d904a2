/**
 * The master workspace (issue 44): a master's own classes with their learners' progress, each
 * class's curriculum draft, changed by version-checked commands and published to the class room,
 * and the classes' notices, written where the class room reads them.
 * Its one collection (the drafts) is made as masters open their classes, so it has no seed.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminMasterHandlers } from './handlers';
import { masterNoticeHandlers } from './notices';

export default defineMockArea({ handlers: [...Object.values(adminMasterHandlers), ...Object.values(masterNoticeHandlers)] });
