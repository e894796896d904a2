import { describe, expect, it } from 'vitest';
import { copy } from '@app/shared/copy';
import { memberHistoryFieldLabel } from './historyFieldLabel';

const infos = [
  { fieldName: 'company', label: '회사명' },
  { fieldName: 'job', label: '직업' },
];

describe('the member change history names fields in Korean, never by their keys (issue 16 closing note)', () => {
  it("names an additional-info change by the info-config field's label", () => {
    const label = memberHistoryFieldLabel(infos);
    expect(label('info.company')).toBe('회사명');
    expect(label('info.job')).toBe('직업');
  });
  it('leaves basic fields and unknown info fields to the catalogue', () => {
    const label = memberHistoryFieldLabel(infos);
    expect(label('displayName')).toBeUndefined();
    expect(label('info.removedField')).toBeUndefined();
    // "company" alone is not an info change: only the info. prefix names one.
    expect(label('company')).toBeUndefined();
  });
  it("the catalogue names a registered member's e-mail", () => {
    expect(copy.backofficeHistory.fieldName('MEMBER', 'email')).toBe('이메일');
  });
});
