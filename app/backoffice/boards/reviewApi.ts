/**
 * Back-office review endpoint functions (adminBoardReview.ts contract) and their query options.
 * Hiding, showing and replying change the learner's community lists and ratings too
 * (`learnerCommunityArea`), so an open learner tab shows it without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminBoardReview';

export type ReviewListQuery = QueryInput<typeof endpoints.reviews>;
export type ReviewSelection = BodyInput<typeof endpoints.hideReviews>['selection'];

export const adminReviewKeys = {
  all: ['adminBoardReview'] as const,
  lists: () => [...adminReviewKeys.all, 'list'] as const,
  list: (query: ReviewListQuery) => [...adminReviewKeys.lists(), query] as const,
  review: (reviewKey: string) => [...adminReviewKeys.all, 'review', reviewKey] as const,
};

export function reviewsQuery(query: ReviewListQuery) {
  return queryOptions({
    queryKey: adminReviewKeys.list(query),
    queryFn: ({ signal }) => api.request(endpoints.reviews, { query }, { signal }),
  });
}

export function fetchReview(reviewKey: string, options?: RequestOptions) {
  return api.request(endpoints.review, { params: { reviewKey } }, options);
}


/** Hides a selection from the learners (and the ratings), or shows it again. */
export function hideReviews(selection: ReviewSelection, hidden: boolean, options?: RequestOptions) {
  return api.request(endpoints.hideReviews, { body: { selection, hidden } }, options);
}

/** Writes the review's one reply, or edits it, from the reply state read (`basedOn`: its `updated`, or null when none). */
export function replyToReview(reviewKey: string, contentHtml: string, basedOn: string | null) {
  return api.request(endpoints.replyToReview, { params: { reviewKey }, body: { contentHtml, basedOn } });
}
