/**
 * The tenant's info-config fields as member-list columns (backoffice.md §3 "Account: … infos (each
 * with certificationAt) … info-config list with valueType"; issue 16): how each of the nine value
 * types reads in a cell, and which columns the default view shows. Pure, so the rules are tested
 * without a page.
 *
 * Choices (a gender, an option such as 직업) are shown by default: short, and asked of everyone.
 * Free text and numbers are identifiers only some members have (사번, 사업자등록번호, 회사명: a
 * company's staff), so their mostly empty columns wait in the column picker with phones (the list
 * has its own phone column), birthdays and addresses (long, personal), leaving the default table's
 * width to the e-mail, phone and dates (issue 27). Each column also says what it holds
 * (`infoColumnSize`), so a date or a phone gets a width it fits.
 */
import type { ColumnKind } from '@ds/components/DataTable';
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

const SHOWN_BY_DEFAULT: ReadonlySet<InfoValueType> = new Set(['GENDER', 'OPTION']);

export function infoColumnHiddenByDefault(field: Pick<RegisterField, 'valueType'>): boolean {
  return !SHOWN_BY_DEFAULT.has(field.valueType);
}

/**
 * A phone with the day it was certified, "010-1234-5678 (2025.01.10 본인인증)": wider than a bare
 * phone number (the kind's width), and never cut (the member list's phone column too).
 */
export const CERTIFIED_PHONE_WIDTH = '18rem';

/** How wide an info column is (DataTable `kind` or `width`); text and choices share what is left. */
export function infoColumnSize(field: Pick<RegisterField, 'valueType'>): { kind?: ColumnKind; width?: string } {
  switch (field.valueType) {
    case 'BIRTHDAY':
      return { kind: 'date' };
    case 'CELLPHONE_OCCUPANCY':
    case 'CELLPHONE_NORMAL':
      return { width: CERTIFIED_PHONE_WIDTH };
    case 'KOR_BUSINESS_NUMBER':
      // "220-81-62517": the dashed digits of a phone number, in the same width.
      return { kind: 'phone' };
    default:
      return {};
  }
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
