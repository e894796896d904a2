/**
 * `/admin/master/reviews` (issue 42: a master replies to the reviews of their own classes): the
 * reviews learners left on the master's classes, newest first, on the list kit — filtered by text,
 * class (the master's own, read first), rating and reply — each opening its reply page. Only their
 * classes' reviews are here: the server scopes the list by the class's master, not this screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DataTableColumn } from '@ds/components/DataTable';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import type { AdminReview } from '@app/shared/api/contract/adminBoardReview';
import type { MasterKlass } from '@app/shared/api/contract/adminMaster';
import { reviewRatingValues, reviewReplyStates, reviewSortFields } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../../access/areas';
import { ListPage, useListPageQuery } from '../../kit/list/ListPage';
import { defineList } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { AdminPage } from '../../shell/AdminPage';
import { masterKlassesQuery } from '../api';
import { masterReviewPath } from '../paths';
import { masterReviewsQuery } from './reviewApi';

const text = copy.backofficeMasterReviews;
const reviewText = copy.backofficeBoardReviews;

/** The list's definition from the master's classes (the class filter offers them). */
export function masterReviewList(klasses: readonly Pick<MasterKlass, 'klassId' | 'title'>[]) {
  return defineList({
    id: 'master.reviews',
    filters: {
      q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
      klassId: { kind: 'set', label: text.klassFilter, options: klasses.map((klass) => ({ value: klass.klassId, label: klass.title })) },
      rating: { kind: 'set', label: text.ratingFilter, options: reviewRatingValues.map((value) => ({ value, label: reviewText.ratingOption(value) })) },
      reply: { kind: 'set', label: text.replyFilter, options: reviewReplyStates.map((value) => ({ value, label: reviewText.replyStateLabels[value] })) },
    },
    sortFields: reviewSortFields,
    defaultSort: { field: 'created', direction: 'desc' },
    pageSizes: [50, 100],
    defaultPageSize: 50,
    columns: [{ id: 'review', alwaysVisible: true }, { id: 'rating' }, { id: 'klass' }, { id: 'author' }, { id: 'reply' }, { id: 'created' }],
  });
}

type MasterReviewListDefinition = ReturnType<typeof masterReviewList>;

/** What a review is called in its link: the start of what it says. */
function reviewStart(review: Pick<AdminReview, 'body'>): string {
  const characters = [...review.body.trim()];
  return characters.length > 20 ? `${characters.slice(0, 20).join('')}…` : characters.join('');
}

const columns: DataTableColumn<AdminReview>[] = [
  { id: 'review', header: reviewText.columnReview, width: '20rem', cell: (review) => <Link to={masterReviewPath(review.reviewKey)}>{reviewStart(review)}</Link> },
  { id: 'rating', header: reviewText.columnRating, cell: (review) => reviewText.rating(review.rating) },
  { id: 'klass', header: reviewText.columnKlass, cell: (review) => review.klassTitle },
  { id: 'author', header: reviewText.columnAuthor, cell: (review) => review.author.displayName },
  { id: 'reply', header: reviewText.columnReply, cell: (review) => reviewText.replyStateLabels[review.reply ? 'REPLIED' : 'UNREPLIED'] },
  { id: 'created', header: reviewText.columnCreated, kind: 'dateTime', cell: (review) => formatDateTime(review.created) },
];

function MasterReviewList({ definition }: { definition: MasterReviewListDefinition }) {
  const list = useListState(definition);
  const page = useListPageQuery(list, masterReviewsQuery);
  return (
    <ListPage
      list={list}
      page={page}
      caption={text.caption}
      noun={text.noun}
      unit={text.unit}
      columns={columns}
      getRowKey={(review) => review.reviewKey}
      getRowLabel={reviewStart}
    />
  );
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
        <ErrorState headingLevel={2} title={text.klassesLoadFailed} onRetry={() => void klasses.refetch()} retryLabel={reviewText.retry} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      )}
    </AdminPage>
  );
}
