import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { validationMessages as m } from './validationMessages';
import type { RegisterField } from './account';
import {
  businessNumberSchema,
  memberBasicInfoSchema,
  memberInfoValuesSchema,
  memberNameSchema,
  memberPhoneInputSchema,
  memoContentSchema,
  shortTextSchema,
} from './adminMemberFields';

function firstMessage(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('member name (backoffice.md §5: name 2-50, normalised)', () => {
  it('keeps 2 to 50 characters, trimmed with repeated spaces collapsed', () => {
    expect(memberNameSchema.parse('  김   하늘 ')).toBe('김 하늘');
    expect(memberNameSchema.safeParse('가'.repeat(50)).success).toBe(true);
  });
  it('refuses 1 and 51 characters with the count messages', () => {
    expect(firstMessage(memberNameSchema, '가')).toBe(m.minLength(2));
    expect(firstMessage(memberNameSchema, '가'.repeat(51))).toBe(m.maxLength(50, 51));
  });
});

describe('short text (§5: 1-30)', () => {
  it('one character is enough, 31 is too many', () => {
    expect(shortTextSchema.safeParse('A').success).toBe(true);
    expect(firstMessage(shortTextSchema, 'A'.repeat(31))).toBe(m.maxLength(30, 31));
    expect(firstMessage(shortTextSchema, '😀')).toBe(m.allowedCharacters);
  });
});

describe('mobile phone (§5: 01x, auto-hyphenated, must differ from the current number)', () => {
  it('outputs the hyphenated national form', () => {
    expect(memberPhoneInputSchema().parse('01098765432')).toBe('010-9876-5432');
    expect(memberPhoneInputSchema().parse('')).toBe('');
  });
  it('refuses a number that is not 01x', () => {
    expect(firstMessage(memberPhoneInputSchema(), '02-123-4567')).toBe(m.phoneFormat);
  });
  it('refuses the number the member has now, however it is written', () => {
    expect(firstMessage(memberPhoneInputSchema({ current: '010-1234-5678' }), '01012345678')).toBe(m.phoneSameAsCurrent);
  });
  it('the basic info keeps the phone empty to leave it as it is', () => {
    expect(memberBasicInfoSchema({ currentPhone: '010-1234-5678' }).parse({ displayName: '김하늘', phone: '' })).toEqual({
      displayName: '김하늘',
      phone: '',
    });
  });
});

describe('business number (§5: 10 digits shown 3-2-5, optional checksum)', () => {
  it('outputs 3-2-5 and checks the checksum by default', () => {
    expect(businessNumberSchema().parse('2208162517')).toBe('220-81-62517');
    expect(firstMessage(businessNumberSchema(), '220-81-62518')).toBe(m.businessNumberChecksum);
  });
  it('without the checksum only the shape is checked', () => {
    expect(businessNumberSchema({ checksum: false }).parse('2208162518')).toBe('220-81-62518');
    expect(firstMessage(businessNumberSchema({ checksum: false }), '220-81-6251')).toBe(m.businessNumberFormat);
  });
});

describe('memo (§5: memo max 300)', () => {
  it('is trimmed, not blank, at most 300 characters (line breaks kept)', () => {
    expect(memoContentSchema.parse(' 첫 줄\n둘째 줄 ')).toBe('첫 줄\n둘째 줄');
    expect(firstMessage(memoContentSchema, '   ')).toBe(m.required);
    expect(memoContentSchema.safeParse('가'.repeat(300)).success).toBe(true);
    expect(firstMessage(memoContentSchema, '가'.repeat(301))).toBe(m.maxLength(300, 301));
  });
});

describe("additional info by the tenant's info config (§3 info-config with valueType)", () => {
  const fields: RegisterField[] = [
    { name: 'company', label: '회사', valueType: 'TEXT', options: [], required: true },
    { name: 'bizNo', label: '사업자등록번호', valueType: 'KOR_BUSINESS_NUMBER', options: [], required: false },
    { name: 'mobile', label: '비상 연락처', valueType: 'CELLPHONE_NORMAL', options: [], required: false },
  ];
  const schema = memberInfoValuesSchema(fields, (name) => (name === 'mobile' ? '010-1111-2222' : null));

  it('normalises each value by its type', () => {
    expect(
      schema.parse([
        { fieldName: 'company', value: '  한빛   전자 ' },
        { fieldName: 'bizNo', value: '2208162517' },
      ]),
    ).toEqual([
      { fieldName: 'company', value: '한빛 전자' },
      { fieldName: 'bizNo', value: '220-81-62517' },
    ]);
  });
  it('puts each message at its value: TEXT is a 1-30 short text, required stays required, the phone must differ', () => {
    const result = schema.safeParse([
      { fieldName: 'company', value: ' ' },
      { fieldName: 'bizNo', value: '220-81-62518' },
      { fieldName: 'mobile', value: '010-1111-2222' },
    ]);
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['0.value', m.required],
      ['1.value', m.businessNumberChecksum],
      ['2.value', m.phoneSameAsCurrent],
    ]);
  });
  it('refuses a field the tenant does not have', () => {
    expect(schema.safeParse([{ fieldName: 'nope', value: 'x' }]).error?.issues[0]?.path).toEqual([0, 'fieldName']);
  });
  it("turns the business number's checksum off where the info-config field says so (§5 optional checksum)", () => {
    const withoutChecksum = memberInfoValuesSchema(fields.map((field) => (field.name === 'bizNo' ? { ...field, checksum: false } : field)));
    expect(withoutChecksum.parse([{ fieldName: 'bizNo', value: '2208162518' }])).toEqual([{ fieldName: 'bizNo', value: '220-81-62518' }]);
    expect(withoutChecksum.safeParse([{ fieldName: 'bizNo', value: '220-81-6251' }]).error?.issues[0]?.message).toBe(m.businessNumberFormat);
  });
  it('with onlyChanged (the form), a stored value that breaks a rule does not block saving another field', () => {
    const stored: Record<string, string> = { company: 'A'.repeat(31), bizNo: '123-45-67890', mobile: '010-1111-2222' };
    const values = [
      { fieldName: 'company', value: 'A'.repeat(31) },
      { fieldName: 'bizNo', value: '123-45-67890' },
      { fieldName: 'mobile', value: '010-3333-4444' },
    ];
    const form = memberInfoValuesSchema(fields, (name) => stored[name] ?? null, { onlyChanged: true });
    expect(form.parse(values)).toEqual(values);
    // A changed value is still checked, against the saved one.
    expect(form.safeParse([{ fieldName: 'company', value: 'B'.repeat(31) }]).error?.issues[0]?.message).toBe(m.maxLength(30, 31));
    // Without it every value is checked, as the server checks what it is sent.
    expect(memberInfoValuesSchema(fields, (name) => stored[name] ?? null).safeParse(values).success).toBe(false);
  });
});
