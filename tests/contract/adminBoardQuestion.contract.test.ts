/**
 * Contract walk of the back-office Q&A (adminBoardQuestion.ts; issue 42) over real HTTP: every
 * answer in its schema; the waiting / answered filter and counts; an operator's answer is what the
 * learner reads on their question — formatted (`contentHtml`) with its shown text (`content`) —,
 * and it leaves "waiting"; an old plain-text answer has no `contentHtml`; a blank (empty
 * paragraphs) or too long answer is refused at `contentHtml`; an answer saved from a stale state is refused (409 board.answer.conflict); the
 * change history; the limited operator (no BOARD) and a learner are refused.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminBoardQuestionEndpoints } from '@app/shared/api/contract/adminBoardQuestion';
import { boardErrorCodes, boardRuleMessages, LONG_TEXT_MAX } from '@app/shared/api/contract/adminBoardRules';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { communityEndpoints } from '@app/shared/api/contract/community';
import { seededLogins } from '@mocks/account/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { communitySeed } from '@mocks/community/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const as = async (login: { identifier: string; password: string }): Promise<ContractClient> =>
  contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);

describe('back-office Q&A over HTTP', () => {
  it('filters by state and text and counts both states of the text matches', async () => {
    const operator = await as(seededOperators.full);
    const all = await operator.call(adminBoardQuestionEndpoints.questions, { query: {} });
    expect(all.totalCount).toBe(all.counts.waiting + all.counts.answered);
    expect(all.counts.waiting).toBeGreaterThan(0);
    const waiting = await operator.call(adminBoardQuestionEndpoints.questions, { query: { status: ['WAITING'] } });
    expect(waiting.totalCount).toBe(all.counts.waiting);
    expect(waiting.items.every((item) => item.status === 'WAITING' && item.answer === null)).toBe(true);
    expect(waiting.counts).toEqual(all.counts);
    const created = all.items.map((item) => item.created);
    expect(created).toEqual([...created].sort().reverse());
    const mine = await operator.call(adminBoardQuestionEndpoints.questions, { query: { q: '김하늘' } });
    expect(mine.items.map((item) => item.questionId)).toEqual(expect.arrayContaining([communitySeed.learnerQuestionId, communitySeed.learnerPlainQuestionId]));
    expect(mine.items.every((item) => item.author.displayName === '김하늘')).toBe(true);
    await expectApiError(operator.call(adminBoardQuestionEndpoints.question, { params: { questionId: 'q-none' } }), 'notFound');
  });

  it('an answer kept as plain text from before reaches the learner as text, without HTML', async () => {
    const learner = await as(seededLogins.learner);
    const operator = await as(seededOperators.full);
    const { klassId } = await operator.call(adminBoardQuestionEndpoints.question, { params: { questionId: communitySeed.learnerQuestionId } });
    const page = await learner.call(communityEndpoints.questions, { params: { klassId }, query: { isMine: true } });
    const answer = page.items.find((item) => item.questionId === communitySeed.learnerQuestionId)?.answer;
    expect(answer?.content).toMatch(/\S/);
    expect(answer?.contentHtml ?? null).toBeNull();
  });

  it('answers a waiting question: the learner reads the formatted answer and the question leaves waiting; edits need the state read', async () => {
    const operator = await as(seededOperators.full);
    const questionId = communitySeed.learnerPlainQuestionId;
    const before = await operator.call(adminBoardQuestionEndpoints.question, { params: { questionId } });
    expect(before).toMatchObject({ status: 'WAITING', answer: null });

    const contentHtml = '<p>안녕하세요.</p><p>다음 강의에서 <strong>자세히</strong> 설명해 드릴게요.</p>';
    const content = '안녕하세요.\n다음 강의에서 자세히 설명해 드릴게요.';
    const answered = await operator.call(adminBoardQuestionEndpoints.answerQuestion, { params: { questionId }, body: { contentHtml, basedOn: null } });
    expect(answered).toMatchObject({ status: 'ANSWERED', answer: { content, contentHtml, masterName: '강운영' } });

    const learner = await as(seededLogins.learner);
    const page = await learner.call(communityEndpoints.questions, { params: { klassId: before.klassId }, query: { isMine: true } });
    expect(page.items.find((item) => item.questionId === questionId)?.answer).toMatchObject({ content, contentHtml });

    const stale: unknown = await operator
      .call(adminBoardQuestionEndpoints.answerQuestion, { params: { questionId }, body: { contentHtml: '<p>늦은 답변이에요.</p>', basedOn: null } })
      .catch((error: unknown) => error);
    expect(isApiError(stale) && { status: stale.status, code: stale.code, data: stale.data }).toEqual({
      ...boardErrorCodes.answerConflict,
      data: { answeredAt: answered.answer?.created },
    });
    const edited = await operator.call(adminBoardQuestionEndpoints.answerQuestion, {
      params: { questionId },
      body: { contentHtml: '<p>고쳐 쓴 답변이에요.</p>', basedOn: answered.answer?.created ?? null },
    });
    expect(edited.answer?.content).toBe('고쳐 쓴 답변이에요.');
    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['QUESTION'], sort: 'changedAt,desc' } });
    expect(history.items[0]).toMatchObject({
      record: { type: 'QUESTION', key: questionId },
      changes: [{ field: 'answer', before: content, after: '고쳐 쓴 답변이에요.' }],
    });
  });

  it('refuses a blank or too long answer at its field, and anyone without BOARD; every endpoint was walked', async () => {
    const operator = await as(seededOperators.full);
    const questionId = communitySeed.othersQuestionId;
    const current = await operator.call(adminBoardQuestionEndpoints.question, { params: { questionId } });
    const basedOn = current.answer?.created ?? null;
    expect(await fieldIssues(operator.call(adminBoardQuestionEndpoints.answerQuestion, { params: { questionId }, body: { contentHtml: '<p> </p><p></p>', basedOn } }))).toEqual({
      contentHtml: boardRuleMessages.answerEmpty,
    });
    const long = `<p><strong>${'가'.repeat(LONG_TEXT_MAX + 1)}</strong></p>`;
    expect(await fieldIssues(operator.call(adminBoardQuestionEndpoints.answerQuestion, { params: { questionId }, body: { contentHtml: long, basedOn } }))).toEqual({
      contentHtml: boardRuleMessages.longTextTooLong(LONG_TEXT_MAX + 1),
    });
    for (const someone of [await as(seededOperators.limited), await as(seededLogins.learner)]) {
      await expectApiError(someone.call(adminBoardQuestionEndpoints.questions, { query: {} }), 'permissionDenied');
    }
    expect([...called].filter((id) => id.startsWith('adminBoardQuestion.')).sort()).toEqual(Object.values(adminBoardQuestionEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
