/**
 * Back-office change-history endpoint functions (issue 15, part 6): the recorded changes, one
 * query per filter, keyed under `adminHistory` so a save anywhere can refresh every history shown.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminHistory';

export type ChangesQuery = QueryInput<typeof endpoints.changes>;

export const adminHistoryKeys = {
  all: ['adminHistory'] as const,
  changes: (query: ChangesQuery) => [...adminHistoryKeys.all, 'changes', query] as const,
};

export function fetchChanges(query: ChangesQuery, options?: RequestOptions) {
  return api.request(endpoints.changes, { query }, options);
}

export function changesQuery(query: ChangesQuery) {
  return queryOptions({
    queryKey: adminHistoryKeys.changes(query),
    queryFn: ({ signal }) => fetchChanges(query, { signal }),
  });
}
