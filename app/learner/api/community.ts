/**
 * Community endpoint functions (questions, reviews, customer review, image upload), their query
 * options and react-query keys. Request and response types come only from the contract.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import * as endpoints from '@app/shared/api/routes/community';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import { normalizeReview } from './normalize';

export type QuestionListQuery = QueryInput<typeof endpoints.questions>;
export type ReviewListQuery = QueryInput<typeof endpoints.reviews>;
export type MyReviewTarget = BodyInput<typeof endpoints.myReview>['target'];

export function fetchQuestionInfo(klassId: string, options?: RequestOptions) {
  return api.request(endpoints.questionInfo, { params: { klassId } }, options);
}

export function questionInfoQuery(klassId: string) {
  return queryOptions({
    queryKey: communityKeys.questionInfo(klassId),
    queryFn: ({ signal }) => fetchQuestionInfo(klassId, { signal }),
  });
}

export function fetchQuestions(
  klassId: string,
  query: QuestionListQuery = {},
  options?: RequestOptions,
) {
  return api.request(endpoints.questions, { params: { klassId }, query }, options);
}

export function questionsQuery(klassId: string, query: QuestionListQuery = {}) {
  return queryOptions({
    queryKey: communityKeys.questions(klassId, query),
    queryFn: ({ signal }) => fetchQuestions(klassId, query, { signal }),
  });
}

export function createQuestion(klassId: string, body: BodyInput<typeof endpoints.createQuestion>) {
  return api.request(endpoints.createQuestion, { params: { klassId }, body });
}

export function updateQuestion(
  klassId: string,
  questionId: string,
  body: BodyInput<typeof endpoints.updateQuestion>,
) {
  return api.request(endpoints.updateQuestion, { params: { klassId, questionId }, body });
}

export function deleteQuestion(klassId: string, questionId: string) {
  return api.request(endpoints.deleteQuestion, { params: { klassId, questionId } });
}

/** Uploads a question image given as a base64 data URL; answers its key and URL. */
export function uploadCommunityImage(dataUrl: string) {
  return api.request(endpoints.uploadImage, { body: { dataUrl } });
}

export function fetchReviewSummary(klassId: string, options?: RequestOptions) {
  return api.request(endpoints.reviewSummary, { params: { klassId } }, options);
}

export function reviewSummaryQuery(klassId: string) {
  return queryOptions({
    queryKey: communityKeys.reviewSummary(klassId),
    queryFn: ({ signal }) => fetchReviewSummary(klassId, { signal }),
  });
}

export async function fetchReviews(
  klassId: string,
  query: ReviewListQuery = {},
  options?: RequestOptions,
) {
  const page = await api.request(endpoints.reviews, { params: { klassId }, query }, options);
  return { ...page, items: page.items.map(normalizeReview) };
}

export function reviewsQuery(klassId: string, query: ReviewListQuery = {}) {
  return queryOptions({
    queryKey: communityKeys.reviews(klassId, query),
    queryFn: ({ signal }) => fetchReviews(klassId, query, { signal }),
  });
}

export function favoriteReview(klassId: string, reviewId: string) {
  return api.request(endpoints.favoriteReview, { params: { klassId, reviewId } });
}

export function unfavoriteReview(klassId: string, reviewId: string) {
  return api.request(endpoints.unfavoriteReview, { params: { klassId, reviewId } });
}

/** The learner's own review of a target, or null (a read, though sent as a POST). */
export async function fetchMyReview(target: MyReviewTarget, options?: RequestOptions) {
  const review = await api.request(endpoints.myReview, { body: { target } }, options);
  return review && normalizeReview(review);
}

export function myReviewQuery(target: MyReviewTarget) {
  return queryOptions({
    queryKey: communityKeys.myReview(target),
    queryFn: ({ signal }) => fetchMyReview(target, { signal }),
  });
}

export function createReview(body: BodyInput<typeof endpoints.createReview>) {
  return api.request(endpoints.createReview, { body });
}

export function updateReview(key: string, body: BodyInput<typeof endpoints.updateReview>) {
  return api.request(endpoints.updateReview, { params: { key }, body });
}

/** Query keys: invalidating `klass(klassId)` refreshes every list and summary of that class. */
export const communityKeys = {
  all: ['community'] as const,
  klass: (klassId: string) => [...communityKeys.all, 'klass', klassId] as const,
  questionInfo: (klassId: string) =>
    [...communityKeys.klass(klassId), 'questions', 'info'] as const,
  questions: (klassId: string, query: QuestionListQuery = {}) =>
    [...communityKeys.klass(klassId), 'questions', 'list', query] as const,
  reviewSummary: (klassId: string) => [...communityKeys.klass(klassId), 'reviews', 'info'] as const,
  reviews: (klassId: string, query: ReviewListQuery = {}) =>
    [...communityKeys.klass(klassId), 'reviews', 'list', query] as const,
  myReview: (target: MyReviewTarget) =>
    [...communityKeys.all, 'my-review', target.type, target.id, target.key] as const,
};
