/**
 * My classes' first answer on a first visit (firstPage.ts, issue 18): the list is asked for with
 * the query the page reads, and the first card's cover — the page's largest paint — is preloaded
 * as soon as the answer is in, at high priority, rather than once React has rendered the card.
 * A list without classes preloads nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@app/shared/api/client/api';
import { createHttpClient } from '@app/shared/api/client/httpClient';
import { createQueryClient } from '@app/shared/api/query/queryClient';
import { mySingleKlassesQuery } from '@app/learner/api/inventory';
import { prefetchMyClasses, SINGLE_PAGE_SIZE } from './firstPage';

const COVER = 'https://cdn.klass.test/covers/first.jpg';

function backendAnswering(items: Array<{ klassCoverImageUrl: string }>) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ items, page: 1, size: SINGLE_PAGE_SIZE, total: items.length }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  configureApi(createHttpClient({ baseUrl: 'http://api.test', fetch }));
  return fetch;
}

const imagePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

describe('prefetchMyClasses', () => {
  afterEach(() => {
    for (const link of imagePreloads()) link.remove();
  });

  it('asks for the first page with the query the page reads, then preloads the first cover at high priority', async () => {
    const fetch = backendAnswering([
      { klassCoverImageUrl: COVER },
      { klassCoverImageUrl: 'https://cdn.klass.test/covers/second.jpg' },
    ]);
    const queryClient = createQueryClient();
    await prefetchMyClasses(queryClient);

    expect(fetch).toHaveBeenCalledOnce();
    const query = mySingleKlassesQuery({ page: 1, size: SINGLE_PAGE_SIZE });
    expect(queryClient.getQueryData(query.queryKey)?.items).toHaveLength(2);
    const [preload, ...others] = imagePreloads();
    expect(others).toEqual([]);
    expect(preload?.href).toBe(COVER);
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads nothing when the learner has no classes', async () => {
    backendAnswering([]);
    await prefetchMyClasses(createQueryClient());
    expect(imagePreloads()).toEqual([]);
  });
});
