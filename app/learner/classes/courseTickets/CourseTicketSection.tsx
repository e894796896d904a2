/** Course tickets of my classes, paged (`GET /v2/public/course-tickets`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Stack } from '@ds/components/Box';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Grid } from '@ds/components/Grid';
import { Pagination } from '@ds/components/Pagination';
import { courseTicketsQuery } from '@app/learner/api/inventory';
import { copy } from '@app/shared/copy';
import { LoadingBlock } from '../shared/LoadingBlock';
import { CourseTicketCard } from './CourseTicketCard';

const PAGE_SIZE = 12;

export function CourseTicketSection() {
  const [page, setPage] = useState(1);
  const query = { page, size: PAGE_SIZE };
  const list = useQuery({ ...courseTicketsQuery(query), placeholderData: keepPreviousData });
  if (list.isPending) return <LoadingBlock label={copy.classes.courseLoading} />;
  if (list.isError) {
    return <ErrorState description={copy.classes.listError} onRetry={() => void list.refetch()} retryLabel={copy.common.retry} />;
  }
  if (list.data.items.length === 0) return <EmptyState headingLevel={2} title={copy.classes.emptyCourses} />;
  return (
    <Stack gap={4}>
      <Grid as="ul" columns={{ xs: 1, sm: 2, md: 3 }} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.data.items.map((item) => (
          <li key={item.courseTicketId}>
            <CourseTicketCard item={item} />
          </li>
        ))}
      </Grid>
      {list.data.totalPages > 1 ? (
        <Pagination page={page} pageCount={list.data.totalPages} onChange={setPage} label={copy.classes.pageNav} />
      ) : null}
    </Stack>
  );
}
