/**
 * Deadline label (spec learner.md §9): within 24 hours "오늘까지", otherwise `D-{days}`.
 *
 * Rules fixed here: "within 24 hours" includes exactly 24 hours; beyond that the label counts
 * whole days left, rounded down (24 h + 1 ms → D-1, 48 h → D-2); a deadline already passed has
 * no label (null), so the caller shows the ended state instead.
 *
 * Shown on the learner's ticket cards (my classes, course tickets) for an ACTIVE ticket's period
 * end, `expiredAt` (app/learner/classes/rules/displayRules.ts `deadlineBadge`).
 */
import { DAY_MS, toDate, type DateInput } from './dateInput';

export const DEADLINE_TODAY = '오늘까지';

export function deadlineLabel(deadline: DateInput, now: DateInput = Date.now()): string | null {
  const remaining = toDate(deadline).getTime() - toDate(now).getTime();
  if (remaining <= 0) return null;
  if (remaining <= DAY_MS) return DEADLINE_TODAY;
  return `D-${Math.floor(remaining / DAY_MS)}`;
}
