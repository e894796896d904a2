/**
 * `/admin/boards/reviews/:reviewKey` (backoffice.md §2 "reviews", §3 "Review: masterId,
 * commentKey, contents"; issue 42): one learner's review — class, author, rating, when, state and
 * text — and its one reply, written or edited in the rich-text editor. The reply is stored as
 * sanitised HTML and the learner reads it under the review. Unsaved work is kept in the browser per
 * review; a save carries the reply state it was read in, so a colleague's reply saved meanwhile is
 * told, with what was typed kept; a failed save keeps it too. The review card and the reply form
 * are the master's too (`ReviewReply` with the master's calls, master/reviews/), so an operator and
 * a master reply to a review one way.
 */
import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { DescriptionList } from '@ds/components/DescriptionList';
import { StatusLabel } from '@ds/components/StatusLabel';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { AdminReview } from '@app/shared/api/contract/adminBoardReview';
import { boardErrorCodes } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { sanitizeRichText } from '@app/shared/lib/html/sanitize';
import type { ChangedArea } from '@app/shared/sync/changeSync';
import { announces } from '@app/shared/sync/querySync';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { listReturnPath } from '../kit/list/listPlace';
import { preloadRichTextEditor, RichTextField } from '../kit/richText/RichTextField';
import { BoardFormFrame } from './BoardFormFrame';
import { DraftRestoredAlert, useDraftedForm } from './draftedForm';
import { reviewPath, reviewsPath } from './paths';
import { learnerCommunityArea } from './questionApi';
import { replyDrafts, replyFieldOf, replyFormSchema } from './replyForm';
import { adminReviewKeys, fetchReview, replyToReview } from './reviewApi';

const text = copy.backofficeBoardReviews;

preloadRichTextEditor();

const ReviewText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${vars.font.lineHeightNormal};
`;

function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <Card as="section" title={text.reviewHeading} titleAs="h2">
      <Stack gap={3}>
        <DescriptionList
          items={[
            { term: text.columnKlass, description: review.klassTitle },
            { term: text.columnAuthor, description: review.author.displayName },
            { term: text.columnRating, description: text.rating(review.rating) },
            { term: text.columnCreated, description: formatDateTime(review.created) },
            {
              term: text.columnState,
              description: <StatusLabel tone={review.hidden ? 'warning' : 'info'}>{text.stateLabels[review.hidden ? 'HIDDEN' : 'SHOWN']}</StatusLabel>,
            },
          ]}
        />
        <ReviewText>{review.body}</ReviewText>
      </Stack>
    </Card>
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

function ReplyForm({ review, calls }: { review: AdminReview; calls: ReplyCalls }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { reply } = review;
  const saved = useMemo(() => ({ contentHtml: reply?.contentHtml ?? '' }), [reply]);
  const drafted = useDraftedForm({ schema: replyFormSchema, drafts: replyDrafts, recordKey: review.reviewKey, saved, savedVersion: reply?.updated ?? null });
  const { form, baseVersion } = drafted;
  const save = useFormSave({
    form,
    version: baseVersion,
    send: (values, basedOn) => calls.reply(review.reviewKey, sanitizeRichText(values.contentHtml), basedOn),
    meta: announces(...calls.changes),
    fieldOf: replyFieldOf,
    conflict: {
      code: boardErrorCodes.replyConflict.code,
      latest: async () => (await queryClient.fetchQuery({ ...reviewQueryOf(calls, review.reviewKey), staleTime: 0 })).reply?.updated ?? null,
    },
    onSaved: (savedReview) => {
      drafted.forget();
      queryClient.setQueryData(calls.reviewKey(savedReview.reviewKey), savedReview);
      void queryClient.invalidateQueries({ queryKey: calls.listsKey });
      toast.show(text.replySaved);
      void navigate(listReturnPath(calls.listPath()));
    },
  });
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} stale={text.replyStale} latestTo={calls.reviewPath(review.reviewKey)} />
        <DraftRestoredAlert restored={drafted.restored} onDiscard={drafted.discard} />
        {review.hidden && <Alert tone="warning">{text.hiddenNotice}</Alert>}
        {reply && <p>{text.repliedBy(reply.writerName, formatDateTime(reply.updated))}</p>}
        <Controller
          control={form.control}
          name="contentHtml"
          render={({ field }) => (
            <RichTextField
              label={text.replyField}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={form.formState.errors.contentHtml?.message}
              handle={field.ref}
            />
          )}
        />
        <div>
          <Button type="submit" loading={save.pending}>
            {text.saveReply}
          </Button>
        </div>
      </Stack>
    </form>
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
