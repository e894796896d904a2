/**
 * Calendar days as `yyyy-MM-dd` strings interpreted in Asia/Seoul (learner.md §9), and the rule
 * of a date range: its end may not precede its start. An instant's Seoul day is read with Intl
 * rather than date-fns-tz's formatInTimeZone, which brings date-fns's whole formatter and English
 * locale (about 6 KB gzip) onto every list page for three numbers. A day's first instant is its
 * 00:00 at +09:00 (Korea keeps no summer time; app/shared/lib/format/seoulDay.ts holds the same
 * rule), not date-fns-tz's fromZonedTime: about 2 KB gzip on every list page for a fixed offset.
 */
export const SEOUL = 'Asia/Seoul';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

let seoulDays: Intl.DateTimeFormat | null = null;

/** The Seoul calendar day of an instant, `yyyy-MM-dd`. Its formatter is built on first need. */
function seoulDayOf(instant: Date): string {
  seoulDays ??= new Intl.DateTimeFormat('en-US', { timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit' });
  const part = Object.fromEntries(seoulDays.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** A broken range rule, named as its sentence is keyed in DesignSystemMessages. */
export type DateRangeProblem = 'endBeforeStart';

/** The instant a Seoul calendar day starts, or null when `day` is not a real `yyyy-MM-dd` day. */
export function startOfSeoulDay(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const instant = new Date(`${day}T00:00:00+09:00`);
  if (Number.isNaN(instant.getTime())) return null;
  // A day that does not read back the same (2024-02-30) is not a real day.
  return seoulDayOf(instant) === day ? instant : null;
}

/** Today's calendar day in Seoul, whatever the device's time zone. */
export function seoulToday(now: Date = new Date()): string {
  return seoulDayOf(now);
}

export interface DateRange {
  start: string;
  end: string;
}

/** The rule the range breaks, or null; an unfinished range is not an error. */
export function validateDateRange({ start, end }: DateRange): DateRangeProblem | null {
  const from = startOfSeoulDay(start);
  const to = startOfSeoulDay(end);
  if (!from || !to) return null;
  return to.getTime() < from.getTime() ? 'endBeforeStart' : null;
}
