/**
 * A master's review endpoint functions (adminMasterReview.ts contract) and their query options: the
 * reviews of their own classes, one review, and its reply. A reply changes the learner's review
 * lists too (`learnerCommunityArea`), so an open learner tab shows it without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminMasterReview';

export type MasterReviewListQuery = QueryInput<typeof endpoints.masterReviews>;

export const masterReviewKeys = {
  all: ['adminMasterReview'] as const,
  lists: () => [...masterReviewKeys.all, 'list'] as const,
  list: (query: MasterReviewListQuery) => [...masterReviewKeys.lists(), query] as const,
  review: (reviewKey: string) => [...masterReviewKeys.all, 'review', reviewKey] as const,
};

export function masterReviewsQuery(query: MasterReviewListQuery) {
  return queryOptions({
    queryKey: masterReviewKeys.list(query),
    queryFn: ({ signal }) => api.request(endpoints.masterReviews, { query }, { signal }),
  });
}

export function fetchMasterReview(reviewKey: string, options?: RequestOptions) {
  return api.request(endpoints.masterReview, { params: { reviewKey } }, options);
}

/** Writes the review's one reply as the master, or edits it, from the reply state read (`basedOn`: its `updated`, or null when none). */
export function replyAsMaster(reviewKey: string, contentHtml: string, basedOn: string | null) {
  return api.request(endpoints.replyAsMaster, { params: { reviewKey }, body: { contentHtml, basedOn } });
}
