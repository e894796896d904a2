/** The history's name for a message request: in the app's date format (Seoul), never a key or an instant. */
import { describe, expect, it } from 'vitest';
import { requestLabel } from './words';

describe('requestLabel', () => {
  it('"예약 문자 · 40명 · 2026.12.10 09:00": a scheduled request, its people and its Seoul time in the app\'s format', () => {
    expect(requestLabel(true, 40, Date.parse('2026-12-10T00:00:00Z'))).toBe('예약 문자 · 40명 · 2026.12.10 09:00');
  });
  it('a request sent at once is a 문자, its count grouped', () => {
    expect(requestLabel(false, 1200, Date.parse('2026-12-09T14:30:00Z'))).toBe('문자 · 1,200명 · 2026.12.09 23:30');
  });
});
