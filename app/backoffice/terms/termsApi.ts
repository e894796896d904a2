/**
 * Terms endpoint functions (adminTerms.ts contract) and their query options: the pages, one page
 * with its draft and history, saving the draft, publishing and one version. A change invalidates
 * `adminTermsKeys.all` through the caller and tells the other tabs (the learner's register page
 * reads the current versions afresh).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminTerms';

export type CreateTermsBody = BodyInput<typeof endpoints.createTerms>;
export type SaveDraftBody = BodyInput<typeof endpoints.saveTermsDraft>;
export type PublishBody = BodyInput<typeof endpoints.publishTerms>;

export const adminTermsKeys = {
  all: ['adminTerms'] as const,
  list: () => [...adminTermsKeys.all, 'list'] as const,
  page: (termsKey: string) => [...adminTermsKeys.all, 'page', termsKey] as const,
  version: (termsKey: string, version: number) => [...adminTermsKeys.all, 'version', termsKey, version] as const,
};

export function termsListQuery() {
  return queryOptions({
    queryKey: adminTermsKeys.list(),
    queryFn: ({ signal }) => api.request(endpoints.termsList, {}, { signal }),
  });
}

export function fetchTermsPage(termsKey: string, options?: RequestOptions) {
  return api.request(endpoints.termsPage, { params: { termsKey } }, options);
}

export function termsPageQuery(termsKey: string) {
  return queryOptions({
    queryKey: adminTermsKeys.page(termsKey),
    queryFn: ({ signal }) => fetchTermsPage(termsKey, { signal }),
  });
}

export function termsVersionQuery(termsKey: string, version: number) {
  return queryOptions({
    queryKey: adminTermsKeys.version(termsKey, version),
    queryFn: ({ signal }) => api.request(endpoints.termsVersion, { params: { termsKey, version } }, { signal }),
    // A published version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function createTerms(body: CreateTermsBody, options?: RequestOptions) {
  return api.request(endpoints.createTerms, { body }, options);
}

export function saveTermsDraft(termsKey: string, body: SaveDraftBody, options?: RequestOptions) {
  return api.request(endpoints.saveTermsDraft, { params: { termsKey }, body }, options);
}

export function publishTerms(termsKey: string, body: PublishBody, options?: RequestOptions) {
  return api.request(endpoints.publishTerms, { params: { termsKey }, body }, options);
}
