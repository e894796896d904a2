/**
 * Back-office coupon issuing (backoffice.md §3 Issue job: issueMethod ADMIN_INDIVIDUAL or group,
 * couponSpecificationKeys, description; §7 Coupons "issue; issue jobs; accounts"; issue 30):
 * issuing an operating specification as a job of the job centre (kind COUPON_ISSUE: progress, stop
 * / resume / cancel, per-account errors, a failed account retried on its own), to individual
 * accounts (ADMIN_INDIVIDUAL: the member search's selection — keys, or "all N matching" as the
 * member list's query scope —, or a list the dry run found new) or to a member group, and the
 * specification's holders. The people are the kit's shape (adminRecipients.ts, the recipient
 * picker's); paths chosen here under `/rest/coupon/admin/tenant/…`; the COUPON permission (the
 * groups and members a coupon operator may pick are listed here, not through the member area's
 * MEMBER-only calls).
 *
 * What the server promises:
 * - only a PUBLISHED specification is issued (adminCouponRules.ts ISSUE), else 409
 *   `coupon.transition.not_allowed`; an unknown group is 404 `request.not_found`;
 * - `issueMethod` says how the people were chosen: GROUP with a group, ADMIN_INDIVIDUAL with a
 *   selection or a list (any other pairing is 400 `request.invalid` at `recipients`); a query
 *   scope or a group whose count moved since the operator saw it is 409 `selection.changed`
 *   (`data.matchingCount`);
 * - each account is one item: a holder already is skipped (never given it twice); a withdrawn
 *   account is an item error that cannot be retried; a blocked (suspended) one is an item error
 *   that can be retried once the block is lifted; each hold raises `issuedCount`;
 * - the dry run tells an imported list apart against this coupon before anything is sent: new,
 *   already holds it, withdrawn, not found, invalid;
 * - holders are listed newest first by cursor, with the count of every holder.
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { jobSchema } from './adminJob';
import { memberListFilterSchema } from './adminMemberList';
import { recipientDryRunSchema, recipientGroupSchema, recipientIdentifiersSchema, recipientMemberSchema, recipientsSchema } from './adminRecipients';
import { defineEndpoint } from './endpoint';

const access = { side: 'operator', permission: 'COUPON' } as const;
const base = '/rest/coupon/admin/tenant';

export const ISSUE_DESCRIPTION_MAX = 100;
export const HOLDER_SLICE_MAX = 500;

/** §3 issueMethod: to accounts chosen one by one (or by a search, or a list), or to a member group. */
export const issueMethods = ['ADMIN_INDIVIDUAL', 'GROUP'] as const;
export const issueMethodSchema = z.enum(issueMethods);
export type IssueMethod = z.infer<typeof issueMethodSchema>;

/** The method a way of choosing people is: a group is GROUP, a selection or a list ADMIN_INDIVIDUAL. */
export function issueMethodOf(source: 'SELECTION' | 'GROUP' | 'LIST'): IssueMethod {
  return source === 'GROUP' ? 'GROUP' : 'ADMIN_INDIVIDUAL';
}

export const issueGroupSchema = recipientGroupSchema;
export type IssueGroup = z.infer<typeof issueGroupSchema>;

export const couponHolderSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  issuedAt: isoDateTime,
  /** The issue job that gave it; null for a coupon held from before the job centre's records (the seed's). */
  jobId: z.nullable(z.string()),
});
export type CouponHolder = z.infer<typeof couponHolderSchema>;

export const issueBodySchema = z
  .object({
    issueMethod: issueMethodSchema,
    recipients: recipientsSchema,
    description: z.string().check(z.trim(), z.maxLength(ISSUE_DESCRIPTION_MAX)),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (issueMethodOf(body.recipients.source) !== body.issueMethod) {
        ctx.addIssue({ code: 'custom', message: '발급 방식과 받는 사람을 고른 방법이 맞지 않아요.', path: ['recipients'], input: body });
      }
    }),
  );
export type IssueBody = z.input<typeof issueBodySchema>;

const couponParams = z.object({ couponKey: z.string().check(z.minLength(1)) });

export const issueGroups = defineEndpoint({
  id: 'adminCouponIssue.issueGroups',
  method: 'GET',
  path: `${base}/issue-groups`,
  auth: 'required',
  access,
  response: z.object({ items: z.array(issueGroupSchema) }),
  summary: 'The member groups a coupon can be issued to, by name, each with its member count.',
});

export const issueMembers = defineEndpoint({
  id: 'adminCouponIssue.issueMembers',
  method: 'GET',
  path: `${base}/issue-members`,
  auth: 'required',
  access,
  query: z.extend(memberListFilterSchema, adminListQuery(['displayName', 'email', 'joinedAt'], 20)),
  response: adminPageOf(recipientMemberSchema),
  summary: "The member search to issue to: the member list's filter (name, e-mail, phone, initial consonants, groups), paged.",
});

export const issueDryRun = defineEndpoint({
  id: 'adminCouponIssue.issueDryRun',
  method: 'POST',
  path: `${base}/coupon-specs/{couponKey}/issue-jobs/dry-run`,
  auth: 'required',
  access,
  params: couponParams,
  body: z.object({ identifiers: recipientIdentifiersSchema }),
  response: recipientDryRunSchema,
  summary: 'Tells apart an imported list (e-mails or ids) against this coupon before anything is sent: new, already holds it, withdrawn, not found, invalid; 404 for an unknown coupon.',
});

export const issue = defineEndpoint({
  id: 'adminCouponIssue.issue',
  method: 'POST',
  path: `${base}/coupon-specs/{couponKey}/issue-jobs`,
  auth: 'required',
  access,
  params: couponParams,
  body: issueBodySchema,
  response: jobSchema,
  summary:
    'Issue an operating specification to the people chosen as a COUPON_ISSUE job (holders skipped; withdrawn accounts item errors, blocked ones retryable); 409 coupon.transition.not_allowed unless PUBLISHED, 409 selection.changed when a scope or group moved, 404 for an unknown group.',
});

export const holders = defineEndpoint({
  id: 'adminCouponIssue.holders',
  method: 'GET',
  path: `${base}/coupon-specs/{couponKey}/holders`,
  auth: 'required',
  access,
  params: couponParams,
  query: z.object({
    cursor: z.optional(z.string().check(z.minLength(1))),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(HOLDER_SLICE_MAX)), 50),
  }),
  response: z.object({ items: z.array(couponHolderSchema), nextCursor: z.nullable(z.string()), totals: z.object({ count: z.number().check(z.int(), z.gte(0)) }) }),
  summary: "A specification's holders newest first by cursor, with their count; 400 request.invalid (data.field cursor) for an unknown cursor.",
});

export const adminCouponIssueEndpoints = { issueGroups, issueMembers, issueDryRun, issue, holders };
