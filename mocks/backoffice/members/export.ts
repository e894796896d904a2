/**
 * The exports of members — a group's (issue 15) and the filtered member list (issue 16): a job of
 * the one job engine whose result is a real XLSX (or CSV) file written by the files area's
 * `exportRows` — the same writers and formula guard the app uses, so a member named
 * `=HYPERLINK(…)` arrives as text. The rows are frozen when the job starts: what the operator
 * asked for is what the file holds. Headers and values are in Korean, in the screens' words (the
 * contract's `adminMemberWords.ts`), dates as Seoul days (backoffice.md §9 `yyyy.MM.dd`).
 *
 * As the list shows them (issue 27): an info field's choice as its label (여성, 직장인, not FEMALE,
 * EMPLOYEE), phones and business numbers with their dashes, an address on one line, every date in
 * the one format and, in an XLSX, a real date (typed columns of the spreadsheet writer); a header
 * is never written twice — an info field named like a fixed column (the tenant's "휴대폰 본인인증"
 * phone field beside the certification column) says it is one of the member's 추가 정보.
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import type { GroupMember } from '@app/shared/api/contract/adminMember';
import type { Actor } from '@app/shared/api/contract/adminKit';
import { ADDRESS_SEPARATOR, type RegisterField } from '@app/shared/api/contract/account';
import type { MemberRow } from '@app/shared/api/contract/adminMemberList';
import {
  emailVerificationNames,
  marketingConsentNames,
  memberFieldNames,
  phoneCertificationNames,
} from '@app/shared/api/contract/adminMemberWords';
import { formatPhone } from '@app/shared/lib/format/phone';
import type { SpreadsheetColumn, SpreadsheetFormat } from '@app/shared/lib/spreadsheet';
import { formatBusinessNumberInput } from '@app/shared/lib/validation/businessNumber';
import { exportRows } from '@mocks/backoffice/files/store';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { seoulDate } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import type { MemberGroupRecord } from './collections';

type MemberField = keyof typeof memberFieldNames;

/** The fixed columns that hold dates (a certification column holds its day, or the word for none). */
const DATE_FIELDS: ReadonlySet<MemberField> = new Set(['joinedAt', 'addedAt', 'phoneCertified']);

/** Columns of the member fields `keys`, headed by their names. */
function fieldColumns(keys: readonly MemberField[]): SpreadsheetColumn[] {
  return keys.map((key) => ({ key, header: memberFieldNames[key], ...(DATE_FIELDS.has(key) ? { type: 'date' as const } : {}) }));
}

/** A phone as the screens write it; none stays empty. */
const phoneCell = (phone: string | null) => (phone ? formatPhone(phone) : null);

/** What the export reads of an info-config field. */
export type ExportInfoField = Pick<RegisterField, 'name' | 'label' | 'valueType' | 'options'>;

/** An info field's value as the member list's cell shows it (its formatInfoValue, without the dash for empty). */
function infoCell(field: ExportInfoField, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.valueType) {
    case 'GENDER':
    case 'OPTION':
      return field.options.find((option) => option.value === value)?.label ?? value;
    case 'CELLPHONE_OCCUPANCY':
    case 'CELLPHONE_NORMAL':
      return formatPhone(value);
    case 'KOR_BUSINESS_NUMBER':
      return formatBusinessNumberInput(value);
    case 'KOR_ADDRESS':
      return value.split(ADDRESS_SEPARATOR).filter(Boolean).join(' ');
    case 'BIRTHDAY':
    case 'TEXT':
    case 'NUMBER':
      return value;
  }
}

const marketingWord = (agreed: boolean) => marketingConsentNames[agreed ? 'AGREED' : 'DECLINED'];

export const MEMBER_EXPORT_COLUMNS = fieldColumns(['displayName', 'email', 'phone', 'joinedAt', 'marketing', 'addedAt']);

/** One member of a group as the file's cells. */
export function groupMemberCells(member: GroupMember) {
  return {
    displayName: member.displayName,
    email: member.email,
    phone: phoneCell(member.phone),
    joinedAt: member.joinedAt,
    marketing: marketingWord(member.marketingAgreement),
    addedAt: member.addedAt,
  };
}

/** The member list's file: its columns, then one per info-config field (in order), no header twice. */
export function memberListColumns(infoFields: readonly ExportInfoField[]): SpreadsheetColumn[] {
  const fixed = fieldColumns(['displayName', 'email', 'emailVerified', 'phone', 'phoneCertified', 'joinedAt', 'marketing', 'groups']);
  const taken = new Set(fixed.map((column) => column.header));
  return [
    ...fixed,
    ...infoFields.map((field) => ({
      key: `info.${field.name}`,
      header: taken.has(field.label) ? `${field.label} (추가 정보)` : field.label,
      ...(field.valueType === 'BIRTHDAY' ? { type: 'date' as const } : {}),
    })),
  ];
}

/** One row of the member list as the file's cells (keyed as `memberListColumns`), as the list shows them. */
export function memberListCells(row: MemberRow, infoFields: readonly ExportInfoField[]): Record<string, string | null> {
  const values = new Map(row.info.map((field) => [field.fieldName, field.value]));
  return {
    displayName: row.displayName,
    email: row.email,
    emailVerified: emailVerificationNames[row.emailVerified ? 'VERIFIED' : 'UNVERIFIED'],
    phone: phoneCell(row.phone),
    phoneCertified: row.phoneCertifiedAt ?? phoneCertificationNames.UNCERTIFIED,
    joinedAt: row.joinedAt,
    marketing: marketingWord(row.marketingAgreement),
    groups: row.groups.map((group) => group.name).join(', '),
    ...Object.fromEntries(infoFields.map((field) => [`info.${field.name}`, infoCell(field, values.get(field.name))])),
  };
}

export interface MemberExportInput {
  group: MemberGroupRecord;
  rows: readonly GroupMember[];
  format: SpreadsheetFormat;
  startedBy: Actor;
  /** A selection of the group rather than all of it (the scope's words say which). */
  selected: boolean;
}

interface RowsExportInput<Row extends { accountKey: string }> {
  rows: readonly Row[];
  toCells: (row: Row) => Record<string, string | null>;
  columns: readonly SpreadsheetColumn[];
  title: string;
  scope: string;
  /** Before the day it is made: `VIP 회원 회원`. */
  fileName: string;
  format: SpreadsheetFormat;
  startedBy: Actor;
}

/** One member per job item; the file is written when the job ends. */
function startRowsExport<Row extends { accountKey: string }>(
  input: RowsExportInput<Row>,
): Promise<Job> {
  const { rows, format, startedBy } = input;
  const byKey = new Map(rows.map((row) => [row.accountKey, row]));
  return startJob({
    kind: 'EXPORT',
    title: input.title,
    scope: input.scope,
    area: 'MEMBER',
    startedBy,
    items: [...byKey.keys()],
    processItem: (accountKey) => (byKey.has(accountKey) ? 'ok' : 'skipped'),
    async finish() {
      const file = await exportRows({
        format,
        fileName: `${input.fileName} ${seoulDate(settings.now())}`,
        columns: input.columns,
        rows: rows.map(input.toCells),
        owner: startedBy,
        sheetName: '회원',
      });
      return {
        type: 'FILE',
        fileId: file.fileId,
        fileName: file.fileName,
        size: file.size,
        contentType: file.contentType,
      };
    },
  });
}

export function startMemberExport({
  group,
  rows,
  format,
  startedBy,
  selected,
}: MemberExportInput): Promise<Job> {
  const count = rows.length.toLocaleString('ko-KR');
  return startRowsExport({
    rows,
    toCells: groupMemberCells,
    columns: MEMBER_EXPORT_COLUMNS,
    title: `그룹 회원 내보내기 (${format})`,
    scope: selected
      ? `그룹 '${group.name}'에서 선택한 ${count}명`
      : `그룹 '${group.name}' 전체 ${count}명`,
    fileName: `${group.name} 회원`,
    format,
    startedBy,
  });
}

export interface MemberListExportInput {
  rows: readonly MemberRow[];
  /** The info-config fields, in order: one column each after the fixed ones. */
  infoFields: readonly ExportInfoField[];
  /** The scope in words: `검색 결과 전체 8,214명`. */
  scope: string;
  format: SpreadsheetFormat;
  startedBy: Actor;
}

/** The member list's export: its columns, then the tenant's info-config fields. */
export function startMemberListExport({
  rows,
  infoFields,
  scope,
  format,
  startedBy,
}: MemberListExportInput): Promise<Job> {
  return startRowsExport({
    rows,
    toCells: (row) => memberListCells(row, infoFields),
    columns: memberListColumns(infoFields),
    title: `회원 목록 내보내기 (${format})`,
    scope,
    fileName: '회원 목록',
    format,
    startedBy,
  });
}
