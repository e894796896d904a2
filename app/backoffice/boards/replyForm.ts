/**
 * The review reply page's form (issue 42): the reply's rich-text body by the contract's own rule
 * (its shown text not blank, at most 10,000 characters) said at the field before anything is
 * sent, and a draft kept in the browser per review (the editor kit's draft store), so a reload
 * loses nothing.
 */
import { z } from 'zod/mini';
import { replyBodySchema } from '@app/shared/api/contract/adminBoardReview';
import { defineDraftStore } from '../kit/editor/draftStore';

export const replyFormSchema = z.object({ contentHtml: replyBodySchema });
export type ReplyFormValues = z.infer<typeof replyFormSchema>;

/** The one field a refused body's `contentHtml` issue lands at. */
export const replyFieldOf = (path: string): 'contentHtml' | null => (path === 'contentHtml' ? 'contentHtml' : null);

/** One draft per review, with the reply version it was based on (null: no reply yet). */
export const replyDrafts = defineDraftStore<ReplyFormValues, string | null>({
  prefix: 'klass.backoffice.reviewReplyDraft.',
  // A draft is unfinished work: its shape is checked, not the rules it may not meet yet.
  isDoc: (value): value is ReplyFormValues => z.object({ contentHtml: z.string() }).safeParse(value).success,
  isVersion: (value): value is string | null => value === null || typeof value === 'string',
});
