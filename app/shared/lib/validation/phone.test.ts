import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@app/shared/api/contract/validationMessages';
import { formatPhoneInput, phoneRule, PHONE_INPUT_MAX } from './phone';

describe('mobile number (§5: empty allowed, 01x, 3-3/4-4, cut at 13, +82 as 010)', () => {
  it('hyphenates while typing: 3-3-4 for ten digits, 3-4-4 for eleven, never over 13', () => {
    expect(formatPhoneInput('010')).toBe('010');
    expect(formatPhoneInput('0101')).toBe('010-1');
    expect(formatPhoneInput('0111234567')).toBe('011-123-4567');
    expect(formatPhoneInput('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneInput('0101234567899')).toBe('010-1234-5678');
    expect(formatPhoneInput('0101234567899').length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
  });

  it('shows a +82 prefix in the national 010 form', () => {
    expect(formatPhoneInput('+82 10-1234-5678')).toBe('010-1234-5678');
    expect(formatPhoneInput('+821012345678')).toBe('010-1234-5678');
  });

  it('allows an empty number', () => {
    expect(phoneRule().safeParse('').success).toBe(true);
  });

  it.each(['010-1234-5678', '01012345678', '011-123-4567', '019-1234-5678'])('accepts %s', (value) => {
    expect(phoneRule().safeParse(value).success).toBe(true);
  });

  it.each(['02-1234-5678', '012-1234-5678', '010-12-5678', '010-12345-6789', '010-1234-567'])(
    'refuses %s with the format message',
    (value) => {
      expect(phoneRule().safeParse(value).error?.issues[0]?.message).toBe(m.phoneFormat);
    },
  );

  it('"This is a phone number currently in use. Enter again." for the current number, however written', () => {
    const rule = phoneRule({ current: '+82 10-1234-5678' });
    expect(rule.safeParse('01012345678').error?.issues[0]?.message).toBe(m.phoneSameAsCurrent);
    expect(rule.safeParse('010-1234-5679').success).toBe(true);
  });

  it('converts a +82 number to the national form (§9) instead of refusing it', () => {
    expect(phoneRule().parse('+82 10-1234-5678')).toBe('010-1234-5678');
    expect(phoneRule().parse('0082 10 1234 5678')).toBe('010-1234-5678');
    expect(phoneRule().safeParse('+82 2-123-4567').error?.issues[0]?.message).toBe(m.phoneFormat);
  });
});
