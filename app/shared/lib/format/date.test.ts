/** Spec learner.md §9: date yyyy.MM.dd and date-time yyyy.MM.dd HH:mm in Asia/Seoul. */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortDate } from './date';

describe('date formats in Asia/Seoul (§9)', () => {
  // 15:30 UTC on 31 December is 00:30 on 1 January in Seoul (UTC+9).
  const newYearInSeoul = '2024-12-31T15:30:00Z';

  it('a UTC instant late in the day falls on the next day in Seoul', () => {
    expect(formatDate(newYearInSeoul)).toBe('2025.01.01');
    expect(formatDateTime(newYearInSeoul)).toBe('2025.01.01 00:30');
    expect(formatShortDate(newYearInSeoul)).toBe('25/01/01');
  });

  it('the last minute before the Seoul midnight stays on the same day', () => {
    expect(formatDateTime('2024-12-31T14:59:00Z')).toBe('2024.12.31 23:59');
  });

  it('uses a 24-hour clock with zero padding', () => {
    expect(formatDateTime(Date.UTC(2025, 2, 5, 4, 7))).toBe('2025.03.05 13:07');
  });

  it('reads ISO strings with an offset, Dates and epoch milliseconds alike', () => {
    const instant = new Date('2025-06-01T09:00:00+09:00');
    expect(formatDateTime('2025-06-01T09:00:00+09:00')).toBe('2025.06.01 09:00');
    expect(formatDateTime(instant)).toBe('2025.06.01 09:00');
    expect(formatDateTime(instant.getTime())).toBe('2025.06.01 09:00');
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
