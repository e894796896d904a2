/**
 * Back-office review calls (backoffice.md §2 "reviews", §3 "Review: masterId, commentKey,
 * contents", §7 Contents "reviews"; learner.md §5 review guidance; issue 42). The spec gives no
 * paths; they are chosen here under `/rest/community/admin/tenant/reviews`, beside the learner's
 * community calls, and every call needs the BOARD permission.
 *
 * What the server promises:
 * - the reviews are the learner's own records (community.ts): a review hidden here leaves the
 *   class's review list and its rating summary at the next read, shown again it comes back; a
 *   reply saved here is the `reply` the learner reads under the review;
 * - the list filters by text (the review, its author), by class title (초성 too: "ㄷㅇㅌ"), by
 *   rating, by state (shown / hidden) and by reply, and says how many of the matches are shown
 *   and how many hidden (`counts`), whatever state is picked;
 * - hiding or showing takes a selection (keys, or a frozen filter with its count); a filter that
 *   now matches another number answers 409 `selection.changed`, nothing changed;
 * - one reply per review (its `commentKey`): rich text stored as sanitised HTML, its shown text not
 *   blank and at most 10,000 characters, else 400 `request.invalid` at `contentHtml`; saved from the
 *   reply state it was read in (`basedOn`: the reply's `updated`, or null when there was none);
 *   another save meanwhile answers 409 `board.reply.conflict` with `data.version`, nothing saved.
 */
import { z } from 'zod/mini';
import { actorSchema, adminListQuery, adminPageOf, isoDateTime, selectionScope } from './adminKit';
import { boardRuleMessages, reviewRatingValues, reviewReplyStates, reviewSortFields, reviewStates, richTextProblem } from './adminBoardRules';
import { countSchema, queryListOf } from './common';
import { ratingSchema, reviewReplySchema } from './community';
import { defineEndpoint } from './endpoint';

const base = '/rest/community/admin/tenant/reviews';
const access = { side: 'operator', permission: 'BOARD' } as const;

export const adminReviewSchema = z.object({
  reviewKey: z.string(),
  klassId: z.string(),
  klassTitle: z.string(),
  rating: ratingSchema,
  body: z.string(),
  /** The learner who wrote it (account key and name). */
  author: actorSchema,
  created: isoDateTime,
  updated: z.nullable(isoDateTime),
  hidden: z.boolean(),
  /** The reply under it as the learner reads it, or null. */
  reply: z.nullable(reviewReplySchema),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  klass: z.optional(z.string().check(z.maxLength(100))),
  rating: z.optional(queryListOf(z.enum(reviewRatingValues))),
  state: z.optional(queryListOf(z.enum(reviewStates))),
  reply: z.optional(queryListOf(z.enum(reviewReplyStates))),
});
export type ReviewFilter = z.infer<typeof reviewFilterSchema>;

export const reviewScopeSchema = selectionScope(reviewFilterSchema);
export type ReviewScope = z.infer<typeof reviewScopeSchema>;

export const reviewPageSchema = z.extend(adminPageOf(adminReviewSchema), {
  /** The filter's matches by state, whatever state is picked. */
  counts: z.object({ shown: countSchema, hidden: countSchema }),
});

const reviewParams = z.object({ reviewKey: z.string().check(z.minLength(1)) });

export const replyBodySchema = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = richTextProblem(value, boardRuleMessages.replyEmpty);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

export const reviews = defineEndpoint({
  id: 'adminBoardReview.reviews',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.object({ ...adminListQuery(reviewSortFields, 50), ...reviewFilterSchema.shape }),
  response: reviewPageSchema,
  summary: 'Reviews of every class, newest first by default, with the counts shown and hidden of the filter.',
});

export const review = defineEndpoint({
  id: 'adminBoardReview.review',
  method: 'GET',
  path: `${base}/{reviewKey}`,
  auth: 'required',
  access,
  params: reviewParams,
  response: adminReviewSchema,
  summary: 'One review with its reply; 404 request.not_found when there is none.',
});

export const hideReviews = defineEndpoint({
  id: 'adminBoardReview.hideReviews',
  method: 'PUT',
  path: `${base}/hidden`,
  auth: 'required',
  access,
  body: z.object({ selection: reviewScopeSchema, hidden: z.boolean() }),
  response: z.object({ count: countSchema }),
  summary: 'Hide a selection of reviews from the learners (and the ratings), or show it again; 409 selection.changed when the scope moved.',
});

export const replyToReview = defineEndpoint({
  id: 'adminBoardReview.replyToReview',
  method: 'PUT',
  path: `${base}/{reviewKey}/reply`,
  auth: 'required',
  access,
  params: reviewParams,
  body: z.object({ contentHtml: replyBodySchema, basedOn: z.nullable(isoDateTime) }),
  response: adminReviewSchema,
  summary: 'Write or edit the one reply of a review from the reply state it was read in; 409 board.reply.conflict when another save came first.',
});

export const adminBoardReviewEndpoints = { reviews, review, hideReviews, replyToReview };
