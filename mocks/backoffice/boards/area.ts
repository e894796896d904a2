/**
 * The board area (issue 42): the operator's Q&A over the community area's questions. It seeds
 * nothing of its own; what it reads is the learner areas' world.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminBoardQuestionHandlers } from './questionHandlers';

export default defineMockArea({ handlers: Object.values(adminBoardQuestionHandlers) });
