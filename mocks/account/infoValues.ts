/**
 * Custom info field values (spec §3 Register setting, §5 validation): each value is checked
 * against the tenant's field of that name and its value type, and becomes an Info field of the
 * account. A CELLPHONE_OCCUPANCY value needs the key of a carrier certification of that phone.
 */
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import {
  ADDRESS_SEPARATOR,
  type InfoField,
  type InfoInput,
  type InfoValueType,
  type RegisterField,
} from '@app/shared/api/contract/account';
import { db } from '@mocks/db/database';
import type { RegisterFieldRecord } from './schemas';
import { MockError } from '@mocks/engine/MockError';
import { iso, now } from './clock';

const EMOJI = /\p{Extended_Pictographic}/u;
const PHONE = /^01[016789]\d{7,8}$/;
const BUSINESS_NUMBER_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

export function registerFields(): RegisterField[] {
  return db.registerFields
    .all()
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...field }) => field);
}

function digits(value: string): string {
  return value.replace(/-/g, '');
}

/** Korean business registration number checksum (the last digit). */
export function isValidBusinessNumber(value: string, { checksum = true }: { checksum?: boolean } = {}): boolean {
  const number = digits(value);
  if (!/^\d{10}$/.test(number)) return false;
  if (!checksum) return true;
  const d = Array.from(number, Number);
  const weighted = BUSINESS_NUMBER_WEIGHTS.reduce(
    (sum, weight, i) => sum + (d[i] ?? 0) * weight,
    0,
  );
  const total = weighted + Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (total % 10)) % 10 === d[9];
}

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < now()
  );
}

const validByType: Record<InfoValueType, (value: string, field: RegisterFieldRecord) => boolean> = {
  CELLPHONE_OCCUPANCY: (value) => PHONE.test(digits(value)),
  CELLPHONE_NORMAL: (value) => PHONE.test(digits(value)),
  GENDER: (value, field) => field.options.some((option) => option.value === value),
  OPTION: (value, field) => field.options.some((option) => option.value === value),
  BIRTHDAY: isPastDate,
  TEXT: (value) => value.trim().length >= 2 && value.trim().length <= 30 && !EMOJI.test(value),
  NUMBER: (value) => /^\d{2,30}$/.test(value),
  KOR_BUSINESS_NUMBER: (value, field) => isValidBusinessNumber(value, { checksum: field.checksum !== false }),
  KOR_ADDRESS: (value) => {
    const [postal = '', address = ''] = value.split(ADDRESS_SEPARATOR);
    return /^\d{5}$/.test(postal) && address.trim().length > 0;
  },
};

function invalid(field: RegisterFieldRecord, message: string): MockError {
  return new MockError('badRequest', message, { fieldName: field.name });
}

function certificationOf(
  field: RegisterFieldRecord,
  input: InfoInput,
): Pick<InfoField, 'conclusion' | 'certificationAt'> {
  if (field.valueType !== 'CELLPHONE_OCCUPANCY') return { conclusion: null, certificationAt: null };
  const certification = input.certificationKey
    ? db.certifications.findFirst((q) => q.where({ certificationKey: input.certificationKey }))
    : undefined;
  if (!certification || digits(certification.phone) !== digits(input.value)) {
    throw invalid(field, validationMessages.certificationRequired);
  }
  return { conclusion: 'CERTIFIED', certificationAt: iso(certification.certifiedAt) };
}

function toInfoField(field: RegisterFieldRecord, input: InfoInput): InfoField {
  const value = input.value.trim();
  if (value === '') {
    if (field.required) throw invalid(field, validationMessages.required);
    return {
      fieldName: field.name,
      label: field.label,
      value: null,
      conclusion: null,
      certificationAt: null,
    };
  }
  if (!validByType[field.valueType](value, field))
    throw invalid(field, `${field.label} 형식이 올바르지 않아요.`);
  return { fieldName: field.name, label: field.label, value, ...certificationOf(field, input) };
}

/**
 * Applies `inputs` over the `current` values. With `complete`, every required field must end up
 * filled (the register forms); the info form may save one field at a time.
 */
export function applyInfo(
  current: InfoField[],
  inputs: InfoInput[],
  complete: boolean,
): InfoField[] {
  const fields = db.registerFields.all().sort((a, b) => a.order - b.order);
  const byName = new Map(current.map((info) => [info.fieldName, info]));
  for (const input of inputs) {
    const field = fields.find((candidate) => candidate.name === input.fieldName);
    if (!field) {
      throw new MockError('badRequest', '알 수 없는 입력 항목이에요.', {
        fieldName: input.fieldName,
      });
    }
    byName.set(field.name, toInfoField(field, input));
  }
  if (complete) {
    const missing = fields.find((field) => field.required && !byName.get(field.name)?.value);
    if (missing) throw invalid(missing, validationMessages.required);
  }
  return fields.flatMap((field) => {
    const info = byName.get(field.name);
    return info ? [info] : [];
  });
}
