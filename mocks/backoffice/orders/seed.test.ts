/**
 * The seeded orders (issue 17 "at least 10,000 seeded orders across every payment status, with
 * realistic Korean products, names and card payments"; the learner's class and course orders tied
 * to their tickets): how many, which statuses and types, that amounts add up, the list order the
 * handlers rely on, and what the shipping area builds its shipments from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, orderTypes, paymentStatuses } from '@app/shared/api/contract/adminOrder';
import { paidAmount } from '@app/shared/api/contract/adminOrderRefund';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import { resetSettings } from '@mocks/engine/settings';
import { buildOrderSeed, GENERATED_ORDER_COUNT, learnerOrders, orderFixtures, shippedOrders } from './seed';

describe('seeded orders', () => {
  beforeAll(seedDatabase);

  it('has at least 10,000 orders in every payment status and order type, with failed ones to cancel', () => {
    const orders = db.orders.all();
    expect(orders.length).toBeGreaterThanOrEqual(GENERATED_ORDER_COUNT);
    for (const status of paymentStatuses) expect(orders.some((order) => order.status === status), status).toBe(true);
    for (const type of orderTypes) expect(orders.some((order) => order.orderType === type), type).toBe(true);
    expect(orders.some((order) => order.paymentCancel === 'REQUIRED_TO_CANCEL')).toBe(true);
    expect(orders.some((order) => order.paymentCancel === 'COMPLETED_TO_CANCEL')).toBe(true);
    expect(orders.find((order) => order.key === orderFixtures.unknownStatus)?.status).toBe('SETTLED');
  });

  it('pays by Korean card companies with instalments, or by deposit; buyers are members with Korean names', () => {
    const cards = db.orders.all().flatMap((order) => (order.paymentInfo ? [order.paymentInfo] : []));
    expect(new Set(cards.map((card) => card.cardName))).toContain('신한카드');
    expect(cards.some((card) => card.quota > 0)).toBe(true);
    expect(db.orders.all().some((order) => order.paymentMethod === 'DEPOSIT' && order.depositInfo !== null)).toBe(true);
    expect(db.orders.all()[0]?.buyer.name).toMatch(/^[가-힣]{2,5}$/);
  });

  it('charges what the lines and fees add up to, and a refunded order shows what its refunds gave back', () => {
    // The collection checks only that a record is an object (collections.ts); the contract's schema is checked here.
    const wrong = db.orders.all().filter(
      (order) =>
        !orderDetailSchema.safeParse(order).success ||
        order.paymentAmount !== paidAmount(order) ||
        order.refundedAmount !== order.refunds.reduce((sum, refund) => sum + refund.amount, 0) ||
        (order.status === 'REFUND_COMPLETED' && order.refundedAmount !== order.paymentAmount) ||
        (order.status === 'PARTIAL_REFUNDED' && !(order.refundedAmount > 0 && order.refundedAmount < order.paymentAmount)),
    );
    expect(wrong.map((order) => order.key)).toEqual([]);
  });

  it('keeps the records newest first (the list reads them without sorting)', () => {
    const orders = db.orders.all();
    const outOfOrder = orders.filter((order, index) => index > 0 && (orders[index - 1]?.orderedAt ?? '') < order.orderedAt);
    expect(outOfOrder).toEqual([]);
  });

  it("ties the learner's class and course orders to their tickets", () => {
    const available = db.orders.all().find((order) => order.key === learnerOrders.available);
    expect(available?.buyer.accountKey).toBe('acc-learner');
    expect(available?.transactionInfo.orderItems[0]?.tickets).toEqual([{ kind: 'KLASS', key: 'kt-available' }]);
    expect(db.orders.all().find((order) => order.key === learnerOrders.refunded)?.status).toBe('REFUND_COMPLETED');
    expect(db.orders.all().find((order) => order.key === learnerOrders.marketingPackage)?.transactionInfo.orderItems[0]?.tickets.length).toBe(3);
    expect(db.orders.all().find((order) => order.key === learnerOrders.courseAvailable)?.transactionInfo.orderItems[0]?.tickets).toEqual([
      { kind: 'COURSE', key: 'ctk-22b0e4d1' },
    ]);
  });

  it('gives the shipping area every BOOK and GOODS order with an address', () => {
    const shipped = shippedOrders();
    expect(shipped.length).toBeGreaterThan(2000);
    expect(shipped.every((order) => order.address !== null)).toBe(true);
  });

  it('builds the same orders from a fresh world every time', async () => {
    // Two builds, each from a freshly seeded world (not the memoised records compared with
    // themselves). The learner's orders take their dates from the tickets, which the inventory
    // seeds relative to now, so the clock is held still for both.
    const now = Date.parse('2026-11-21T03:00:00.000Z');
    resetSettings({ now: () => now });
    try {
      await seedDatabase();
      const once = buildOrderSeed();
      await seedDatabase();
      const again = buildOrderSeed();
      expect(again).not.toBe(once);
      expect(again).toEqual(once);
    } finally {
      resetSettings();
    }
  });
});
