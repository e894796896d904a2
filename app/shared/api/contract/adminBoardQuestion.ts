/**
 * Back-office Q&A calls (backoffice.md §2 "Q&A", §3 "Q&A: question, isAnswered, answer", §4
 * "waiting or answered", §7 Contents "Q&A"; issue 42). The spec gives no paths; they are chosen
 * here under `/rest/community/admin/tenant/questions`, beside the learner's community calls, and
 * every call needs the BOARD permission.
 *
 * What the server promises:
 * - the questions are the learner's own records (community.ts): an answer saved here is the
 *   `answer` the learner reads on their question at the next read, and the question leaves
 *   "waiting" (`status`, `counts`);
 * - the list filters by text (the question, its author's name, the class's title) and status, and
 *   says how many of the text's matches wait and how many are answered (`counts`), whatever status
 *   is picked, so both numbers stay on screen;
 * - an answer is rich text written in the same editor as the notices, sent as sanitised HTML
 *   (`contentHtml`), whose shown text is not blank and at most 10,000 characters
 *   (adminBoardRules.ts); a blank or longer one answers 400 `request.invalid` at `contentHtml`.
 *   The learner's answer carries it as `contentHtml` and its shown text as `content`; an answer
 *   kept as plain text from before has no `contentHtml` and is shown as `content`;
 * - an answer is saved from the answer state it was read in (`basedOn`: the answer's `created`, or
 *   null when it was unanswered); another answer saved meanwhile answers 409
 *   `board.answer.conflict` with `data.answeredAt`, so nobody writes over a colleague's answer
 *   unknowingly. Editing an answer moves its `created` (the learner sees when it was last written).
 */
import { z } from 'zod/mini';
import { actorSchema, adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { richTextProblem, boardRuleMessages, questionSortFields, questionStatuses } from './adminBoardRules';
import { communityImageSchema, questionAnswerSchema } from './community';
import { queryListOf } from './common';
import { defineEndpoint } from './endpoint';

const base = '/rest/community/admin/tenant/questions';
const access = { side: 'operator', permission: 'BOARD' } as const;

export const questionStatusSchema = z.enum(questionStatuses);

export const adminQuestionSchema = z.object({
  questionId: z.string(),
  klassId: z.string(),
  klassTitle: z.string(),
  value: z.string(),
  images: z.array(communityImageSchema),
  /** The learner who asked (account key and name). */
  author: actorSchema,
  created: isoDateTime,
  updated: z.nullable(isoDateTime),
  status: questionStatusSchema,
  /** The answer as the learner reads it, or null while waiting. */
  answer: z.nullable(questionAnswerSchema),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const questionListFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(queryListOf(questionStatusSchema)),
});

const countOf = z.number().check(z.int(), z.gte(0));

export const questionPageSchema = z.extend(adminPageOf(adminQuestionSchema), {
  /** The text filter's matches by state, whatever status is picked. */
  counts: z.object({ waiting: countOf, answered: countOf }),
});

const questionParams = z.object({ questionId: z.string().check(z.minLength(1)) });

export const answerBodySchema = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = richTextProblem(value, boardRuleMessages.answerEmpty);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

export const questions = defineEndpoint({
  id: 'adminBoardQuestion.questions',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.object({ ...adminListQuery(questionSortFields, 50), ...questionListFilterSchema.shape }),
  response: questionPageSchema,
  summary: 'Questions of every class, newest first by default, with the counts waiting and answered of the text filter.',
});

export const question = defineEndpoint({
  id: 'adminBoardQuestion.question',
  method: 'GET',
  path: `${base}/{questionId}`,
  auth: 'required',
  access,
  params: questionParams,
  response: adminQuestionSchema,
  summary: 'One question with its answer; 404 request.not_found when there is none.',
});

export const answerQuestion = defineEndpoint({
  id: 'adminBoardQuestion.answerQuestion',
  method: 'PUT',
  path: `${base}/{questionId}/answer`,
  auth: 'required',
  access,
  params: questionParams,
  body: z.object({ contentHtml: answerBodySchema, basedOn: z.nullable(isoDateTime) }),
  response: adminQuestionSchema,
  summary: 'Answer a question, or edit its answer, from the answer state it was read in; 409 board.answer.conflict when another answer came first.',
});

export const adminBoardQuestionEndpoints = { questions, question, answerQuestion };
