/**
 * The answer page's form (issue 42): the answer's rich-text body by the contract's own rule (its
 * shown text not blank, at most 10,000 characters) said at the field before anything is sent, and
 * a draft kept in the browser per question (the editor kit's draft store), so a reload loses
 * nothing. An answer kept as plain text from before opens in the editor as it reads.
 */
import { z } from 'zod/mini';
import { answerBodySchema } from '@app/shared/api/contract/adminBoardQuestion';
import { plainTextAsHtml } from '@app/shared/api/contract/adminBoardRules';
import type { QuestionAnswer } from '@app/shared/api/contract/community';
import { defineDraftStore } from '../kit/editor/draftStore';

export const answerFormSchema = z.object({ contentHtml: answerBodySchema });
export type AnswerFormValues = z.infer<typeof answerFormSchema>;

/** The one field a refused body's `contentHtml` issue lands at. */
export const answerFieldOf = (path: string): 'contentHtml' | null => (path === 'contentHtml' ? 'contentHtml' : null);

/** What the editor opens with: the formatted answer, an old plain one as paragraphs, or nothing yet. */
export function answerFormValues(answer: QuestionAnswer | null): AnswerFormValues {
  if (!answer) return { contentHtml: '' };
  return { contentHtml: answer.contentHtml ?? plainTextAsHtml(answer.content) };
}

/** One draft per question, with the answer state it was based on (null: not answered yet). */
export const answerDrafts = defineDraftStore<AnswerFormValues, string | null>({
  prefix: 'klass.backoffice.answerDraft.',
  // A draft is unfinished work: its shape is checked, not the rules it may not meet yet.
  isDoc: (value): value is AnswerFormValues => z.object({ contentHtml: z.string() }).safeParse(value).success,
  isVersion: (value): value is string | null => value === null || typeof value === 'string',
});
