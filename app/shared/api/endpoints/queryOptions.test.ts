/**
 * The query options functions hand react-query's abort signal to the request: cancelling a query
 * (its component left, a newer filter typed) aborts the call instead of letting it run on.
 */
import { CancelledError, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangingApi } from '@app/shared/api/client/testing';
import { accountKeys, meQuery } from './account';
import { preferencesQuery, tenantKeys } from './tenant';

let queryClient: QueryClient;
afterEach(() => queryClient.clear());

describe('query options functions', () => {
  it('meQuery: cancelling the query aborts the signal its request was given', async () => {
    const calls = hangingApi();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const fetching = queryClient.fetchQuery(meQuery()).catch((e: unknown) => e);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]?.options?.signal;
    expect(calls[0]?.endpointId).toBe('account.me');
    expect(signal?.aborted).toBe(false);

    await queryClient.cancelQueries({ queryKey: accountKeys.me() });

    expect(signal?.aborted).toBe(true);
    expect(await fetching).toBeInstanceOf(CancelledError);
  });

  it('keys come from the key factories, so invalidation by the factory still reaches them', () => {
    expect(meQuery().queryKey).toEqual(accountKeys.me());
    expect(preferencesQuery().queryKey).toEqual(tenantKeys.preferences());
  });
});
