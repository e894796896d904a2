/**
 * Unit tests of the mock's Seoul days and times: an instant falls in the Seoul day nine hours ahead
 * of UTC (the day an export, a certificate or a file name shows), whether it comes as an ISO string
 * or as epoch milliseconds, and a filter's day covers exactly that day's instants.
 */
import { describe, expect, it } from 'vitest';
import { seoulDate, seoulDateTime, seoulDayEnd, seoulDayStart } from './seoulTime';

describe('seoulDate', () => {
  it('turns to the next day at 15:00 UTC, midnight in Seoul', () => {
    expect(seoulDate('2026-11-20T14:59:59.999Z')).toBe('2026.11.20');
    expect(seoulDate('2026-11-20T15:00:00.000Z')).toBe('2026.11.21');
  });

  it('reads epoch milliseconds as the same instant as its ISO string', () => {
    const at = Date.parse('2025-12-31T15:00:00.000Z');
    expect(seoulDate(at)).toBe('2026.01.01');
    expect(seoulDate(new Date(at).toISOString())).toBe('2026.01.01');
  });
});

describe('seoulDateTime', () => {
  it('writes the Seoul day and a 24-hour clock, midnight as 00', () => {
    expect(seoulDateTime('2026-11-20T15:05:00.000Z')).toBe('2026.11.21 00:05');
    expect(seoulDateTime('2026-11-21T04:30:00.000Z')).toBe('2026.11.21 13:30');
  });
});

describe('a Seoul day as a filter', () => {
  it('starts at its Seoul midnight and ends on its last millisecond', () => {
    expect(new Date(seoulDayStart('2026-11-22')).toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(new Date(seoulDayEnd('2026-11-22')).toISOString()).toBe('2026-11-22T14:59:59.999Z');
  });

  it('holds every instant seoulDate names as that day, and none of the next', () => {
    const start = seoulDayStart('2026-11-22');
    const end = seoulDayEnd('2026-11-22');
    expect(seoulDate(start)).toBe('2026.11.22');
    expect(seoulDate(end)).toBe('2026.11.22');
    expect(seoulDate(end + 1)).toBe('2026.11.23');
    expect(seoulDate(start - 1)).toBe('2026.11.21');
  });
});
