/**
 * `/admin/master/reviews/:reviewKey` (issue 42: a master replies to the reviews of their own
 * classes): the review and its one reply, written or edited in the rich-text editor — the
 * operator's reply page (boards/ReviewReplyPage.tsx) with the master's calls, so the draft kept,
 * the stale save told and the failed save keeping what was typed are the same. A review of another
 * master's class answers 404 from the server and reads as not found here.
 */
import styled from 'styled-components';
import { copy } from '@app/shared/copy';
import { areaById } from '../../access/areas';
import { listReturnPath } from '../../kit/list/listPlace';
import { preloadRichTextEditor } from '../../kit/richText/RichTextField';
import { ReviewReply, type ReplyCalls } from '../../boards/ReviewReplyPage';
import { learnerCommunityArea } from '../../boards/questionApi';
import { AdminPage } from '../../shell/AdminPage';
import { masterReviewPath, masterReviewsPath } from '../paths';
import { fetchMasterReview, masterReviewKeys, replyAsMaster } from './reviewApi';

const text = copy.backofficeMasterReviews;

preloadRichTextEditor();

const FormColumn = styled.div`
  max-width: 760px;
`;

const masterCalls: ReplyCalls = {
  readReview: (reviewKey, signal) => fetchMasterReview(reviewKey, { signal }),
  reviewKey: masterReviewKeys.review,
  reply: replyAsMaster,
  changes: [masterReviewKeys.all, learnerCommunityArea],
  listsKey: masterReviewKeys.lists(),
  listPath: masterReviewsPath,
  reviewPath: masterReviewPath,
};

export function MasterReviewReplyPage() {
  return (
    <AdminPage title={text.replyTitle} area={areaById('master.reviews')} areaTo={listReturnPath(masterReviewsPath())} description={text.replyIntro}>
      <FormColumn>
        <ReviewReply calls={masterCalls} />
      </FormColumn>
    </AdminPage>
  );
}
