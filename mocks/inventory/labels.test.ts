/**
 * Labels the mock computes for ticket items (spec learner.md §3 statusLabel/remainingTime; the
 * contract makes remainingTime a Korean label) and chapter durations (§9 mm:ss or hh:mm:ss).
 */
import { describe, expect, it } from 'vitest';
import type { TicketPeriod } from './collections';
import { deadlineLabel } from '@app/shared/lib/format/deadline';
import { durationLabel, remainingTimeLabel } from './labels';
import { DAY_MS, HOUR_MS } from './time';

const now = Date.parse('2025-06-01T00:00:00.000Z');
const at = (offset: number) => new Date(now + offset).toISOString();
const period = (overrides: Partial<TicketPeriod>): TicketPeriod => ({
  status: 'ACTIVE',
  availableAt: at(-DAY_MS),
  expiredAt: at(10 * DAY_MS),
  stoppedAt: null,
  maxStopDays: 30,
  periodDays: 90,
  ...overrides,
});

describe('remainingTimeLabel', () => {
  it('ACTIVE and STOPPED count the Seoul days left (the D-day\'s count), then hours; a passed end reads 기간 만료', () => {
    // now is 09:00 in Seoul; 4.2 days on is 13:48 four Seoul days later.
    expect(remainingTimeLabel(period({ expiredAt: at(4.2 * DAY_MS) }), now)).toBe('4일 남음');
    expect(remainingTimeLabel(period({ expiredAt: at(4.2 * DAY_MS) }), now)).toBe(`${deadlineLabel(at(4.2 * DAY_MS), now)?.slice(2)}일 남음`);
    expect(
      remainingTimeLabel(period({ status: 'STOPPED', expiredAt: at(5 * HOUR_MS + 1) }), now),
    ).toBe('6시간 남음');
    expect(remainingTimeLabel(period({ expiredAt: at(-1) }), now)).toBe('기간 만료');
    expect(remainingTimeLabel(period({ expiredAt: null }), now)).toBeNull();
  });

  it('SCHEDULED counts down to the start; AVAILABLE names its period; REFUND and END_OF_TERM have none', () => {
    expect(
      remainingTimeLabel(period({ status: 'SCHEDULED', availableAt: at(3 * DAY_MS) }), now),
    ).toBe('3일 후 시작');
    expect(remainingTimeLabel(period({ status: 'AVAILABLE' }), now)).toBe('수강 기간 90일');
    expect(remainingTimeLabel(period({ status: 'REFUND' }), now)).toBeNull();
    expect(remainingTimeLabel(period({ status: 'END_OF_TERM' }), now)).toBeNull();
  });
});

describe('durationLabel', () => {
  it('mm:ss under an hour, h:mm:ss from an hour', () => {
    expect(durationLabel(0)).toBe('0:00');
    expect(durationLabel(95)).toBe('1:35');
    expect(durationLabel(3725)).toBe('1:02:05');
  });
});
