/** Spec learner.md §9: satisfaction percent and rating average of a review summary. */
import { describe, expect, it } from 'vitest';
import { formatRatingAverage, ratingAverage, satisfactionPercent } from './summary';

/** A rating list from counts for ratings 1..5. */
function list(...counts: [number, number, number, number, number]) {
  return counts.map((count, index) => ({ ratingValue: index + 1, count }));
}

/** A summary whose totalCount is the list's own sum (they agree). */
function summary(...counts: [number, number, number, number, number]) {
  return { totalCount: counts.reduce((sum, count) => sum + count, 0), ratingList: list(...counts) };
}

describe('satisfactionPercent — "share of ratings 3 to 5 among all reviews, rounded down"', () => {
  it('is 0 with zero reviews', () => {
    expect(satisfactionPercent(summary(0, 0, 0, 0, 0))).toBe(0);
    expect(satisfactionPercent({ totalCount: 0, ratingList: [] })).toBe(0);
  });

  it('counts rating 3 as satisfied and rating 2 as not (the boundary)', () => {
    expect(satisfactionPercent(summary(0, 0, 1, 0, 0))).toBe(100);
    expect(satisfactionPercent(summary(0, 1, 0, 0, 0))).toBe(0);
  });

  it('rounds down: 2 of 3 is 66, not 67', () => {
    expect(satisfactionPercent(summary(1, 0, 1, 0, 1))).toBe(66);
  });

  it('rounds down just under 100: 999 of 1000 is 99', () => {
    expect(satisfactionPercent(summary(1, 0, 0, 0, 999))).toBe(99);
  });

  it('stays exact where floating point would dip below a whole number (57 of 100)', () => {
    expect(satisfactionPercent(summary(43, 0, 57, 0, 0))).toBe(57);
  });

  it('"among all reviews": divides by totalCount when the rating list counts fewer', () => {
    // 10 reviews, of which the list breaks down 8 (6 of them rated 3 to 5): 6 of 10, not 6 of 8.
    expect(satisfactionPercent({ totalCount: 10, ratingList: list(1, 1, 2, 2, 2) })).toBe(60);
  });
});

describe('ratingAverage — "weighted mean of the rating list", one decimal', () => {
  it('is 0 (shown "0.0") with zero reviews', () => {
    expect(ratingAverage(list(0, 0, 0, 0, 0))).toBe(0);
    expect(formatRatingAverage(list(0, 0, 0, 0, 0))).toBe('0.0');
  });

  it('weights each rating by its count', () => {
    // (5·3 + 1·1) / 4 = 4
    expect(ratingAverage(list(1, 0, 0, 0, 3))).toBe(4);
    expect(formatRatingAverage(list(1, 0, 0, 0, 3))).toBe('4.0');
  });

  it('rounds half up at one decimal: 4.25 → 4.3, 4.35 → 4.4', () => {
    // (5 + 5 + 4 + 3) / 4 = 4.25
    expect(ratingAverage(list(0, 0, 1, 1, 2))).toBe(4.3);
    // 87 / 20 = 4.35 (4.35 * 10 is 43.4999… in binary floating point)
    expect(ratingAverage(list(0, 0, 0, 13, 7))).toBe(4.4);
  });

  it('rounds down below the half: 13 / 3 = 4.33… → 4.3', () => {
    expect(formatRatingAverage(list(0, 0, 0, 2, 1))).toBe('4.3');
  });

  it('covers the extremes 1.0 and 5.0', () => {
    expect(formatRatingAverage(list(7, 0, 0, 0, 0))).toBe('1.0');
    expect(formatRatingAverage(list(0, 0, 0, 0, 7))).toBe('5.0');
  });
});
