/**
 * The answer page's form (issue 42): the answer's text with the contract's own rule (not blank,
 * at most 10,000 characters) said at the field before anything is sent.
 */
import { z } from 'zod/mini';
import { answerContentSchema } from '@app/shared/api/contract/adminBoardQuestion';

export const answerFormSchema = z.object({ content: answerContentSchema });
export type AnswerFormValues = z.infer<typeof answerFormSchema>;

/** The one field a refused body's `content` issue lands at. */
export const answerFieldOf = (path: string): 'content' | null => (path === 'content' ? 'content' : null);
