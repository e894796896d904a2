/** Rules of the review dialog (learner.md §4 review dialog, §5 review content, §9 limits). */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import type { Review } from '@app/shared/api/contract/community';
import {
  canSubmitReview,
  initialReviewValues,
  isReviewEdited,
  reviewBodyError,
  reviewRatingError,
  reviewSaveErrorMessage,
  reviewSaveRequest,
} from './reviewForm';

const existing: Review = {
  key: 'rv-1',
  rating: 3,
  body: '좋았어요',
  author: { displayName: '김하늘', profileImageUrl: null },
  isMine: true,
  created: '2025-01-01T00:00:00+09:00',
  updated: null,
  favoriteCount: 0,
  isFavorite: false,
};
const target = { type: 'KLASS', id: 'klass-001', key: 'kt-1' } as const;

describe('initial values', () => {
  it('§4 "initial rating is 5 for a new review"', () => {
    expect(initialReviewValues(null)).toEqual({ rating: 5, body: '' });
  });
  it('§4 "or the existing rating" (and its text)', () => {
    expect(initialReviewValues(existing)).toEqual({ rating: 3, body: '좋았어요' });
  });
});

describe('content', () => {
  it('§5 accepts exactly 10,000 characters', () => {
    expect(reviewBodyError('가'.repeat(10_000))).toBeNull();
  });
  it('§5 "You can enter up to 10,000 characters. (n/10,000)" past the limit', () => {
    expect(reviewBodyError('가'.repeat(10_001))).toBe(
      '최대 10,000자까지 입력할 수 있어요. (10,001/10,000)',
    );
  });
  it('refuses text the server would count past the limit (emoji are two UTF-16 units)', () => {
    expect(reviewBodyError('😀'.repeat(5_001))).toBe(
      '최대 10,000자까지 입력할 수 있어요. (5,001/10,000)',
    );
  });
  it('an empty text is allowed', () => {
    expect(reviewBodyError('')).toBeNull();
  });
});

describe('rating', () => {
  it('§5 "Rating must not be 0"', () => {
    expect(reviewRatingError(0)).toBe('별점을 선택해 주세요.');
  });
  it.each([1, 2, 3, 4, 5])('§9 rating %i is valid', (rating) => {
    expect(reviewRatingError(rating)).toBeNull();
  });
  it('a rating above 5 is invalid', () => {
    expect(reviewRatingError(6)).not.toBeNull();
  });
});

describe('submit', () => {
  const initial = initialReviewValues(existing);
  it('§4 "Submit is disabled while there is no edit"', () => {
    expect(isReviewEdited(initial, initial)).toBe(false);
    expect(canSubmitReview(initial, initial)).toBe(false);
  });
  it('§4 "Editing any field enables submit": the rating', () => {
    expect(canSubmitReview({ ...initial, rating: 5 }, initial)).toBe(true);
  });
  it('§4 "Editing any field enables submit": the content', () => {
    expect(canSubmitReview({ ...initial, body: '정말 좋았어요' }, initial)).toBe(true);
  });
  it('an edit put back to the original is no edit', () => {
    expect(canSubmitReview({ ...initial }, initial)).toBe(false);
  });
  it('§4 disabled while there is a content error', () => {
    expect(canSubmitReview({ ...initial, body: '가'.repeat(10_001) }, initial)).toBe(false);
  });
  it('§4 disabled while there is a rating error', () => {
    expect(canSubmitReview({ ...initial, rating: 0 }, initial)).toBe(false);
  });
  it('a new review can be submitted as soon as the learner writes something', () => {
    const fresh = initialReviewValues(null);
    expect(canSubmitReview(fresh, fresh)).toBe(false);
    expect(canSubmitReview({ ...fresh, body: '추천해요' }, fresh)).toBe(true);
  });
});

describe('save request', () => {
  it('§4 "creates a review when there is no key"', () => {
    expect(reviewSaveRequest(target, null, { rating: 5, body: '좋아요' })).toEqual({
      mode: 'create',
      body: { target, rating: 5, body: '좋아요' },
    });
  });
  it('§4 "otherwise updates it"', () => {
    expect(reviewSaveRequest(target, 'rv-1', { rating: 4, body: '좋아요' })).toEqual({
      mode: 'update',
      key: 'rv-1',
      body: { rating: 4, body: '좋아요' },
    });
  });
});

describe('save failure message', () => {
  it('§5 server duplicate: "You have already written a review."', () => {
    const duplicate = new ApiError({
      status: 409,
      code: 'community.review.duplicate',
      message: 'duplicate',
      data: null,
    });
    expect(reviewSaveErrorMessage(duplicate, 'create')).toBe('이미 작성한 후기가 있어요.');
  });
  it('§8 "Oops. Failed to register/edit the review. Try again later."', () => {
    const failure = new ApiError({ status: 504, code: 'gateway.timeout', message: '', data: null });
    expect(reviewSaveErrorMessage(failure, 'create')).toBe(
      '앗, 후기 등록에 실패했어요. 잠시 후 다시 시도해 주세요.',
    );
    expect(reviewSaveErrorMessage(new Error('network'), 'update')).toBe(
      '앗, 후기 수정에 실패했어요. 잠시 후 다시 시도해 주세요.',
    );
  });
});
