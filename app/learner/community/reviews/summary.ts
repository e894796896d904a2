/**
 * Derived review figures (spec learner.md §3 Review summary, §9). The spec words them apart on
 * purpose: the satisfaction percent is a "share of ratings 3 to 5 among all reviews", so its
 * denominator is the summary's `totalCount` (every review, also those the rating list does not
 * break down); the rating average is the "weighted mean of the rating list", so the list alone.
 * They differ only when a backend's `totalCount` and list disagree.
 */
import type { ReviewSummary } from '@app/shared/api/contract/community';

type RatingList = ReviewSummary['ratingList'];

/** Ratings counted as satisfied: 3 to 5. */
const SATISFIED_FROM = 3;

function totalOf(ratingList: RatingList): number {
  return ratingList.reduce((sum, item) => sum + item.count, 0);
}

/** Share of ratings 3 to 5 among all reviews (`totalCount`), in percent, rounded down; 0 without reviews. */
export function satisfactionPercent({ totalCount, ratingList }: Pick<ReviewSummary, 'totalCount' | 'ratingList'>): number {
  const total = totalCount;
  if (total <= 0) return 0;
  const satisfied = ratingList
    .filter((item) => item.ratingValue >= SATISFIED_FROM)
    .reduce((sum, item) => sum + item.count, 0);
  // Integer numerator first: floor(100·k/n) is then exact for every whole-number result.
  return Math.floor((100 * satisfied) / total);
}

/**
 * Weighted mean of the rating list, rounded half up to one decimal for display (4.25 → 4.3);
 * 0 without reviews. Rounded from integer sums so binary fractions never tip a half down.
 */
export function ratingAverage(ratingList: RatingList): number {
  const total = totalOf(ratingList);
  if (total === 0) return 0;
  const weighted = ratingList.reduce((sum, item) => sum + item.ratingValue * item.count, 0);
  return Math.round((10 * weighted) / total) / 10;
}

/** The average as shown: always one decimal ("4.0", "0.0"). */
export function formatRatingAverage(ratingList: RatingList): string {
  return ratingAverage(ratingList).toFixed(1);
}
