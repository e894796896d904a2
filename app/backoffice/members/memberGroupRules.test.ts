/**
 * The member-group rules (backoffice.md §5 common text; issue 15 "an imported CSV of e-mails or
 * phones"), each test named after the rule it proves.
 */
import { describe, expect, it, vi } from 'vitest';
import { groupNameSchema, type GroupMember } from '@app/shared/api/contract/adminMember';
import { copy } from '@app/shared/copy';
import * as phone from '@app/shared/lib/validation/phone';
import {
  contactKey,
  groupNameFormSchema,
  importContactSchema,
  withoutSelected,
  withRemovalTakenBack,
  type GroupMembersPage,
} from './memberGroupRules';

// The forms' phone rule, watched: the import must check numbers with it, not with a copy.
vi.mock('@app/shared/lib/validation/phone', async (importOriginal) => {
  const actual = await importOriginal<typeof phone>();
  return { ...actual, phoneRule: vi.fn(actual.phoneRule) };
});

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

  it('checks a mobile number with the forms\' phone rule (one rule, not a copy of its pattern)', () => {
    expect(vi.mocked(phone.phoneRule)).toHaveBeenCalled();
    for (const contact of ['010-1234-5678', '010-123-45678', '01712345678', '010-12-5678']) {
      const asForm = contact !== '' && phone.phoneRule().safeParse(contact).success;
      expect(importContactSchema.safeParse({ contact }).success, contact).toBe(asForm);
    }
  });

  it('names the same member once: e-mails ignore case, phones their hyphens', () => {
    expect(contactKey({ contact: 'Haneul@Klass.test' })).toBe(contactKey({ contact: 'haneul@klass.test' }));
    expect(contactKey({ contact: '010-1234-5678' })).toBe(contactKey({ contact: '01012345678' }));
  });
});

const member = (accountKey: string): GroupMember => ({
  accountKey,
  displayName: accountKey,
  email: `${accountKey}@klass.test`,
  phone: null,
  joinedAt: '2026-01-01T00:00:00+09:00',
  marketingAgreement: false,
  addedAt: '2026-02-01T00:00:00+09:00',
});
const pageOf = (keys: string[], totalCount: number): GroupMembersPage => ({ items: keys.map(member), totalCount, totalPages: 1 });
const keysOf = (page: GroupMembersPage | undefined) => page?.items.map((row) => row.accountKey);

describe('a removal in its undo window, and taken back', () => {
  it('shows the page without the selected members and the total less their count', () => {
    const page = withoutSelected(pageOf(['a', 'b', 'c', 'd'], 40), { kind: 'keys', keys: ['b', 'c'] }, 2);
    expect(keysOf(page)).toEqual(['a', 'd']);
    expect(page.totalCount).toBe(38);
  });

  it('a failed earlier removal comes back in its place without hiding a later removal', () => {
    const first = pageOf(['a', 'b', 'c', 'd'], 40);
    // Remove b (A); then remove d (B) while A's send is under way; then A's send fails.
    const afterA = withoutSelected(first, { kind: 'keys', keys: ['b'] }, 1);
    const afterB = withoutSelected(afterA, { kind: 'keys', keys: ['d'] }, 1);
    const taken = withRemovalTakenBack(afterB, first, { kind: 'keys', keys: ['b'] }, 1);
    expect(keysOf(taken)).toEqual(['a', 'b', 'c']);
    expect(taken?.totalCount).toBe(39);
  });

  it('takes back a select-all-matching removal, its exclusions having stayed', () => {
    const first = pageOf(['a', 'b', 'c'], 3);
    const selection = { kind: 'query' as const, filter: {}, excluded: ['b'], expectedCount: 2 };
    const after = withoutSelected(first, selection, 2);
    expect(keysOf(after)).toEqual(['b']);
    expect(keysOf(withRemovalTakenBack(after, first, selection, 2))).toEqual(['a', 'b', 'c']);
  });

  it('keeps rows the page gained since, and leaves a page no longer cached alone', () => {
    const first = pageOf(['a', 'b'], 2);
    const refetched = pageOf(['a', 'z'], 2);
    expect(keysOf(withRemovalTakenBack(refetched, first, { kind: 'keys', keys: ['b'] }, 1))).toEqual(['a', 'b', 'z']);
    expect(withRemovalTakenBack(undefined, first, { kind: 'keys', keys: ['b'] }, 1)).toBeUndefined();
  });
});
