/**
 * Contract walk of the community area (learner.md §7 Community): every endpoint is called through
 * the app's http client and every answer is parsed with its contract schema; the documented
 * errors (duplicate review, visitor, someone else's question, bad input) answer their shape.
 * The walk, `describeCommunityContract(baseUrl)`, runs twice: on the Node mock
 * and on the real mock HTTP server (the base URL getter is read in `beforeAll`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityEndpoints as endpoints,
  REVIEW_BODY_MAX,
  type ReviewTarget,
} from '@app/shared/api/contract/community';
import { seededLogins } from '@mocks/account/seed';
import { communitySeed } from '@mocks/community/seed';
import { startNodeMock, stopNodeMock } from '@mocks/runtimes/node';
import { NODE_MOCK_ORIGIN } from '@tests/mock/client';
import {
  contractClient,
  expectApiError,
  loginAccessToken,
  type ContractClient,
} from './support/contractClient';
import { withMockHttpServer } from './harness';

/** A 1×1 transparent PNG. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const { busyKlassId: klassId } = communitySeed;
/** The learner has no review of klass-001 yet: the walk writes one. */
const newTarget: ReviewTarget = {
  type: 'KLASS',
  id: klassId,
  key: communitySeed.unreviewedTickets['klass-001'],
};
const reviewedTarget: ReviewTarget = {
  type: 'KLASS',
  id: communitySeed.learnerReview.klassId,
  key: communitySeed.learnerReview.ticketKey,
};

function describeCommunityContract(baseUrl: () => string): void {
  const called = new Set<string>();
  let learner: ContractClient;
  let visitor: ContractClient;

  beforeAll(async () => {
    learner = contractClient(
      baseUrl(),
      await loginAccessToken(baseUrl(), seededLogins.learner),
      called,
    );
    visitor = contractClient(baseUrl(), null, called);
  });

  describe('questions', () => {
    it('GET /info counts total, answered and the learner’s own questions', async () => {
      const info = await learner.call(endpoints.questionInfo, { params: { klassId } });
      expect(info.totalCount).toBeGreaterThan(5);
      expect(info.myCount).toBe(2);
      expect((await visitor.call(endpoints.questionInfo, { params: { klassId } })).myCount).toBe(0);
    });

    it('GET list: page 1, perPage 5 by default (§9 default question page size 5)', async () => {
      const page = await visitor.call(endpoints.questions, { params: { klassId }, query: {} });
      expect(page).toMatchObject({ page: 1, perPage: 5 });
      expect(page.items).toHaveLength(5);
      expect(page.items.every((question) => !question.isMine)).toBe(true);
      const second = await visitor.call(endpoints.questions, {
        params: { klassId },
        query: { page: 2 },
      });
      expect(second.items[0]?.questionId).not.toBe(page.items[0]?.questionId);
    });

    it('GET list with isMine answers only the learner’s questions, with images and an answer', async () => {
      const mine = await learner.call(endpoints.questions, {
        params: { klassId },
        query: { isMine: true },
      });
      expect(mine.items.map((question) => question.questionId).sort()).toEqual([
        communitySeed.learnerQuestionId,
        communitySeed.learnerPlainQuestionId,
      ]);
      const withImages = mine.items.find(
        (question) => question.questionId === communitySeed.learnerQuestionId,
      );
      expect(withImages?.images).toHaveLength(2);
      expect(withImages?.answer?.masterName).toBe(communitySeed.managerName);
    });

    it('a visitor asking for isMine must log in (auth.unauthenticated.header)', async () => {
      await expectApiError(
        visitor.call(endpoints.questions, { params: { klassId }, query: { isMine: true } }),
        'unauthenticated',
      );
    });

    it('ask with an uploaded image, edit (add and delete image keys), then delete', async () => {
      const first = await learner.call(endpoints.uploadImage, { body: { dataUrl: PNG_DATA_URL } });
      const second = await learner.call(endpoints.uploadImage, { body: { dataUrl: PNG_DATA_URL } });
      expect(first.imageKey).not.toBe(second.imageKey);

      const asked = await learner.call(endpoints.createQuestion, {
        params: { klassId },
        body: { value: '실습 파일 위치를 알려 주세요.', imageKeys: [first.imageKey] },
      });
      expect(asked).toMatchObject({ isMine: true, answer: null, updated: null });
      expect(asked.images.map((image) => image.imageKey)).toEqual([first.imageKey]);

      const edited = await learner.call(endpoints.updateQuestion, {
        params: { klassId, questionId: asked.questionId },
        body: {
          value: '실습 파일 위치를 알려 주세요. (수정)',
          imageKeys: [second.imageKey],
          deleteImageKeys: [first.imageKey],
        },
      });
      expect(edited.value).toBe('실습 파일 위치를 알려 주세요. (수정)');
      expect(edited.images.map((image) => image.imageKey)).toEqual([second.imageKey]);
      expect(edited.updated).not.toBeNull();

      await expect(
        learner.call(endpoints.deleteQuestion, {
          params: { klassId, questionId: asked.questionId },
        }),
      ).resolves.toBeNull();
      const mine = await learner.call(endpoints.questions, {
        params: { klassId },
        query: { isMine: true },
      });
      expect(mine.items.map((question) => question.questionId)).not.toContain(asked.questionId);
    });

    it('only the author edits or deletes a question; others get request.not_found', async () => {
      const questionId = communitySeed.othersQuestionId;
      await expectApiError(
        learner.call(endpoints.updateQuestion, {
          params: { klassId, questionId },
          body: { value: '남의 질문', imageKeys: [], deleteImageKeys: [] },
        }),
        'notFound',
      );
      await expectApiError(
        learner.call(endpoints.deleteQuestion, { params: { klassId, questionId } }),
        'notFound',
      );
    });

    it('a visitor cannot ask (auth.unauthenticated.header)', async () => {
      await expectApiError(
        visitor.call(endpoints.createQuestion, {
          params: { klassId },
          body: { value: '질문', imageKeys: [] },
        }),
        'unauthenticated',
      );
    });

    it('bad input answers 400 request.invalid: empty text, a non-image upload, perPage 0', async () => {
      await expectApiError(
        learner.call(endpoints.createQuestion, {
          params: { klassId },
          body: { value: '   ', imageKeys: [] },
        }),
        'badRequest',
      );
      await expectApiError(
        learner.call(endpoints.uploadImage, { body: { dataUrl: 'data:text/html;base64,PHA+' } }),
        'badRequest',
      );
      await expectApiError(
        visitor.call(endpoints.questions, { params: { klassId }, query: { perPage: 0 } }),
        'badRequest',
      );
    });

    it('an image key that is not the learner’s own upload is refused (400)', async () => {
      await expectApiError(
        learner.call(endpoints.createQuestion, {
          params: { klassId },
          body: { value: '이미지 재사용', imageKeys: ['img-q-other-1-a'] },
        }),
        'badRequest',
      );
    });
  });

  describe('reviews', () => {
    it('GET /info: totalCount and the five ratings (§3 Review summary)', async () => {
      const summary = await visitor.call(endpoints.reviewSummary, { params: { klassId } });
      expect(summary.ratingList.map((item) => item.ratingValue)).toEqual([1, 2, 3, 4, 5]);
      expect(summary.ratingList.every((item) => item.count > 0)).toBe(true);
      expect(summary.ratingList.reduce((sum, item) => sum + item.count, 0)).toBe(
        summary.totalCount,
      );
      const empty = await visitor.call(endpoints.reviewSummary, {
        params: { klassId: communitySeed.emptyKlassId },
      });
      expect(empty.totalCount).toBe(0);
    });

    it('GET list: sort -created and perPage 5 by default (§9); operator-hidden reviews never show', async () => {
      const page = await learner.call(endpoints.reviews, { params: { klassId }, query: {} });
      expect(page).toMatchObject({ page: 1, perPage: 5 });
      const created = page.items.map((review) => review.created);
      expect(created).toEqual([...created].sort().reverse());
      const all = await learner.call(endpoints.reviews, {
        params: { klassId },
        query: { perPage: 100 },
      });
      expect(all.items.map((review) => review.key)).not.toContain(communitySeed.hiddenReviewKey);
      expect(
        all.items.find((review) => review.key === communitySeed.favoritedReviewKey),
      ).toMatchObject({ isFavorite: true });
    });

    it('GET list with a rating filter and another sort', async () => {
      const ones = await visitor.call(endpoints.reviews, {
        params: { klassId },
        query: { rating: 1, sort: '-rating' },
      });
      expect(ones.items.length).toBeGreaterThan(0);
      expect(ones.items.every((review) => review.rating === 1)).toBe(true);
    });

    it('favourite and un-favourite are idempotent', async () => {
      const list = await learner.call(endpoints.reviews, { params: { klassId }, query: {} });
      const target = list.items.find((review) => !review.isFavorite && !review.isMine);
      if (!target) throw new Error('seed has no review to favourite');
      const params = { klassId, reviewId: target.key };

      const once = await learner.call(endpoints.favoriteReview, { params });
      const twice = await learner.call(endpoints.favoriteReview, { params });
      expect(once).toEqual({
        key: target.key,
        isFavorite: true,
        favoriteCount: target.favoriteCount + 1,
      });
      expect(twice).toEqual(once);

      const removed = await learner.call(endpoints.unfavoriteReview, { params });
      const removedAgain = await learner.call(endpoints.unfavoriteReview, { params });
      expect(removed).toEqual({
        key: target.key,
        isFavorite: false,
        favoriteCount: target.favoriteCount,
      });
      expect(removedAgain).toEqual(removed);
    });

    it('favouriting needs a login and an existing review', async () => {
      await expectApiError(
        visitor.call(endpoints.favoriteReview, {
          params: { klassId, reviewId: communitySeed.favoritedReviewKey },
        }),
        'unauthenticated',
      );
      await expectApiError(
        learner.call(endpoints.favoriteReview, {
          params: { klassId, reviewId: communitySeed.hiddenReviewKey },
        }),
        'notFound',
      );
    });
  });

  describe('customer review', () => {
    it('POST /customer-review/my answers null before a review and the review after', async () => {
      await expect(
        learner.call(endpoints.myReview, { body: { target: newTarget } }),
      ).resolves.toBeNull();
      const existing = await learner.call(endpoints.myReview, { body: { target: reviewedTarget } });
      expect(existing?.key).toBe(communitySeed.learnerReview.key);
    });

    it('write, then edit the review; the summary is recomputed from the reviews', async () => {
      const before = await learner.call(endpoints.reviewSummary, { params: { klassId } });
      const written = await learner.call(endpoints.createReview, {
        body: { target: newTarget, rating: 2, body: '중간 부분이 조금 어려웠어요.' },
      });
      expect(written).toMatchObject({ rating: 2, isMine: true, favoriteCount: 0, updated: null });

      const after = await learner.call(endpoints.reviewSummary, { params: { klassId } });
      expect(after.totalCount).toBe(before.totalCount + 1);
      const countOf = (summary: typeof after, rating: number) =>
        summary.ratingList.find((item) => item.ratingValue === rating)?.count ?? 0;
      expect(countOf(after, 2)).toBe(countOf(before, 2) + 1);

      const edited = await learner.call(endpoints.updateReview, {
        params: { key: written.key },
        body: { rating: 5, body: '다시 들어 보니 정말 좋아요!' },
      });
      expect(edited).toMatchObject({
        key: written.key,
        rating: 5,
        body: '다시 들어 보니 정말 좋아요!',
      });
      expect(edited.updated).not.toBeNull();
      const mine = await learner.call(endpoints.myReview, { body: { target: newTarget } });
      expect(mine?.rating).toBe(5);
    });

    it('a second review of the same target answers community.review.duplicate (§5)', async () => {
      await expectApiError(
        learner.call(endpoints.createReview, {
          body: { target: reviewedTarget, rating: 5, body: '또 쓰기' },
        }),
        'reviewDuplicate',
        '이미 작성한 후기가 있어요.',
      );
    });

    it('rating 0 or a body over 10,000 characters answers 400 request.invalid (§5, §9)', async () => {
      const target: ReviewTarget = {
        type: 'KLASS',
        id: 'klass-003',
        key: communitySeed.unreviewedTickets['klass-003'],
      };
      await expectApiError(
        learner.call(endpoints.createReview, { body: { target, rating: 0, body: '별점 없음' } }),
        'badRequest',
      );
      await expectApiError(
        learner.call(endpoints.createReview, {
          body: { target, rating: 4, body: '가'.repeat(REVIEW_BODY_MAX + 1) },
        }),
        'badRequest',
      );
      // Exactly 10,000 characters is allowed.
      const longest = await learner.call(endpoints.createReview, {
        body: { target, rating: 4, body: '가'.repeat(REVIEW_BODY_MAX) },
      });
      expect(longest.body).toHaveLength(REVIEW_BODY_MAX);
    });

    it('only the author edits a review; a visitor must log in', async () => {
      await expectApiError(
        learner.call(endpoints.updateReview, {
          params: { key: communitySeed.favoritedReviewKey },
          body: { rating: 1, body: '남의 후기' },
        }),
        'notFound',
      );
      await expectApiError(
        visitor.call(endpoints.myReview, { body: { target: newTarget } }),
        'unauthenticated',
      );
    });
  });

  it('walked every community endpoint', () => {
    expect([...called].sort()).toEqual(
      Object.values(endpoints)
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });
}

describe('community contract (Node mock)', () => {
  beforeAll(() => startNodeMock());
  afterAll(stopNodeMock);
  describeCommunityContract(() => NODE_MOCK_ORIGIN);
});

describe('community contract (mock HTTP server)', () => {
  const server = withMockHttpServer();
  describeCommunityContract(() => server.baseUrl);
});
