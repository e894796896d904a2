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
import type { DataTableColumn } from '@ds/components/DataTable';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { AdminReview } from '@app/shared/api/contract/adminBoardReview';
import { reviewRatingValues, reviewReplyStates, reviewSortFields, reviewStates } from '@app/shared/api/contract/adminBoardRules';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage, useListPageQuery, type ListPageData } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { withScopedValue, withScopedValueTakenBack, type RowField } from '../kit/selection/scopedRows';
import { useListSelection } from '../kit/selection/useListSelection';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { reviewPath } from './paths';
import { learnerCommunityArea } from './questionApi';
import { adminReviewKeys, hideReviews, reviewsQuery, type ReviewSelection } from './reviewApi';

const text = copy.backofficeBoardReviews;

export const reviewList = defineList({
  id: 'boards.reviews',
  filters: {
    q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
    klass: { kind: 'text', label: text.klassFilter, placeholder: text.klassPlaceholder },
    rating: { kind: 'set', label: text.ratingFilter, options: reviewRatingValues.map((value) => ({ value, label: text.ratingOption(value) })) },
    state: { kind: 'set', label: text.stateFilter, options: reviewStates.map((value) => ({ value, label: text.stateLabels[value] })) },
    reply: { kind: 'set', label: text.replyFilter, options: reviewReplyStates.map((value) => ({ value, label: text.replyStateLabels[value] })) },
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

/** What a review is called in a toast or a button: the start of what it says. */
function reviewStart(review: Pick<AdminReview, 'body'>): string {
  const characters = [...review.body.trim()];
  return characters.length > 20 ? `${characters.slice(0, 20).join('')}…` : characters.join('');
}

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
    change(scope, selection.summary, hidden);
    selection.clear();
  };

  // Built per render: the row buttons close over this page's change (the undo queue is per frame).
  const columns: DataTableColumn<AdminReview>[] = [
    // Widths the values need (the hand review: at 1280 px the table scrolled sideways): the review's start and the class share what is left.
    { id: 'review', header: text.columnReview, cell: (review) => <Link to={reviewPath(review.reviewKey)}>{reviewStart(review)}</Link> },
    { id: 'rating', header: text.columnRating, width: '4.5rem', cell: (review) => text.rating(review.rating) },
    { id: 'klass', header: text.columnKlass, cell: (review) => review.klassTitle },
    { id: 'author', header: text.columnAuthor, width: '7rem', cell: (review) => review.author.displayName },
    {
      id: 'state',
      header: text.columnState,
      width: '11rem',
      cell: (review) => (
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
    },
    { id: 'reply', header: text.columnReply, width: '6.5rem', cell: (review) => text.replyStateLabels[review.reply ? 'REPLIED' : 'UNREPLIED'] },
    { id: 'created', header: text.columnCreated, kind: 'dateTime', cell: (review) => formatDateTime(review.created) },
  ];

  return (
    <AdminPage title={text.title} area={areaById('BOARD')} description={text.intro}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(review) => review.reviewKey}
        getRowLabel={(review) => reviewStart(review)}
        selection={selection}
        toolbar={counts && <span>{text.counts(counts.shown, counts.hidden)}</span>}
        bulkActions={
          <>
            <Button size="sm" disabled={selection.tooLarge} onClick={() => changeSelection(true)}>
              {text.hide}
            </Button>
            <Button size="sm" variant="secondary" disabled={selection.tooLarge} onClick={() => changeSelection(false)}>
              {text.show}
            </Button>
          </>
        }
      />
    </AdminPage>
  );
}
