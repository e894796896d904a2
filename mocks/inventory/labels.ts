/**
 * Korean labels the server computes for ticket items (spec learner.md §3: statusLabel and
 * remainingTime; the contract makes remainingTime a label) and chapter durations.
 */
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import { seoulDaysLeft } from '@app/shared/lib/format/deadline';
import type { TicketPeriod } from './collections';
import { DAY_MS, HOUR_MS } from './time';

export const statusLabels: Record<TicketStatus, string> = {
  AVAILABLE: '수강 가능',
  SCHEDULED: '오픈 예정',
  ACTIVE: '수강 중',
  STOPPED: '일시 정지',
  REFUND: '환불 완료',
  END_OF_TERM: '수강 종료',
};

/** Rounded up: a start 4.2 days away reads "5일 후 시작", as a learner counts days. */
function spanLabel(ms: number, suffix: string): string {
  if (ms >= DAY_MS) return `${Math.ceil(ms / DAY_MS)}일 ${suffix}`;
  return `${Math.max(1, Math.ceil(ms / HOUR_MS))}시간 ${suffix}`;
}

/** Days left count Seoul days, the one count the card's D-day reads (deadline.ts seoulDaysLeft). */
function leftLabel(expiredAt: string, now: number): string {
  const left = Date.parse(expiredAt) - now;
  if (left <= 0) return '기간 만료';
  return left > DAY_MS ? `${Math.max(1, seoulDaysLeft(expiredAt, now))}일 남음` : spanLabel(left, '남음');
}

/** "23일 남음" while a period runs, "3일 후 시작" before it opens, null when none applies. */
export function remainingTimeLabel(period: TicketPeriod, now: number): string | null {
  switch (period.status) {
    case 'SCHEDULED':
      return period.availableAt ? spanLabel(Date.parse(period.availableAt) - now, '후 시작') : null;
    case 'AVAILABLE':
      return `수강 기간 ${period.periodDays}일`;
    case 'ACTIVE':
    case 'STOPPED': {
      return period.expiredAt ? leftLabel(period.expiredAt, now) : null;
    }
    case 'REFUND':
    case 'END_OF_TERM':
      return null;
  }
}

/** 95 → "1:35", 3725 → "1:02:05" (a chapter's `duration` label). */
export function durationLabel(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
