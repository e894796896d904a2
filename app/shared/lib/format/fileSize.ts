/**
 * File sizes (spec learner.md §9: Bytes, KB, MB, GB at 1024 steps). Below 1 KB the exact byte
 * count; above, at most one decimal with a trailing ".0" dropped (1.5 KB, 2 MB). A value that
 * would round up to 1024 of a unit moves to the next unit (1 MB, not "1024 KB"); GB is the top.
 */
const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  if (bytes < STEP) return `${Math.round(bytes)} Bytes`;
  let unit = 1;
  let value = bytes / STEP;
  while (unit < UNITS.length - 1 && oneDecimal(value) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${oneDecimal(value)} ${UNITS[unit]}`;
}
