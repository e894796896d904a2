/**
 * `/admin/boards/reviews/:reviewKey` (backoffice.md §2 "reviews", §3 "Review: masterId,
 * commentKey, contents"; issue 42): one learner's review — class, author, rating, when, state and
 * text — and its one reply, written or edited in the rich-text editor. The reply is stored as
 * sanitised HTML and the learner reads it under the review. Unsaved work is kept in the browser per
 * review; a save carries the reply state it was read in, so a colleague's reply saved meanwhile is
 * told, with what was typed kept; a failed save keeps it too. The review card and the reply form
 * are the master's too (`ReviewReply` with the master's calls, master/reviews/), so an operator and
 * a master reply to a review one way; both are the Q&A answer's pieces (RichTextReply.tsx).
 */
import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { StatusLabel } from '@ds/components/StatusLabel';
import type { AdminReview } from '@app/shared/api/contract/adminBoardReview';
import { boardErrorCodes } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import type { ChangedArea } from '@app/shared/sync/changeSync';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import { preloadRichTextEditor } from '../kit/richText/RichTextField';
import { BoardFormFrame } from './BoardFormFrame';
import { reviewPath, reviewsPath } from './paths';
import { learnerCommunityArea } from './questionApi';
import { replyForm } from './replyForm';
import { adminReviewKeys, fetchReview, replyToReview } from './reviewApi';
import { RichTextReplyForm, WrittenCard } from './RichTextReply';

const text = copy.backofficeBoardReviews;

preloadRichTextEditor();

function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <WrittenCard
      heading={text.reviewHeading}
      facts={[
        { term: text.columnKlass, description: review.klassTitle },
        { term: text.columnAuthor, description: review.author.displayName },
        { term: text.columnRating, description: text.rating(review.rating) },
        { term: text.columnCreated, description: formatDateTime(review.created) },
        {
          term: text.columnState,
          description: <StatusLabel tone={review.hidden ? 'warning' : 'info'}>{text.stateLabels[review.hidden ? 'HIDDEN' : 'SHOWN']}</StatusLabel>,
        },
      ]}
      text={review.body}
    />
  );
}

/** What a reply page reads and writes: the operator's calls, or a master's (master/reviews/). */
export interface ReplyCalls {
  /** Reads one review (again, after a stale save), kept under `reviewKey`. */
  readReview: (reviewKey: string, signal: AbortSignal) => Promise<AdminReview>;
  reviewKey: (reviewKey: string) => QueryKey;
  reply: (reviewKey: string, contentHtml: string, basedOn: string | null) => Promise<AdminReview>;
  /** The query areas a saved reply changes, here and in the other tabs (its lists, the learner's). */
  changes: readonly ChangedArea[];
  /** The review lists to read again once saved. */
  listsKey: QueryKey;
  listPath: () => string;
  reviewPath: (reviewKey: string) => string;
}

/** The one review's query by the page's calls. */
const reviewQueryOf = (calls: ReplyCalls, reviewKey: string) =>
  queryOptions({ queryKey: calls.reviewKey(reviewKey), queryFn: ({ signal }) => calls.readReview(reviewKey, signal) });

const operatorCalls: ReplyCalls = {
  readReview: (reviewKey, signal) => fetchReview(reviewKey, { signal }),
  reviewKey: adminReviewKeys.review,
  reply: replyToReview,
  changes: [adminReviewKeys.all, learnerCommunityArea],
  listsKey: adminReviewKeys.lists(),
  listPath: reviewsPath,
  reviewPath,
};

const replyWords = { field: text.replyField, stale: text.replyStale, save: text.saveReply, saved: text.replySaved };

function ReplyForm({ review, calls }: { review: AdminReview; calls: ReplyCalls }) {
  const queryClient = useQueryClient();
  const { reply, reviewKey } = review;
  return (
    <RichTextReplyForm
      recordKey={reviewKey}
      form={replyForm}
      saved={reply?.contentHtml ?? ''}
      savedVersion={reply?.updated ?? null}
      send={(contentHtml, basedOn) => calls.reply(reviewKey, contentHtml, basedOn)}
      changes={calls.changes}
      conflict={{
        code: boardErrorCodes.replyConflict.code,
        latest: async () => (await queryClient.fetchQuery({ ...reviewQueryOf(calls, reviewKey), staleTime: 0 })).reply?.updated ?? null,
      }}
      onSaved={(savedReview) => {
        queryClient.setQueryData(calls.reviewKey(savedReview.reviewKey), savedReview);
        void queryClient.invalidateQueries({ queryKey: calls.listsKey });
      }}
      listPath={calls.listPath()}
      recordPath={calls.reviewPath(reviewKey)}
      byline={reply ? text.repliedBy(reply.writerName, formatDateTime(reply.updated)) : undefined}
      notice={review.hidden && <Alert tone="warning">{text.hiddenNotice}</Alert>}
      words={replyWords}
    />
  );
}

/** The review of the address read once (another tab's save never replaces what is being typed), its card and its reply form. */
export function ReviewReply({ calls }: { calls: ReplyCalls }) {
  const { reviewKey = '' } = useParams();
  const edited = useEditedRecord(reviewQueryOf(calls, reviewKey));
  const review = edited.record;
  return review ? (
    <Stack gap={5}>
      <ReviewCard review={review} />
      <ReplyForm review={review} calls={calls} />
    </Stack>
  ) : (
    <EditedRecordPending edited={edited} failedTitle={text.loadFailed} retryLabel={text.retry} />
  );
}

export function ReviewReplyPage() {
  return (
    <BoardFormFrame title={text.replyTitle} intro={text.replyIntro} listPath={reviewsPath()}>
      <ReviewReply calls={operatorCalls} />
    </BoardFormFrame>
  );
}
