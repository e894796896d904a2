/**
 * What the date formatters accept and the one time zone they display in (spec learner.md §9:
 * Korean locale, Asia/Seoul). Server times arrive as ISO strings; tests pass Dates or epoch ms.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Seoul';

export type DateInput = Date | string | number;

export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  return date;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
