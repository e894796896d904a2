/**
 * The member list's definition on the list kit (issue 16): filters on name/e-mail/phone, the
 * joined period in Seoul days, marketing consent, groups, e-mail verification and phone
 * certification; sort by name, e-mail or joined date (newest first by default); the fixed columns
 * then one per info-config field. The groups and the info-config are the tenant's, so the
 * definition is built once they are loaded (the URL's `group=` values are read against them).
 */
import type { RegisterField } from '@app/shared/api/contract/account';
import type { MarketingConsent, MemberGroup } from '@app/shared/api/contract/adminMember';
import type { EmailVerification, PhoneCertification } from '@app/shared/api/contract/adminMemberList';
import { memberListSortFields } from '@app/shared/api/contract/adminMemberSorts';
import { copy } from '@app/shared/copy';
import { defineList } from '../../kit/list/urlState';
import { infoColumnHiddenByDefault, infoColumnId } from './infoColumns';

const text = copy.backofficeMemberList;

export const MEMBER_LIST_ID = 'members.list';

/*
 * The filters' choices as labels keyed by the contract's values, rather than read from its zod
 * enums (`marketingConsentSchema.options`): a value import keeps the whole contract module (its
 * schemas are top-level zod calls the bundler cannot drop) in the list's first download, for two
 * lists of two words. `satisfies Record<…>` keeps every value of the contract, and only those.
 */
const marketingLabels = { AGREED: text.marketingAgreed, DECLINED: text.marketingDeclined } satisfies Record<MarketingConsent, string>;
const emailLabels = { VERIFIED: text.emailVerified, UNVERIFIED: text.emailUnverified } satisfies Record<EmailVerification, string>;
const phoneLabels = { CERTIFIED: text.phoneCertified, UNCERTIFIED: text.phoneUncertified } satisfies Record<PhoneCertification, string>;

/** A set filter's options in the order the labels are written (the contract's order). */
function optionsOf<V extends string>(labels: Record<V, string>): { value: V; label: string }[] {
  // The keys of a Record<V, string> literal checked by `satisfies` are exactly V.
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

export function memberListDefinition(groups: readonly MemberGroup[], infoFields: readonly RegisterField[]) {
  return defineList({
    id: MEMBER_LIST_ID,
    filters: {
      q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
      joined: { kind: 'dateRange', label: text.joinedFilter },
      marketing: {
        kind: 'set',
        label: text.marketingFilter,
        options: optionsOf(marketingLabels),
      },
      group: { kind: 'set', label: text.groupFilter, options: groups.map((group) => ({ value: group.groupKey, label: group.name })) },
      emailVerification: {
        kind: 'set',
        label: text.emailFilter,
        options: optionsOf(emailLabels),
      },
      phoneCertification: {
        kind: 'set',
        label: text.phoneFilter,
        options: optionsOf(phoneLabels),
      },
    },
    sortFields: memberListSortFields,
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
