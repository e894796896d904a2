/**
 * Back-office coupon issuing (backoffice.md §3 Issue job: issueMethod ADMIN_INDIVIDUAL or group,
 * couponSpecificationKeys, description; §7 Coupons "issue; issue jobs; accounts"; issue 30) — the
 * part built so far: issuing an operating specification to every member of a member group, as a
 * job of the job centre (kind COUPON_ISSUE: progress, stop / resume / cancel, per-account errors),
 * and the specification's holders. Paths chosen here under `/rest/coupon/admin/tenant/…`; the
 * COUPON permission (the groups a coupon operator may pick are listed here, not through the member
 * area's MEMBER-only calls).
 *
 * What the server promises:
 * - only a PUBLISHED specification is issued (adminCouponRules.ts ISSUE), else 409
 *   `coupon.transition.not_allowed`; an unknown group is 404 `request.not_found`;
 * - each member of the group is one item: a member who holds the coupon already is skipped
 *   (never given it twice), a withdrawn account is an item error; each hold raises the
 *   specification's `issuedCount`;
 * - holders are listed newest first by cursor, with the count of every holder.
 */
import { z } from 'zod/mini';
import { isoDateTime } from './adminKit';
import { jobSchema } from './adminJob';
import { defineEndpoint } from './endpoint';

const access = { side: 'operator', permission: 'COUPON' } as const;
const base = '/rest/coupon/admin/tenant';

export const ISSUE_DESCRIPTION_MAX = 100;
export const HOLDER_SLICE_MAX = 500;

/** §3 issueMethod. Only GROUP is served yet (ADMIN_INDIVIDUAL: see the issue's report). */
export const issueMethodSchema = z.enum(['GROUP']);

export const issueGroupSchema = z.object({
  groupKey: z.string(),
  name: z.string(),
  memberCount: z.number().check(z.int(), z.gte(0)),
});
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

export const issueToGroup = defineEndpoint({
  id: 'adminCouponIssue.issueToGroup',
  method: 'POST',
  path: `${base}/coupon-specs/{couponKey}/issue-jobs`,
  auth: 'required',
  access,
  params: couponParams,
  body: z.object({
    issueMethod: issueMethodSchema,
    groupKey: z.string().check(z.minLength(1)),
    description: z.string().check(z.trim(), z.maxLength(ISSUE_DESCRIPTION_MAX)),
  }),
  response: jobSchema,
  summary: 'Issue an operating specification to every member of a group as a COUPON_ISSUE job (holders skipped, withdrawn accounts item errors); 409 coupon.transition.not_allowed unless PUBLISHED.',
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

export const adminCouponIssueEndpoints = { issueGroups, issueToGroup, holders };
