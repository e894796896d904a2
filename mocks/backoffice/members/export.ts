/**
 * The exports of members — a group's (issue 15) and the filtered member list (issue 16): a job of
 * the one job engine whose result is a real XLSX (or CSV) file written by the files area's
 * `exportRows` — the same writers and formula guard the app uses, so a member named
 * `=HYPERLINK(…)` arrives as text. The rows are frozen when the job starts: what the operator
 * asked for is what the file holds. Headers and values are in Korean, in the screens' words (the
 * contract's `adminMemberWords.ts`), dates as Seoul days (backoffice.md §9 `yyyy.MM.dd`).
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import type { GroupMember } from '@app/shared/api/contract/adminMember';
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { MemberRow } from '@app/shared/api/contract/adminMemberList';
import {
  emailVerificationNames,
  marketingConsentNames,
  memberFieldNames,
  phoneCertificationNames,
} from '@app/shared/api/contract/adminMemberWords';
import type { SpreadsheetColumn, SpreadsheetFormat } from '@app/shared/lib/spreadsheet';
import { exportRows } from '@mocks/backoffice/files/store';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { seoulDate } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import type { MemberGroupRecord } from './collections';

/** Columns of the member fields `keys`, headed by their names. */
function fieldColumns(keys: readonly (keyof typeof memberFieldNames)[]): SpreadsheetColumn[] {
  return keys.map((key) => ({ key, header: memberFieldNames[key] }));
}

const marketingWord = (agreed: boolean) => marketingConsentNames[agreed ? 'AGREED' : 'DECLINED'];

export const MEMBER_EXPORT_COLUMNS = fieldColumns(['displayName', 'email', 'phone', 'joinedAt', 'marketing', 'addedAt']);

/** One member of a group as the file's cells. */
export function groupMemberCells(member: GroupMember) {
  return {
    displayName: member.displayName,
    email: member.email,
    phone: member.phone,
    joinedAt: seoulDate(member.joinedAt),
    marketing: marketingWord(member.marketingAgreement),
    addedAt: seoulDate(member.addedAt),
  };
}

/** The member list's file: its columns, then one per info-config field (in order). */
export function memberListColumns(infoFields: readonly { name: string; label: string }[]): SpreadsheetColumn[] {
  return [
    ...fieldColumns(['displayName', 'email', 'emailVerified', 'phone', 'phoneCertified', 'joinedAt', 'marketing', 'groups']),
    ...infoFields.map((field) => ({ key: `info.${field.name}`, header: field.label })),
  ];
}

/** One row of the member list as the file's cells (keyed as `memberListColumns`). */
export function memberListCells(row: MemberRow): Record<string, string | null> {
  return {
    displayName: row.displayName,
    email: row.email,
    emailVerified: emailVerificationNames[row.emailVerified ? 'VERIFIED' : 'UNVERIFIED'],
    phone: row.phone,
    phoneCertified: row.phoneCertifiedAt ? seoulDate(row.phoneCertifiedAt) : phoneCertificationNames.UNCERTIFIED,
    joinedAt: seoulDate(row.joinedAt),
    marketing: marketingWord(row.marketingAgreement),
    groups: row.groups.map((group) => group.name).join(', '),
    ...Object.fromEntries(row.info.map((field) => [`info.${field.fieldName}`, field.value])),
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
  infoFields: readonly { name: string; label: string }[];
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
    toCells: memberListCells,
    columns: memberListColumns(infoFields),
    title: `회원 목록 내보내기 (${format})`,
    scope,
    fileName: '회원 목록',
    format,
    startedBy,
  });
}
