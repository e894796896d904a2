/**
 * The info-config columns of the member list (backoffice.md §3 "infos (each with certificationAt)
 * … info-config list with valueType"; issue 16 "the tenant's info-config columns with their value
 * types"): each value type reads as the operator expects, empty is a dash, and which columns the
 * default view shows.
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_SEPARATOR, type InfoValueType, type RegisterField } from '@app/shared/api/contract/account';
import { marketingConsentSchema } from '@app/shared/api/contract/adminMember';
import { emailVerificationSchema, phoneCertificationSchema } from '@app/shared/api/contract/adminMemberList';
import { formatBusinessNumberInput } from '@app/shared/lib/validation/businessNumber';
import { formatBusinessNumber, formatInfoValue, INFO_ADDRESS_SEPARATOR, infoColumnHiddenByDefault, infoColumnId } from './infoColumns';
import { memberListDefinition } from './memberListDefinition';

const field = (valueType: InfoValueType, options: RegisterField['options'] = []): RegisterField => ({ name: 'f', label: 'F', valueType, options, required: false });
const value = (text: string | null, certificationAt: string | null = null) => ({ fieldName: 'f', value: text, certificationAt });

describe('info-config columns', () => {
  it('a choice shows its label, an unknown choice its value', () => {
    const job = field('OPTION', [{ label: '직장인', value: 'EMPLOYEE' }]);
    expect(formatInfoValue(job, value('EMPLOYEE'))).toBe('직장인');
    expect(formatInfoValue(job, value('RETIRED'))).toBe('RETIRED');
    expect(formatInfoValue(field('GENDER', [{ label: '여성', value: 'FEMALE' }]), value('FEMALE'))).toBe('여성');
  });

  it('a certified phone says when (§3 certificationAt, Seoul day); a plain phone is hyphenated', () => {
    expect(formatInfoValue(field('CELLPHONE_OCCUPANCY'), value('01012345678', '2025-03-01T16:00:00.000Z'))).toBe('010-1234-5678 (2025.03.02 본인인증)');
    expect(formatInfoValue(field('CELLPHONE_NORMAL'), value('010-9876-5432'))).toBe('010-9876-5432');
  });

  it('birthday as yyyy.MM.dd, business number 3-2-5, address parts joined, text and numbers as typed', () => {
    expect(formatInfoValue(field('BIRTHDAY'), value('1994-03-15'))).toBe('1994.03.15');
    expect(formatInfoValue(field('KOR_BUSINESS_NUMBER'), value('2208162517'))).toBe('220-81-62517');
    expect(formatInfoValue(field('KOR_ADDRESS'), value('06236|서울 강남구 테헤란로 123|4층'))).toBe('06236 서울 강남구 테헤란로 123 4층');
    expect(formatInfoValue(field('TEXT'), value('클래스 주식회사'))).toBe('클래스 주식회사');
    expect(formatInfoValue(field('NUMBER'), value('20240117'))).toBe('20240117');
  });

  it('an empty or missing value is a dash', () => {
    expect(formatInfoValue(field('TEXT'), undefined)).toBe('—');
    expect(formatInfoValue(field('TEXT'), value(null))).toBe('—');
    expect(formatInfoValue(field('TEXT'), value(''))).toBe('—');
  });

  it('choices show by default; identifiers few members have (사번, 사업자등록번호), phones, birthdays and addresses wait in the column picker', () => {
    expect(['GENDER', 'OPTION'].map((type) => infoColumnHiddenByDefault(field(type as InfoValueType)))).toEqual([false, false]);
    // Issue 27: empty 사번 and 사업자등록번호 columns took the space the e-mail and phone needed.
    expect(['TEXT', 'NUMBER', 'KOR_BUSINESS_NUMBER'].map((type) => infoColumnHiddenByDefault(field(type as InfoValueType)))).toEqual([true, true, true]);
    expect(['CELLPHONE_OCCUPANCY', 'CELLPHONE_NORMAL', 'BIRTHDAY', 'KOR_ADDRESS'].map((type) => infoColumnHiddenByDefault(field(type as InfoValueType)))).toEqual([true, true, true, true]);
    expect(infoColumnId({ name: 'job' })).toBe('info.job');
  });

  // The list keeps its own copies so its first download holds no zod contract (see infoColumns.ts).
  it('its copies of the separator and the 3-2-5 grouping are the contract’s and the validation’s', () => {
    expect(INFO_ADDRESS_SEPARATOR).toBe(ADDRESS_SEPARATOR);
    for (const raw of ['2208162517', '220-81-62517', '22081', '2', '', '220816251799', 'ab2208162517'])
      expect(formatBusinessNumber(raw)).toBe(formatBusinessNumberInput(raw));
  });
});

describe('member list definition', () => {
  it('offers each filter’s contract values in the contract’s order (labels kept beside them, not read from zod)', () => {
    const { filters } = memberListDefinition([], []);
    const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
    expect(values(filters.marketing.options)).toEqual(marketingConsentSchema.options);
    expect(values(filters.emailVerification.options)).toEqual(emailVerificationSchema.options);
    expect(values(filters.phoneCertification.options)).toEqual(phoneCertificationSchema.options);
  });
});
