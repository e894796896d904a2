/**
 * The review dialog's rules (learner.md §4, §5), kept apart from React:
 * - the initial rating is 5 for a new review, or the existing rating;
 * - the content may hold at most 10,000 characters; a rating must be 1 to 5 (0 = not rated);
 * - submit is enabled only by an edit, and disabled while the content or rating is in error;
 * - saving creates a review when there is no key, and updates the review with the key otherwise.
 */
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_BODY_MAX,
  type Review,
  type ReviewCreateRequest,
  type ReviewTarget,
  type ReviewUpdateRequest,
} from '@app/shared/api/contract/community';
import { countCharacters } from '@ds/lib/text/characters';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';

export const NEW_REVIEW_RATING = 5;

export interface ReviewFormValues {
  rating: number;
  body: string;
}

export type ReviewSaveMode = 'create' | 'update';

export function initialReviewValues(existing: Review | null): ReviewFormValues {
  return existing
    ? { rating: existing.rating, body: existing.body }
    : { rating: NEW_REVIEW_RATING, body: '' };
}

/**
 * The learner counts characters as they read them; the server counts UTF-16 units, where an
 * emoji takes two. Text over either limit is refused here, so the server never refuses it.
 */
export function reviewBodyError(body: string): string | null {
  const length = countCharacters(body);
  const tooLong = length > REVIEW_BODY_MAX || body.length > REVIEW_BODY_MAX;
  return tooLong ? copy.community.reviewDialog.bodyTooLong(REVIEW_BODY_MAX, length) : null;
}

export function reviewRatingError(rating: number): string | null {
  const valid = Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
  return valid ? null : copy.community.reviewDialog.ratingRequired;
}

/** An edit is a value different from the one the dialog opened with. */
export function isReviewEdited(values: ReviewFormValues, initial: ReviewFormValues): boolean {
  return values.rating !== initial.rating || values.body !== initial.body;
}

export function canSubmitReview(values: ReviewFormValues, initial: ReviewFormValues): boolean {
  return (
    isReviewEdited(values, initial) &&
    reviewBodyError(values.body) === null &&
    reviewRatingError(values.rating) === null
  );
}

export type ReviewSaveRequest =
  | { mode: 'create'; body: ReviewCreateRequest }
  | { mode: 'update'; key: string; body: ReviewUpdateRequest };

export function reviewSaveRequest(
  target: ReviewTarget,
  existingKey: string | null,
  values: ReviewFormValues,
): ReviewSaveRequest {
  const content = { rating: values.rating, body: values.body };
  return existingKey === null
    ? { mode: 'create', body: { target, ...content } }
    : { mode: 'update', key: existingKey, body: content };
}

/** §5/§8: a duplicate says so; any other failure is the save-failure message. */
export function reviewSaveErrorMessage(error: unknown, mode: ReviewSaveMode): string {
  if (isApiError(error) && error.code === errorCodes.reviewDuplicate.code) {
    return copy.community.reviewDialog.duplicate;
  }
  return copy.community.reviewDialog.saveFailed(mode);
}
