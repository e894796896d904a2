/**
 * Deadline label (spec learner.md §9): within 24 hours "오늘까지", otherwise `D-{days}`.
 *
 * Rules fixed here: "within 24 hours" includes exactly 24 hours; beyond that the label counts
 * the Seoul days left (`seoulDaysLeft`: from today's Seoul date to the deadline's), the one count
 * the mock's "N일 남음" reads too (mocks/inventory/labels.ts), so a card never says D-59 beside
 * 60일 남음; a deadline already passed has no label (null), so the caller shows the ended state.
 *
 * Shown on the learner's ticket cards (my classes, course tickets) for an ACTIVE ticket's period
 * end, `expiredAt` (app/learner/classes/rules/displayRules.ts `deadlineBadge`).
 */
import { DAY_MS, toDate, type DateInput } from './dateInput';
import { seoulDayOf, seoulDayStartMs } from './seoulDay';

export const DEADLINE_TODAY = '오늘까지';

/** Seoul calendar days from `now`'s date to `deadline`'s (0 on the same Seoul day). */
export function seoulDaysLeft(deadline: DateInput, now: DateInput = Date.now()): number {
  const day = (input: DateInput) => seoulDayStartMs(seoulDayOf(toDate(input).getTime()));
  return Math.round((day(deadline) - day(now)) / DAY_MS);
}

export function deadlineLabel(deadline: DateInput, now: DateInput = Date.now()): string | null {
  const remaining = toDate(deadline).getTime() - toDate(now).getTime();
  if (remaining <= 0) return null;
  if (remaining <= DAY_MS) return DEADLINE_TODAY;
  return `D-${Math.max(1, seoulDaysLeft(deadline, now))}`;
}
