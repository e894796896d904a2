/**
 * Contract walk of the back-office reviews (adminBoardReview.ts; issue 42) over real HTTP, and the
 * mock's rule behind the crossing: a hidden review leaves the learner's review list and the
 * class's rating summary, shown again it comes back; the reply saved here is the one the learner
 * reads under the review; the filters and counts; a moved "all matching" scope is refused; a blank
 * reply is refused at its field and a stale one with board.reply.conflict; the change history; the
 * limited operator (no BOARD) and a learner are refused.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminBoardReviewEndpoints } from '@app/shared/api/contract/adminBoardReview';
import { boardErrorCodes, boardRuleMessages } from '@app/shared/api/contract/adminBoardRules';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { communityEndpoints } from '@app/shared/api/contract/community';
import { seededLogins } from '@mocks/account/seed';
import { REVIEWED_KLASS_COUNT, REVIEWS_PER_KLASS } from '@mocks/backoffice/boards/reviewSeed';
import { seededOperators } from '@mocks/backoffice/seed';
import { communitySeed } from '@mocks/community/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const as = async (login: { identifier: string; password: string }): Promise<ContractClient> =>
  contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);

const klassId = communitySeed.busyKlassId;

async function learnerView(learner: ContractClient) {
  const [list, summary] = await Promise.all([
    learner.call(communityEndpoints.reviews, { params: { klassId }, query: { perPage: 100 } }),
    learner.call(communityEndpoints.reviewSummary, { params: { klassId } }),
  ]);
  return { keys: list.items.map((review) => review.key), list, summary };
}

describe('back-office reviews over HTTP', () => {
  it('lists thousands of reviews with the counts shown and hidden, filtered by rating, class (초성 too), state and reply', async () => {
    const operator = await as(seededOperators.full);
    const all = await operator.call(adminBoardReviewEndpoints.reviews, { query: {} });
    expect(all.totalCount).toBeGreaterThan(REVIEWED_KLASS_COUNT * REVIEWS_PER_KLASS);
    expect(all.totalCount).toBe(all.counts.shown + all.counts.hidden);
    expect(all.counts.hidden).toBeGreaterThan(0);
    const created = all.items.map((item) => item.created);
    expect(created).toEqual([...created].sort().reverse());

    const low = await operator.call(adminBoardReviewEndpoints.reviews, { query: { rating: ['1', '2'], sort: 'rating,asc' } });
    expect(low.items.every((item) => item.rating <= 2)).toBe(true);
    expect(low.items[0]?.rating).toBe(1);

    const hidden = await operator.call(adminBoardReviewEndpoints.reviews, { query: { state: ['HIDDEN'] } });
    expect(hidden.totalCount).toBe(all.counts.hidden);
    expect(hidden.items.every((item) => item.hidden)).toBe(true);
    expect(hidden.counts).toEqual(all.counts);

    const unreplied = await operator.call(adminBoardReviewEndpoints.reviews, { query: { reply: ['UNREPLIED'] } });
    expect(unreplied.items.every((item) => item.reply === null)).toBe(true);

    const title = all.items[0]?.klassTitle ?? '';
    const byTitle = await operator.call(adminBoardReviewEndpoints.reviews, { query: { klass: title } });
    expect(byTitle.totalCount).toBeGreaterThan(0);
    expect(byTitle.items.every((item) => item.klassTitle.includes(title))).toBe(true);
    const byInitials = await operator.call(adminBoardReviewEndpoints.reviews, { query: { klass: 'ㅅㅈ ㄷㅇㅌ' } });
    expect(byInitials.totalCount).toBeGreaterThan(0);
    expect(new Set(byInitials.items.map((item) => item.klassTitle))).toEqual(new Set(['실전 데이터 분석 입문']));
    await expectApiError(operator.call(adminBoardReviewEndpoints.review, { params: { reviewKey: 'rv-none' } }), 'notFound');
  });

  it('a hidden review leaves the learner’s review list and the class’s rating; shown again, it comes back', async () => {
    const operator = await as(seededOperators.full);
    const learner = await as(seededLogins.learner);
    const before = await learnerView(learner);
    const target = before.list.items.find((review) => review.rating === 5);
    if (!target) throw new Error('a five-star review of klass-001');
    const fives = before.summary.ratingList.find((row) => row.ratingValue === 5)?.count ?? 0;

    expect(await operator.call(adminBoardReviewEndpoints.hideReviews, { body: { selection: { kind: 'keys', keys: [target.key] }, hidden: true } })).toEqual({ count: 1 });
    const hiddenView = await learnerView(learner);
    expect(hiddenView.keys).not.toContain(target.key);
    expect(hiddenView.summary.totalCount).toBe(before.summary.totalCount - 1);
    expect(hiddenView.summary.ratingList.find((row) => row.ratingValue === 5)?.count).toBe(fives - 1);
    await expectApiError(learner.call(communityEndpoints.favoriteReview, { params: { klassId, reviewId: target.key } }), 'notFound');

    // Hiding again changes nothing; showing brings it back to the list and the rating.
    expect(await operator.call(adminBoardReviewEndpoints.hideReviews, { body: { selection: { kind: 'keys', keys: [target.key] }, hidden: true } })).toEqual({ count: 0 });
    await operator.call(adminBoardReviewEndpoints.hideReviews, { body: { selection: { kind: 'keys', keys: [target.key] }, hidden: false } });
    const shownView = await learnerView(learner);
    expect(shownView.keys).toContain(target.key);
    expect(shownView.summary).toEqual(before.summary);

    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['REVIEW'], sort: 'changedAt,desc' } });
    expect(history.items[0]).toMatchObject({ record: { type: 'REVIEW', key: target.key }, changes: [{ field: 'hidden', before: true, after: false }] });
  });

  it('hides every review matching a frozen filter, and refuses a scope whose count moved', async () => {
    const operator = await as(seededOperators.full);
    const filter = { klass: '실전 데이터', rating: ['1' as const] };
    const matching = await operator.call(adminBoardReviewEndpoints.reviews, { query: { ...filter, state: ['SHOWN'] } });
    expect(matching.totalCount).toBeGreaterThan(0);
    const scope = { kind: 'query' as const, filter: { ...filter, state: ['SHOWN' as const] }, excluded: [], expectedCount: matching.totalCount + 1 };
    const moved: unknown = await operator.call(adminBoardReviewEndpoints.hideReviews, { body: { selection: scope, hidden: true } }).catch((error: unknown) => error);
    expect(isApiError(moved) && moved.code).toBe('selection.changed');
    const done = await operator.call(adminBoardReviewEndpoints.hideReviews, { body: { selection: { ...scope, expectedCount: matching.totalCount }, hidden: true } });
    expect(done.count).toBe(matching.totalCount);
    const after = await operator.call(adminBoardReviewEndpoints.reviews, { query: { ...filter, state: ['SHOWN'] } });
    expect(after.totalCount).toBe(0);
  });

  it('hiding several reviews is one history entry ("후기 12개 숨김") naming every review, each review’s own entry part of it', async () => {
    const operator = await as(seededOperators.full);
    const shown = await operator.call(adminBoardReviewEndpoints.reviews, { query: { state: ['SHOWN'], size: 50 } });
    const keys = shown.items.slice(0, 12).map((review) => review.reviewKey);
    expect(keys).toHaveLength(12);
    expect(await operator.call(adminBoardReviewEndpoints.hideReviews, { body: { selection: { kind: 'keys', keys }, hidden: true } })).toEqual({ count: 12 });

    const folded = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['REVIEW'], sort: 'changedAt,desc', folded: true } });
    const entry = folded.items[0];
    expect(entry).toMatchObject({
      record: { type: 'REVIEW', label: '후기 12개 숨김' },
      changes: [{ field: 'hidden', before: false, after: true }],
      touched: { recordType: 'REVIEW', how: 'CHANGED', count: 12 },
    });
    const parts = await operator.call(adminHistoryEndpoints.changes, { query: { partOf: entry?.changeKey ?? '', size: 50 } });
    expect(new Set(parts.items.map((part) => part.record.key))).toEqual(new Set(keys));

    // Shown again at once, as an undo sent after its window would: one entry again, every review back.
    await operator.call(adminBoardReviewEndpoints.hideReviews, { body: { selection: { kind: 'keys', keys }, hidden: false } });
    const latest = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['REVIEW'], sort: 'changedAt,desc', folded: true } });
    expect(latest.items[0]).toMatchObject({ record: { label: '후기 12개 다시 공개' }, touched: { count: 12 } });
    const back = await operator.call(adminBoardReviewEndpoints.reviews, { query: { state: ['HIDDEN'] } });
    expect(back.items.filter((review) => keys.includes(review.reviewKey))).toEqual([]);
  });

  it('one reply per review: the learner reads it under the review; an edit needs the reply state read', async () => {
    const operator = await as(seededOperators.full);
    const learner = await as(seededLogins.learner);
    const reviewKey = communitySeed.favoritedReviewKey;
    const before = await operator.call(adminBoardReviewEndpoints.review, { params: { reviewKey } });
    expect(before.reply).toBeNull();

    const contentHtml = '<p>소중한 후기 <strong>고마워요</strong>!</p>';
    const replied = await operator.call(adminBoardReviewEndpoints.replyToReview, { params: { reviewKey }, body: { contentHtml, basedOn: null } });
    expect(replied.reply).toMatchObject({ contentHtml, writerName: '강운영' });
    const seen = (await learnerView(learner)).list.items.find((review) => review.key === reviewKey);
    expect(seen?.reply).toMatchObject({ contentHtml, writerName: '강운영', commentKey: replied.reply?.commentKey });

    const stale: unknown = await operator
      .call(adminBoardReviewEndpoints.replyToReview, { params: { reviewKey }, body: { contentHtml: '<p>늦은 답글</p>', basedOn: null } })
      .catch((error: unknown) => error);
    expect(isApiError(stale) && { status: stale.status, code: stale.code, data: stale.data }).toEqual({ ...boardErrorCodes.replyConflict, data: { version: replied.reply?.updated } });

    const edited = await operator.call(adminBoardReviewEndpoints.replyToReview, {
      params: { reviewKey },
      body: { contentHtml: '<p>고쳐 쓴 답글이에요.</p>', basedOn: replied.reply?.updated ?? null },
    });
    // Still the one reply: the same comment, edited.
    expect(edited.reply).toMatchObject({ commentKey: replied.reply?.commentKey, contentHtml: '<p>고쳐 쓴 답글이에요.</p>' });
    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['REVIEW'], sort: 'changedAt,desc' } });
    expect(history.items[0]).toMatchObject({ record: { type: 'REVIEW', key: reviewKey }, changes: [{ field: 'reply', before: '소중한 후기 고마워요!', after: '고쳐 쓴 답글이에요.' }] });
  });

  it('refuses a blank reply at its field, and anyone without BOARD; every endpoint was walked', async () => {
    const operator = await as(seededOperators.full);
    const reviewKey = communitySeed.learnerReview.key;
    expect(await fieldIssues(operator.call(adminBoardReviewEndpoints.replyToReview, { params: { reviewKey }, body: { contentHtml: '<p> </p>', basedOn: null } }))).toEqual({
      contentHtml: boardRuleMessages.replyEmpty,
    });
    for (const someone of [await as(seededOperators.limited), await as(seededLogins.learner)]) {
      await expectApiError(someone.call(adminBoardReviewEndpoints.reviews, { query: {} }), 'permissionDenied');
      await expectApiError(someone.call(adminBoardReviewEndpoints.hideReviews, { body: { selection: { kind: 'keys', keys: [reviewKey] }, hidden: true } }), 'permissionDenied');
    }
    expect([...called].filter((id) => id.startsWith('adminBoardReview.')).sort()).toEqual(Object.values(adminBoardReviewEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
