/**
 * The learner's query options functions: the key from the key factory, the request with the
 * arguments, and react-query's abort signal handed through (also to each page of a paged read).
 */
import { CancelledError, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangingApi } from '@app/shared/api/client/testing';
import { communityKeys, reviewsQuery } from './community';
import { documentKeys, noticeSlicesQuery } from './document';

let queryClient: QueryClient;
afterEach(() => queryClient.clear());

describe('learner query options functions', () => {
  it('reviewsQuery: asks for the filtered page and aborts it when a newer filter cancels it', async () => {
    const calls = hangingApi();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = { page: 2, rating: 5 };

    const fetching = queryClient.fetchQuery(reviewsQuery('k1', query)).catch((e: unknown) => e);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      endpointId: 'community.reviews',
      input: { params: { klassId: 'k1' }, query },
    });

    await queryClient.cancelQueries({ queryKey: communityKeys.klass('k1') });

    expect(calls[0]?.options?.signal?.aborted).toBe(true);
    expect(await fetching).toBeInstanceOf(CancelledError);
    expect(reviewsQuery('k1', query).queryKey).toEqual(communityKeys.reviews('k1', query));
  });

  it('noticeSlicesQuery: the first slice carries the size and the signal', async () => {
    const calls = hangingApi();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const fetching = queryClient
      .fetchInfiniteQuery(noticeSlicesQuery('k1', 5))
      .catch((e: unknown) => e);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      endpointId: 'document.noticeSlice',
      input: { params: { id: 'k1' }, query: { size: 5 } },
    });

    await queryClient.cancelQueries({ queryKey: documentKeys.notices('k1') });

    expect(calls[0]?.options?.signal?.aborted).toBe(true);
    expect(await fetching).toBeInstanceOf(CancelledError);
    expect(noticeSlicesQuery('k1', 5).queryKey).toEqual(documentKeys.noticeSlices('k1', 5));
  });
});
