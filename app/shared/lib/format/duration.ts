/**
 * Durations from seconds (spec learner.md §9: minutes/hours, mm:ss or hh:mm:ss).
 * Fractions of a second are dropped and a negative duration counts as 0.
 * - `formatDurationText`: Korean hours and minutes for lengths ("1시간 5분", "45분", "2시간");
 *   seconds are dropped, and a positive length under a minute reads "1분 미만".
 * - `formatMinutesSeconds`: `mm:ss`, minutes not wrapped at 60 (75:00) for short media.
 * - `formatHoursMinutesSeconds`: `hh:mm:ss` (01:05:09).
 */
const pad = (value: number) => String(value).padStart(2, '0');

function wholeSeconds(seconds: number): number {
  if (Number.isNaN(seconds)) throw new RangeError('Not a duration: NaN');
  return Math.max(0, Math.floor(seconds));
}

export function formatDurationText(seconds: number): string {
  const total = wholeSeconds(seconds);
  if (total > 0 && total < 60) return '1분 미만';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours === 0) return `${minutes}분`;
  return minutes === 0 ? `${hours}시간` : `${hours}시간 ${minutes}분`;
}

export function formatMinutesSeconds(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

export function formatHoursMinutesSeconds(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  return `${pad(hours)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
