/** Unit tests of custom info field values (spec §3 Register setting value types, §5 rules). */
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { registerFieldSeed } from './seed';
import { MockError } from '@mocks/engine/MockError';
import { applyInfo, isValidBusinessNumber } from './infoValues';

function failure(run: () => unknown): MockError {
  try {
    run();
  } catch (error) {
    if (error instanceof MockError) return error;
    throw error;
  }
  throw new Error('expected a MockError');
}

describe('info values', () => {
  beforeEach(async () => {
    db.registerFields.clear();
    db.certifications.clear();
    for (const field of registerFieldSeed) await db.registerFields.create(field);
  });

  it('§5 business registration number: 10 digits with a valid check digit', () => {
    expect(isValidBusinessNumber('220-81-62517')).toBe(true);
    expect(isValidBusinessNumber('2208162517')).toBe(true);
    expect(isValidBusinessNumber('220-81-62518')).toBe(false);
    expect(isValidBusinessNumber('220-81-6251')).toBe(false);
  });

  it('backoffice.md §5 "optional checksum": a field that turns it off keeps the 10-digit shape only', () => {
    expect(isValidBusinessNumber('220-81-62518', { checksum: false })).toBe(true);
    expect(isValidBusinessNumber('220-81-6251', { checksum: false })).toBe(false);
  });

  it('accepts a valid value of every type but the certified phone, in register-field order', () => {
    const info = applyInfo(
      [],
      [
        { fieldName: 'address', value: '06236|서울 강남구 테헤란로 123|4층' },
        { fieldName: 'contactPhone', value: '010-1234-5678' },
        { fieldName: 'gender', value: 'MALE' },
        { fieldName: 'job', value: 'STUDENT' },
        { fieldName: 'birthday', value: '2001-02-03' },
        { fieldName: 'company', value: '클래스 주식회사' },
        { fieldName: 'employeeNumber', value: '12345' },
        { fieldName: 'businessNumber', value: '220-81-62517' },
      ],
      false,
    );
    expect(info.map((field) => field.fieldName)).toEqual([
      'contactPhone',
      'gender',
      'job',
      'birthday',
      'company',
      'employeeNumber',
      'businessNumber',
      'address',
    ]);
    expect(info.every((field) => field.conclusion === null)).toBe(true);
  });

  it.each([
    ['contactPhone', '02-123-4567'],
    ['gender', 'OTHER'],
    ['job', 'ASTRONAUT'],
    ['birthday', '2001-02-30'],
    ['company', '이모지😀회사'],
    ['employeeNumber', '12a'],
    ['address', '서울 강남구'],
  ])('refuses %s = %s with request.invalid naming the field', (fieldName, value) => {
    const error = failure(() => applyInfo([], [{ fieldName, value }], false));
    expect(error.code).toBe('request.invalid');
    expect(error.data).toEqual({ fieldName });
  });

  it('§5 "Verification is required": a CELLPHONE_OCCUPANCY value needs a certification of that phone', async () => {
    expect(
      failure(() => applyInfo([], [{ fieldName: 'certifiedPhone', value: '01012345678' }], false))
        .message,
    ).toBe(validationMessages.certificationRequired);
    await db.certifications.create({
      certificationKey: 'cert-1',
      phone: '010-1234-5678',
      name: '김하늘',
      certifiedAt: 0,
    });
    const [field] = applyInfo(
      [],
      [{ fieldName: 'certifiedPhone', value: '01012345678', certificationKey: 'cert-1' }],
      false,
    );
    expect(field).toMatchObject({
      conclusion: 'CERTIFIED',
      certificationAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it('an unknown field is refused; an empty optional value clears the field', () => {
    expect(
      failure(() => applyInfo([], [{ fieldName: 'shoeSize', value: '270' }], false)).data,
    ).toEqual({
      fieldName: 'shoeSize',
    });
    const cleared = applyInfo(
      [
        {
          fieldName: 'company',
          label: '회사명',
          value: '클래스',
          conclusion: null,
          certificationAt: null,
        },
      ],
      [{ fieldName: 'company', value: ' ' }],
      false,
    );
    expect(cleared).toEqual([
      {
        fieldName: 'company',
        label: '회사명',
        value: null,
        conclusion: null,
        certificationAt: null,
      },
    ]);
  });
});
