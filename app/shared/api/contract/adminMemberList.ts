/**
 * Back-office member list calls (backoffice.md §7 Members "list; filtered aggregation POST;
 * marketing consent; download; withdrawal by manager", §2 "member list with filters and download;
 * withdrawn members"; issue 16). The spec gives shapes only; the paths are chosen here in the style
 * of the member-group ones (adminMember.ts), under `/rest/member/admin/tenant/members` (the withdrawn list beside it), and every
 * call needs the MEMBER permission.
 *
 * What the server promises, so the screens can say it before acting:
 * - one filter serves the list, the aggregation, the export and every bulk action's query scope:
 *   text on name, e-mail or phone (a phone with or without hyphens), the joined period as the
 *   first and last instants of Seoul days, marketing consent, groups (a member of any of them),
 *   e-mail verification and phone certification (the CELLPHONE_OCCUPANCY info field's
 *   certificationAt);
 * - a bulk action by query scope is refused with 409 `selection.changed` when the frozen filter,
 *   less the rows left out, no longer matches the count the operator was shown (`expectedCount`);
 * - a withdrawal by a manager is final: the account becomes WITHDRAWN (its learner login answers
 *   `account.status.withdrawal`), leaves the list and its groups' counts, and shows in the
 *   withdrawn list with who withdrew it;
 * - the export runs as a job whose result is a CSV or XLSX file (adminJob.ts).
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf, isoDateTime, selectionScope } from './adminKit';
import { exportFormatSchema, marketingConsentSchema } from './adminMember';
import { jobSchema } from './adminJob';
import { queryListOf } from './common';
import { defineEndpoint } from './endpoint';
import { memberListSortFields, withdrawnSortFields } from './adminMemberSorts';

const tenant = '/rest/member/admin/tenant';
const base = `${tenant}/members`;
const access = { side: 'operator', permission: 'MEMBER' } as const;

export const emailVerificationSchema = z.enum(['VERIFIED', 'UNVERIFIED']);
export type EmailVerification = z.infer<typeof emailVerificationSchema>;
export const phoneCertificationSchema = z.enum(['CERTIFIED', 'UNCERTIFIED']);
export type PhoneCertification = z.infer<typeof phoneCertificationSchema>;

/**
 * The member list's filter, as the list kit sends it (`toFilterQuery`); the same object is sent to
 * the aggregation and frozen into a bulk action's or export's query scope.
 */
export const memberListFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  joinedFrom: z.optional(isoDateTime),
  joinedTo: z.optional(isoDateTime),
  marketing: z.optional(queryListOf(marketingConsentSchema)),
  /** Group keys: a member of any of them. */
  group: z.optional(queryListOf(z.string().check(z.minLength(1), z.maxLength(100)))),
  emailVerification: z.optional(queryListOf(emailVerificationSchema)),
  phoneCertification: z.optional(queryListOf(phoneCertificationSchema)),
});
export type MemberListFilter = z.input<typeof memberListFilterSchema>;


export const memberListScopeSchema = selectionScope(memberListFilterSchema);
export type MemberListScope = z.input<typeof memberListScopeSchema>;

/** One value of the tenant's info-config (adminAccount.infoConfig) as the list shows it. */
export const memberInfoValueSchema = z.object({
  fieldName: z.string(),
  value: z.nullable(z.string()),
  certificationAt: z.nullable(isoDateTime),
});

export const memberRowSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.nullable(z.string()),
  /** When the phone was certified (the CELLPHONE_OCCUPANCY field's certificationAt), else null. */
  phoneCertifiedAt: z.nullable(isoDateTime),
  joinedAt: isoDateTime,
  marketingAgreement: z.boolean(),
  groups: z.array(z.object({ groupKey: z.string(), name: z.string() })),
  /** The filled info-config fields; a field the member left empty is absent. */
  info: z.array(memberInfoValueSchema),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

/** The totals of a filter: how many match, and of them how many agreed, verified, certified. */
export const memberAggregationSchema = z.object({
  totalCount: z.number().check(z.int(), z.gte(0)),
  marketingAgreedCount: z.number().check(z.int(), z.gte(0)),
  emailVerifiedCount: z.number().check(z.int(), z.gte(0)),
  phoneCertifiedCount: z.number().check(z.int(), z.gte(0)),
});
export type MemberAggregation = z.infer<typeof memberAggregationSchema>;

export const withdrawnBySchema = z.enum(['SELF', 'MANAGER']);
export type WithdrawnBy = z.infer<typeof withdrawnBySchema>;

export const withdrawnMemberSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  joinedAt: isoDateTime,
  /** Null for accounts that left before the date was kept. */
  withdrawnAt: z.nullable(isoDateTime),
  withdrawnBy: z.nullable(withdrawnBySchema),
});
export type WithdrawnMember = z.infer<typeof withdrawnMemberSchema>;

export const withdrawnFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  withdrawnFrom: z.optional(isoDateTime),
  withdrawnTo: z.optional(isoDateTime),
  by: z.optional(queryListOf(withdrawnBySchema)),
});

const countOf = z.number().check(z.int(), z.gte(0));
const groupKey = z.string().check(z.minLength(1), z.maxLength(100));

export const members = defineEndpoint({
  id: 'adminMemberList.members',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.extend(memberListFilterSchema, adminListQuery(memberListSortFields, 50)),
  response: adminPageOf(memberRowSchema),
  summary: "The site's members (not withdrawn), filtered, sorted and paged, with their groups and info-config values.",
});

export const aggregation = defineEndpoint({
  id: 'adminMemberList.aggregation',
  method: 'POST',
  path: `${base}/aggregation`,
  auth: 'required',
  access,
  body: z.object({ filter: memberListFilterSchema }),
  response: memberAggregationSchema,
  summary: 'The counts of the members a filter matches (total, marketing agreed, e-mail verified, phone certified).',
});

export const exportList = defineEndpoint({
  id: 'adminMemberList.exportList',
  method: 'POST',
  path: `${base}/export`,
  auth: 'required',
  access,
  body: z.object({
    format: exportFormatSchema,
    /** Only these members (the selection); else every member `filter` matches (all when absent). */
    selection: z.optional(memberListScopeSchema),
    filter: z.optional(memberListFilterSchema),
  }),
  response: jobSchema,
  summary: 'Export the filtered list (or a selection) as a job whose result is an XLSX or CSV file.',
});

export const addToGroup = defineEndpoint({
  id: 'adminMemberList.addToGroup',
  method: 'POST',
  path: `${base}/bulk/group-add`,
  auth: 'required',
  access,
  body: z.object({ selection: memberListScopeSchema, groupKey }),
  response: z.object({ addedCount: countOf, alreadyInGroupCount: countOf }),
  summary: 'Put the selected members in a group; 404 when the group is gone, 409 selection.changed.',
});

export const removeFromGroup = defineEndpoint({
  id: 'adminMemberList.removeFromGroup',
  method: 'POST',
  path: `${base}/bulk/group-remove`,
  auth: 'required',
  access,
  body: z.object({ selection: memberListScopeSchema, groupKey }),
  response: z.object({ removedCount: countOf }),
  summary: 'Take the selected members out of a group (those not in it are ignored); 404 when gone, 409 selection.changed.',
});

export const marketingConsent = defineEndpoint({
  id: 'adminMemberList.marketingConsent',
  method: 'POST',
  path: `${base}/bulk/marketing`,
  auth: 'required',
  access,
  body: z.object({ selection: memberListScopeSchema, agreed: z.boolean() }),
  response: z.object({ changedCount: countOf }),
  summary: "Set the selected members' marketing consent (those already so are counted out); 409 selection.changed.",
});

export const withdraw = defineEndpoint({
  id: 'adminMemberList.withdraw',
  method: 'POST',
  path: `${base}/bulk/withdrawal`,
  auth: 'required',
  access,
  body: z.object({ selection: memberListScopeSchema }),
  response: z.object({ withdrawnCount: countOf }),
  summary: 'Withdraw the selected members by a manager: final, they can no longer log in; 409 selection.changed.',
});

export const withdrawn = defineEndpoint({
  id: 'adminMemberList.withdrawn',
  method: 'GET',
  // Not under /members: a GET there would read as a member's key (`members/{accountKey}`).
  path: `${tenant}/withdrawn-members`,
  auth: 'required',
  access,
  query: z.extend(withdrawnFilterSchema, adminListQuery(withdrawnSortFields, 50)),
  response: adminPageOf(withdrawnMemberSchema),
  summary: 'The members who left (by themselves or a manager), newest first by default, filtered and paged.',
});

export const adminMemberListEndpoints = {
  members,
  aggregation,
  exportList,
  addToGroup,
  removeFromGroup,
  marketingConsent,
  withdraw,
  withdrawn,
};
