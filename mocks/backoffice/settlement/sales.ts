/**
 * The monthly sales the settlement answers (adminSettlementRules.ts): the paid orders of the range
 * picked by the order list's own filter (`orderFilter`, the same statuses, types and Seoul bounds
 * the list is asked with), then summed per Seoul month and order type in one pass. Reading the
 * orders through the list's predicate is what keeps a month's total equal to the list's totals.
 */
import { orderTypes, type OrderType } from '@app/shared/api/contract/adminOrder';
import type { MonthSales, SettlementQuery } from '@app/shared/api/contract/adminSettlement';
import {
  addOrder,
  monthsBetween,
  noSales,
  seoulMonthBounds,
  settledPaymentStatuses,
  SETTLEMENT_MONTHS_MAX,
  sumFigures,
  type SalesFigures,
} from '@app/shared/api/contract/adminSettlementRules';
import { orderFilter } from '@mocks/backoffice/orders/handlers';
import type { OrderRecord } from '@mocks/backoffice/orders/collections';
import { MockError } from '@mocks/engine/MockError';
import { filterRows } from '@mocks/engine/query';

export interface MonthlySales {
  months: MonthSales[];
  total: SalesFigures;
}

/** The months of the filter, refused (400, field `to`) when reversed or wider than the limit. */
export function settlementMonths(filter: SettlementQuery): string[] {
  const months = monthsBetween(filter.from, filter.to);
  if (months.length === 0) throw new MockError('badRequest', '끝 달이 시작 달보다 앞서요.', { field: 'to' });
  if (months.length > SETTLEMENT_MONTHS_MAX) {
    throw new MockError('badRequest', `한 번에 ${SETTLEMENT_MONTHS_MAX}개월까지 볼 수 있어요.`, { field: 'to', max: SETTLEMENT_MONTHS_MAX });
  }
  return months;
}

export function monthlySales(orders: readonly OrderRecord[], filter: SettlementQuery): MonthlySales {
  const months = settlementMonths(filter);
  const types: readonly OrderType[] = filter.orderType ? orderTypes.filter((type) => filter.orderType?.includes(type)) : orderTypes;
  const first = seoulMonthBounds(months[0] ?? filter.from);
  const last = seoulMonthBounds(months.at(-1) ?? filter.to);
  const paid = filterRows(
    orders,
    orderFilter({ status: [...settledPaymentStatuses], orderType: [...types], orderedFrom: first.orderedFrom, orderedTo: last.orderedTo }),
  );
  const cells = months.map(() => new Map(types.map((type) => [type, noSales()])));
  // ISO instants compare as text: an order's month is the last whose first instant it is not before.
  const starts = months.map((month) => seoulMonthBounds(month).orderedFrom);
  for (const order of paid) {
    let index = starts.length - 1;
    while (index > 0 && order.orderedAt < (starts[index] ?? '')) index -= 1;
    const figures = cells[index]?.get(order.orderType);
    if (figures) addOrder(figures, order);
  }
  const rows = months.map((month, index) => {
    const byType = types.map((orderType) => ({ orderType, ...(cells[index]?.get(orderType) ?? noSales()) }));
    return { month, byType, total: sumFigures(byType) };
  });
  return { months: rows, total: sumFigures(rows.map((row) => row.total)) };
}
