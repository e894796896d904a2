/**
 * The job centre's endpoint functions (adminJob.ts contract), their query options and keys: the
 * jobs this person may see, one job, its item errors, and the actions. The poller and every job
 * view read through these, so one cache holds each job wherever it is shown.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { QueryInput } from '@app/shared/api/contract/endpoint';
import type { JobItemAction } from '@app/shared/api/contract/adminJob';
import { jobActionPaths, type JobWholeAction } from '@app/shared/api/contract/adminJobRules';
import * as endpoints from '@app/shared/api/routes/adminJob';

export type JobListQuery = QueryInput<typeof endpoints.list>;

/** How many jobs the drawer shows and the poller reads: the most recent ones. */
export const RECENT_JOBS_SIZE = 10;

export const adminJobKeys = {
  all: ['adminJob'] as const,
  lists: () => [...adminJobKeys.all, 'list'] as const,
  list: (query: JobListQuery) => [...adminJobKeys.lists(), query] as const,
  recent: () => adminJobKeys.list({ size: RECENT_JOBS_SIZE }),
  detail: (jobId: string) => [...adminJobKeys.all, 'detail', jobId] as const,
  itemErrors: (jobId: string, page: number) => [...adminJobKeys.all, 'itemErrors', jobId, page] as const,
};

export function fetchJobs(query: JobListQuery, options?: RequestOptions) {
  return api.request(endpoints.list, { query }, options);
}

export function jobsQuery(query: JobListQuery) {
  return queryOptions({
    queryKey: adminJobKeys.list(query),
    queryFn: ({ signal }) => fetchJobs(query, { signal }),
  });
}

/** The drawer's list; the poller keeps it fresh, so it is never refetched on its own. */
export function recentJobsQuery() {
  return queryOptions({
    queryKey: adminJobKeys.recent(),
    queryFn: ({ signal }) => fetchJobs({ size: RECENT_JOBS_SIZE }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchJob(jobId: string, options?: RequestOptions) {
  return api.request(endpoints.detail, { params: { jobId } }, options);
}

export function jobQuery(jobId: string) {
  return queryOptions({
    queryKey: adminJobKeys.detail(jobId),
    queryFn: ({ signal }) => fetchJob(jobId, { signal }),
  });
}

export const JOB_ITEM_ERRORS_PAGE_SIZE = 20;

export function fetchJobItemErrors(jobId: string, page: number, options?: RequestOptions) {
  return api.request(endpoints.itemErrors, { params: { jobId }, query: { page, size: JOB_ITEM_ERRORS_PAGE_SIZE } }, options);
}

export function jobItemErrorsQuery(jobId: string, page = 1) {
  return queryOptions({
    queryKey: adminJobKeys.itemErrors(jobId, page),
    queryFn: ({ signal }) => fetchJobItemErrors(jobId, page, { signal }),
  });
}

export function actOnJob(jobId: string, action: JobWholeAction, options?: RequestOptions) {
  return api.request(endpoints.act, { params: { jobId, action: jobActionPaths[action] } }, options);
}

/** Retries or cancels one item of a job (each is its own call). */
export function actOnJobItem(jobId: string, action: JobItemAction, itemKey: string, options?: RequestOptions) {
  const endpoint = action === 'RETRY_ITEM' ? endpoints.retryItem : endpoints.cancelItem;
  return api.request(endpoint, { params: { jobId, itemKey } }, options);
}
