/**
 * Back-office coupon usage calls (backoffice.md §7 Coupons "accounts; usage history and count";
 * issue 30): a specification's usage history, and the coupons one member holds (the member
 * detail's coupon section). Paths chosen here under `/rest/coupon/admin/tenant/…`; the COUPON
 * permission (a member detail shows its coupon section only to an operator who holds it).
 *
 * What the server promises:
 * - a use is an order that took the coupon's discount: the order's lines carry the discount
 *   (adminOrder.ts `discountAmount`, split over the lines pro rata), and the use counts once per
 *   order, whatever its number of lines — a coupon is applied to an order, not to each line. A
 *   failed order used nothing. A specification's `usedCount` is the count of its uses, derived by
 *   the server, never stored beside them;
 * - the usage history is a cursor slice newest first (the order's time, then its key) with the
 *   count and the discount total of every match; `q` is an order key, or part of the buyer's name
 *   or e-mail; `usedFrom` / `usedTo` are the first and last instants of Seoul days;
 * - a member's coupons are every coupon they hold, newest issue first, each with how many times
 *   this member used it.
 */
import { z } from 'zod/mini';
import { isoDateTime } from './adminKit';
import { couponStatusSchema, couponTypeSchema } from './adminCoupon';
import { defineEndpoint } from './endpoint';

const access = { side: 'operator', permission: 'COUPON' } as const;
const base = '/rest/coupon/admin/tenant';

export const USAGE_SLICE_MAX = 500;

/** One use of a coupon: who, which order, when, and the discount it gave. */
export const couponUseSchema = z.object({
  orderKey: z.string(),
  /** The order's title (its first item, "외 N건" as the order list says it). */
  orderTitle: z.string(),
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  usedAt: isoDateTime,
  /** The sum of the discount on the order's lines, in won. */
  discountAmount: z.number().check(z.int(), z.gte(0)),
  /** How many of the order's lines carry it. */
  lineCount: z.number().check(z.int(), z.gte(1)),
});
export type CouponUse = z.infer<typeof couponUseSchema>;

export const couponUsageFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  usedFrom: z.optional(isoDateTime),
  usedTo: z.optional(isoDateTime),
});
export type CouponUsageFilter = z.input<typeof couponUsageFilterSchema>;

/** A coupon a member holds, with their own uses of it. */
export const memberCouponSchema = z.object({
  couponKey: z.string(),
  internalTitle: z.string(),
  status: couponStatusSchema,
  type: couponTypeSchema,
  percent: z.nullable(z.number()),
  amount: z.nullable(z.number()),
  issuedAt: isoDateTime,
  usedCount: z.number().check(z.int(), z.gte(0)),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

const couponParams = z.object({ couponKey: z.string().check(z.minLength(1)) });

export const usage = defineEndpoint({
  id: 'adminCouponUsage.usage',
  method: 'GET',
  path: `${base}/coupon-specs/{couponKey}/usage`,
  auth: 'required',
  access,
  params: couponParams,
  query: z.extend(couponUsageFilterSchema, {
    cursor: z.optional(z.string().check(z.minLength(1))),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(USAGE_SLICE_MAX)), 100),
  }),
  response: z.object({
    items: z.array(couponUseSchema),
    nextCursor: z.nullable(z.string()),
    totals: z.object({ count: z.number().check(z.int(), z.gte(0)), discountAmount: z.number().check(z.int(), z.gte(0)) }),
  }),
  summary:
    "A specification's uses (orders that took its discount) newest first by cursor, filtered by keyword and Seoul-day period, with their count and discount total; 404 request.not_found for an unknown coupon, 400 request.invalid (data.field cursor) for an unknown cursor.",
});

export const memberCoupons = defineEndpoint({
  id: 'adminCouponUsage.memberCoupons',
  method: 'GET',
  path: `${base}/members/{accountKey}/coupons`,
  auth: 'required',
  access,
  params: z.object({ accountKey: z.string().check(z.minLength(1)) }),
  response: z.object({ items: z.array(memberCouponSchema) }),
  summary: 'The coupons a member holds, newest issue first, each with their own use count; 404 request.not_found for an unknown account.',
});

export const adminCouponUsageEndpoints = { usage, memberCoupons };
