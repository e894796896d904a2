/**
 * "Recent" mark (spec learner.md §9: a date within 7 days counts as recent). Exactly 7 days ago
 * still counts; a date slightly in the future (clock skew between server and browser) counts too.
 */
import { DAY_MS, toDate, type DateInput } from './dateInput';

export const RECENT_DAYS = 7;

export function isRecent(date: DateInput, now: DateInput = Date.now()): boolean {
  return toDate(now).getTime() - toDate(date).getTime() <= RECENT_DAYS * DAY_MS;
}
