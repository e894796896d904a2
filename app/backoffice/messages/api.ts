/**
 * The message area's endpoint functions (adminMessage.ts contract), query options and keys, beside
 * its job effect. Kept in the area's folder (not app/backoffice/api/) so the area stays one module.
 * A send's job is steered through the job centre's calls; a request's cancel through this area's,
 * which also cancels a scheduled one that has no job yet.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminMessage';
import { requestDownload } from '../api/adminFile';
import { declareJobEffect } from '../kit/jobs/jobEffects';

export type SendBody = BodyInput<typeof endpoints.send>;
export type ReachBody = BodyInput<typeof endpoints.reach>;
export type MessageMembersQuery = QueryInput<typeof endpoints.members>;
export type MessageRequestsQuery = QueryInput<typeof endpoints.requests>;
export type MessageResultsQuery = QueryInput<typeof endpoints.results>;

export const adminMessageKeys = {
  all: ['adminMessage'] as const,
  settings: () => [...adminMessageKeys.all, 'settings'] as const,
  groups: () => [...adminMessageKeys.all, 'groups'] as const,
  members: (query: MessageMembersQuery) => [...adminMessageKeys.all, 'members', query] as const,
  reach: (body: ReachBody) => [...adminMessageKeys.all, 'reach', body] as const,
  requests: (query: MessageRequestsQuery) => [...adminMessageKeys.all, 'requests', query] as const,
  request: (requestKey: string) => [...adminMessageKeys.all, 'request', requestKey] as const,
  results: (requestKey: string, query: MessageResultsQuery, version: string) => [...adminMessageKeys.all, 'results', requestKey, query, version] as const,
  image: (fileId: string) => [...adminMessageKeys.all, 'image', fileId] as const,
};

// A send that ended changed its request's status and results.
declareJobEffect({ area: 'MESSAGE', kinds: ['TEXT_MESSAGE'], queryKeys: [adminMessageKeys.all] });

export function settingsQuery() {
  return queryOptions({
    queryKey: adminMessageKeys.settings(),
    queryFn: ({ signal }) => api.request(endpoints.settings, {}, { signal }),
  });
}

export function groupsQuery() {
  return queryOptions({
    queryKey: adminMessageKeys.groups(),
    queryFn: ({ signal }) => api.request(endpoints.groups, {}, { signal }),
  });
}

export function membersQuery(query: MessageMembersQuery) {
  return queryOptions({
    queryKey: adminMessageKeys.members(query),
    queryFn: ({ signal }) => api.request(endpoints.members, { query }, { signal }),
  });
}

export function dryRunList(identifiers: string[], options?: RequestOptions) {
  return api.request(endpoints.dryRun, { body: { identifiers } }, options);
}

/** Whom a message of this kind reaches of the chosen, and whom it skips by reason. */
export function reachQuery(body: ReachBody) {
  return queryOptions({
    queryKey: adminMessageKeys.reach(body),
    queryFn: ({ signal }) => api.request(endpoints.reach, { body }, { signal }),
    // The count is asked again when the confirmation opens again, never kept from an older choice.
    staleTime: 0,
  });
}

export function send(body: SendBody, options?: RequestOptions) {
  return api.request(endpoints.send, { body }, options);
}

export function requestsQuery(query: MessageRequestsQuery) {
  return queryOptions({
    queryKey: adminMessageKeys.requests(query),
    queryFn: ({ signal }) => api.request(endpoints.requests, { query }, { signal }),
  });
}

export function requestQuery(requestKey: string) {
  return queryOptions({
    queryKey: adminMessageKeys.request(requestKey),
    queryFn: ({ signal }) => api.request(endpoints.request, { params: { requestKey } }, { signal }),
  });
}

/** A request's results; `version` (its job's last change) makes a moving send's results read again. */
export function resultsQuery(requestKey: string, query: MessageResultsQuery, version: string) {
  return queryOptions({
    queryKey: adminMessageKeys.results(requestKey, query, version),
    queryFn: ({ signal }) => api.request(endpoints.results, { params: { requestKey }, query }, { signal }),
  });
}

export function cancelRequest(requestKey: string, options?: RequestOptions) {
  return api.request(endpoints.cancel, { params: { requestKey } }, options);
}

/**
 * A short-lived address of an MMS's picture (the file kit's link lasts a minute): read when the
 * request's page shows it, and again only after half a minute, so a page opened later never draws
 * an address that has expired.
 */
export function imageLinkQuery(fileId: string) {
  return queryOptions({
    queryKey: adminMessageKeys.image(fileId),
    queryFn: ({ signal }) => requestDownload(fileId, { signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}
