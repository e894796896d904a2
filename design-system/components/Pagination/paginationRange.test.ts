/** Pagination by page numbers (issue 3): first, last, current ± siblings, gaps in between. */
import { describe, expect, it } from 'vitest';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('shows every page when they fit', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('puts one gap on the far side near the start and the end', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('surrounds a middle page with its siblings and gaps on both sides', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationRange(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('keeps the same length wherever the current page is, and clamps out-of-range pages', () => {
    const lengths = new Set(Array.from({ length: 30 }, (_, index) => paginationRange(index + 1, 30).length));
    expect([...lengths]).toEqual([7]);
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
    expect(paginationRange(-3, 20)).toEqual(paginationRange(1, 20));
  });
});
