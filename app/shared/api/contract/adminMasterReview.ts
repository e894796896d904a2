/**
 * A master's replies to the reviews of their own classes (backoffice.md §3 "Review: masterId,
 * commentKey, contents", §6 "master endpoints … serve content masters"; issue 42). Paths chosen
 * here under `/rest/community/admin/master/reviews`, beside the operator's review calls; every
 * call needs a session carrying the MASTER role and answers as the master its role id names.
 *
 * What the server promises:
 * - authority is scoped by data: a master reads and replies to the reviews of the classes whose
 *   `masterId` is theirs, and no others. Another master's review, or one of a class without a
 *   master, answers 404 `request.not_found`, as if it did not exist (permissions.ts), so its
 *   existence does not leak;
 * - a review an operator hid is out of the class for everyone but operators: it is not listed here
 *   and answers 404 too;
 * - the reply is the review's one reply, the same record the operator writes (the spec's
 *   `commentKey`): rich text stored as sanitised HTML, its shown text not blank and at most 10,000
 *   characters (400 `request.invalid` at `contentHtml`), saved from the reply state it was read in
 *   (409 `board.reply.conflict` with `data.version` when another save came first, nothing saved).
 *   The learner reads it under the review, with the master's name.
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { reviewRatingValues, reviewReplyStates, reviewSortFields } from './adminBoardRules';
import { adminReviewSchema, replyBodySchema } from './adminBoardReview';
import { queryListOf, recordKeySchema } from './common';
import { defineEndpoint } from './endpoint';

const base = '/rest/community/admin/master/reviews';
const access = { side: 'master' } as const;

export const masterReviewFilterSchema = z.object({
  /** The review's text or its author's name. */
  q: z.optional(z.string().check(z.maxLength(100))),
  /** Some of the master's classes; absent: all of them. */
  klassId: z.optional(queryListOf(recordKeySchema)),
  rating: z.optional(queryListOf(z.enum(reviewRatingValues))),
  reply: z.optional(queryListOf(z.enum(reviewReplyStates))),
});
export type MasterReviewFilter = z.infer<typeof masterReviewFilterSchema>;

const reviewParams = z.object({ reviewKey: z.string().check(z.minLength(1)) });

export const masterReviews = defineEndpoint({
  id: 'adminMasterReview.masterReviews',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.object({ ...adminListQuery(reviewSortFields, 50), ...masterReviewFilterSchema.shape }),
  response: adminPageOf(adminReviewSchema),
  summary: 'Reviews of the master’s own classes (hidden ones left out), newest first by default, filtered by text, class, rating and reply.',
});

export const masterReview = defineEndpoint({
  id: 'adminMasterReview.masterReview',
  method: 'GET',
  path: `${base}/{reviewKey}`,
  auth: 'required',
  access,
  params: reviewParams,
  response: adminReviewSchema,
  summary: 'One review of the master’s own classes with its reply; 404 request.not_found for any other (another master’s, a hidden one).',
});

export const replyAsMaster = defineEndpoint({
  id: 'adminMasterReview.replyAsMaster',
  method: 'PUT',
  path: `${base}/{reviewKey}/reply`,
  auth: 'required',
  access,
  params: reviewParams,
  body: z.object({ contentHtml: replyBodySchema, basedOn: z.nullable(isoDateTime) }),
  response: adminReviewSchema,
  summary: 'Write or edit the reply of a review of the master’s own classes from the reply state read; 404 for any other review; 409 board.reply.conflict when another save came first.',
});

export const adminMasterReviewEndpoints = { masterReviews, masterReview, replyAsMaster };
