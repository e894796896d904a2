/**
 * The first answer my classes shows (the first page of single classes, hidden ones left out) and
 * its page size, apart from the page's components: the entry asks for it beside the page's code
 * on a first visit (app/learner/classes/routes.tsx, issue 18), with the query the list reads.
 */
import type { QueryClient } from '@tanstack/react-query';
import { mySingleKlassesQuery } from '@app/learner/api/inventory';

export const SINGLE_PAGE_SIZE = 12;

export function prefetchMyClasses(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(mySingleKlassesQuery({ page: 1, size: SINGLE_PAGE_SIZE }));
}
