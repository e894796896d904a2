/**
 * Back-office Q&A endpoint functions (adminBoardQuestion.ts contract) and their query options.
 * An answer changes the learner's community lists too (`learnerCommunityArea`), so an open learner
 * tab shows it without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminBoardQuestion';

export type QuestionListQuery = QueryInput<typeof endpoints.questions>;

export const adminQuestionKeys = {
  all: ['adminBoardQuestion'] as const,
  list: (query: QuestionListQuery) => [...adminQuestionKeys.all, 'list', query] as const,
  question: (questionId: string) => [...adminQuestionKeys.all, 'question', questionId] as const,
};

/**
 * The learner's community queries (app/learner/api/community.ts `communityKeys.all`), named here by
 * their prefix (the back-office may not import the learner side).
 */
export const learnerCommunityArea = ['community'] as const;

export function questionsQuery(query: QuestionListQuery) {
  return queryOptions({
    queryKey: adminQuestionKeys.list(query),
    queryFn: ({ signal }) => api.request(endpoints.questions, { query }, { signal }),
  });
}

export function questionQuery(questionId: string) {
  return queryOptions({
    queryKey: adminQuestionKeys.question(questionId),
    queryFn: ({ signal }) => api.request(endpoints.question, { params: { questionId } }, { signal }),
  });
}

/** Answers, or edits the answer, with its sanitised HTML from the answer state read (`basedOn`: its time, or null when unanswered). */
export function answerQuestion(questionId: string, contentHtml: string, basedOn: string | null, options?: RequestOptions) {
  return api.request(endpoints.answerQuestion, { params: { questionId }, body: { contentHtml, basedOn } }, options);
}
