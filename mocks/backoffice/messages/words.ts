/**
 * How the message area's change history names a cancelled request (issue 43): a person reads
 * "예약 문자 취소 · 40명 · 12월 10일 오전 9:00 예정" in the history list, never a request key or an
 * instant. Written by the mock, as a real server would store the record's name at the time of the
 * change; the time is Seoul's (Korea keeps no summer time, so a fixed offset is exact).
 */
import type { MessageRequestStatus } from '@app/shared/api/contract/adminMessageRules';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** "12월 10일 오전 9:00" in Seoul time. */
export function seoulMonthDayTime(at: number): string {
  const seoul = new Date(at + SEOUL_OFFSET_MS);
  const hour = seoul.getUTCHours();
  const minutes = String(seoul.getUTCMinutes()).padStart(2, '0');
  return `${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일 ${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${minutes}`;
}

/**
 * The history's name for a cancel: a scheduled request, the people it was to go to and when; a
 * pending one, the people it had not reached yet and when it started.
 */
export function cancelLabel(status: Extract<MessageRequestStatus, 'SCHEDULED' | 'PENDING'>, waiting: number, at: number): string {
  const people = `${waiting.toLocaleString('ko-KR')}명`;
  return status === 'SCHEDULED'
    ? `예약 문자 취소 · ${people} · ${seoulMonthDayTime(at)} 예정`
    : `보내던 문자 중단 · 남은 ${people} · ${seoulMonthDayTime(at)} 시작`;
}
