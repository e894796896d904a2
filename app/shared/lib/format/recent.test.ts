/** Spec learner.md §9: "A date within 7 days counts as recent." */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dateInput';
import { isRecent } from './recent';

const now = Date.UTC(2025, 4, 20, 12, 0);

describe('isRecent', () => {
  it('is recent up to and including exactly 7 days ago', () => {
    expect(isRecent(now, now)).toBe(true);
    expect(isRecent(now - 6 * DAY_MS, now)).toBe(true);
    expect(isRecent(now - 7 * DAY_MS, now)).toBe(true);
  });

  it('is not recent one millisecond past 7 days', () => {
    expect(isRecent(now - 7 * DAY_MS - 1, now)).toBe(false);
    expect(isRecent(now - 30 * DAY_MS, now)).toBe(false);
  });

  it('a time slightly ahead of the browser clock still counts as recent', () => {
    expect(isRecent(now + 60_000, now)).toBe(true);
  });

  it('reads ISO strings from the server', () => {
    expect(isRecent('2025-05-14T00:00:00Z', '2025-05-20T00:00:00Z')).toBe(true);
  });
});
