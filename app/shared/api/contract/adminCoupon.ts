/**
 * Back-office coupon specification calls (backoffice.md §3 Coupon spec, §4 coupon status, §5
 * coupon rules, §7 Coupons "spec slice, detail, create"; issue 30). The spec gives shapes only;
 * the paths are chosen here in the style of the learner ones, under
 * `/rest/coupon/admin/tenant/coupon-specs`, the list as a `slice` (as §7 names it, like the
 * learner's `…/notice/slice`), and every call needs the COUPON permission.
 *
 * What the server promises, so the screens can say it before acting:
 * - the list is a cursor slice, newest first (created, then the key): a page never shifts when
 *   specifications are created meanwhile; its `totals.count` covers every match;
 * - what a status allows is `adminCouponRules.ts` (one table the screens read too): operate on a
 *   non-CREATED specification or stop on a non-PUBLISHED one answers 409
 *   `coupon.transition.not_allowed` with `data.status` and `data.allowed`; neither is applied;
 * - an update carries the `version` it was based on; another version answers 409
 *   `coupon.version.conflict` (nothing saved; `data.version` is the current one), and a change of a
 *   term its status locks answers 409 `coupon.update.locked` with `data.fields`;
 * - a field outside §5 answers 400 `request.invalid` with `data.issues` at the field, in the same
 *   Korean words the form shows (the rules below are the form's).
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { actorSchema, isoDateTime } from './adminKit';
import {
  amountProblem,
  COUPON_DESCRIPTION_MAX,
  COUPON_DESCRIPTION_MIN,
  COUPON_MEMO_MAX,
  COUPON_TITLE_MAX,
  COUPON_TITLE_MIN,
  couponRuleMessages,
  couponStatuses,
  couponTypes,
  isValidPeriod,
  NO_PERIOD,
  percentProblem,
  usablePeriodProblem,
  useLimitProblem,
} from './adminCouponRules';
import { seoulDaySchema } from './adminHistory';
import { queryListOf } from './common';
import { defineEndpoint } from './endpoint';

const base = '/rest/coupon/admin/tenant/coupon-specs';
const access = { side: 'operator', permission: 'COUPON' } as const;

export const couponStatusSchema = z.enum(couponStatuses);
export const couponTypeSchema = z.enum(couponTypes);

/** §5 internal title 3–30, normalised (trimmed, runs of spaces as one). */
export const couponTitleSchema = boundedText({ min: COUPON_TITLE_MIN, max: COUPON_TITLE_MAX });
/** §5 description 3–30. */
export const couponDescriptionSchema = boundedText({ min: COUPON_DESCRIPTION_MIN, max: COUPON_DESCRIPTION_MAX });
/** §5 memo up to 300 (may be empty; any character). */
export const couponMemoSchema = boundedText({ min: 0, max: COUPON_MEMO_MAX, allowEmoji: true });

/** A fixed usable period, as Seoul days (both included). */
export const usablePeriodSchema = z.object({ startDay: seoulDaySchema, endDay: seoulDaySchema });
export type UsablePeriod = z.infer<typeof usablePeriodSchema>;

/**
 * The terms of a specification as created or edited. Discount: PERCENT carries `percent` (1–100)
 * and no amount, AMOUNT carries `amount` (won, 1–10,000,000) and no percent. Validity: `period`
 * `Nd` (N days from issue, 1–365), or `-1d` with either a `usablePeriod` (fixed days) or none
 * (no time limit). `limitUseCount` -1 is unlimited.
 */
const couponTermsShape = {
  internalTitle: couponTitleSchema,
  description: couponDescriptionSchema,
  type: couponTypeSchema,
  percent: z.nullable(z.number()),
  amount: z.nullable(z.number()),
  period: z.string(),
  usablePeriod: z.nullable(usablePeriodSchema),
  limitUseCount: z.number(),
  memo: couponMemoSchema,
};

interface CouponTerms {
  type: 'PERCENT' | 'AMOUNT';
  percent: number | null;
  amount: number | null;
  period: string;
  usablePeriod: UsablePeriod | null;
  limitUseCount: number;
}

/** The §5 rules across fields, each message at its field (the form's own words). */
const couponTermsRules = z.superRefine<CouponTerms>((value, ctx) => {
  const at = (path: string, message: string | null) => {
    if (message) ctx.addIssue({ code: 'custom', message, path: [path], input: value });
  };
  if (value.type === 'PERCENT') {
    at('percent', value.percent === null ? couponRuleMessages.percent : percentProblem(value.percent));
    if (value.amount !== null) at('amount', couponRuleMessages.amount);
  } else {
    at('amount', value.amount === null ? couponRuleMessages.amount : amountProblem(value.amount));
    if (value.percent !== null) at('percent', couponRuleMessages.percent);
  }
  if (!isValidPeriod(value.period)) at('period', couponRuleMessages.days);
  else if (value.usablePeriod) {
    if (value.period !== NO_PERIOD) at('period', couponRuleMessages.days);
    at('usablePeriod', usablePeriodProblem(value.usablePeriod.startDay, value.usablePeriod.endDay));
  }
  at('limitUseCount', useLimitProblem(value.limitUseCount));
});

export const couponSpecBodySchema = z.object(couponTermsShape).check(couponTermsRules);
export type CouponSpecBody = z.infer<typeof couponSpecBodySchema>;

/** An edit: the terms and the version the form was based on. */
export const couponSpecUpdateSchema = z.object({ ...couponTermsShape, version: z.number().check(z.int(), z.gte(1)) }).check(couponTermsRules);
export type CouponSpecUpdate = z.infer<typeof couponSpecUpdateSchema>;

/** §3 Coupon spec as the list shows it, with its issued and used counts. */
export const couponSpecSummarySchema = z.object({
  couponKey: z.string(),
  status: couponStatusSchema,
  internalTitle: z.string(),
  type: couponTypeSchema,
  percent: z.nullable(z.number()),
  amount: z.nullable(z.number()),
  period: z.string(),
  usablePeriod: z.nullable(usablePeriodSchema),
  limitUseCount: z.number(),
  issuedCount: z.number().check(z.int(), z.gte(0)),
  usedCount: z.number().check(z.int(), z.gte(0)),
  createdAt: isoDateTime,
});
export type CouponSpecSummary = z.infer<typeof couponSpecSummarySchema>;

/** §3 Coupon spec in full. */
export const couponSpecSchema = z.extend(couponSpecSummarySchema, {
  description: z.string(),
  memo: z.string(),
  /** Raised by every change; an edit sends the one it was based on. */
  version: z.number().check(z.int(), z.gte(1)),
  updatedAt: isoDateTime,
  createdBy: actorSchema,
});
export type CouponSpec = z.infer<typeof couponSpecSchema>;

/**
 * The list's filters: statuses, types, `q` (a coupon key, or part of the internal title), and the
 * period it was made in as the first and last instants of Seoul days (`createdFrom`, `createdTo`).
 */
export const couponSpecFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(queryListOf(couponStatusSchema)),
  type: z.optional(queryListOf(couponTypeSchema)),
  createdFrom: z.optional(isoDateTime),
  createdTo: z.optional(isoDateTime),
});
export type CouponSpecFilter = z.input<typeof couponSpecFilterSchema>;

export const COUPON_SLICE_MAX = 500;

const couponParams = z.object({ couponKey: z.string().check(z.minLength(1)) });

// ---- calls ------------------------------------------------------------------------------------

export const couponSpecs = defineEndpoint({
  id: 'adminCoupon.couponSpecs',
  method: 'GET',
  path: `${base}/slice`,
  auth: 'required',
  access,
  query: z.extend(couponSpecFilterSchema, {
    cursor: z.optional(z.string().check(z.minLength(1))),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(COUPON_SLICE_MAX)), 100),
  }),
  response: z.object({
    items: z.array(couponSpecSummarySchema),
    /** Passed back as `cursor` for the next slice; null at the end. */
    nextCursor: z.nullable(z.string()),
    totals: z.object({ count: z.number().check(z.int(), z.gte(0)) }),
  }),
  summary: 'Coupon specifications newest first by cursor, filtered by status, type, keyword and the Seoul days they were made in, with the count of every match; 400 request.invalid (data.field cursor) for an unknown cursor.',
});

export const couponSpec = defineEndpoint({
  id: 'adminCoupon.couponSpec',
  method: 'GET',
  path: `${base}/{couponKey}`,
  auth: 'required',
  access,
  params: couponParams,
  response: couponSpecSchema,
  summary: 'One specification in full; 404 request.not_found when there is none.',
});

export const createCouponSpec = defineEndpoint({
  id: 'adminCoupon.createCouponSpec',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: couponSpecBodySchema,
  response: couponSpecSchema,
  summary: 'Create a specification (CREATED, version 1); 400 request.invalid with the §5 message at each refused field.',
});

export const updateCouponSpec = defineEndpoint({
  id: 'adminCoupon.updateCouponSpec',
  method: 'PUT',
  path: `${base}/{couponKey}`,
  auth: 'required',
  access,
  params: couponParams,
  body: couponSpecUpdateSchema,
  response: couponSpecSchema,
  summary: 'Edit a specification from the version it was based on; 409 coupon.version.conflict (stale), coupon.update.locked (a locked term), coupon.transition.not_allowed (UNPUBLISHED).',
});

export const operateCouponSpec = defineEndpoint({
  id: 'adminCoupon.operateCouponSpec',
  method: 'POST',
  path: `${base}/{couponKey}/operate`,
  auth: 'required',
  access,
  params: couponParams,
  response: couponSpecSchema,
  summary: 'CREATED → PUBLISHED; 409 coupon.transition.not_allowed from any other status.',
});

export const stopCouponSpec = defineEndpoint({
  id: 'adminCoupon.stopCouponSpec',
  method: 'POST',
  path: `${base}/{couponKey}/stop`,
  auth: 'required',
  access,
  params: couponParams,
  response: couponSpecSchema,
  summary: 'PUBLISHED → UNPUBLISHED (final, irreversible); 409 coupon.transition.not_allowed from any other status.',
});

export const adminCouponEndpoints = { couponSpecs, couponSpec, createCouponSpec, updateCouponSpec, operateCouponSpec, stopCouponSpec };
