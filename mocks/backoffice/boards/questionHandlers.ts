/**
 * The board area's Q&A handlers (adminBoardQuestion.ts; issue 42) over the community area's own
 * `questions` and `communityImages` collections (declared in mocks/community/collections.ts, read
 * and written here without declaring them again): what an operator answers is the `answer` the
 * learner's question list reads next, so the question leaves "waiting" on both sides at once. An
 * answer is stored as the editor's sanitised HTML with the text it shows beside it (`content`), so
 * a reader that knows only plain answers still reads it.
 */
import type { HttpHandler } from 'msw';
import { adminBoardQuestionEndpoints, type AdminQuestion } from '@app/shared/api/contract/adminBoardQuestion';
import { boardErrorCodes, plainTextOf, questionStatusOf } from '@app/shared/api/contract/adminBoardRules';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import type { QuestionRecord } from '@mocks/community/collections';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, contains, oneOf, pageOf, select } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import { accountNames } from './posts';

function klassTitleOf(klassId: string): string {
  return db.klasses.findFirst((q) => q.where({ klassId }))?.title ?? klassId;
}

/** The names of the questions' authors, in one pass over the accounts. */
const authorNames = (questions: readonly QuestionRecord[]): Map<string, string> => accountNames(questions.map((question) => question.authorAccountKey));

function toAdminQuestion(record: QuestionRecord, names: Map<string, string> = authorNames([record])): AdminQuestion {
  const { authorAccountKey, imageKeys, ...question } = record;
  const images = imageKeys.flatMap((imageKey) => {
    const image = db.communityImages.findFirst((q) => q.where({ imageKey }));
    return image ? [{ imageKey, url: image.url }] : [];
  });
  return {
    ...question,
    klassTitle: klassTitleOf(record.klassId),
    images,
    author: { accountKey: authorAccountKey, displayName: names.get(authorAccountKey) ?? authorAccountKey },
    status: questionStatusOf(record.answer),
  };
}

function requireQuestion(questionId: string): QuestionRecord {
  const found = db.questions.findFirst((q) => q.where({ questionId }));
  if (!found) throw new MockError('notFound', '문의를 찾을 수 없어요.', { questionId });
  return found;
}

/** The operator's answer as the learner reads it: their name, no picture, the formatted answer and the text it shows, written now. */
function answerBy(auth: AccessClaims | null, contentHtml: string): NonNullable<QuestionRecord['answer']> {
  return { masterName: actorOf(auth).displayName, masterProfileImageUrl: null, content: plainTextOf(contentHtml), contentHtml, created: new Date(settings.now()).toISOString() };
}

export const adminBoardQuestionHandlers = {
  questions: handle(adminBoardQuestionEndpoints.questions, ({ query }) => {
    const all = db.questions.all();
    const names = authorNames(all);
    const matching = select(all, {
      where: contains((question) => `${question.value} ${names.get(question.authorAccountKey) ?? ''} ${klassTitleOf(question.klassId)}`, query.q),
    });
    const answered = matching.filter((question) => question.answer !== null).length;
    const direction = query.sort?.endsWith(',asc') ? 'asc' : 'desc';
    const kept = select(matching, {
      where: oneOf((question) => questionStatusOf(question.answer), query.status),
      orderBy: by((question) => question.created, direction),
    });
    return { ...pageOf(kept, query, (question) => toAdminQuestion(question, names)), counts: { waiting: matching.length - answered, answered } };
  }),

  question: handle(adminBoardQuestionEndpoints.question, ({ params }) => toAdminQuestion(requireQuestion(params.questionId))),

  answerQuestion: handle(adminBoardQuestionEndpoints.answerQuestion, async ({ params, body, auth }) => {
    const record = requireQuestion(params.questionId);
    const answeredAt = record.answer?.created ?? null;
    if (answeredAt !== body.basedOn)
      throw new AreaMockError(boardErrorCodes.answerConflict, '다른 사람이 먼저 답변을 저장했어요.', { answeredAt });
    const answer = answerBy(auth, body.contentHtml);
    const updated = await db.questions.update((q) => q.where({ questionId: record.questionId }), {
      data(draft) {
        draft.answer = answer;
      },
    });
    await recordChange({
      actor: auth,
      recordType: 'QUESTION',
      recordKey: record.questionId,
      recordLabel: [...record.value].slice(0, 30).join(''),
      action: 'UPDATE',
      before: { answer: record.answer?.content ?? null },
      after: { answer: answer.content },
    });
    return toAdminQuestion(updated ?? { ...record, answer });
  }),
} satisfies Record<keyof typeof adminBoardQuestionEndpoints, HttpHandler>;
