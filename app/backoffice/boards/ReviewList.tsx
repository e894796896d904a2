/**
 * The one review list of the back-office (issue 42): the operator's every-class reviews
 * (`ReviewsPage`) and a master's own-class reviews (`master/reviews/MasterReviewsPage`) are this
 * table with what differs passed in — the scope is the list the page fetches, the links lead to the
 * page's reply screen, and only the operator moderates (a state column with a row's hide / show
 * button, the selection with its bulk bar, the counts above the table). Kept as one piece so a
 * column, a width or the review's short name changes for both at once (the lead's `duplicates`
 * run found the two pages near-twins).
 */
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import type { AdminReview } from '@app/shared/api/contract/adminBoardReview';
import { reviewRatingValues, reviewReplyStates } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { ListPage, type ListRowsResult } from '../kit/list/ListPage';
import type { FilterDefinition, AnyListDefinition } from '../kit/list/urlState';
import type { ListStateApi } from '../kit/list/useListState';
import type { ListSelectionApi } from '../kit/selection/useListSelection';

const text = copy.backofficeBoardReviews;

/** What a review is called in a link, a toast or a button: the start of what it says. */
export function reviewStart(review: Pick<AdminReview, 'body'>): string {
  const characters = [...review.body.trim()];
  return characters.length > 20 ? `${characters.slice(0, 20).join('')}…` : characters.join('');
}

/** The filters both lists offer: the text, the rating and the reply. */
export const sharedReviewFilters = {
  q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
  rating: { kind: 'set', label: text.ratingFilter, options: reviewRatingValues.map((value) => ({ value, label: text.ratingOption(value) })) },
  reply: { kind: 'set', label: text.replyFilter, options: reviewReplyStates.map((value) => ({ value, label: text.replyStateLabels[value] })) },
} as const satisfies Record<string, FilterDefinition>;

/** What the operator has and a master has not: moderation. */
export interface ReviewModeration<D extends AnyListDefinition> {
  /** The state column's cell: the state and the row's hide / show button. */
  stateCell: (review: AdminReview) => ReactNode;
  selection: ListSelectionApi<D>;
  bulkActions: ReactNode;
  /** Above the table: how many are shown and how many hidden. */
  toolbar?: ReactNode;
}

export interface ReviewListProps<D extends AnyListDefinition> {
  list: ListStateApi<D>;
  page: ListRowsResult<AdminReview>;
  words: { caption: string; noun: string; unit: string };
  /** Where a review's link leads: the page's own reply screen. */
  reviewPath: (reviewKey: string) => string;
  moderation?: ReviewModeration<D>;
}

export function ReviewList<D extends AnyListDefinition>({ list, page, words, reviewPath, moderation }: ReviewListProps<D>) {
  // Widths the values need (the hand review: at 1280 px the table scrolled sideways): the review's start and the class share what is left.
  const columns: DataTableColumn<AdminReview>[] = [
    { id: 'review', header: text.columnReview, cell: (review) => <Link to={reviewPath(review.reviewKey)}>{reviewStart(review)}</Link> },
    { id: 'rating', header: text.columnRating, width: '4.5rem', cell: (review) => text.rating(review.rating) },
    { id: 'klass', header: text.columnKlass, cell: (review) => review.klassTitle },
    { id: 'author', header: text.columnAuthor, width: '7rem', cell: (review) => review.author.displayName },
    ...(moderation ? [{ id: 'state', header: text.columnState, width: '11rem', cell: moderation.stateCell }] : []),
    { id: 'reply', header: text.columnReply, width: '6.5rem', cell: (review) => text.replyStateLabels[review.reply ? 'REPLIED' : 'UNREPLIED'] },
    { id: 'created', header: text.columnCreated, kind: 'dateTime', cell: (review) => formatDateTime(review.created) },
  ];
  return (
    <ListPage
      list={list}
      page={page}
      caption={words.caption}
      noun={words.noun}
      unit={words.unit}
      columns={columns}
      getRowKey={(review) => review.reviewKey}
      getRowLabel={reviewStart}
      selection={moderation?.selection}
      toolbar={moderation?.toolbar}
      bulkActions={moderation?.bulkActions}
    />
  );
}
