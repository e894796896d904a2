/**
 * Which rating a key moves to inside the star radio group: arrows step by one (right/up more,
 * left/down fewer), Home is 1 star and End is 5; it stops at the ends instead of wrapping, since
 * jumping from 5 stars to 1 on one more press would surprise a reviewer.
 */
export const RATING_MAX = 5;

export function ratingForKey(key: string, current: number): number | null {
  const from = Math.max(current, 1);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current === 0 ? 1 : Math.min(from + 1, RATING_MAX);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(from - 1, 1);
    case 'Home':
      return 1;
    case 'End':
      return RATING_MAX;
    default:
      return null;
  }
}
