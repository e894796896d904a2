/**
 * Back-office exchange code calls (backoffice.md §3 Exchange code, §4 code statuses, §7 Coupons;
 * issue 30), under `/rest/coupon/admin/tenant/exchange-codes`, in the style of the coupon
 * specification calls beside them: the list a cursor slice newest first, every call needing the
 * COUPON permission. The rules are adminCouponExchangeRules.ts.
 *
 * What the server promises, so the screens can say it before acting:
 * - a WORD code no other exchange code uses (409 `coupon.exchange.code_taken` at `code`); a
 *   RANDOM code is drawn by the server, and the body carries none;
 * - every redeemable coupon exists and has not stopped operating (409
 *   `coupon.exchange.coupon_not_redeemable` with `data.couponKeys`);
 * - an edit or a status change carries the `version` it was based on; another version answers 409
 *   `coupon.exchange.version_conflict` (nothing saved; `data.version`, `data.status`). The code and
 *   its type are fixed once made (learners may already hold it);
 * - a field outside the rules answers 400 `request.invalid` with `data.issues` at the field.
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { actorSchema, isoDateTime } from './adminKit';
import { couponStatusSchema, couponTypeSchema } from './adminCoupon';
import { wordProblem } from './adminCouponCodeRules';
import {
  availableCountProblem,
  EXCHANGE_DESCRIPTION_MAX,
  EXCHANGE_DESCRIPTION_MIN,
  EXCHANGE_TITLE_MAX,
  EXCHANGE_TITLE_MIN,
  exchangeCodeStatuses,
  exchangeCodeTypes,
  exchangeRuleMessages,
  redeemableCouponsProblem,
} from './adminCouponExchangeRules';
import { queryListOf } from './common';
import { defineEndpoint } from './endpoint';

const base = '/rest/coupon/admin/tenant/exchange-codes';
const access = { side: 'operator', permission: 'COUPON' } as const;

export const exchangeCodeStatusSchema = z.enum(exchangeCodeStatuses);
export const exchangeCodeTypeSchema = z.enum(exchangeCodeTypes);

/** A coupon the code hands out, as the list and the detail name it. */
export const redeemableCouponSchema = z.object({
  couponKey: z.string(),
  internalTitle: z.string(),
  status: couponStatusSchema,
  type: couponTypeSchema,
  percent: z.nullable(z.number()),
  amount: z.nullable(z.number()),
});
export type RedeemableCoupon = z.infer<typeof redeemableCouponSchema>;

/** What an operator may change after the code is made. */
const editableShape = {
  title: boundedText({ min: EXCHANGE_TITLE_MIN, max: EXCHANGE_TITLE_MAX }),
  description: boundedText({ min: EXCHANGE_DESCRIPTION_MIN, max: EXCHANGE_DESCRIPTION_MAX }),
  availableCount: z.number(),
  couponKeys: z.array(z.string()),
};

interface EditableTerms {
  availableCount: number;
  couponKeys: string[];
}

const editableRules = z.superRefine<EditableTerms>((value, ctx) => {
  const at = (path: string, message: string | null) => {
    if (message) ctx.addIssue({ code: 'custom', message, path: [path], input: value });
  };
  at('availableCount', availableCountProblem(value.availableCount));
  at('couponKeys', redeemableCouponsProblem(value.couponKeys));
});

/** A new code: WORD carries its `code` (§5 word rule), RANDOM carries none. */
export const exchangeCodeBodySchema = z
  .object({ ...editableShape, type: exchangeCodeTypeSchema, code: z.nullable(z.string()) })
  .check(
    editableRules,
    z.superRefine((value, ctx) => {
      const problem = value.type === 'WORD' ? wordProblem(value.code ?? '') : value.code === null ? null : exchangeRuleMessages.wordForRandom;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['code'], input: value });
    }),
  );
export type ExchangeCodeBody = z.infer<typeof exchangeCodeBodySchema>;

export const exchangeCodeUpdateSchema = z
  .object({ ...editableShape, version: z.number().check(z.int(), z.gte(1)) })
  .check(editableRules);
export type ExchangeCodeUpdate = z.infer<typeof exchangeCodeUpdateSchema>;

/** §3 Exchange code as the list shows it. */
export const exchangeCodeSummarySchema = z.object({
  exchangeCodeKey: z.string(),
  code: z.string(),
  type: exchangeCodeTypeSchema,
  title: z.string(),
  status: exchangeCodeStatusSchema,
  availableCount: z.number(),
  /** How many times it has been redeemed. */
  redeemedCount: z.number().check(z.int(), z.gte(0)),
  couponCount: z.number().check(z.int(), z.gte(0)),
  createdAt: isoDateTime,
});
export type ExchangeCodeSummary = z.infer<typeof exchangeCodeSummarySchema>;

/** §3 Exchange code in full. */
export const exchangeCodeSchema = z.extend(exchangeCodeSummarySchema, {
  description: z.string(),
  redeemableCoupons: z.array(redeemableCouponSchema),
  version: z.number().check(z.int(), z.gte(1)),
  updatedAt: isoDateTime,
  createdBy: actorSchema,
});
export type ExchangeCode = z.infer<typeof exchangeCodeSchema>;

/** The list's filters: statuses, and `q` (the code itself, or part of the title). */
export const exchangeCodeFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(queryListOf(exchangeCodeStatusSchema)),
});
export type ExchangeCodeFilter = z.input<typeof exchangeCodeFilterSchema>;

export const EXCHANGE_SLICE_MAX = 500;

const exchangeParams = z.object({ exchangeCodeKey: z.string().check(z.minLength(1)) });

// ---- calls ------------------------------------------------------------------------------------

export const exchangeCodes = defineEndpoint({
  id: 'adminCouponExchange.exchangeCodes',
  method: 'GET',
  path: `${base}/slice`,
  auth: 'required',
  access,
  query: z.extend(exchangeCodeFilterSchema, {
    cursor: z.optional(z.string().check(z.minLength(1))),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(EXCHANGE_SLICE_MAX)), 100),
  }),
  response: z.object({
    items: z.array(exchangeCodeSummarySchema),
    nextCursor: z.nullable(z.string()),
    totals: z.object({ count: z.number().check(z.int(), z.gte(0)) }),
  }),
  summary: 'Exchange codes newest first by cursor, filtered by status and keyword, with the count of every match; 400 request.invalid (data.field cursor) for an unknown cursor.',
});

export const exchangeCode = defineEndpoint({
  id: 'adminCouponExchange.exchangeCode',
  method: 'GET',
  path: `${base}/{exchangeCodeKey}`,
  auth: 'required',
  access,
  params: exchangeParams,
  response: exchangeCodeSchema,
  summary: 'One exchange code in full, with its coupons; 404 request.not_found when there is none.',
});

export const createExchangeCode = defineEndpoint({
  id: 'adminCouponExchange.createExchangeCode',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: exchangeCodeBodySchema,
  response: exchangeCodeSchema,
  summary: 'Make an exchange code (ACTIVE, version 1); 400 request.invalid at each refused field; 409 coupon.exchange.code_taken (WORD in use), coupon.exchange.coupon_not_redeemable.',
});

export const updateExchangeCode = defineEndpoint({
  id: 'adminCouponExchange.updateExchangeCode',
  method: 'PUT',
  path: `${base}/{exchangeCodeKey}`,
  auth: 'required',
  access,
  params: exchangeParams,
  body: exchangeCodeUpdateSchema,
  response: exchangeCodeSchema,
  summary: 'Edit title, description, available count and coupons from the version it was based on; 409 coupon.exchange.version_conflict (stale), coupon.exchange.coupon_not_redeemable.',
});

export const changeExchangeCodeStatus = defineEndpoint({
  id: 'adminCouponExchange.changeExchangeCodeStatus',
  method: 'PUT',
  path: `${base}/{exchangeCodeKey}/status`,
  auth: 'required',
  access,
  params: exchangeParams,
  body: z.object({ status: exchangeCodeStatusSchema, version: z.number().check(z.int(), z.gte(1)) }),
  response: exchangeCodeSchema,
  summary: 'Turn a code on (ACTIVE) or off (INACTIVE) from the version it was based on; 409 coupon.exchange.version_conflict when another change came first.',
});

export const adminCouponExchangeEndpoints = { exchangeCodes, exchangeCode, createExchangeCode, updateExchangeCode, changeExchangeCodeStatus };
