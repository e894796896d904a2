/**
 * The tenant's info-config fields as member-list columns (backoffice.md §3 "Account: … infos (each
 * with certificationAt) … info-config list with valueType"; issue 16): how each of the nine value
 * types reads in a cell, and which columns the default view shows. Pure, so the rules are tested
 * without a page.
 *
 * Short values (a choice, a gender, a number, a short text) are shown by default; phones (the
 * list has its own phone column), birthdays and addresses (long, personal) wait in the column
 * picker, so the default table stays readable at 10,000 rows.
 */
import type { InfoValueType, RegisterField } from '@app/shared/api/contract/account';
import type { MemberRow } from '@app/shared/api/contract/adminMemberList';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { formatPhone } from '@app/shared/lib/format/phone';

const text = copy.backofficeMemberList;

/*
 * The address separator and the 3-2-5 grouping are written here rather than imported: their homes
 * (the account contract's ADDRESS_SEPARATOR, validation/businessNumber's formatBusinessNumberInput)
 * are modules of top-level zod schemas, and the learner's validation messages, that the bundler
 * keeps whole once anything is imported from them, about 2 KB gzip of the member list's first
 * download for two one-line helpers. infoColumns.test.ts holds both to their originals.
 */
export const INFO_ADDRESS_SEPARATOR = '|';

/** "2208162517" → "220-81-62517", as validation/businessNumber's formatBusinessNumberInput. */
export function formatBusinessNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** A member-list column id of an info field; never clashes with the fixed columns. */
export function infoColumnId(field: Pick<RegisterField, 'name'>): `info.${string}` {
  return `info.${field.name}`;
}

const SHOWN_BY_DEFAULT: ReadonlySet<InfoValueType> = new Set(['GENDER', 'OPTION', 'TEXT', 'NUMBER', 'KOR_BUSINESS_NUMBER']);

export function infoColumnHiddenByDefault(field: Pick<RegisterField, 'valueType'>): boolean {
  return !SHOWN_BY_DEFAULT.has(field.valueType);
}

type InfoValue = MemberRow['info'][number];

/** The cell's text of one field for one member; `—` when the member left it empty. */
export function formatInfoValue(field: RegisterField, value: InfoValue | undefined): string {
  const raw = value?.value;
  if (raw === null || raw === undefined || raw === '') return text.noValue;
  switch (field.valueType) {
    case 'GENDER':
    case 'OPTION':
      return field.options.find((option) => option.value === raw)?.label ?? raw;
    case 'BIRTHDAY':
      return raw.replaceAll('-', '.');
    case 'CELLPHONE_OCCUPANCY':
    case 'CELLPHONE_NORMAL': {
      const phone = formatPhone(raw);
      return value?.certificationAt ? `${phone} ${text.certifiedOn(formatDate(value.certificationAt))}` : phone;
    }
    case 'KOR_BUSINESS_NUMBER':
      return formatBusinessNumber(raw);
    case 'KOR_ADDRESS':
      return raw.split(INFO_ADDRESS_SEPARATOR).filter(Boolean).join(' ');
    case 'TEXT':
    case 'NUMBER':
      return raw;
  }
}
