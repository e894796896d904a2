/**
 * What a "load more" control needs from a react-query infinite query (the design system's
 * LoadMore: whether there is more, loading, a failed load to retry, and the action), so every
 * cursor list wires it the same way instead of restating four props.
 */
import type { UseInfiniteQueryResult } from '@tanstack/react-query';

type NextPages = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'>;

export function nextPageControls(query: NextPages) {
  return {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    error: query.isFetchNextPageError,
    onLoadMore: () => void query.fetchNextPage(),
  };
}
