/**
 * The monthly sales screen's choices in its address (`?from=2026-01&to=2026-12&orderType=BOOK,KLASS
 * &month=2026-11`), so a reload, Back and a pasted link show the same figures. Missing or
 * malformed values fall back to the twelve months up to this Seoul month, every type, and the last
 * month of the range.
 */
import { orderTypes, type OrderType } from '@app/shared/api/contract/adminOrder';
import { MONTH_PATTERN, monthsBack } from '@app/shared/api/contract/adminSettlementRules';

export const DEFAULT_MONTHS = 12;

export interface SettlementChoice {
  from: string;
  to: string;
  /** Empty: every type. */
  orderTypes: OrderType[];
  /** The month the type table shows. */
  month: string;
}

const monthOr = (value: string | null, fallback: string) => (value && MONTH_PATTERN.test(value) ? value : fallback);

export function readChoice(params: URLSearchParams, thisMonth: string): SettlementChoice {
  const to = monthOr(params.get('to'), thisMonth);
  const from = monthOr(params.get('from'), monthsBack(to, DEFAULT_MONTHS));
  const wanted = new Set((params.get('orderType') ?? '').split(','));
  const month = monthOr(params.get('month'), to);
  return {
    from,
    to,
    orderTypes: orderTypes.filter((type) => wanted.has(type)),
    month: month >= from && month <= to ? month : to,
  };
}

export function writeChoice(choice: SettlementChoice): URLSearchParams {
  const params = new URLSearchParams({ from: choice.from, to: choice.to });
  if (choice.orderTypes.length > 0) params.set('orderType', choice.orderTypes.join(','));
  params.set('month', choice.month);
  return params;
}
