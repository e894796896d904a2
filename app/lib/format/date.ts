/**
 * Dates as the learner sees them, always in Asia/Seoul whatever the browser's zone (spec §9):
 * date `yyyy.MM.dd`, date-time `yyyy.MM.dd HH:mm`, and the short `yy/MM/dd` of the my-class
 * period text (spec §4).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { ko } from 'date-fns/locale';
import { DISPLAY_TIME_ZONE, toDate, type DateInput } from './dateInput';

function inSeoul(input: DateInput, pattern: string): string {
  return formatInTimeZone(toDate(input), DISPLAY_TIME_ZONE, pattern, { locale: ko });
}

/** `2025.01.01` */
export function formatDate(input: DateInput): string {
  return inSeoul(input, 'yyyy.MM.dd');
}

/** `2025.01.01 00:30` (24-hour clock) */
export function formatDateTime(input: DateInput): string {
  return inSeoul(input, 'yyyy.MM.dd HH:mm');
}

/** `25/01/01` */
export function formatShortDate(input: DateInput): string {
  return inSeoul(input, 'yy/MM/dd');
}
