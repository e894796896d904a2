/**
 * The first answer my classes shows (the first page of single classes, hidden ones left out) and
 * its page size, apart from the page's components: the entry asks for it beside the page's code
 * on a first visit (app/learner/classes/routes.tsx, issue 18), with the query the list reads.
 * The first card's cover, the page's largest paint, is asked for as soon as that answer is in,
 * not once React has rendered the card (it then comes from the preload).
 */
import type { QueryClient } from '@tanstack/react-query';
import { mySingleKlassesQuery } from '@app/learner/api/inventory';

export const SINGLE_PAGE_SIZE = 12;

/** A high-priority preload of `url` as an image, which an `<img>` of the same address then uses. */
function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = url;
  // Attributes, not properties: older browsers (and jsdom) lack `as` and `fetchPriority`.
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

export async function prefetchMyClasses(queryClient: QueryClient): Promise<void> {
  const query = mySingleKlassesQuery({ page: 1, size: SINGLE_PAGE_SIZE });
  await queryClient.prefetchQuery(query);
  const cover = queryClient.getQueryData(query.queryKey)?.items[0]?.klassCoverImageUrl;
  if (cover) preloadImage(cover);
}
