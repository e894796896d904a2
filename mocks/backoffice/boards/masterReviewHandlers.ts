/**
 * A master's replies to the reviews of their own classes (adminMasterReview.ts; issue 42), over the
 * same `reviews` and `reviewComments` the operator's review handlers use, so one reply is one
 * record whoever writes it and the learner reads it under the review. Authority is scoped by data:
 * the review's class must be one whose `masterId` is the session's master (ownership.ts); any
 * other review — another master's, a class without a master, one an operator hid — answers 404 as
 * if it did not exist.
 */
import type { HttpHandler } from 'msw';
import { adminMasterReviewEndpoints, type MasterReviewFilter } from '@app/shared/api/contract/adminMasterReview';
import type { ReviewReplyState } from '@app/shared/api/contract/adminBoardRules';
import type { AccessClaims } from '@mocks/auth/tokens';
import { ownKlasses } from '@mocks/backoffice/master/ownership';
import type { ReviewRecord } from '@mocks/community/collections';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, by, contains, oneOf, orderBy, pageOf, select, type Predicate } from '@mocks/engine/query';
import { klassReviews, lookups, requireReview, saveReply, toAdminReview, type Lookups } from './reviewHandlers';

const replyStateOf = (review: ReviewRecord): ReviewReplyState => (review.commentKey === null ? 'UNREPLIED' : 'REPLIED');

/** The shown reviews of the session's own classes. */
function ownReviews(auth: AccessClaims | null): ReviewRecord[] {
  const own = new Set(ownKlasses(auth).map((klass) => klass.klassId));
  return klassReviews().filter((review) => own.has(review.targetId) && !review.hidden);
}

/** One of the session's own shown reviews; any other is answered as if it did not exist. */
function ownReview(auth: AccessClaims | null, reviewKey: string): ReviewRecord {
  const review = requireReview(reviewKey);
  if (review.hidden || !ownKlasses(auth).some((klass) => klass.klassId === review.targetId)) {
    throw new MockError('notFound', '후기를 찾을 수 없어요.', { reviewKey });
  }
  return review;
}

function masterFilter(filter: MasterReviewFilter, { names }: Lookups): Predicate<ReviewRecord> | undefined {
  return allOf(
    contains((review) => `${review.body} ${names.get(review.accountKey) ?? ''}`, filter.q),
    oneOf((review) => review.targetId, filter.klassId),
    oneOf((review) => String(review.rating), filter.rating),
    oneOf(replyStateOf, filter.reply),
  );
}

export const adminMasterReviewHandlers = {
  masterReviews: handle(adminMasterReviewEndpoints.masterReviews, ({ query, auth }) => {
    const own = ownReviews(auth);
    const found = lookups(own);
    const [field, direction] = (query.sort ?? 'created,desc').split(',') as ['created' | 'rating', 'asc' | 'desc'];
    const rows = select(own, {
      where: masterFilter(query, found),
      orderBy: field === 'rating' ? orderBy(by((review) => review.rating, direction), by((review) => review.created, 'desc')) : by((review) => review.created, direction),
    });
    return pageOf(rows, query, (review) => toAdminReview(review, found));
  }),

  masterReview: handle(adminMasterReviewEndpoints.masterReview, ({ params, auth }) => toAdminReview(ownReview(auth, params.reviewKey))),

  replyAsMaster: handle(adminMasterReviewEndpoints.replyAsMaster, ({ params, body, auth }) => saveReply(auth, ownReview(auth, params.reviewKey), body)),
} satisfies Record<keyof typeof adminMasterReviewEndpoints, HttpHandler>;
