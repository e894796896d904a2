/**
 * A class ticket's period as an operator changes it (issue 40 "a master's or operator's view of a
 * klass ticket shows its period and lets the operator extend or end it"; backoffice.md §3 Ticket:
 * firstUseAt, expiredAt; §5 "Days 1-365"), without zod: the screens, the contract and the mock
 * read the same rules and say the same words.
 *
 * - extend: a ticket whose period has not started (AVAILABLE, SCHEDULED) gets longer by the days;
 *   one that started (ACTIVE, STOPPED) or ended by its term (END_OF_TERM) ends that many days
 *   later, and an ended one whose new end is still ahead is in use again (ACTIVE);
 * - end: the period ends now (END_OF_TERM); the learner can no longer enter;
 * - a refunded ticket is neither extended nor ended, and an ended one is not ended twice: 409
 *   `assignment.ticket.not_changeable`;
 * - a course's class ticket may end after the course ticket that gave it: the spec sets no rule
 *   between the two periods (backoffice.md §3 names only firstUseAt and expiredAt), so the
 *   screen warns, naming both ends, and the server does not refuse (`endsAfterCourse`).
 */
import type { TicketStatus } from './inventory';

export const EXTEND_DAYS_MIN = 1;
export const EXTEND_DAYS_MAX = 365;

export const klassTicketErrorCodes = {
  notChangeable: { code: 'assignment.ticket.not_changeable', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;

export const klassTicketRuleMessages = {
  days: `연장할 기간은 ${EXTEND_DAYS_MIN}일부터 ${EXTEND_DAYS_MAX}일까지 정수로 입력해 주세요.`,
  refunded: '환불된 수강권은 기간을 바꿀 수 없어요.',
  ended: '이미 기간이 끝난 수강권이에요.',
} as const;

export const daysProblem = (days: number): string | null =>
  Number.isInteger(days) && days >= EXTEND_DAYS_MIN && days <= EXTEND_DAYS_MAX ? null : klassTicketRuleMessages.days;

/** Why the ticket's period cannot be extended now; null when it can. */
export const extendProblem = (status: TicketStatus): string | null => (status === 'REFUND' ? klassTicketRuleMessages.refunded : null);

/** Why the ticket cannot be ended now; null when it can. */
export function endProblem(status: TicketStatus): string | null {
  if (status === 'REFUND') return klassTicketRuleMessages.refunded;
  return status === 'END_OF_TERM' ? klassTicketRuleMessages.ended : null;
}

export interface TicketPeriodState {
  status: TicketStatus;
  expiredAt: string | null;
  periodDays: number;
}

const DAY_MS = 86_400_000;

/** The period once extended by `days` at `now` (the caller checked extendProblem and daysProblem). */
export function extendedPeriod(period: TicketPeriodState, days: number, now: number): TicketPeriodState {
  if (period.expiredAt === null) return { ...period, periodDays: period.periodDays + days };
  const expiredAt = new Date(Date.parse(period.expiredAt) + days * DAY_MS).toISOString();
  const status = period.status === 'END_OF_TERM' && Date.parse(expiredAt) > now ? 'ACTIVE' : period.status;
  return { ...period, expiredAt, status };
}

/** The period once ended at `now`. */
export const endedPeriod = (period: TicketPeriodState, now: number): TicketPeriodState => ({ ...period, status: 'END_OF_TERM', expiredAt: new Date(now).toISOString() });

/** Whether a class ticket's end falls after the end of the course ticket that gave it; false while either has no end yet. */
export const endsAfterCourse = (expiredAt: string | null, courseExpiredAt: string | null): boolean =>
  expiredAt !== null && courseExpiredAt !== null && Date.parse(expiredAt) > Date.parse(courseExpiredAt);
