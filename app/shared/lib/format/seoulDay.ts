/**
 * Seoul days as instants and back (backoffice.md §9, learner.md §9: Asia/Seoul for the time of
 * day). Korea keeps no summer time, so a Seoul day always runs from 00:00 at +09:00; this module
 * holds that fact once for the rules that turn on a Seoul day — a terms version's effective day, a
 * popup's schedule, "오늘 하루 보지 않기" — so the learner side, the back-office and the mock agree.
 * Pure: every function takes the instant it reads (the caller's injected clock).
 */

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `yyyy-MM-dd`, the Seoul day an instant (epoch ms) falls in. */
export function seoulDayOf(at: number): string {
  return new Date(at + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant (epoch ms) of a Seoul day given as `yyyy-MM-dd`. */
export function seoulDayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00+09:00`);
}

/** The first instant of the Seoul day after the one `at` falls in. */
export function nextSeoulDayStartMs(at: number): number {
  return seoulDayStartMs(seoulDayOf(at)) + DAY_MS;
}

/** `yyyy-MM-ddTHH:mm` (a datetime-local field) read as Seoul time; NaN when it is not one. */
export function seoulLocalToMs(local: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? Date.parse(`${local}:00+09:00`) : Number.NaN;
}

/** An instant as `yyyy-MM-ddTHH:mm` in Seoul (a datetime-local field's value). */
export function msToSeoulLocal(at: number): string {
  return new Date(at + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}
