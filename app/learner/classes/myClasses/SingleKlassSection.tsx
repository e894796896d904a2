/**
 * Single classes of my classes, paged (`GET /my-klass/single`): the shown ones, or hidden and
 * shown alike when the learner asks to see hidden ones (spec §7).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Stack } from '@ds/components/Box';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Grid } from '@ds/components/Grid';
import { Pagination } from '@ds/components/Pagination';
import { allMySingleKlassesQuery, mySingleKlassesQuery } from '@app/learner/api/inventory';
import { copy } from '@app/shared/copy';
import { LoadingBlock } from '../shared/LoadingBlock';
import { SINGLE_PAGE_SIZE } from './firstPage';
import { KlassTicketCard } from './KlassTicketCard';
import { ListStatusNotice } from './ListStatusNotice';
import { useListStatusToggle } from './useListStatusToggle';
import { ErrorPage, showsErrorPage } from '@app/shared/site';

/**
 * Cards whose cover is asked for at once: the one a phone's first screen shows, the page's largest
 * paint. The rest stay lazy, so covers below the fold do not take a phone's bandwidth from it (a
 * wide screen's first row loads as soon as it is laid out).
 */
const FIRST_SCREEN_CARDS = 1;

export function SingleKlassSection({ showHidden }: { showHidden: boolean }) {
  const [page, setPage] = useState(1);
  const query = { page, size: SINGLE_PAGE_SIZE };
  const list = useQuery({
    ...(showHidden ? allMySingleKlassesQuery(query) : mySingleKlassesQuery(query)),
    placeholderData: keepPreviousData,
  });
  const toggle = useListStatusToggle();

  if (list.isPending) return <LoadingBlock label={copy.classes.loadingList} />;
  if (list.isError) {
    if (showsErrorPage(list.error)) return <ErrorPage error={list.error} headingLevel={2} />;
    return (
      <ErrorState
        description={copy.classes.listError}
        onRetry={() => void list.refetch()}
        retryLabel={copy.common.retry}
        retrying={list.isFetching}
      />
    );
  }
  const { items, totalPages } = list.data;
  return (
    <Stack gap={4}>
      <ListStatusNotice toggle={toggle} />
      {items.length === 0 ? (
        <EmptyState headingLevel={2} title={copy.classes.empty} description={copy.classes.emptyBody} />
      ) : (
        <Grid as="ul" columns={{ xs: 1, sm: 2, md: 3 }} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <li key={item.klassTicketKey}>
              <KlassTicketCard
                item={item}
                onToggleListStatus={toggle.toggle}
                toggling={toggle.pendingKey === item.klassTicketKey}
                coverLoading={index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </Grid>
      )}
      {totalPages > 1 ? (
        <Pagination page={page} pageCount={totalPages} onChange={setPage} label={copy.classes.pageNav} />
      ) : null}
    </Stack>
  );
}
