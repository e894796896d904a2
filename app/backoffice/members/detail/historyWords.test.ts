import { describe, expect, it } from 'vitest';
import type { RegisterField } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { memberHistoryWords } from './historyWords';
import { historyFieldLabel } from '../../kit/kinds/foundKindWords';

const infos = [
  { fieldName: 'company', label: '회사명' },
  { fieldName: 'retired', label: '예전 항목' },
];
const config: Pick<RegisterField, 'name' | 'label' | 'valueType' | 'options'>[] = [
  { name: 'company', label: '회사명', valueType: 'TEXT', options: [] },
  {
    name: 'gender',
    label: '성별',
    valueType: 'GENDER',
    options: [{ value: 'MALE', label: '남성' }, { value: 'FEMALE', label: '여성' }],
  },
  { name: 'address', label: '주소', valueType: 'KOR_ADDRESS', options: [] },
];

describe('the member change history puts fields in Korean, never by their keys (issue 16 closing note)', () => {
  it("names an additional-info change by the info-config field's label", () => {
    const words = memberHistoryWords(infos, config);
    expect(words.field('info.company')).toBe('회사명');
    expect(words.field('info.gender')).toBe('성별');
  });
  it("a field the config no longer lists keeps the label the member's infos carry", () => {
    expect(memberHistoryWords(infos, config).field('info.retired')).toBe('예전 항목');
  });
  it("an option's value is shown as its label; other values as they are", () => {
    const words = memberHistoryWords(infos, config);
    expect(words.value('info.gender', 'FEMALE')).toBe('여성');
    expect(words.value('info.company', '바다물산')).toBeUndefined();
    expect(words.value('info.gender', 'UNKNOWN')).toBeUndefined();
  });
  it('an address is shown as it is read, not as it is stored (postal|address|detail)', () => {
    const words = memberHistoryWords(infos, config);
    expect(words.value('info.address', '06236|서울 강남구 테헤란로 123|4층')).toBe('(06236) 서울 강남구 테헤란로 123 4층');
    expect(words.value('info.address', '06236|서울 강남구 테헤란로 123|')).toBe('(06236) 서울 강남구 테헤란로 123');
  });
  it('leaves basic fields and unknown info fields to the catalogue', () => {
    const words = memberHistoryWords(infos, config);
    expect(words.field('displayName')).toBeUndefined();
    expect(words.field('info.removedField')).toBeUndefined();
    // "company" alone is not an info change: only the info. prefix names one.
    expect(words.field('company')).toBeUndefined();
  });
  it("the members area's declaration names a registered member's e-mail", () => {
    expect(historyFieldLabel('MEMBER', 'email')).toBe(copy.backofficeMemberDetail.history.memberFields.email);
  });
});
