/**
 * The recipient picker's rules without React (issue 29; the kit's recipient picker): the member
 * search's list definition (the member list's filter — name, e-mail, phone or initial consonants,
 * and groups — sorted and paged in the URL), the identifiers of a pasted list, and the change
 * threshold: when the server says a scope or group now matches another count than the operator saw
 * (`selection.changed`), the same people with the new count, sent only after asking again.
 */
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import type { RecipientGroup, Recipients } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import { defineList } from '../list/urlState';

const text = copy.backofficeRecipients;

/**
 * The member search of a picker; `id` keeps each area's search in its own URL state. The groups are
 * the tenant's, so the definition is built once they are loaded.
 */
export function recipientSearchDefinition(id: string, groups: readonly RecipientGroup[]) {
  return defineList({
    id,
    filters: {
      q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
      group: { kind: 'set', label: text.groupFilter, options: groups.map((group) => ({ value: group.groupKey, label: group.name })) },
    },
    sortFields: ['displayName', 'email', 'joinedAt'],
    defaultSort: { field: 'displayName', direction: 'asc' },
    pageSizes: [20, 50, 100],
    defaultPageSize: 20,
    columns: [{ id: 'displayName', alwaysVisible: true }, { id: 'email' }, { id: 'phone' }],
  });
}

export type RecipientSearchDefinition = ReturnType<typeof recipientSearchDefinition>;

/** The identifiers of the pasted text: one a line or comma-separated, blanks and repeats left out. */
export function identifiersOf(pasted: string): string[] {
  return [...new Set(pasted.split(/[\n,]/).map((line) => line.trim()).filter((line) => line !== ''))];
}

/** The count the server found now when it refused a moved scope or group; null for any other failure. */
export function movedCountOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== errorCodes.selectionChanged.code) return null;
  const matching = error.data?.matchingCount;
  return typeof matching === 'number' ? matching : null;
}

/** The same people with the count the server found now, for sending after the second confirmation. */
export function recipientsWithCount(recipients: Recipients, matching: number): Recipients {
  if (recipients.source === 'GROUP') return { ...recipients, expectedCount: matching };
  if (recipients.source === 'SELECTION' && recipients.selection.kind === 'query') {
    return { ...recipients, selection: { ...recipients.selection, expectedCount: matching } };
  }
  return recipients;
}
