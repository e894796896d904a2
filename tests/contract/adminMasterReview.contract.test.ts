/**
 * Contract walk of a master's review replies (adminMasterReview.ts; issue 42) over real HTTP:
 * every answer in its schema; authority scoped by data — the teacher (authority 201) lists and
 * reads only the reviews of the classes whose master is 201, not another master's (202) nor a
 * review an operator hid, which answer 404 as if they did not exist, for a read and a reply alike;
 * the reply is the review's one reply, which the learner reads under the review with the master's
 * name; a stale reply is 409 `board.reply.conflict`; a blank one is refused at its field; an
 * operator and a learner are refused every call.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminBoardReviewEndpoints } from '@app/shared/api/contract/adminBoardReview';
import { boardErrorCodes, boardRuleMessages } from '@app/shared/api/contract/adminBoardRules';
import { adminMasterReviewEndpoints } from '@app/shared/api/contract/adminMasterReview';
import type { LoginRequest } from '@app/shared/api/contract/account';
import { communityEndpoints } from '@app/shared/api/contract/community';
import { seededLogins } from '@mocks/account/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { masterReviewKey, MASTER_KLASS_REVIEWS } from '@mocks/backoffice/boards/reviewSeed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, masterContractClient, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const masterClient = (login: LoginRequest, roleId: string): Promise<ContractClient> => masterContractClient(server, login, roleId, called);
const teacher = () => masterClient(seededLogins.teacher, '201');
const as = async (login: { identifier: string; password: string }): Promise<ContractClient> =>
  contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);

const TEACHER_KLASSES = ['klass-008', 'klass-019', 'klass-020'];
const othersReview = masterReviewKey('klass-021', 1);
const hiddenReview = masterReviewKey('klass-019', MASTER_KLASS_REVIEWS.perKlass - 1);

describe('a master’s review replies over HTTP', () => {
  it('lists only the reviews of the master’s own classes, shown ones, filtered by class and reply', async () => {
    const client = await teacher();
    const page = await client.call(adminMasterReviewEndpoints.masterReviews, { query: { size: 100 } });
    // Eight a class, the one hidden of klass-019 left out.
    expect(page.totalCount).toBe(TEACHER_KLASSES.length * MASTER_KLASS_REVIEWS.perKlass - 1);
    expect(new Set(page.items.map((review) => review.klassId))).toEqual(new Set(TEACHER_KLASSES));
    expect(page.items.some((review) => review.reviewKey === hiddenReview || review.hidden)).toBe(false);
    const created = page.items.map((review) => review.created);
    expect(created).toEqual([...created].sort().reverse());

    const one = await client.call(adminMasterReviewEndpoints.masterReviews, { query: { klassId: ['klass-008'], reply: ['UNREPLIED'] } });
    expect(one.totalCount).toBe(MASTER_KLASS_REVIEWS.perKlass - 1);
    expect(one.items.every((review) => review.klassId === 'klass-008' && review.reply === null)).toBe(true);
  });

  it('refuses another master’s review and a hidden one as if they did not exist, to read and to reply', async () => {
    const client = await teacher();
    for (const reviewKey of [othersReview, hiddenReview, 'rv-none']) {
      await expectApiError(client.call(adminMasterReviewEndpoints.masterReview, { params: { reviewKey } }), 'notFound');
      await expectApiError(client.call(adminMasterReviewEndpoints.replyAsMaster, { params: { reviewKey }, body: { contentHtml: '<p>제 답글이에요.</p>', basedOn: null } }), 'notFound');
    }
    // Nothing was written under the other master's review.
    const operator = await as(seededOperators.full);
    expect((await operator.call(adminBoardReviewEndpoints.review, { params: { reviewKey: othersReview } })).reply).toBeNull();
  });

  it('replies to a review of their class: the learner reads it under the review with the master’s name; a stale save is told', async () => {
    const client = await teacher();
    const reviewKey = masterReviewKey('klass-020', 2);
    const before = await client.call(adminMasterReviewEndpoints.masterReview, { params: { reviewKey } });
    expect(before.reply).toBeNull();
    const contentHtml = '<p>들어 주셔서 <strong>고마워요</strong>. 다음 강의에서 만나요!</p>';
    const replied = await client.call(adminMasterReviewEndpoints.replyAsMaster, { params: { reviewKey }, body: { contentHtml, basedOn: null } });
    expect(replied.reply).toMatchObject({ contentHtml, writerName: '오선생' });

    const learner = await as(seededLogins.learner);
    const reviews = await learner.call(communityEndpoints.reviews, { params: { klassId: 'klass-020' }, query: { perPage: 50 } });
    expect(reviews.items.find((review) => review.key === reviewKey)?.reply).toMatchObject({ contentHtml, writerName: '오선생' });

    const stale: unknown = await client
      .call(adminMasterReviewEndpoints.replyAsMaster, { params: { reviewKey }, body: { contentHtml: '<p>늦은 답글이에요.</p>', basedOn: null } })
      .catch((error: unknown) => error);
    expect(isApiError(stale) && { status: stale.status, code: stale.code, data: stale.data }).toEqual({ ...boardErrorCodes.replyConflict, data: { version: replied.reply?.updated } });

    // The operator's reply on the master's class is the same one reply, which the master edits.
    const answered = masterReviewKey('klass-008', 0);
    const operatorReply = await client.call(adminMasterReviewEndpoints.masterReview, { params: { reviewKey: answered } });
    expect(operatorReply.reply?.writerName).toBe('강운영');
    const edited = await client.call(adminMasterReviewEndpoints.replyAsMaster, {
      params: { reviewKey: answered },
      body: { contentHtml: '<p>선생님이 고쳐 쓴 답글이에요.</p>', basedOn: operatorReply.reply?.updated ?? null },
    });
    expect(edited.reply).toMatchObject({ commentKey: operatorReply.reply?.commentKey, writerName: '오선생', contentHtml: '<p>선생님이 고쳐 쓴 답글이에요.</p>' });
  });

  it('refuses a blank reply at its field, and an operator or a learner every call; every endpoint was walked', async () => {
    const client = await teacher();
    const reviewKey = masterReviewKey('klass-019', 3);
    expect(await fieldIssues(client.call(adminMasterReviewEndpoints.replyAsMaster, { params: { reviewKey }, body: { contentHtml: '<p> </p>', basedOn: null } }))).toEqual({
      contentHtml: boardRuleMessages.replyEmpty,
    });
    for (const someone of [await as(seededOperators.full), await as(seededLogins.learner)]) {
      await expectApiError(someone.call(adminMasterReviewEndpoints.masterReviews, { query: {} }), 'permissionDenied');
      await expectApiError(someone.call(adminMasterReviewEndpoints.replyAsMaster, { params: { reviewKey }, body: { contentHtml: '<p>답글</p>', basedOn: null } }), 'permissionDenied');
    }
    expect([...called].filter((id) => id.startsWith('adminMasterReview.')).sort()).toEqual(Object.values(adminMasterReviewEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
