/** Spec learner.md §4 "My-class display rules": one case per status and item type. */
import { describe, expect, it } from 'vitest';
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import { DEADLINE_TODAY } from '@app/shared/lib/format/deadline';
import { certificateOffered, courseItemDisplay, deadlineBadge, klassItemDisplay } from './displayRules';

/** 2025-03-10 09:00 in Seoul, whatever the machine's zone. */
const availableAt = '2025-03-10T00:00:00.000Z';

function klassItem(status: TicketStatus, remainingTime: string | null = '23일 남음') {
  return { status, statusLabel: `${status} 라벨`, remainingTime, availableAt };
}

function courseItem(status: TicketStatus, onlyLive = false, remainingTime: string | null = '3일 남음') {
  return { status, statusLabel: `${status} 라벨`, remainingTime, onlyLive };
}

describe('class items (§4: disabled unless AVAILABLE or ACTIVE; in progress unless AVAILABLE or SCHEDULED; review hidden for REFUND and END_OF_TERM)', () => {
  it.each([
    // status, disabled, inProgress, showReview, periodText
    ['AVAILABLE', false, false, true, 'AVAILABLE 라벨'],
    ['SCHEDULED', true, false, true, '25/03/10 SCHEDULED 라벨'],
    ['ACTIVE', false, true, true, 'ACTIVE 라벨 · 23일 남음'],
    ['STOPPED', true, true, true, 'STOPPED 라벨 · 23일 남음'],
    ['REFUND', true, true, false, 'REFUND 라벨'],
    ['END_OF_TERM', true, true, false, 'END_OF_TERM 라벨'],
  ] as const)('%s: disabled %s, in progress %s, review %s, period "%s"', (status, disabled, inProgress, showReview, periodText) => {
    expect(klassItemDisplay(klassItem(status))).toEqual({ disabled, inProgress, showReview, periodText });
  });

  it('period text of SCHEDULED is the availability date as yy/MM/dd in Asia/Seoul, then the label', () => {
    // 2025-03-31 15:30 UTC is already 1 April in Seoul.
    const late = { ...klassItem('SCHEDULED'), availableAt: '2025-03-31T15:30:00.000Z' };
    expect(klassItemDisplay(late).periodText).toBe('25/04/01 SCHEDULED 라벨');
  });

  it('ACTIVE without a remaining time falls back to the label alone', () => {
    expect(klassItemDisplay(klassItem('ACTIVE', null)).periodText).toBe('ACTIVE 라벨');
  });
});

describe('course items (§4: disabled when REFUND; in progress unless AVAILABLE, SCHEDULED or live-only; review hidden for REFUND and END_OF_TERM)', () => {
  it.each([
    ['AVAILABLE', false, false, true, 'AVAILABLE 라벨'],
    ['SCHEDULED', false, false, true, '3일 남음'],
    ['ACTIVE', false, true, true, 'ACTIVE 라벨 · 3일 남음'],
    ['STOPPED', false, true, true, 'STOPPED 라벨'],
    ['REFUND', true, true, false, 'REFUND 라벨'],
    ['END_OF_TERM', false, true, false, 'END_OF_TERM 라벨'],
  ] as const)('%s: disabled %s, in progress %s, review %s, period "%s"', (status, disabled, inProgress, showReview, periodText) => {
    expect(courseItemDisplay(courseItem(status))).toEqual({ disabled, inProgress, showReview, periodText });
  });

  it.each(['ACTIVE', 'STOPPED', 'REFUND', 'END_OF_TERM'] as const)(
    'a live-only %s item is never "in progress"',
    (status) => {
      expect(courseItemDisplay(courseItem(status, true)).inProgress).toBe(false);
    },
  );

  it('SCHEDULED without a remaining time shows the label', () => {
    expect(courseItemDisplay(courseItem('SCHEDULED', false, null)).periodText).toBe('SCHEDULED 라벨');
  });
});

describe('deadline badge (§9 deadline label, from expiredAt, only while ACTIVE)', () => {
  const now = Date.parse('2025-03-10T00:00:00.000Z');
  const hours = (n: number) => new Date(now + n * 3_600_000).toISOString();

  it('counts whole days left of an ACTIVE ticket, "오늘까지" within 24 hours', () => {
    expect(deadlineBadge({ status: 'ACTIVE', expiredAt: hours(24 * 3 + 5) }, now)).toBe('D-3');
    expect(deadlineBadge({ status: 'ACTIVE', expiredAt: hours(10) }, now)).toBe(DEADLINE_TODAY);
  });

  it('has none before the period, while stopped, after it, or without an end', () => {
    for (const status of ['AVAILABLE', 'SCHEDULED', 'STOPPED', 'REFUND', 'END_OF_TERM'] as const) {
      expect(deadlineBadge({ status, expiredAt: hours(48) }, now)).toBeNull();
    }
    expect(deadlineBadge({ status: 'ACTIVE', expiredAt: null }, now)).toBeNull();
    expect(deadlineBadge({ status: 'ACTIVE', expiredAt: hours(-1) }, now)).toBeNull();
  });
});

describe('certificate offer (§3 completion certificate: only where the learner completed the class)', () => {
  it('is not offered for an incomplete ticket, whatever its status or progress', () => {
    for (const status of ['ACTIVE', 'STOPPED', 'END_OF_TERM', 'AVAILABLE'] as const) {
      expect(certificateOffered({ status, isCompleted: false })).toBe(false);
    }
  });
  it('is offered once completed, running or ended', () => {
    expect(certificateOffered({ status: 'ACTIVE', isCompleted: true })).toBe(true);
    expect(certificateOffered({ status: 'END_OF_TERM', isCompleted: true })).toBe(true);
  });
  it('is never offered for a refunded ticket, which has no certificate', () => {
    expect(certificateOffered({ status: 'REFUND', isCompleted: true })).toBe(false);
  });
  it('a course ticket (a course is complete when every class of it is) follows the same rule, whatever its progress or status', () => {
    const course = courseItem('ACTIVE');
    expect(courseItemDisplay(course).inProgress).toBe(true);
    expect(certificateOffered({ ...course, isCompleted: false })).toBe(false);
    expect(certificateOffered({ ...course, isCompleted: true })).toBe(true);
    expect(certificateOffered({ ...courseItem('END_OF_TERM'), isCompleted: true })).toBe(true);
    expect(certificateOffered({ ...courseItem('REFUND'), isCompleted: true })).toBe(false);
  });
});
