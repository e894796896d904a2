/**
 * Reviews of a class (learner.md §2, §3, §7, §9): the summary, then a page of 5 reviews sorted
 * (default `-created`) and optionally filtered by rating, each with a favourite toggle; and the
 * learner's "write / edit my review" entry, which opens the review dialog. Visitors who favourite
 * or write are asked to log in.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@ds/components/Button';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Pagination } from '@ds/components/Pagination';
import { Select } from '@ds/components/Select';
import { useToast } from '@ds/components/Toast';
import {
  DEFAULT_REVIEW_PAGE_SIZE,
  DEFAULT_REVIEW_SORT,
  reviewSortSchema,
  type Review,
  type ReviewSort,
} from '@app/shared/api/contract/community';
import {
  communityKeys,
  favoriteReview,
  reviewsQuery,
  unfavoriteReview,
} from '@app/learner/api/community';
import { copy } from '@app/shared/copy';
import { LEARNER_TOAST_DURATION_MS } from '@app/shared/site';
import { ReviewDialog } from '../reviewDialog/ReviewDialog';
import { SectionHeading } from '../shared/SectionHeading';
import { SectionLoading } from '../shared/SectionLoading';
import { SectionList, SectionToolbar } from '../shared/sectionLayout';
import { useRequireLogin } from '../shared/useRequireLogin';
import { ReviewItem } from './ReviewItem';
import { ReviewSummaryPanel } from './ReviewSummaryPanel';
import { useReviewTarget } from './useReviewTarget';

const text = copy.community.reviews;
const sortOptions = reviewSortSchema.options.map((value) => ({ value, label: text.sorts[value] }));
const ratingOptions = [
  { value: '', label: text.ratingFilterAll },
  ...[5, 4, 3, 2, 1].map((rating) => ({ value: String(rating), label: text.ratingRow(rating) })),
];

function isReviewSort(value: string): value is ReviewSort {
  return reviewSortSchema.safeParse(value).success;
}

export function KlassReviews({ klassId }: { klassId: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const gate = useRequireLogin();
  const reviewTarget = useReviewTarget(klassId, gate.isAuthenticated);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);

  const query = {
    sort,
    page,
    perPage: DEFAULT_REVIEW_PAGE_SIZE,
    ...(rating === undefined ? {} : { rating }),
  };
  const reviews = useQuery({ ...reviewsQuery(klassId, query), placeholderData: keepPreviousData });

  const favorite = useMutation({
    mutationFn: (review: Review) =>
      review.isFavorite
        ? unfavoriteReview(klassId, review.key)
        : favoriteReview(klassId, review.key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.klass(klassId) }),
    onError: () =>
      toast.show({ message: text.favoriteFailed, tone: 'danger', duration: LEARNER_TOAST_DURATION_MS }),
  });

  const headingId = `reviews-${klassId}`;
  let list;
  if (reviews.isPending) list = <SectionLoading label={text.loading} />;
  else if (reviews.isError) {
    list = (
      <ErrorState
        headingLevel={3}
        description={text.loadFailed}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isRefetching}
        retryLabel={copy.common.retry}
      />
    );
  } else if (reviews.data.items.length === 0) {
    list = (
      <EmptyState
        headingLevel={3}
        icon="star"
        title={rating === undefined ? text.empty : text.emptyFiltered}
      />
    );
  } else {
    list = (
      <>
        <SectionList aria-label={text.title} aria-busy={reviews.isPlaceholderData}>
          {reviews.data.items.map((review) => (
            <li key={review.key}>
              <ReviewItem
                review={review}
                favoritePending={favorite.isPending && favorite.variables.key === review.key}
                onToggleFavorite={(item) => gate.requireLogin(() => favorite.mutate(item))}
              />
            </li>
          ))}
        </SectionList>
        <Pagination
          page={reviews.data.page}
          pageCount={reviews.data.totalPages}
          onChange={setPage}
          label={text.pagination}
        />
      </>
    );
  }

  const canWrite = !gate.isAuthenticated || reviewTarget !== null;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{text.title}</SectionHeading>
      <ReviewSummaryPanel klassId={klassId} />
      <SectionToolbar>
        <Select
          label={text.sortLabel}
          options={sortOptions}
          value={sort}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isReviewSort(next)) setSort(next);
            setPage(1);
          }}
        />
        <Select
          label={text.ratingFilterLabel}
          options={ratingOptions}
          value={rating === undefined ? '' : String(rating)}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setRating(next === '' ? undefined : Number(next));
            setPage(1);
          }}
        />
        {canWrite && (
          <Button onClick={() => gate.requireLogin(() => setDialogOpen(true))}>{text.write}</Button>
        )}
      </SectionToolbar>
      {list}
      {reviewTarget && (
        <ReviewDialog open={dialogOpen} onClose={() => setDialogOpen(false)} target={reviewTarget} />
      )}
    </section>
  );
}
