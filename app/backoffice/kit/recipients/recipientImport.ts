/**
 * The recipient picker's file import on the import kit (issue 29: "an imported list through the
 * kit's dry run … told apart before anything is sent"): one column, an e-mail or a login id,
 * checked in the page with the rule every server dry run also reads (`isAccountIdentifier`); the
 * valid rows go to the area's dry run; the commit sends the ones it found new as a LIST of
 * recipients, which the area starts its job with. The import kit counts new / existing / not found,
 * and a withdrawn (or blocked) account as an outcome of its own (issue 29: told apart before
 * anything is sent), turned away with its reason like the pasted list's WITHDRAWN rows.
 */
import { z } from 'zod/mini';
import { RECIPIENT_LIST_MAX, accountIdentifierMessage, isAccountIdentifier, type RecipientDryRun, type RecipientRow } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import type { ImportDefinition } from '../import';

const text = copy.backofficeRecipients.list;

export const importAccountSchema = z.object({
  account: z.string().check(z.trim(), z.refine(isAccountIdentifier, { message: accountIdentifierMessage })),
});
export type ImportAccount = z.infer<typeof importAccountSchema>;

/** An area's dry run of a list of identifiers against what it gives. */
export type RecipientDryRunCall = (identifiers: string[], options: { signal?: AbortSignal }) => Promise<RecipientDryRun>;
/**
 * An area's start of its job for the accounts a dry run found new: a job, or what holds one (a
 * scheduled message request, whose job starts at its time: none yet).
 */
export type RecipientStart = (recipients: { source: 'LIST'; accountKeys: string[] }) => Promise<{ jobId: string | null }>;

const keyOf = ({ account }: ImportAccount) => account.toLowerCase();

export function recipientImportDefinition(
  dryRun: RecipientDryRunCall,
  start: RecipientStart,
  columnLabel: string,
): ImportDefinition<'account', ImportAccount> {
  // What the last dry run said of each identifier: the commit sends the new ones' account keys.
  let checked = new Map<string, RecipientRow>();
  return {
    columns: [{ key: 'account', label: columnLabel, aliases: ['이메일', 'email', 'e-mail', '아이디', 'id', '계정'], required: true }],
    schema: importAccountSchema,
    uniqueBy: { column: 'account', key: keyOf },
    maxRows: RECIPIENT_LIST_MAX,
    async classify(rows, { signal }) {
      const answer = await dryRun(rows.map((row) => row.value.account), { signal });
      checked = new Map();
      rows.forEach((row, index) => {
        const found = answer.rows[index];
        if (found) checked.set(keyOf(row.value), found);
      });
      const kindOf = (row: (typeof rows)[number]) => checked.get(keyOf(row.value))?.kind;
      const notFound = rows.filter((row) => kindOf(row) === 'NOT_FOUND' || kindOf(row) === 'INVALID');
      const withdrawn = rows.filter((row) => kindOf(row) === 'WITHDRAWN');
      const count = (kind: RecipientRow['kind']) => answer.rows.filter((row) => row.kind === kind).length;
      return {
        new: count('NEW'),
        existing: count('ALREADY_HOLDS'),
        notFound: notFound.length,
        notFoundRows: notFound.map((row) => row.rowNumber),
        rejected: withdrawn.map((row) => ({ rowNumber: row.rowNumber, column: 'account' as const, value: row.value.account, message: text.importWithdrawnMessage })),
        outcomes: [{ id: 'withdrawn', label: text.kinds.WITHDRAWN, count: withdrawn.length }],
      };
    },
    async commit(rows) {
      const accountKeys = rows.flatMap((row) => {
        const found = checked.get(keyOf(row.value));
        return found?.kind === 'NEW' && found.accountKey ? [found.accountKey] : [];
      });
      const { jobId } = await start({ source: 'LIST', accountKeys });
      return jobId === null ? { count: accountKeys.length } : { count: accountKeys.length, jobId };
    },
  };
}
