/**
 * Seoul days and times as the mock reads and writes them (backoffice.md §9 `yyyy.MM.dd`,
 * `yyyy.MM.dd HH:mm`; a filter's day as `2026-11-22`): one module for every area, so an export, a
 * certificate, a job's file name and a day filter agree on the day an instant falls in, whichever
 * area wrote it. Korea keeps no summer time, so a Seoul day is always +09:00.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const seoulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const seoulClock = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant (a record's) or epoch milliseconds (`settings.now()`). */
export type Instant = string | number;

/** `yyyy.MM.dd` in Asia/Seoul. */
export function seoulDate(at: Instant): string {
  return seoulDay.format(new Date(at)).replaceAll('-', '.');
}

/** `yyyy.MM.dd HH:mm` in Asia/Seoul, 24-hour. */
export function seoulDateTime(at: Instant): string {
  return `${seoulDate(at)} ${seoulClock.format(new Date(at))}`;
}

/** The first instant (epoch ms) of a Seoul day given as `yyyy-MM-dd`. */
export function seoulDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+09:00`);
}

/** The last millisecond of a Seoul day given as `yyyy-MM-dd`: a "to" day is included. */
export function seoulDayEnd(day: string): number {
  return seoulDayStart(day) + DAY_MS - 1;
}
