/**
 * The counter text shown under a limited field: "len/N", with thousands separators so the review
 * field reads "1,234/10,000" (learner.md §5: "(n/10,000)").
 */
import { formatCount } from './number';

export function formatCounter(length: number, max: number): string {
  return `${formatCount(length)}/${formatCount(max)}`;
}
