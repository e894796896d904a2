/**
 * File sizes in Bytes, KB, MB and GB at 1024 steps (learner.md §9), with at most one decimal.
 */
import { formatDecimal } from './number';

const units = ['Bytes', 'KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatDecimal(value, 1)} ${units[unit]}`;
}
