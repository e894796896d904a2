/**
 * The learner site's current terms (siteTerms.ts contract), their query options and keys. Shared
 * because both sides name the key: the learner's register, agreement and withdrawal read it, and
 * the back-office tells the other tabs it changed when a version is published.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import { currentTerms } from '@app/shared/api/routes/siteTerms';

export const siteTermsKeys = {
  all: ['siteTerms'] as const,
  /** Per viewer: what the signed-in learner agreed to is in the answer. */
  current: (signedIn: boolean) => [...siteTermsKeys.all, 'current', signedIn] as const,
};

export function currentTermsQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: siteTermsKeys.current(signedIn),
    queryFn: ({ signal }) => api.request(currentTerms, {}, { signal }),
  });
}
