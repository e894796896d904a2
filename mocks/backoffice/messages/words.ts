/**
 * How the message area's change history names a request (issue 43): a person reads
 * "예약 문자 · 40명 · 2026.12.10 09:00" in the history list, in the app's date format, never a
 * request key or an instant. Written by the mock, as a real server would store the record's name
 * at the time of the change; the same name for its scheduling and its cancel, so both read as one
 * request's entries.
 */
import { formatDateTime } from '@app/shared/lib/format/date';

/** The history's name for a request: scheduled or sent at once, the people it goes to and when. */
export function requestLabel(scheduled: boolean, people: number, at: number): string {
  return `${scheduled ? '예약 문자' : '문자'} · ${people.toLocaleString('ko-KR')}명 · ${formatDateTime(at)}`;
}
