/**
 * The review form inside the dialog: rating (the DS Rating with the §4 labels), content with the
 * 10,000-character rule and its counter, the review guidance, and 취소 / 등록(수정). Submit follows
 * the pure rules of `reviewForm.ts`; a failed save keeps what was typed and shows why.
 */
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Rating } from '@ds/components/Rating';
import { TextArea } from '@ds/components/TextArea';
import { countCharacters } from '@ds/lib/text/characters';
import { formatCounter } from '@ds/lib/text/counter';
import { vars } from '@ds/tokens/vars';
import { REVIEW_BODY_MAX, type Review } from '@app/shared/api/contract/community';
import { createReview, updateReview, type MyReviewTarget } from '@app/learner/api/community';
import { copy } from '@app/shared/copy';
import {
  canSubmitReview,
  initialReviewValues,
  reviewBodyError,
  reviewRatingError,
  reviewSaveErrorMessage,
  reviewSaveRequest,
  type ReviewFormValues,
  type ReviewSaveMode,
} from './reviewForm';

const Guidance = styled.section`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  > h3 { margin: 0 0 ${vars.space[1]}; font-size: ${vars.font.sizeSm}; color: ${vars.color.text}; }
  > p { margin: 0; }
  > ul { margin: ${vars.space[1]} 0 0; padding-inline-start: ${vars.space[5]}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  @media (max-width: 599.98px) { > * { flex: 1; } }
`;

interface ReviewFormProps {
  target: MyReviewTarget;
  existing: Review | null;
  onCancel: () => void;
  onSaved: (mode: ReviewSaveMode) => void;
}

export function ReviewForm({ target, existing, onCancel, onSaved }: ReviewFormProps) {
  const text = copy.community.reviewDialog;
  const initial = initialReviewValues(existing);
  const form = useForm<ReviewFormValues>({ defaultValues: initial });
  const [rating, body] = useWatch({ control: form.control, name: ['rating', 'body'] });
  const values: ReviewFormValues = { rating, body };
  const guidanceId = useId();
  const bodyError = reviewBodyError(values.body);
  const ratingError = reviewRatingError(values.rating);

  const save = useMutation({
    mutationFn: async (submitted: ReviewFormValues) => {
      const request = reviewSaveRequest(target, existing?.key ?? null, submitted);
      if (request.mode === 'create') await createReview(request.body);
      else await updateReview(request.key, request.body);
      return request.mode;
    },
    onSuccess: onSaved,
  });
  const mode: ReviewSaveMode = existing ? 'update' : 'create';

  return (
    <form
      noValidate
      aria-label={existing ? text.titleEdit : text.titleNew}
      onSubmit={form.handleSubmit((submitted) => {
        if (canSubmitReview(submitted, initial)) save.mutate(submitted);
      })}
    >
      <Stack gap={4}>
        {save.isError && <Alert tone="danger">{reviewSaveErrorMessage(save.error, mode)}</Alert>}
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <Rating
              ref={field.ref}
              label={text.ratingLabel}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={ratingError ?? undefined}
              required
            />
          )}
        />
        <TextArea
          label={text.bodyLabel}
          placeholder={text.bodyPlaceholder}
          rows={6}
          hint={formatCounter(countCharacters(values.body), REVIEW_BODY_MAX)}
          error={bodyError ?? undefined}
          {...form.register('body')}
        />
        <Guidance aria-labelledby={guidanceId}>
          <h3 id={guidanceId}>{text.guidanceTitle}</h3>
          <p>{text.guidanceIntro}</p>
          <ul>
            {text.guidance.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Guidance>
        <Actions>
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            {text.cancel}
          </Button>
          <Button
            type="submit"
            disabled={!canSubmitReview(values, initial)}
            loading={save.isPending}
          >
            {existing ? text.submitEdit : text.submitNew}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
