/**
 * The imported list of the assign screen on the import kit (issue 29: "an imported list through
 * the kit's dry run (new / already holds the ticket / account not found / invalid, told apart
 * before anything is sent)"): one column, an e-mail or a login id, checked in the page with the
 * rule the server's dry run also reads (`isAccountIdentifier`); the valid rows go to the server's
 * dry run against the chosen class or course; the commit gives the new ones their tickets as one
 * assignment job (the screen's start day and completion target), which the job centre follows.
 */
import { z } from 'zod/mini';
import type { DryRunRow, TargetRef } from '@app/shared/api/contract/adminAssignment';
import { ASSIGNMENT_LIST_MAX, accountIdentifierMessage, isAccountIdentifier } from '@app/shared/api/contract/adminAssignmentRules';
import type { Job } from '@app/shared/api/contract/adminJob';
import { copy } from '@app/shared/copy';
import type { ImportDefinition } from '../kit/import';
import { dryRunList } from './api';

const text = copy.backofficeAssignments.list;

export const importAccountSchema = z.object({
  account: z.string().check(z.trim(), z.refine(isAccountIdentifier, { message: accountIdentifierMessage })),
});
export type ImportAccount = z.infer<typeof importAccountSchema>;

const keyOf = ({ account }: ImportAccount) => account.toLowerCase();

/** The import for `target`; `start` starts the assignment of the accounts the dry run found new. */
export function assignmentImportDefinition(target: TargetRef, start: (accountKeys: string[]) => Promise<Job>): ImportDefinition<'account', ImportAccount> {
  // What the last dry run said of each identifier: the commit sends the new ones' account keys.
  let checked = new Map<string, DryRunRow>();
  return {
    columns: [{ key: 'account', label: text.field, aliases: ['이메일', 'email', 'e-mail', '아이디', 'id', '계정'], required: true }],
    schema: importAccountSchema,
    uniqueBy: { column: 'account', key: keyOf },
    maxRows: ASSIGNMENT_LIST_MAX,
    async classify(rows, { signal }) {
      const answer = await dryRunList({ target, identifiers: rows.map((row) => row.value.account) }, { signal });
      checked = new Map();
      rows.forEach((row, index) => {
        const found = answer.rows[index];
        if (found) checked.set(keyOf(row.value), found);
      });
      const missing = rows.filter((row) => {
        const kind = checked.get(keyOf(row.value))?.kind;
        return kind === 'NOT_FOUND' || kind === 'INVALID';
      });
      const count = (kind: DryRunRow['kind']) => answer.rows.filter((row) => row.kind === kind).length;
      return { new: count('NEW'), existing: count('ALREADY_HOLDS'), notFound: missing.length, notFoundRows: missing.map((row) => row.rowNumber) };
    },
    async commit(rows) {
      const accountKeys = rows.flatMap((row) => {
        const found = checked.get(keyOf(row.value));
        return found?.kind === 'NEW' && found.accountKey ? [found.accountKey] : [];
      });
      const job = await start(accountKeys);
      return { count: accountKeys.length, jobId: job.jobId };
    },
  };
}
