/**
 * A cursor-paged list (announcements, notices) with its four states: loading, error with retry,
 * empty, and the items with "load more" (which turns into a retry when the next slice fails).
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { LoadMore } from '@ds/components/LoadMore';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { SectionLoading } from './SectionLoading';
import { nextPageControls } from '@app/shared/lib/query/nextPageControls';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
`;

export interface CursorListLabels {
  list: string;
  loading: string;
  empty: string;
  loadFailed: string;
  loadMore: string;
}

interface CursorListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  labels: CursorListLabels;
}

export function CursorList<T>({ query, itemKey, renderItem, labels }: CursorListProps<T>) {
  if (query.isPending) return <SectionLoading label={labels.loading} />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        headingLevel={3}
        description={labels.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        retryLabel={copy.common.retry}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState headingLevel={3} icon="inbox" title={labels.empty} />;
  return (
    <>
      <List aria-label={labels.list}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </List>
      <LoadMore
        {...nextPageControls(query)}
        loadedCount={items.length}
        label={labels.loadMore}
      />
    </>
  );
}
