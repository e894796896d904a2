/**
 * The member list's definition on the list kit (issue 16): filters on name/e-mail/phone, the
 * joined period in Seoul days, marketing consent, groups, e-mail verification and phone
 * certification; sort by name, e-mail or joined date (newest first by default); the fixed columns
 * then one per info-config field. The groups and the info-config are the tenant's, so the
 * definition is built once they are loaded (the URL's `group=` values are read against them).
 */
import type { RegisterField } from '@app/shared/api/contract/account';
import { marketingConsentSchema, type MemberGroup } from '@app/shared/api/contract/adminMember';
import { emailVerificationSchema, phoneCertificationSchema } from '@app/shared/api/contract/adminMemberList';
import { copy } from '@app/shared/copy';
import { defineList } from '../../kit/list/urlState';
import { infoColumnHiddenByDefault, infoColumnId } from './infoColumns';

const text = copy.backofficeMemberList;

export const MEMBER_LIST_ID = 'members.list';

export function memberListDefinition(groups: readonly MemberGroup[], infoFields: readonly RegisterField[]) {
  return defineList({
    id: MEMBER_LIST_ID,
    filters: {
      q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
      joined: { kind: 'dateRange', label: text.joinedFilter },
      marketing: {
        kind: 'set',
        label: text.marketingFilter,
        options: marketingConsentSchema.options.map((value) => ({ value, label: value === 'AGREED' ? text.marketingAgreed : text.marketingDeclined })),
      },
      group: { kind: 'set', label: text.groupFilter, options: groups.map((group) => ({ value: group.groupKey, label: group.name })) },
      emailVerification: {
        kind: 'set',
        label: text.emailFilter,
        options: emailVerificationSchema.options.map((value) => ({ value, label: value === 'VERIFIED' ? text.emailVerified : text.emailUnverified })),
      },
      phoneCertification: {
        kind: 'set',
        label: text.phoneFilter,
        options: phoneCertificationSchema.options.map((value) => ({ value, label: value === 'CERTIFIED' ? text.phoneCertified : text.phoneUncertified })),
      },
    },
    sortFields: ['joinedAt', 'displayName', 'email'],
    defaultSort: { field: 'joinedAt', direction: 'desc' },
    pageSizes: [50, 100, 500, 1000],
    defaultPageSize: 100,
    columns: [
      { id: 'displayName', alwaysVisible: true },
      { id: 'email' },
      { id: 'phone' },
      { id: 'joinedAt' },
      { id: 'marketing' },
      { id: 'groups' },
      ...infoFields.map((field) => ({ id: infoColumnId(field), hiddenByDefault: infoColumnHiddenByDefault(field) })),
    ],
  });
}

export type MemberListDefinition = ReturnType<typeof memberListDefinition>;
