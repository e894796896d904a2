/**
 * `/admin/boards/reviews` (backoffice.md §2 "reviews"; learner.md §5 review guidance; issue 42):
 * the learners' class reviews on the list kit, newest first, filtered by text, class (초성 too),
 * rating, state and reply, with how many of the matches are shown and how many hidden always said
 * above the table. A review opens its reply page. Hiding takes a review out of the learner's lists
 * and the class's rating; it and showing again are reversible, so a row's button and the bulk bar
 * (picked rows, the page, or "all N matching") apply at once with the kit's undo window and send
 * after it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@ds/components/Button';
import { StatusLabel } from '@ds/components/StatusLabel';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { AdminReview } from '@app/shared/api/contract/adminBoardReview';
import { reviewSortFields, reviewStates } from '@app/shared/api/contract/adminBoardRules';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { useListPageQuery, type ListPageData } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { withScopedValue, withScopedValueTakenBack, type RowField } from '../kit/selection/scopedRows';
import { useListSelection } from '../kit/selection/useListSelection';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { reviewPath } from './paths';
import { learnerCommunityArea } from './questionApi';
import { adminReviewKeys, hideReviews, reviewsQuery, type ReviewSelection } from './reviewApi';
import { ReviewList, reviewStart, sharedReviewFilters } from './ReviewList';

const text = copy.backofficeBoardReviews;

const { q, rating, reply } = sharedReviewFilters;

export const reviewList = defineList({
  id: 'boards.reviews',
  filters: {
    q,
    klass: { kind: 'text', label: text.klassFilter, placeholder: text.klassPlaceholder },
    rating,
    state: { kind: 'set', label: text.stateFilter, options: reviewStates.map((value) => ({ value, label: text.stateLabels[value] })) },
    reply,
  },
  sortFields: reviewSortFields,
  defaultSort: { field: 'created', direction: 'desc' },
  pageSizes: [50, 100],
  defaultPageSize: 50,
  columns: [{ id: 'review', alwaysVisible: true }, { id: 'rating' }, { id: 'klass' }, { id: 'author' }, { id: 'state' }, { id: 'reply' }, { id: 'created' }],
});

type ReviewPage = ListPageData<AdminReview>;

const hiddenField: RowField<AdminReview, boolean> = {
  key: (row) => row.reviewKey,
  get: (row) => row.hidden,
  set: (row, hidden) => ({ ...row, hidden }),
};

/** What hiding or showing changes, for the other tabs: the reviews, their history, and the learner's lists and ratings. */
const reviewChanges = [adminReviewKeys.all, adminHistoryKeys.all, learnerCommunityArea] as const;

function refusalMessage(error: unknown): string {
  return isApiError(error) && error.code === errorCodes.selectionChanged.code ? text.selectionChanged : text.changeFailed;
}

export function ReviewsPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoableAction();
  const list = useListState(reviewList);
  const page = useListPageQuery(list, reviewsQuery);
  const selection = useListSelection(list, page.data?.totalCount, text.unit);
  const pageKey = adminReviewKeys.list(list.query);
  const counts = page.data?.counts;

  const change = (scope: ReviewSelection, scopeWords: string, hidden: boolean) => {
    const before = queryClient.getQueryData<ReviewPage>(pageKey);
    undo.run({
      label: hidden ? text.hidden(scopeWords) : text.shown(scopeWords),
      apply: () => {
        if (before) queryClient.setQueryData(pageKey, withScopedValue(before, scope, hiddenField, hidden));
      },
      revert: (cause) => {
        if (!before) return;
        if (cause === 'undone') queryClient.setQueryData(pageKey, before);
        else queryClient.setQueryData<ReviewPage>(pageKey, (now) => withScopedValueTakenBack(now, before, scope, hiddenField, hidden));
      },
      send: async ({ keepalive }) => {
        try {
          await hideReviews(scope, hidden, { keepalive });
        } catch (error) {
          toast.show({ message: refusalMessage(error), tone: 'danger' });
          throw error;
        } finally {
          // The counts above the table and a state filter's rows move with it.
          void queryClient.invalidateQueries({ queryKey: adminReviewKeys.lists() });
        }
      },
      changes: reviewChanges,
    });
  };

  const changeSelection = (hidden: boolean) => {
    const scope = selection.scope;
    if (!scope) return;
    change(scope, text.manyReviews(selection.count), hidden);
    selection.clear();
  };

  return (
    <AdminPage title={text.title} area={areaById('BOARD')} description={text.intro}>
      <AreaSectionNav />
      <ReviewList
        list={list}
        page={page}
        words={text}
        reviewPath={reviewPath}
        moderation={{
          // Built per render: the row buttons close over this page's change (the undo queue is per frame).
          stateCell: (review) => (
            <>
              <StatusLabel tone={review.hidden ? 'warning' : 'info'}>{text.stateLabels[review.hidden ? 'HIDDEN' : 'SHOWN']}</StatusLabel>{' '}
              <Button
                size="sm"
                variant="secondary"
                aria-label={review.hidden ? text.showOne(reviewStart(review)) : text.hideOne(reviewStart(review))}
                onClick={() => change({ kind: 'keys', keys: [review.reviewKey] }, text.oneReview(reviewStart(review)), !review.hidden)}
              >
                {review.hidden ? text.show : text.hide}
              </Button>
            </>
          ),
          selection,
          toolbar: counts && <span>{text.counts(counts.shown, counts.hidden)}</span>,
          bulkActions: (
            <>
              <Button size="sm" disabled={selection.tooLarge} onClick={() => changeSelection(true)}>
                {text.hide}
              </Button>
              <Button size="sm" variant="secondary" disabled={selection.tooLarge} onClick={() => changeSelection(false)}>
                {text.show}
              </Button>
            </>
          ),
        }}
      />
    </AdminPage>
  );
}
