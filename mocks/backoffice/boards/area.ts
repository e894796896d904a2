/**
 * The board area (issue 42): the operator's Q&A over the community area's questions, the notices
 * over its notices, the class notices over the inventory area's announcements, and the reviews over
 * its reviews with the replies this area keeps (`reviewComments`) — which a master also writes
 * under the reviews of their own classes —, and the general boards with their
 * items and comments (its own), whose private items the learner's read refuses to anyone but their
 * author and operators. Its seed adds the thousands of catalogue classes' reviews an operator
 * moderates, after the learner areas' own, and the boards' thousands of items with the files some
 * of them carry.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminBoardClassNoticeHandlers } from './classNoticeHandlers';
import { adminBoardNoticeHandlers } from './noticeHandlers';
import { adminBoardQuestionHandlers } from './questionHandlers';
import { adminBoardReviewHandlers } from './reviewHandlers';
import { adminMasterReviewHandlers } from './masterReviewHandlers';
import { adminBoardItemHandlers, communityBoardHandlers } from './itemHandlers';
import { seedBoardItems } from './boardItemSeed';
import { seedReviews } from './reviewSeed';

export default defineMockArea({
  handlers: [
    ...Object.values(adminBoardQuestionHandlers),
    ...Object.values(adminBoardNoticeHandlers),
    ...Object.values(adminBoardClassNoticeHandlers),
    ...Object.values(adminBoardReviewHandlers),
    ...Object.values(adminMasterReviewHandlers),
    ...Object.values(adminBoardItemHandlers),
    ...Object.values(communityBoardHandlers),
  ],
  seed: {
    // It adds its items' files to the files area's `storedFiles` too; that area seeds nothing, so there is no order to keep with it.
    needs: ['reviews', 'klasses'],
    run: async () => {
      await seedReviews();
      await seedBoardItems();
    },
  },
});
