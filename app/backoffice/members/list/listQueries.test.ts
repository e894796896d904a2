/**
 * The member lists read through query-options functions beside their fetchers (membersQuery,
 * withdrawnMembersQuery; docs/architecture.md: "each read has a query-options function beside its fetcher"): the
 * key from the area's key factory, so a bulk change's `adminMemberListKeys.all` invalidates it and
 * the consent change's optimistic write lands on the page shown; and react-query's abort signal
 * handed to the request, so a filter changed mid-load cancels the call instead of letting it run.
 */
import { CancelledError, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelWhileRequesting } from '@app/shared/api/client/testing';
import { adminMemberListKeys, membersQuery, withdrawnMembersQuery } from '../../api/adminMemberList';

let queryClient = new QueryClient();
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => queryClient.clear());

const memberFilter = { q: '010-9000', marketing: ['AGREED' as const], page: 2, size: 50 };
const withdrawnFilter = { by: ['MANAGER' as const], page: 1, size: 20 };

describe('member list queries', () => {
  it('keys come from the area’s key factory', () => {
    expect(membersQuery(memberFilter).queryKey).toEqual(adminMemberListKeys.members(memberFilter));
    expect(withdrawnMembersQuery(withdrawnFilter).queryKey).toEqual(adminMemberListKeys.withdrawn(withdrawnFilter));
  });

  it.each([
    ['membersQuery', 'adminMemberList.members', () => queryClient.fetchQuery(membersQuery(memberFilter))],
    ['withdrawnMembersQuery', 'adminMemberList.withdrawn', () => queryClient.fetchQuery(withdrawnMembersQuery(withdrawnFilter))],
  ] as const)('%s: cancelling the query aborts the signal its request was given', async (_name, endpointId, fetch) => {
    const call = await cancelWhileRequesting(queryClient, fetch, adminMemberListKeys.all);
    expect(call.endpointId).toBe(endpointId);
    expect(call.abortedWhileRunning).toBe(false);
    expect(call.abortedAfterCancel).toBe(true);
    expect(call.outcome).toBeInstanceOf(CancelledError);
  });
});
