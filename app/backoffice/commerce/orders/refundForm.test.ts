/**
 * The refund form's rules (backoffice.md §5 refund fields: holder 1–20, account 11–14 digits or
 * hyphens; §3 Refund request: units per item, shipping fees; issue 17 "every refund-form state and
 * error"): each failure is one Korean message at its field, and valid values become the refund
 * call's body with exactly the units and fees chosen.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderItem } from '@app/shared/api/contract/adminOrder';
import { copy } from '@app/shared/copy';
import { choiceOf, choosesEverythingLeft, everythingLeftValues, refundFormDefaults, refundFormSchema, refundRequestOf, type RefundFormValues } from './refundForm';

const text = copy.backofficeOrders;

function line(itemKey: string, quantity: number, refundedQuantity = 0): OrderItem {
  return { itemKey, type: 'BOOK', productKey: itemKey, title: itemKey, optionName: null, unitPrice: 10_000, quantity, discountAmount: 0, refundedQuantity, tickets: [] };
}

function order(paymentMethod: 'CARD' | 'DEPOSIT' = 'CARD'): OrderDetail {
  return {
    key: 'tx-1',
    title: '교재 외 1건',
    orderType: 'BOOK',
    status: 'PARTIAL_REFUNDED',
    paymentCancel: null,
    orderedAt: '2026-11-19T01:00:00.000Z',
    paymentAmount: 33_000,
    refundedAmount: 10_000,
    paymentMethod,
    buyer: { accountKey: 'acc-1', name: '이서연', email: 'a@klass.test', phone: null },
    paymentInfo: null,
    depositInfo: null,
    failDetail: null,
    transactionInfo: { period: null, orderItems: [line('a.1', 2), line('b', 1, 1), line('c', 1)] },
    shippingFees: [{ shippingItemKey: 's1', title: '기본 배송비', amount: 3_000, refunded: false }],
    address: null,
    refunds: [],
  };
}

/** The first message per field path, as the form shows them. */
function messages(target: OrderDetail, values: Partial<RefundFormValues>): Record<string, string> {
  const result = refundFormSchema(target).safeParse({ ...refundFormDefaults(target), ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('refund form (§3 Refund request, §5 refund fields)', () => {
  it('offers only the items with units left and the fees not refunded, nothing chosen at first', () => {
    const defaults = refundFormDefaults(order());
    expect(defaults.quantities).toEqual(['0', '0']);
    expect(defaults.fees).toEqual([false]);
    expect(messages(order(), {})).toEqual({ root: text.nothingChosen });
  });

  it('refuses more units than are left, and anything but a whole number, at the item', () => {
    expect(messages(order(), { quantities: ['3', '0'] })).toEqual({ 'quantities.0': text.quantityTooMany(2) });
    expect(messages(order(), { quantities: ['1.5', '-1'] })).toEqual({ 'quantities.0': text.quantityInvalid, 'quantities.1': text.quantityInvalid });
  });

  it('a shipping fee alone is a refund; "기타" needs a reason', () => {
    expect(messages(order(), { fees: [true] })).toEqual({});
    expect(messages(order(), { fees: [true], reasonType: 'OTHER', reason: '  ' })).toEqual({ reason: text.reasonRequired });
  });

  it('a deposit order needs the holder (1–20) and an account of 11–14 digits or hyphens', () => {
    const deposit = order('DEPOSIT');
    expect(messages(deposit, { fees: [true] })).toEqual({ accountHolder: text.holderRequired, accountNumber: text.accountInvalid });
    expect(messages(deposit, { fees: [true], accountHolder: '가'.repeat(21), accountNumber: '123-456-7890' })).toEqual({ accountHolder: text.holderTooLong(20) });
    expect(messages(deposit, { fees: [true], accountHolder: '가'.repeat(20), accountNumber: '1234567890' })).toEqual({ accountNumber: text.accountInvalid });
    expect(messages(deposit, { fees: [true], accountHolder: '이서연', accountNumber: '123-4567-89012' })).toEqual({});
    expect(messages(deposit, { fees: [true], accountHolder: '이서연', accountNumber: '123-4567-890123' })).toEqual({ accountNumber: text.accountInvalid });
    expect(messages(order(), { fees: [true] })).toEqual({});
  });

  it('"전체 환불" chooses every unit and fee left; the body carries exactly the choice (keys with dots kept)', () => {
    const all = everythingLeftValues(order());
    expect(all).toEqual({ quantities: ['2', '1'], fees: [true] });
    expect(choiceOf(order(), all)).toEqual({ quantities: { 'a.1': 2, c: 1 }, shippingItemKeys: ['s1'] });
    const values = { ...refundFormDefaults(order('DEPOSIT')), quantities: ['1', '0'], reason: ' 파손 ', accountHolder: ' 이서연 ', accountNumber: '123-4567-89012' };
    expect(refundRequestOf(order('DEPOSIT'), values)).toEqual({
      refundItems: [{ itemKey: 'a.1', quantity: 1 }],
      shippingRefundItems: [],
      reasonType: 'CHANGE_OF_MIND',
      reason: '파손',
      bankInfo: { bankName: 'KB국민은행', accountHolder: '이서연', accountNumber: '123-4567-89012' },
    });
    expect(refundRequestOf(order(), values)).not.toHaveProperty('bankInfo');
  });

  it('everything left, chosen by "전체 환불" or unit by unit, is the whole refund; anything less is not', () => {
    expect(choosesEverythingLeft(order(), everythingLeftValues(order()))).toBe(true);
    expect(choosesEverythingLeft(order(), { quantities: ['2', '1'], fees: [true] })).toBe(true);
    expect(choosesEverythingLeft(order(), { quantities: ['1', '1'], fees: [true] })).toBe(false);
    expect(choosesEverythingLeft(order(), { quantities: ['2', '1'], fees: [false] })).toBe(false);
    expect(choosesEverythingLeft(order(), { quantities: ['0', '0'], fees: [false] })).toBe(false);
  });
});
