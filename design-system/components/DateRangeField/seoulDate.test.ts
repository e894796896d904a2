import { describe, expect, it } from 'vitest';
import { seoulToday, startOfSeoulDay, validateDateRange } from './seoulDate';

describe('startOfSeoulDay — days are interpreted in Asia/Seoul (learner.md §9)', () => {
  it('is midnight in Seoul, 15:00 UTC the day before', () => {
    expect(startOfSeoulDay('2024-03-01')?.toISOString()).toBe('2024-02-29T15:00:00.000Z');
  });

  it.each(['2024-02-30', '2024-13-01', '2024.03.01', '', '20240301'])('rejects %j', (day) => {
    expect(startOfSeoulDay(day)).toBeNull();
  });
});

describe('seoulToday', () => {
  it('is already the next day in Seoul at 16:00 UTC', () => {
    expect(seoulToday(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01');
  });

  it('is the same day in Seoul at 14:59 UTC', () => {
    expect(seoulToday(new Date('2024-12-31T14:59:00Z'))).toBe('2024-12-31');
  });
});

describe('validateDateRange — the end may not precede the start', () => {
  it('rejects an end before the start as the endBeforeStart rule', () => {
    expect(validateDateRange({ start: '2024-05-10', end: '2024-05-09' })).toBe('endBeforeStart');
  });

  it('accepts a one-day range', () => {
    expect(validateDateRange({ start: '2024-05-10', end: '2024-05-10' })).toBeNull();
  });

  it('accepts an end after the start', () => {
    expect(validateDateRange({ start: '2024-05-10', end: '2024-06-01' })).toBeNull();
  });

  it('does not complain about an unfinished range', () => {
    expect(validateDateRange({ start: '2024-05-10', end: '' })).toBeNull();
    expect(validateDateRange({ start: '', end: '' })).toBeNull();
  });
});
