/**
 * The member search of the assign screen on the list kit (issue 29): the member list's filter —
 * name, e-mail, phone or initial consonants, and groups — sorted and paged in the URL; its
 * selection (rows picked, a page, or "all N matching" sent as the member list's query scope, never
 * as 10,000 ids) is whom the assignment is for. The groups are the tenant's, so the definition is
 * built once they are loaded.
 */
import type { AssignmentGroup } from '@app/shared/api/contract/adminAssignment';
import { copy } from '@app/shared/copy';
import { defineList } from '../kit/list/urlState';

const text = copy.backofficeAssignments.people;

export function memberPickerDefinition(groups: readonly AssignmentGroup[]) {
  return defineList({
    id: 'assignments.members',
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

export type MemberPickerDefinition = ReturnType<typeof memberPickerDefinition>;
