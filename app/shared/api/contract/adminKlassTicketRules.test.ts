/**
 * A class ticket's period as an operator changes it (issue 40 "lets the operator extend or end
 * it"; §5 "Days 1-365"): a period not started gets longer, a started one ends later, an ended one
 * whose new end is ahead is in use again; the end is now; a refunded ticket is neither extended
 * nor ended, an ended one not ended twice.
 */
import { describe, expect, it } from 'vitest';
import { daysProblem, endedPeriod, endProblem, endsAfterCourse, extendedPeriod, extendProblem, klassTicketRuleMessages } from './adminKlassTicketRules';

const now = Date.parse('2026-12-07T03:00:00.000Z');
const DAY = 86_400_000;

describe('extending', () => {
  it('§5 “Days 1-365”: whole days from 1 to 365', () => {
    expect([1, 365].map(daysProblem)).toEqual([null, null]);
    expect([0, 366, 1.5, Number.NaN].map(daysProblem)).toEqual(Array(4).fill(klassTicketRuleMessages.days));
  });

  it('a period not started yet gets longer; it still starts at first use', () => {
    expect(extendedPeriod({ status: 'AVAILABLE', expiredAt: null, periodDays: 90 }, 30, now)).toEqual({ status: 'AVAILABLE', expiredAt: null, periodDays: 120 });
  });

  it('a started period ends that many days later', () => {
    const end = '2026-12-20T00:00:00.000Z';
    expect(extendedPeriod({ status: 'ACTIVE', expiredAt: end, periodDays: 90 }, 10, now)).toEqual({ status: 'ACTIVE', expiredAt: new Date(Date.parse(end) + 10 * DAY).toISOString(), periodDays: 90 });
  });

  it('an ended period whose new end is ahead is in use again; one still behind stays ended', () => {
    const ended = { status: 'END_OF_TERM' as const, expiredAt: new Date(now - 5 * DAY).toISOString(), periodDays: 30 };
    expect(extendedPeriod(ended, 7, now).status).toBe('ACTIVE');
    expect(extendedPeriod(ended, 3, now).status).toBe('END_OF_TERM');
  });

  it('a course’s class whose new end passes the course ticket’s end is told so (warned, not refused)', () => {
    const courseEnd = '2027-05-23T08:00:00.000Z';
    const extended = extendedPeriod({ status: 'ACTIVE', expiredAt: '2027-05-20T08:00:00.000Z', periodDays: 180 }, 4, now);
    expect(endsAfterCourse(extended.expiredAt, courseEnd)).toBe(true);
    expect(endsAfterCourse('2027-05-23T08:00:00.000Z', courseEnd)).toBe(false);
    // A period not started has no end to compare yet, nor does a course ticket not started.
    expect(endsAfterCourse(null, courseEnd)).toBe(false);
    expect(endsAfterCourse(extended.expiredAt, null)).toBe(false);
  });

  it('a refunded ticket is not extended', () => {
    expect(extendProblem('REFUND')).toBe(klassTicketRuleMessages.refunded);
    expect(extendProblem('END_OF_TERM')).toBeNull();
  });
});

describe('ending', () => {
  it('ends the period now', () => {
    expect(endedPeriod({ status: 'ACTIVE', expiredAt: '2027-01-01T00:00:00.000Z', periodDays: 90 }, now)).toEqual({ status: 'END_OF_TERM', expiredAt: new Date(now).toISOString(), periodDays: 90 });
  });

  it('not a refunded ticket, and not one ended already', () => {
    expect(endProblem('REFUND')).toBe(klassTicketRuleMessages.refunded);
    expect(endProblem('END_OF_TERM')).toBe(klassTicketRuleMessages.ended);
    expect(endProblem('SCHEDULED')).toBeNull();
  });
});
