/**
 * The member-group rules (backoffice.md §5 common text; issue 15 "an imported CSV of e-mails or
 * phones"), each test named after the rule it proves.
 */
import { describe, expect, it } from 'vitest';
import { groupNameSchema } from '@app/shared/api/contract/adminMember';
import { copy } from '@app/shared/copy';
import { contactKey, groupNameFormSchema, importContactSchema } from './memberGroupRules';

const messages = copy.account.validation;
const nameError = (name: string) => groupNameFormSchema.safeParse({ name }).error?.issues[0]?.message;

describe('group name (§5 common text, 2–30)', () => {
  it('is trimmed and its repeated whitespace collapsed before it is counted', () => {
    expect(groupNameFormSchema.parse({ name: '  VIP   회원 ' })).toEqual({ name: 'VIP 회원' });
    expect(nameError('   가   ')).toBe(messages.minLength(2));
  });

  it('takes 2 to 30 characters', () => {
    expect(nameError('가')).toBe(messages.minLength(2));
    expect(nameError('가'.repeat(30))).toBeUndefined();
    expect(nameError('가'.repeat(31))).toBe(messages.maxLength(30, 31));
  });

  it('allows Korean, English, digits and the listed symbols, not emoji', () => {
    expect(nameError('2026 봄학기 · A반')).toBe(messages.allowedCharacters);
    expect(nameError('2026 봄학기 (A반) #1')).toBeUndefined();
    expect(nameError('이벤트 🎉')).toBe(messages.allowedCharacters);
  });

  it('accepts exactly what the server accepts', () => {
    for (const name of ['VIP 회원', '가', '가'.repeat(31), '이벤트 🎉', 'A-B_C (1)', '   ']) {
      expect(groupNameFormSchema.safeParse({ name }).success, name).toBe(groupNameSchema.safeParse(name).success);
    }
  });
});

describe('import contact (an e-mail or a mobile number)', () => {
  it('accepts an e-mail or an 01x mobile number with or without hyphens and spaces', () => {
    for (const contact of ['haneul@klass.test', '010-1234-5678', '01012345678', '010 1234 5678', ' 011-123-4567 ']) {
      expect(importContactSchema.safeParse({ contact }).success, contact).toBe(true);
    }
  });

  it('refuses anything else with its Korean message', () => {
    for (const contact of ['', '김하늘', '02-123-4567', 'haneul@', '1234']) {
      expect(importContactSchema.safeParse({ contact }).error?.issues[0]?.message, contact).toBe(copy.backofficeMembers.importContactRule);
    }
  });

  it('names the same member once: e-mails ignore case, phones their hyphens', () => {
    expect(contactKey({ contact: 'Haneul@Klass.test' })).toBe(contactKey({ contact: 'haneul@klass.test' }));
    expect(contactKey({ contact: '010-1234-5678' })).toBe(contactKey({ contact: '01012345678' }));
  });
});
