import { describe, expect, it } from 'vitest';
import type { RegisterField } from '@app/shared/api/contract/account';
import { validationMessages as m } from '@app/shared/api/contract/validationMessages';
import { infoValueRule, isPastDay } from './infoValue';

function field(valueType: RegisterField['valueType'], required = false): RegisterField {
  return {
    name: 'f',
    label: 'F',
    valueType,
    required,
    options: [
      { label: '남성', value: 'MALE' },
      { label: '여성', value: 'FEMALE' },
    ],
  };
}

function messageOf(valueType: RegisterField['valueType'], value: string, required = false, current: string | null = null) {
  const result = infoValueRule(field(valueType, required), current).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
}

describe('info field values by value type (§3 Register setting, §5)', () => {
  it('an empty optional field passes; an empty required one is "This is a required field."', () => {
    expect(messageOf('TEXT', '')).toBeNull();
    expect(messageOf('TEXT', '  ', true)).toBe(m.required);
  });

  it.each([
    ['CELLPHONE_OCCUPANCY', '010-1234-5678', '010-12'],
    ['CELLPHONE_NORMAL', '010-1234-5678', '02-123-4567'],
    ['GENDER', 'FEMALE', 'OTHER'],
    ['OPTION', 'MALE', 'nope'],
    ['BIRTHDAY', '1994-03-15', '1994-02-30'],
    ['TEXT', '클래스 주식회사', '가'],
    ['NUMBER', '20240117', '2024-01'],
    ['KOR_BUSINESS_NUMBER', '220-81-62517', '220-81-62518'],
    ['KOR_ADDRESS', '06236|서울 강남구 테헤란로 123|4층', '0623|서울|'],
  ] as const)('%s: %s passes, %s fails', (valueType, good, bad) => {
    expect(messageOf(valueType, good)).toBeNull();
    expect(messageOf(valueType, bad)).not.toBeNull();
  });

  it('KOR_BUSINESS_NUMBER: the checksum is optional (backoffice.md §5) — a field that turns it off checks the shape only', () => {
    const off = { ...field('KOR_BUSINESS_NUMBER'), checksum: false };
    expect(infoValueRule(off).safeParse('220-81-62518').success).toBe(true);
    expect(infoValueRule(off).safeParse('220-81-6251').success).toBe(false);
    expect(messageOf('KOR_BUSINESS_NUMBER', '220-81-62518')).toBe(m.businessNumberChecksum);
  });

  it('CELLPHONE_NORMAL equal to the current number is refused as in use', () => {
    expect(messageOf('CELLPHONE_NORMAL', '01098765432', false, '010-9876-5432')).toBe(m.phoneSameAsCurrent);
  });

  it('a TEXT value comes out normalised', () => {
    expect(infoValueRule(field('TEXT')).parse('  클래스   러닝 ')).toBe('클래스 러닝');
  });

  it('a birthday must be a past calendar day', () => {
    const today = new Date('2025-06-01T00:00:00Z');
    expect(isPastDay('2025-05-31', today)).toBe(true);
    expect(isPastDay('2025-06-01', today)).toBe(false);
    expect(isPastDay('2025-13-01', today)).toBe(false);
  });
});
