/**
 * The answer page's form (issue 42): the answer's rich-text body by the contract's own rule, with
 * a draft kept in the browser per question (richBodyForm.ts). An answer kept as plain text from
 * before opens in the editor as it reads.
 */
import { answerBodySchema } from '@app/shared/api/contract/adminBoardQuestion';
import { plainTextAsHtml } from '@app/shared/api/contract/adminBoardRules';
import type { QuestionAnswer } from '@app/shared/api/contract/community';
import { richBodyForm } from './richBodyForm';

export const answerForm = richBodyForm(answerBodySchema, 'klass.backoffice.answerDraft.');

/** What the editor opens with: the formatted answer, an old plain one as paragraphs, or nothing yet. */
export function answerHtml(answer: QuestionAnswer | null): string {
  if (!answer) return '';
  return answer.contentHtml ?? plainTextAsHtml(answer.content);
}
