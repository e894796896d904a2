/**
 * Back-office settlement calls (backoffice.md §1 settlement reports, §2 "Settlement monthly sales",
 * §7 Settlement "monthly sales and xlsx exports"; issue 43). The spec gives no shapes or paths: they
 * are chosen here in the style of the learner ones, under `/rest/settlement/admin/tenant`, and every
 * call needs the SETTLEMENT permission.
 *
 * What the server promises (the rule is `adminSettlementRules.ts`): each month of the range, oldest
 * first, with every asked order type (all six when none is asked) even when it sold nothing; the
 * figures are the paid orders of that Seoul month, refunds netted in the order's own month, so a
 * month's total equals the order list's totals for the same month, types and the paid statuses.
 * A range whose end comes before its start, or longer than 24 months, answers 400
 * `request.invalid` with `data.field` `to`. The export is a job whose file is an XLSX of the same
 * figures (a month as a date, amounts as numbers, the types in words).
 */
import { z } from 'zod/mini';
import { jobSchema } from './adminJob';
import { orderTypeSchema } from './adminOrder';
import { MONTH_PATTERN } from './adminSettlementRules';
import { queryListOf } from './common';
import { defineEndpoint } from './endpoint';

const base = '/rest/settlement/admin/tenant';
const access = { side: 'operator', permission: 'SETTLEMENT' } as const;

const monthSchema = z.string().check(z.regex(MONTH_PATTERN));
const won = z.number().check(z.int());

export const salesFiguresSchema = z.object({
  orderCount: z.number().check(z.int(), z.gte(0)),
  paymentAmount: won,
  refundedAmount: won,
  /** paymentAmount − refundedAmount. */
  netAmount: won,
});

export const typeSalesSchema = z.extend(salesFiguresSchema, { orderType: orderTypeSchema });
export type TypeSales = z.infer<typeof typeSalesSchema>;

export const monthSalesSchema = z.object({
  /** `yyyy-MM`, a Seoul month. */
  month: monthSchema,
  byType: z.array(typeSalesSchema),
  total: salesFiguresSchema,
});
export type MonthSales = z.infer<typeof monthSalesSchema>;

export const settlementFilterSchema = z.object({
  from: monthSchema,
  to: monthSchema,
  orderType: z.optional(queryListOf(orderTypeSchema)),
});
export type SettlementFilter = z.input<typeof settlementFilterSchema>;
/** The filter as the server reads it (the types always a list). */
export type SettlementQuery = z.infer<typeof settlementFilterSchema>;

export const monthlySales = defineEndpoint({
  id: 'adminSettlement.monthlySales',
  method: 'GET',
  path: `${base}/monthly-sales`,
  auth: 'required',
  access,
  query: settlementFilterSchema,
  response: z.object({ months: z.array(monthSalesSchema), total: salesFiguresSchema }),
  summary: 'Paid orders per Seoul month and order type, refunds netted in the order month; 400 request.invalid (data.field to) for a reversed or over-24-month range.',
});

export const exportMonthlySales = defineEndpoint({
  id: 'adminSettlement.exportMonthlySales',
  method: 'POST',
  path: `${base}/monthly-sales/export`,
  auth: 'required',
  access,
  body: settlementFilterSchema,
  response: jobSchema,
  summary: 'Export the monthly sales of the range as a job whose result is an XLSX file; the same 400 as the query.',
});

export const adminSettlementEndpoints = { monthlySales, exportMonthlySales };
