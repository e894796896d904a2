/**
 * How the monthly settlement adds up orders (backoffice.md §1 settlement reports, §2 "Settlement
 * monthly sales"; issue 43), written once without zod so the mock, the screens and the unit tests
 * read the same rule:
 * - a month is a calendar month in Asia/Seoul, its bounds the first and last millisecond (Korea
 *   keeps no summer time, so always +09:00), the bounds the order list's day filter sends for the
 *   first and last day of that month;
 * - the orders that count are the paid ones: 결제 완료 (and any status the contract does not know,
 *   which counts as COMPLETED, §4), 부분 환불 and 환불 완료 — the order list filtered by these three
 *   statuses shows the same orders; a failed order or one still awaiting its deposit brought no money;
 * - an order counts in the month it was ordered, under its order type; its refunds are netted in
 *   that same month (net = paid − refunded), as the order list's totals show them, so the two
 *   screens agree to the won for any month and types.
 */
import type { OrderType, PaymentStatus } from './adminOrder';

export const settledPaymentStatuses = ['COMPLETED', 'PARTIAL_REFUNDED', 'REFUND_COMPLETED'] as const satisfies readonly PaymentStatus[];

/** The widest range one query covers: two years of months. */
export const SETTLEMENT_MONTHS_MAX = 24;

/** A month as `yyyy-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface SalesFigures {
  orderCount: number;
  paymentAmount: number;
  refundedAmount: number;
  netAmount: number;
}

/** The part of an order the settlement reads. */
export interface SettledOrder {
  orderType: OrderType;
  paymentAmount: number;
  refundedAmount: number;
}

export const noSales = (): SalesFigures => ({ orderCount: 0, paymentAmount: 0, refundedAmount: 0, netAmount: 0 });

/** Adds one order's payment and refunds to the figures (in place: a month is summed in one pass). */
export function addOrder(figures: SalesFigures, order: SettledOrder): void {
  figures.orderCount += 1;
  figures.paymentAmount += order.paymentAmount;
  figures.refundedAmount += order.refundedAmount;
  figures.netAmount += order.paymentAmount - order.refundedAmount;
}

export function sumFigures(parts: readonly SalesFigures[]): SalesFigures {
  const total = noSales();
  for (const part of parts) {
    total.orderCount += part.orderCount;
    total.paymentAmount += part.paymentAmount;
    total.refundedAmount += part.refundedAmount;
    total.netAmount += part.netAmount;
  }
  return total;
}

/** The first and last instants (ISO) of a Seoul month given as `yyyy-MM`. */
export function seoulMonthBounds(month: string): { orderedFrom: string; orderedTo: string } {
  const start = Date.parse(`${month}-01T00:00:00+09:00`);
  const next = Date.parse(`${nextMonth(month)}-01T00:00:00+09:00`);
  return { orderedFrom: new Date(start).toISOString(), orderedTo: new Date(next - 1).toISOString() };
}

/** The Seoul days a month spans, as the order list's day range writes them (`2026-11-01~2026-11-30`). */
export function monthDayRange(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-01~${month}-${String(lastDay).padStart(2, '0')}`;
}

export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/** `from` to `to` inclusive, oldest first; empty when `to` comes before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

/** The Seoul month an instant falls in, `yyyy-MM`. */
export function seoulMonthOf(at: number | string): string {
  return new Date(new Date(at).getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 7);
}

/** The month `count − 1` months before `month`: the first of a range of `count` months ending there. */
export function monthsBack(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) - (count - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
