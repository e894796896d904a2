/**
 * "CSV로 추가": the member-group import on the import kit (issue 15 "add members … by an imported
 * CSV of e-mails or phones (dry run: new / already in the group / not found / invalid)"). One
 * column, an e-mail or a mobile number, checked in the page with the same rule as everywhere
 * (memberGroupRules.ts); the valid rows go to the server's dry run, which says which are new to
 * the group, already in it or not members; the commit starts the server's import job, which the
 * job centre then follows.
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import type { ImportMode } from '@app/shared/api/contract/adminMember';
import { copy } from '@app/shared/copy';
import { importCommit, importDryRun } from '../api/adminMember';
import type { ImportCommitMode, ImportDefinition, ImportRow } from '../kit/import';
import { contactKey, importContactSchema, type ImportContact, type ImportContactKey } from './memberGroupRules';

const text = copy.backofficeMembers;

const modes: Record<ImportCommitMode, ImportMode> = { validOnly: 'VALID_ONLY', allOrNothing: 'ALL_OR_NOTHING' };

const identifiers = (rows: readonly ImportRow<ImportContact>[]) => rows.map((row) => ({ row: row.rowNumber, value: row.value.contact }));

/** The import of `groupKey`'s members; `onJob` hears of the job the commit started. */
export function memberImportDefinition(groupKey: string, onJob: (job: Job) => void): ImportDefinition<ImportContactKey, ImportContact> {
  return {
    columns: [
      {
        key: 'contact',
        label: text.importColumn,
        aliases: ['이메일', 'email', 'e-mail', '메일', '휴대폰', '휴대폰 번호', '휴대전화', '전화번호', '연락처', 'phone', 'mobile'],
        required: true,
      },
    ],
    schema: importContactSchema,
    uniqueBy: { column: 'contact', key: contactKey },
    async classify(rows, { signal }) {
      const { counts, rows: outcomes } = await importDryRun(groupKey, identifiers(rows), { signal });
      const rejected = outcomes.filter((row) => row.outcome === 'NOT_FOUND' || row.outcome === 'INVALID');
      return {
        new: counts.NEW,
        existing: counts.ALREADY,
        notFound: rejected.length,
        notFoundRows: rejected.map((row) => row.row),
      };
    },
    async commit(rows, mode) {
      const job = await importCommit(groupKey, { identifiers: identifiers(rows), mode: modes[mode] });
      onJob(job);
      return { count: rows.length, jobId: job.jobId };
    },
  };
}
