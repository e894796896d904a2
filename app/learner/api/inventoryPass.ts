/**
 * The learner's passes (inventoryPass.ts contract, issue 40) as query options, kept under my
 * classes' keys (`inventoryKeys.myKlasses()`), so whatever refreshes the learner's classes — an
 * assignment announced from the back-office tab, say — refreshes the passes too.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import * as endpoints from '@app/shared/api/routes/inventoryPass';
import { inventoryKeys } from './inventory';

export const passKeys = {
  all: () => [...inventoryKeys.myKlasses(), 'passes'] as const,
  pass: (passTicketKey: string, page: number, q = '') => [...passKeys.all(), passTicketKey, page, q] as const,
};

export function myPassesQuery() {
  return queryOptions({
    queryKey: passKeys.all(),
    queryFn: ({ signal }) => api.request(endpoints.myPasses, {}, { signal }),
  });
}

/** One pass and page `page` of the classes it opens, those matching `q` when it is given. */
export function myPassQuery(passTicketKey: string, page: number, q = '') {
  return queryOptions({
    queryKey: passKeys.pass(passTicketKey, page, q),
    queryFn: ({ signal }) => api.request(endpoints.myPass, { params: { passTicketKey }, query: { page, ...(q ? { q } : {}) } }, { signal }),
  });
}
