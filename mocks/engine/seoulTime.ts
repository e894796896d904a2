/**
 * Seoul days and times as the mock writes them into files and answers (backoffice.md §9
 * `yyyy.MM.dd`): one module for every area, so an export, a certificate and a job's file name
 * agree on the day an instant falls in, whichever area wrote it.
 */

const seoulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `yyyy.MM.dd` in Asia/Seoul. */
export function seoulDate(iso: string): string {
  return seoulDay.format(new Date(iso)).replaceAll('-', '.');
}
