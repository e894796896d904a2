/**
 * Member-group endpoint functions (adminMember.ts contract), their query options and keys: the
 * groups, one group, a group's members, the add dialog's search, and the changes (create, rename,
 * delete, add, remove, import dry run and commit, export). Types come only from the contract.
 * The two lists are read through the list kit's page query with the query options here.
 * Every call that changes a group's members or the groups invalidates `adminMemberKeys.all`
 * through the caller (the screens), so each list shows the change at once; an import job that
 * ended does through the job centre (declareJobEffect).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminMember';
import { declareJobEffect } from '../kit/jobs/jobEffects';

export type GroupListQuery = QueryInput<typeof endpoints.groups>;
export type GroupMembersQuery = QueryInput<typeof endpoints.groupMembers>;
export type MemberSearchQuery = QueryInput<typeof endpoints.memberSearch>;
export type MemberSelection = BodyInput<typeof endpoints.removeGroupMembers>['selection'];
export type ImportCommitBody = BodyInput<typeof endpoints.importCommit>;
export type ExportBody = BodyInput<typeof endpoints.exportMembers>;

export const adminMemberKeys = {
  all: ['adminMember'] as const,
  groupLists: () => [...adminMemberKeys.all, 'groups'] as const,
  groups: (query: GroupListQuery) => [...adminMemberKeys.groupLists(), query] as const,
  group: (groupKey: string) => [...adminMemberKeys.all, 'group', groupKey] as const,
  memberLists: (groupKey: string) => [...adminMemberKeys.group(groupKey), 'members'] as const,
  members: (groupKey: string, query: GroupMembersQuery) => [...adminMemberKeys.memberLists(groupKey), query] as const,
  search: (query: MemberSearchQuery) => [...adminMemberKeys.all, 'search', query] as const,
};

/** A group import that ended (the group's members and counts), or a register (the add dialog's search). */
declareJobEffect({ area: 'MEMBER', kinds: ['IMPORT'], queryKeys: [adminMemberKeys.all] });

export function fetchGroups(query: GroupListQuery, options?: RequestOptions) {
  return api.request(endpoints.groups, { query }, options);
}

export function groupsQuery(query: GroupListQuery) {
  return queryOptions({
    queryKey: adminMemberKeys.groups(query),
    queryFn: ({ signal }) => fetchGroups(query, { signal }),
  });
}

export function fetchGroup(groupKey: string, options?: RequestOptions) {
  return api.request(endpoints.group, { params: { groupKey } }, options);
}

export function groupQuery(groupKey: string) {
  return queryOptions({
    queryKey: adminMemberKeys.group(groupKey),
    queryFn: ({ signal }) => fetchGroup(groupKey, { signal }),
  });
}

export function createGroup(name: string, options?: RequestOptions) {
  return api.request(endpoints.createGroup, { body: { name } }, options);
}

export function renameGroup(groupKey: string, name: string, options?: RequestOptions) {
  return api.request(endpoints.renameGroup, { params: { groupKey }, body: { name } }, options);
}

export function deleteGroup(groupKey: string, options?: RequestOptions) {
  return api.request(endpoints.deleteGroup, { params: { groupKey } }, options);
}

export function fetchGroupMembers(groupKey: string, query: GroupMembersQuery, options?: RequestOptions) {
  return api.request(endpoints.groupMembers, { params: { groupKey }, query }, options);
}

export function groupMembersQuery(groupKey: string, query: GroupMembersQuery) {
  return queryOptions({
    queryKey: adminMemberKeys.members(groupKey, query),
    queryFn: ({ signal }) => fetchGroupMembers(groupKey, query, { signal }),
  });
}

/** `keepalive` when the undo queue flushes as the page goes away (the request outlives it). */
export function removeGroupMembers(groupKey: string, selection: MemberSelection, options?: RequestOptions) {
  return api.request(endpoints.removeGroupMembers, { params: { groupKey }, body: { selection } }, options);
}

export function addGroupMembers(groupKey: string, accountKeys: string[], options?: RequestOptions) {
  return api.request(endpoints.addGroupMembers, { params: { groupKey }, body: { accountKeys } }, options);
}

export function fetchMemberSearch(query: MemberSearchQuery, options?: RequestOptions) {
  return api.request(endpoints.memberSearch, { query }, options);
}

export function memberSearchQuery(query: MemberSearchQuery) {
  return queryOptions({
    queryKey: adminMemberKeys.search(query),
    queryFn: ({ signal }) => fetchMemberSearch(query, { signal }),
  });
}

export function importDryRun(groupKey: string, identifiers: ImportCommitBody['identifiers'], options?: RequestOptions) {
  return api.request(endpoints.importDryRun, { params: { groupKey }, body: { identifiers } }, options);
}

export function importCommit(groupKey: string, body: ImportCommitBody, options?: RequestOptions) {
  return api.request(endpoints.importCommit, { params: { groupKey }, body }, options);
}

export function exportMembers(groupKey: string, body: ExportBody, options?: RequestOptions) {
  return api.request(endpoints.exportMembers, { params: { groupKey }, body }, options);
}
