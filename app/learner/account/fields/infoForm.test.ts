import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { InfoField, RegisterField } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { checkCertifications, infoFormShape, initialInfo, toInfoInputs } from './infoForm';

const fields: RegisterField[] = [
  { name: 'certifiedPhone', label: '휴대폰 본인인증', valueType: 'CELLPHONE_OCCUPANCY', options: [], required: false },
  { name: 'contactPhone', label: '연락처', valueType: 'CELLPHONE_NORMAL', options: [], required: false },
  { name: 'company', label: '회사명', valueType: 'TEXT', options: [], required: true },
];
const saved: InfoField[] = [
  { fieldName: 'certifiedPhone', label: '', value: '010-1234-5678', conclusion: 'CERTIFIED', certificationAt: null },
  { fieldName: 'contactPhone', label: '', value: '010-9876-5432', conclusion: null, certificationAt: null },
  { fieldName: 'company', label: '', value: '클래스 주식회사', conclusion: null, certificationAt: null },
];

function schema(savedInfo?: InfoField[]) {
  return z
    .object(infoFormShape(fields, savedInfo))
    .check(z.superRefine(checkCertifications(fields)));
}

function messages(result: z.util.SafeParseResult<unknown>) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('extra fields in a form (§3 Register setting, §5)', () => {
  it('register: a required field must be filled; a certified phone needs its certification ("Verification is required.")', () => {
    const result = schema().safeParse({ info: { certifiedPhone: '010-2222-3333', contactPhone: '', company: '' }, certifications: {} });
    expect(messages(result)).toEqual({
      'info.company': copy.account.validation.required,
      'info.certifiedPhone': copy.account.validation.certificationRequired,
    });
  });

  it('settings: phones start empty and the other fields at their saved values', () => {
    expect(initialInfo(fields, saved)).toEqual({
      info: { certifiedPhone: '', contactPhone: '', company: '클래스 주식회사' },
      certifications: {},
    });
  });

  it('settings: typing the current number again is "currently in use"', () => {
    const result = schema(saved).safeParse({ info: { certifiedPhone: '', contactPhone: '01098765432', company: '클래스 주식회사' }, certifications: {} });
    expect(messages(result)).toEqual({ 'info.contactPhone': copy.account.validation.phoneSameAsCurrent });
  });

  it('settings sends only what changed; register sends every field with its certification key', () => {
    const values = { info: { certifiedPhone: '010-2222-3333', contactPhone: '', company: '클래스 주식회사' }, certifications: { certifiedPhone: 'cert-1' } };
    expect(toInfoInputs(fields, values, saved)).toEqual([
      { fieldName: 'certifiedPhone', value: '010-2222-3333', certificationKey: 'cert-1' },
    ]);
    expect(toInfoInputs(fields, values)).toHaveLength(3);
  });
});
