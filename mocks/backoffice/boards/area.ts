/**
 * The board area (issue 42): the operator's Q&A over the community area's questions, the notices
 * over its notices and the class notices over the inventory area's announcements. It seeds
 * nothing of its own; what it reads is the learner areas' world.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminBoardClassNoticeHandlers } from './classNoticeHandlers';
import { adminBoardNoticeHandlers } from './noticeHandlers';
import { adminBoardQuestionHandlers } from './questionHandlers';

export default defineMockArea({
  handlers: [...Object.values(adminBoardQuestionHandlers), ...Object.values(adminBoardNoticeHandlers), ...Object.values(adminBoardClassNoticeHandlers)],
});
