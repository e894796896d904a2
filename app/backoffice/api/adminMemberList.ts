/**
 * Member list endpoint functions (adminMemberList.ts contract; issue 16), their query options and
 * keys: the list, the filtered aggregation, the withdrawn list, and the changes (export, add to
 * and remove from a group, marketing consent, withdrawal by manager). Types come only from the
 * contract. A change invalidates `adminMemberListKeys.all` and the group keys through the caller;
 * a member job that ended does through the job centre (declareJobEffect).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminMemberList';
import { declareJobEffect } from '../kit/jobs/jobEffects';

export type MemberListQuery = QueryInput<typeof endpoints.members>;
export type MemberListFilterInput = BodyInput<typeof endpoints.aggregation>['filter'];
export type MemberListSelection = BodyInput<typeof endpoints.withdraw>['selection'];
export type MemberListExportBody = BodyInput<typeof endpoints.exportList>;
export type WithdrawnQuery = QueryInput<typeof endpoints.withdrawn>;

export const adminMemberListKeys = {
  all: ['adminMemberList'] as const,
  members: (query: MemberListQuery) => [...adminMemberListKeys.all, 'members', query] as const,
  aggregation: (filter: MemberListFilterInput) => [...adminMemberListKeys.all, 'aggregation', filter] as const,
  withdrawn: (query: WithdrawnQuery) => [...adminMemberListKeys.all, 'withdrawn', query] as const,
};

/** A member register or a group import that ended: the list, its totals and its group column. */
declareJobEffect({ area: 'MEMBER', kinds: ['IMPORT'], queryKeys: [adminMemberListKeys.all] });

export function fetchMembers(query: MemberListQuery, options?: RequestOptions) {
  return api.request(endpoints.members, { query }, options);
}

/** One page of the member list: its key, its fetcher, and the abort signal of a superseded page. */
export function membersQuery(query: MemberListQuery) {
  return queryOptions({
    queryKey: adminMemberListKeys.members(query),
    queryFn: ({ signal }) => fetchMembers(query, { signal }),
  });
}

export function fetchMemberAggregation(filter: MemberListFilterInput, options?: RequestOptions) {
  return api.request(endpoints.aggregation, { body: { filter } }, options);
}

export function memberAggregationQuery(filter: MemberListFilterInput) {
  return queryOptions({
    queryKey: adminMemberListKeys.aggregation(filter),
    queryFn: ({ signal }) => fetchMemberAggregation(filter, { signal }),
  });
}

export function fetchWithdrawnMembers(query: WithdrawnQuery, options?: RequestOptions) {
  return api.request(endpoints.withdrawn, { query }, options);
}

/** One page of the withdrawn list, as membersQuery. */
export function withdrawnMembersQuery(query: WithdrawnQuery) {
  return queryOptions({
    queryKey: adminMemberListKeys.withdrawn(query),
    queryFn: ({ signal }) => fetchWithdrawnMembers(query, { signal }),
  });
}

export function exportMemberList(body: MemberListExportBody, options?: RequestOptions) {
  return api.request(endpoints.exportList, { body }, options);
}

export function addMembersToGroup(selection: MemberListSelection, groupKey: string, options?: RequestOptions) {
  return api.request(endpoints.addToGroup, { body: { selection, groupKey } }, options);
}

export function removeMembersFromGroup(selection: MemberListSelection, groupKey: string, options?: RequestOptions) {
  return api.request(endpoints.removeFromGroup, { body: { selection, groupKey } }, options);
}

/** `keepalive` when the undo queue flushes as the page goes away (the request outlives it). */
export function changeMarketingConsent(selection: MemberListSelection, agreed: boolean, options?: RequestOptions) {
  return api.request(endpoints.marketingConsent, { body: { selection, agreed } }, options);
}

export function withdrawMembers(selection: MemberListSelection, options?: RequestOptions) {
  return api.request(endpoints.withdraw, { body: { selection } }, options);
}
