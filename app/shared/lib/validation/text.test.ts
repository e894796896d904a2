import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@app/shared/api/contract/validationMessages';
import { boundedText, normaliseText, numberText } from './text';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('generic bounded text (§5: min 2, max 30, allowed characters, normalised)', () => {
  const rule = boundedText();

  it('normalises by trimming and collapsing repeated whitespace to one space', () => {
    expect(normaliseText('  가나   다 \n 라  ')).toBe('가나 다 라');
    expect(rule.parse('  클래스    주식회사 ')).toBe('클래스 주식회사');
  });

  it('"Enter at least N characters": 1 character fails, 2 pass (counted after normalising)', () => {
    expect(messageOf(rule.safeParse('가'))).toBe(m.minLength(2));
    expect(messageOf(rule.safeParse('   가   '))).toBe(m.minLength(2));
    expect(rule.safeParse('가나').success).toBe(true);
  });

  it('"up to N characters (len/N)": 30 pass, 31 fail with the length', () => {
    expect(rule.safeParse('가'.repeat(30)).success).toBe(true);
    expect(messageOf(rule.safeParse('가'.repeat(31)))).toBe(m.maxLength(30, 31));
    expect(m.maxLength(30, 31)).toContain('(31/30)');
  });

  it('accepts Korean letters and jamo, Latin, digits and every listed symbol', () => {
    expect(rule.safeParse('ㄱㅏ 한글 Abc 123').success).toBe(true);
    expect(rule.safeParse(',.~!=`₩/@#$%^&*()_+').success).toBe(true);
    expect(rule.safeParse('|<>?:;{}[]\\-').success).toBe(true);
  });

  it('"only Korean/English/digits/special characters allowed" for emoji and other characters', () => {
    expect(messageOf(rule.safeParse('좋아요😀'))).toBe(m.allowedCharacters);
    expect(messageOf(rule.safeParse('日本語'))).toBe(m.allowedCharacters);
    expect(messageOf(rule.safeParse('a"b'))).toBe(m.allowedCharacters);
  });

  it('emoji are accepted when allowed, and count as one character each', () => {
    const emoji = boundedText({ allowEmoji: true, max: 3 });
    expect(emoji.safeParse('좋아😀').success).toBe(true);
    expect(messageOf(emoji.safeParse('좋아요👍🏽'))).toBe(m.maxLength(3, 4));
  });

  it('takes custom bounds', () => {
    const rule15 = boundedText({ min: 2, max: 15 });
    expect(rule15.safeParse('가'.repeat(15)).success).toBe(true);
    expect(messageOf(rule15.safeParse('가'.repeat(16)))).toBe(m.maxLength(15, 16));
  });
});

describe('number field (§5: digits only, 2 to 30)', () => {
  const rule = numberText();
  it.each([
    ['12', true],
    ['1'.repeat(30), true],
  ])('%s passes', (value, ok) => {
    expect(rule.safeParse(value).success).toBe(ok);
  });
  it('1 digit fails with the minimum message, 31 with the maximum', () => {
    expect(messageOf(rule.safeParse('1'))).toBe(m.minLength(2));
    expect(messageOf(rule.safeParse('1'.repeat(31)))).toBe(m.maxLength(30, 31));
  });
  it('anything but digits fails with the digits-only message', () => {
    expect(messageOf(rule.safeParse('12a'))).toBe(m.digitsOnly);
    expect(messageOf(rule.safeParse('1-2'))).toBe(m.digitsOnly);
  });
});
