/**
 * Which page numbers a pager shows: always the first and last page, the current page with
 * `siblings` on each side, and a gap marker where pages are left out. The result has the same
 * length wherever the current page is (for a given total), so the pager does not jump around.
 */
export type PageSlot = number | 'gap';

export function paginationRange(page: number, pageCount: number, siblings = 1): PageSlot[] {
  const total = Math.max(0, Math.floor(pageCount));
  // first + last + current + siblings + two gaps
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, index) => index + 1);

  const current = Math.min(Math.max(1, page), total);
  const edge = slots - 2; // numbers shown on the crowded side next to first/last
  if (current <= edge - siblings) {
    return [...Array.from({ length: edge }, (_, index) => index + 1), 'gap', total];
  }
  if (current >= total - edge + siblings + 1) {
    return [1, 'gap', ...Array.from({ length: edge }, (_, index) => total - edge + index + 1)];
  }
  const middle = Array.from({ length: 2 * siblings + 1 }, (_, index) => current - siblings + index);
  return [1, 'gap', ...middle, 'gap', total];
}
