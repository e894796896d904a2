/** The kit's change history: who changed what, recorded by every back-office area. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminHistoryHandlers } from './handlers';

export default defineMockArea({ handlers: Object.values(adminHistoryHandlers) });
