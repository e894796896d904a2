/** The history's words for a cancelled request (words.ts): Seoul's clock, in the words a person reads. */
import { describe, expect, it } from 'vitest';
import { cancelLabel, seoulMonthDayTime } from './words';

describe('a cancelled request in the change history', () => {
  it('says the Seoul time with 오전/오후, noon and midnight as 12', () => {
    expect(seoulMonthDayTime(Date.parse('2026-12-10T00:00:00Z'))).toBe('12월 10일 오전 9:00');
    expect(seoulMonthDayTime(Date.parse('2026-12-10T03:30:00Z'))).toBe('12월 10일 오후 12:30');
    expect(seoulMonthDayTime(Date.parse('2026-12-10T15:05:00Z'))).toBe('12월 11일 오전 12:05');
  });

  it('"예약 문자 취소 · 40명 · 12월 10일 오전 9:00 예정"; a send stopped part-way names whom it had not reached', () => {
    expect(cancelLabel('SCHEDULED', 40, Date.parse('2026-12-10T00:00:00Z'))).toBe('예약 문자 취소 · 40명 · 12월 10일 오전 9:00 예정');
    expect(cancelLabel('PENDING', 1250, Date.parse('2026-12-10T11:00:00Z'))).toBe('보내던 문자 중단 · 남은 1,250명 · 12월 10일 오후 8:00 시작');
  });
});
