/** Spec learner.md §9: "Deadline label: within 24 hours 'until today', otherwise D-{days}." */
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './dateInput';
import { deadlineLabel, DEADLINE_TODAY } from './deadline';

const now = Date.UTC(2025, 0, 10, 3, 0);
const inMs = (ms: number) => now + ms;

describe('deadlineLabel', () => {
  it('within 24 hours is "오늘까지", up to and including exactly 24 hours', () => {
    expect(deadlineLabel(inMs(1), now)).toBe(DEADLINE_TODAY);
    expect(deadlineLabel(inMs(23 * HOUR_MS), now)).toBe(DEADLINE_TODAY);
    expect(deadlineLabel(inMs(DAY_MS), now)).toBe(DEADLINE_TODAY);
  });

  it('beyond 24 hours counts the Seoul days left (now is 12:00 in Seoul)', () => {
    expect(deadlineLabel(inMs(DAY_MS + 1), now)).toBe('D-1');
    expect(deadlineLabel(inMs(DAY_MS + 11 * HOUR_MS), now)).toBe('D-1');
    // Past Seoul midnight two days on: two Seoul days left, though under 48 hours.
    expect(deadlineLabel(inMs(DAY_MS + 13 * HOUR_MS), now)).toBe('D-2');
    expect(deadlineLabel(inMs(2 * DAY_MS - 1), now)).toBe('D-2');
    expect(deadlineLabel(inMs(2 * DAY_MS), now)).toBe('D-2');
    expect(deadlineLabel(inMs(30 * DAY_MS + 5 * HOUR_MS), now)).toBe('D-30');
  });

  it('a deadline reached or passed has no label', () => {
    expect(deadlineLabel(now, now)).toBeNull();
    expect(deadlineLabel(inMs(-HOUR_MS), now)).toBeNull();
  });

  it('reads ISO strings from the server', () => {
    expect(deadlineLabel('2025-01-13T03:00:00Z', '2025-01-10T03:00:00Z')).toBe('D-3');
  });
});
