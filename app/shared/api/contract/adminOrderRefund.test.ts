/**
 * The refund computation (issue 17 "unit tests for refund amount computation"; backoffice.md §4
 * payment statuses): which statuses can be refunded, the discount given back pro rata and exactly,
 * shipping fees refunded whole once, and the status the order ends in; and the refund account
 * number's rule (§5), which the form and the contract share.
 */
import { describe, expect, it } from 'vitest';
import { REFUND_ACCOUNT_PATTERN, type OrderItem, type ShippingFee } from './adminOrder';
import { applyRefund, computeRefund, everythingLeft, isRefundable, paidAmount, type RefundableOrder } from './adminOrderRefund';

function item(itemKey: string, unitPrice: number, quantity: number, discountAmount = 0, refundedQuantity = 0): OrderItem {
  return { itemKey, type: 'BOOK', productKey: itemKey, title: itemKey, optionName: null, unitPrice, quantity, discountAmount, refundedQuantity, tickets: [] };
}
const fee = (refunded = false): ShippingFee => ({ shippingItemKey: 's1', title: '기본 배송비', amount: 3000, refunded });

function order(items: OrderItem[], fees: ShippingFee[] = [], status = 'COMPLETED'): RefundableOrder {
  return { status, transactionInfo: { orderItems: items }, shippingFees: fees };
}

describe('which orders can be refunded (§4)', () => {
  it.each([
    ['COMPLETED', true],
    ['PARTIAL_REFUNDED', true],
    ['SETTLED (unknown, counts as COMPLETED)', true],
    ['FAILED', false],
    ['PENDING_INCOME', false],
    ['REFUND_COMPLETED', false],
  ])('%s → %s', (status, refundable) => {
    const value = status.split(' ')[0] ?? status;
    expect(isRefundable(value)).toBe(refundable);
    const result = computeRefund(order([item('a', 1000, 1)], [], value), { quantities: { a: 1 }, shippingItemKeys: [] });
    expect(result.problems.some((problem) => problem.kind === 'notRefundable')).toBe(!refundable);
  });
});

describe('refund amounts', () => {
  it('refunds units at their price less their cumulative share of the discount; refunding all gives back exactly what was paid', () => {
    // 3 × 10,000 with a 1,000 discount: shares 333, 333, 334.
    const book = item('a', 10_000, 3, 1000);
    const first = computeRefund(order([book]), { quantities: { a: 1 }, shippingItemKeys: [] });
    expect(first.lines).toEqual([{ itemKey: 'a', quantity: 1, grossAmount: 10_000, discountAmount: 333, amount: 9667 }]);
    expect(first.resultingStatus).toBe('PARTIAL_REFUNDED');
    const after = applyRefund(order([book]), first);
    const rest = computeRefund(order(after.orderItems, [], after.status), { quantities: { a: 2 }, shippingItemKeys: [] });
    expect(rest.total).toBe(20_000 - 667);
    expect(first.total + rest.total).toBe(paidAmount(order([book])));
    expect(rest.resultingStatus).toBe('REFUND_COMPLETED');
  });

  it('refunds a shipping fee whole and only once; the order is complete only when no unit and no fee is left', () => {
    const items = [item('a', 18_000, 1), item('b', 26_000, 1)];
    const itemsOnly = computeRefund(order(items, [fee()]), { quantities: { a: 1, b: 1 }, shippingItemKeys: [] });
    expect(itemsOnly.resultingStatus).toBe('PARTIAL_REFUNDED');
    const all = computeRefund(order(items, [fee()]), everythingLeft(order(items, [fee()])));
    expect(all).toMatchObject({ itemsAmount: 44_000, shippingAmount: 3000, total: 47_000, resultingStatus: 'REFUND_COMPLETED', problems: [] });
    const again = computeRefund(order(items, [fee(true)]), { quantities: {}, shippingItemKeys: ['s1'] });
    expect(again.problems).toEqual([{ kind: 'shippingAlreadyRefunded', shippingItemKey: 's1' }]);
  });

  it('refuses more units than are left, unknown items, and an empty choice', () => {
    const items = [item('a', 5000, 2, 0, 1)];
    expect(computeRefund(order(items, [], 'PARTIAL_REFUNDED'), { quantities: { a: 2 }, shippingItemKeys: [] }).problems).toEqual([
      { kind: 'tooMany', itemKey: 'a', remaining: 1 },
    ]);
    expect(computeRefund(order(items), { quantities: { z: 1 }, shippingItemKeys: [] }).problems).toEqual([{ kind: 'unknownItem', itemKey: 'z' }]);
    expect(computeRefund(order(items), { quantities: { a: 0 }, shippingItemKeys: [] }).problems).toEqual([{ kind: 'nothingChosen' }]);
  });
});

describe('a refund account number (§5: 11–14 digits or hyphens)', () => {
  it.each(['3333-01-123456', '12345678901', '12345678901234', '110-123-456789', '1-2-3-4-5-6-7'])('accepts %s', (number) => {
    expect(REFUND_ACCOUNT_PATTERN.test(number)).toBe(true);
  });

  it.each([
    ['-----------', 'hyphens only'],
    ['-3333-01-12345', 'a leading hyphen'],
    ['3333-01-12345-', 'a trailing hyphen'],
    ['3333--01-12345', 'two hyphens together'],
    ['1234567890', 'ten characters'],
    ['123456789012345', 'fifteen characters'],
    ['3333 01 123456', 'spaces'],
  ])('refuses %s (%s)', (number) => {
    expect(REFUND_ACCOUNT_PATTERN.test(number)).toBe(false);
  });
});
