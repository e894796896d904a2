/**
 * Dates as the learner sees them, always in Asia/Seoul whatever the browser's zone (spec §9):
 * date `yyyy.MM.dd`, date-time `yyyy.MM.dd HH:mm`, and the short `yy/MM/dd` of the my-class
 * period text (spec §4).
 *
 * All three are digits only, so the browser's own Intl time-zone data does the work: date-fns-tz
 * with its locales would add about 9 KB gzip to every learner page (issue 9 budget).
 */
import { DISPLAY_TIME_ZONE, toDate, type DateInput } from './dateInput';

interface SeoulParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

let seoulFormat: Intl.DateTimeFormat | undefined;

function inSeoul(input: DateInput): SeoulParts {
  seoulFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: SeoulParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const { type, value } of seoulFormat.formatToParts(toDate(input))) {
    if (type in parts) parts[type as keyof SeoulParts] = value;
  }
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

/** `2025.01.01` */
export function formatDate(input: DateInput): string {
  const { year, month, day } = inSeoul(input);
  return `${year}.${month}.${day}`;
}

/** `2025.01.01 00:30` (24-hour clock) */
export function formatDateTime(input: DateInput): string {
  const { year, month, day, hour, minute } = inSeoul(input);
  return `${year}.${month}.${day} ${hour}:${minute}`;
}

/** `25/01/01` */
export function formatShortDate(input: DateInput): string {
  const { year, month, day } = inSeoul(input);
  return `${year.slice(-2)}/${month}/${day}`;
}
