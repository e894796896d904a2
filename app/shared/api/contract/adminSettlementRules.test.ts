/**
 * The settlement's rule (adminSettlementRules.ts): Seoul month bounds and ranges, and sums where a
 * partial refund is netted from its own order's payment.
 */
import { describe, expect, it } from 'vitest';
import {
  addOrder,
  monthDayRange,
  monthsBack,
  monthsBetween,
  noSales,
  seoulMonthBounds,
  seoulMonthOf,
  sumFigures,
} from './adminSettlementRules';

describe('Seoul months', () => {
  it('bounds a month from its first Seoul millisecond to its last, across the year end', () => {
    expect(seoulMonthBounds('2026-11')).toEqual({ orderedFrom: '2026-10-31T15:00:00.000Z', orderedTo: '2026-11-30T14:59:59.999Z' });
    expect(seoulMonthBounds('2026-12')).toEqual({ orderedFrom: '2026-11-30T15:00:00.000Z', orderedTo: '2026-12-31T14:59:59.999Z' });
  });

  it('puts an instant in its Seoul month, not its UTC one', () => {
    expect(seoulMonthOf('2026-10-31T15:00:00.000Z')).toBe('2026-11');
    expect(seoulMonthOf('2026-10-31T14:59:59.999Z')).toBe('2026-10');
  });

  it('lists a range inclusive and oldest first, empty when reversed; counts back across years', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
    expect(monthsBack('2026-12', 12)).toBe('2026-01');
    expect(monthsBack('2026-03', 6)).toBe('2025-10');
  });

  it("writes a month's days as the order list's day range, leap years included", () => {
    expect(monthDayRange('2028-02')).toBe('2028-02-01~2028-02-29');
    expect(monthDayRange('2026-11')).toBe('2026-11-01~2026-11-30');
  });
});

describe('sums', () => {
  it('nets partial and full refunds from their own orders and adds months up', () => {
    const october = noSales();
    addOrder(october, { orderType: 'BOOK', paymentAmount: 30_000, refundedAmount: 0 });
    addOrder(october, { orderType: 'BOOK', paymentAmount: 45_000, refundedAmount: 15_000 });
    addOrder(october, { orderType: 'BOOK', paymentAmount: 12_000, refundedAmount: 12_000 });
    expect(october).toEqual({ orderCount: 3, paymentAmount: 87_000, refundedAmount: 27_000, netAmount: 60_000 });
    const november = noSales();
    addOrder(november, { orderType: 'KLASS', paymentAmount: 99_000, refundedAmount: 33_000 });
    expect(sumFigures([october, november])).toEqual({ orderCount: 4, paymentAmount: 186_000, refundedAmount: 60_000, netAmount: 126_000 });
    expect(sumFigures([])).toEqual(noSales());
  });
});
