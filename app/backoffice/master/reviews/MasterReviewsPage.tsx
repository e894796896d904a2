/**
 * `/admin/master/reviews` (issue 42: a master replies to the reviews of their own classes): the
 * reviews learners left on the master's classes, newest first, on the board area's review list
 * (`boards/ReviewList.tsx`, without the operator's moderation) — filtered by text, class (the
 * master's own, read first), rating and reply — each opening its reply page. Only their classes'
 * reviews are here: the server scopes the list by the class's master, not this screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import type { MasterKlass } from '@app/shared/api/contract/adminMaster';
import { reviewSortFields } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { areaById } from '../../access/areas';
import { ReviewList, sharedReviewFilters } from '../../boards/ReviewList';
import { useListPageQuery } from '../../kit/list/ListPage';
import { defineList } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { AdminPage } from '../../shell/AdminPage';
import { masterKlassesQuery } from '../api';
import { masterReviewPath } from '../paths';
import { masterReviewsQuery } from './reviewApi';

const text = copy.backofficeMasterReviews;

/** The list's definition from the master's classes (the class filter offers them). */
export function masterReviewList(klasses: readonly Pick<MasterKlass, 'klassId' | 'title'>[]) {
  const { q, rating, reply } = sharedReviewFilters;
  return defineList({
    id: 'master.reviews',
    filters: {
      q,
      klassId: { kind: 'set', label: text.klassFilter, options: klasses.map((klass) => ({ value: klass.klassId, label: klass.title })) },
      rating,
      reply,
    },
    sortFields: reviewSortFields,
    defaultSort: { field: 'created', direction: 'desc' },
    pageSizes: [50, 100],
    defaultPageSize: 50,
    columns: [{ id: 'review', alwaysVisible: true }, { id: 'rating' }, { id: 'klass' }, { id: 'author' }, { id: 'reply' }, { id: 'created' }],
  });
}

type MasterReviewListDefinition = ReturnType<typeof masterReviewList>;

function MasterReviewList({ definition }: { definition: MasterReviewListDefinition }) {
  const list = useListState(definition);
  const page = useListPageQuery(list, masterReviewsQuery);
  return <ReviewList list={list} page={page} words={text} reviewPath={masterReviewPath} />;
}

export function MasterReviewsPage() {
  const klasses = useQuery(masterKlassesQuery({ size: 100 }));
  const items = klasses.data?.items;
  const definition = useMemo(() => (items ? masterReviewList(items) : null), [items]);
  return (
    <AdminPage title={text.title} area={areaById('master.reviews')} description={text.intro}>
      {definition ? (
        <MasterReviewList definition={definition} />
      ) : klasses.isError ? (
        <ErrorState headingLevel={2} title={text.klassesLoadFailed} onRetry={() => void klasses.refetch()} retryLabel={copy.backofficeBoardReviews.retry} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      )}
    </AdminPage>
  );
}
