/**
 * The review reply page's form (issue 42): the reply's rich-text body by the contract's own rule,
 * with a draft kept in the browser per review (richBodyForm.ts).
 */
import { replyBodySchema } from '@app/shared/api/contract/adminBoardReview';
import { richBodyForm } from './richBodyForm';

export const replyForm = richBodyForm(replyBodySchema, 'klass.backoffice.reviewReplyDraft.');
