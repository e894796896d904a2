/**
 * The export of a group's members (issue 15): a job of the one job engine whose result is a real
 * XLSX (or CSV) file written by the files area's `exportRows` — the same writers and formula
 * guard the app uses, so a member named `=HYPERLINK(…)` arrives as text. The rows are frozen when
 * the job starts: what the operator asked for is what the file holds. Headers and values are in
 * Korean, dates as Seoul days (backoffice.md §9 `yyyy.MM.dd`).
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import type { GroupMember } from '@app/shared/api/contract/adminMember';
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { SpreadsheetFormat } from '@app/shared/lib/spreadsheet';
import { exportRows } from '@mocks/backoffice/files/store';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { settings } from '@mocks/engine/settings';
import type { MemberGroupRecord } from './collections';

const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `yyyy.MM.dd` in Asia/Seoul. */
export function seoulDate(iso: string): string {
  return seoulDay.format(new Date(iso)).replaceAll('-', '.');
}

export const MEMBER_EXPORT_COLUMNS = [
  { key: 'displayName', header: '이름' },
  { key: 'email', header: '이메일' },
  { key: 'phone', header: '휴대폰 번호' },
  { key: 'joinedAt', header: '가입일' },
  { key: 'marketing', header: '마케팅 수신' },
  { key: 'addedAt', header: '그룹 추가일' },
] as const;

function toRow(member: GroupMember) {
  return {
    displayName: member.displayName,
    email: member.email,
    phone: member.phone,
    joinedAt: seoulDate(member.joinedAt),
    marketing: member.marketingAgreement ? '동의' : '거부',
    addedAt: seoulDate(member.addedAt),
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

export function startMemberExport({ group, rows, format, startedBy, selected }: MemberExportInput): Promise<Job> {
  const count = rows.length.toLocaleString('ko-KR');
  const byKey = new Map(rows.map((row) => [row.accountKey, row]));
  return startJob({
    kind: 'EXPORT',
    title: `그룹 회원 내보내기 (${format})`,
    scope: selected ? `그룹 '${group.name}'에서 선택한 ${count}명` : `그룹 '${group.name}' 전체 ${count}명`,
    area: 'MEMBER',
    startedBy,
    items: [...byKey.keys()],
    processItem: (accountKey) => (byKey.has(accountKey) ? 'ok' : 'skipped'),
    async finish() {
      const file = await exportRows({
        format,
        fileName: `${group.name} 회원 ${seoulDate(new Date(settings.now()).toISOString())}`,
        columns: MEMBER_EXPORT_COLUMNS,
        rows: rows.map(toRow),
        owner: startedBy,
        sheetName: '회원',
      });
      return { type: 'FILE', fileId: file.fileId, fileName: file.fileName, size: file.size, contentType: file.contentType };
    },
  });
}
