/**
 * `/admin/boards/reviews/:reviewKey` (backoffice.md §2 "reviews", §3 "Review: masterId,
 * commentKey, contents"; issue 42): one learner's review — class, author, rating, when, state and
 * text — and its one reply, written or edited in the rich-text editor. The reply is stored as
 * sanitised HTML and the learner reads it under the review. Unsaved work is kept in the browser per
 * review; a save carries the reply state it was read in, so a colleague's reply saved meanwhile is
 * told, with what was typed kept; a failed save keeps it too.
 */
import { useQueryClient } from '@tanstack/react-query';
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
import { adminReviewKeys, replyToReview, reviewQuery } from './reviewApi';

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

function ReplyForm({ review }: { review: AdminReview }) {
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
    send: (values, basedOn) => replyToReview(review.reviewKey, sanitizeRichText(values.contentHtml), basedOn),
    meta: announces(adminReviewKeys.all, learnerCommunityArea),
    fieldOf: replyFieldOf,
    conflict: {
      code: boardErrorCodes.replyConflict.code,
      latest: async () => (await queryClient.fetchQuery({ ...reviewQuery(review.reviewKey), staleTime: 0 })).reply?.updated ?? null,
    },
    onSaved: (savedReview) => {
      drafted.forget();
      queryClient.setQueryData(adminReviewKeys.review(savedReview.reviewKey), savedReview);
      void queryClient.invalidateQueries({ queryKey: adminReviewKeys.lists() });
      toast.show(text.replySaved);
      void navigate(listReturnPath(reviewsPath()));
    },
  });
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} stale={text.replyStale} latestTo={reviewPath(review.reviewKey)} />
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

export function ReviewReplyPage() {
  const { reviewKey = '' } = useParams();
  const edited = useEditedRecord(reviewQuery(reviewKey));
  const review = edited.record;
  return (
    <BoardFormFrame title={text.replyTitle} intro={text.replyIntro} listPath={reviewsPath()}>
      {review ? (
        <Stack gap={5}>
          <ReviewCard review={review} />
          <ReplyForm review={review} />
        </Stack>
      ) : (
        <EditedRecordPending edited={edited} failedTitle={text.loadFailed} retryLabel={text.retry} />
      )}
    </BoardFormFrame>
  );
}
