/**
 * Contract walk of coupon usage (backoffice.md §7 Coupons "accounts; usage history and count";
 * issue 30) over real HTTP: every use is an order of the orders collection that took the coupon's
 * discount — its lines' `discountAmount` summed, counted once per order, never a failed order —
 * and a specification's `usedCount` (list and detail) is the count of its uses, within its issued
 * count; the history by cursor, filtered by keyword and Seoul days, with its count and discount
 * total; a buyer holds what they used, and a member's coupons list it with their own uses; a
 * coupon issued to a member appears in their coupons; unknown keys are 404.
 */
import { describe, expect, it } from 'vitest';
import { adminCouponEndpoints } from '@app/shared/api/contract/adminCoupon';
import { adminCouponIssueEndpoints } from '@app/shared/api/contract/adminCouponIssue';
import { adminCouponUsageEndpoints } from '@app/shared/api/contract/adminCouponUsage';
import { adminOrderEndpoints, effectivePaymentStatus } from '@app/shared/api/contract/adminOrder';
import { couponFixtures } from '@mocks/backoffice/coupons/seed';
import { usageSeed } from '@mocks/backoffice/coupons/usage';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

/** The seeded coupon with the most uses (the seed is deterministic). */
function busiest(): string {
  const counts = new Map<string, number>();
  for (const use of usageSeed().uses) counts.set(use.couponKey, (counts.get(use.couponKey) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

describe('coupon usage contract over HTTP', () => {
  it('links a realistic share of the discounted orders, each coupon used within its issued count, fixtures untouched', () => {
    const { uses, holds } = usageSeed();
    expect(uses.length).toBeGreaterThan(500);
    expect(new Set(uses.map((use) => use.orderKey)).size).toBe(uses.length);
    for (const key of Object.values(couponFixtures)) expect(uses.some((use) => use.couponKey === key)).toBe(false);
    expect(holds.length).toBeGreaterThan(0);
  });

  it('a use is an order that took the discount: its lines summed, once per order, never a failed one; usedCount is the uses’ count', async () => {
    const client = await operator();
    const couponKey = busiest();
    const history = await client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: { size: 500 } });
    expect(history.totals.count).toBeGreaterThan(1);
    const coupon = await client.call(adminCouponEndpoints.couponSpec, { params: { couponKey } });
    expect(coupon.usedCount).toBe(history.totals.count);
    // Issued is how many hold it (issue 30: the detail's numbers agree with its holder list).
    const holders = await client.call(adminCouponIssueEndpoints.holders, { params: { couponKey }, query: { size: 1 } });
    expect(coupon.issuedCount).toBe(holders.totals.count);
    expect(coupon.issuedCount).toBeGreaterThan(0);
    const listed = await client.call(adminCouponEndpoints.couponSpecs, { query: { q: couponKey } });
    expect(listed.items[0]).toMatchObject({ couponKey, usedCount: history.totals.count });
    expect(history.totals.discountAmount).toBe(history.items.reduce((sum, use) => sum + use.discountAmount, 0));
    const times = history.items.map((use) => use.usedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const use of history.items) {
      const order = await client.call(adminOrderEndpoints.order, { params: { orderKey: use.orderKey } });
      const lines = order.transactionInfo.orderItems.filter((item) => item.discountAmount > 0);
      expect(effectivePaymentStatus(order.status)).not.toBe('FAILED');
      expect({ who: order.buyer.accountKey, when: order.orderedAt, discount: lines.reduce((sum, item) => sum + item.discountAmount, 0), lines: lines.length }).toEqual({
        who: use.accountKey,
        when: use.usedAt,
        discount: use.discountAmount,
        lines: use.lineCount,
      });
      // Whoever used it holds it.
      const mine = await client.call(adminCouponUsageEndpoints.memberCoupons, { params: { accountKey: use.accountKey } });
      expect(mine.items.find((item) => item.couponKey === couponKey)?.usedCount).toBeGreaterThanOrEqual(1);
    }
  });

  it('the history is a cursor slice filtered by order, member and Seoul days', async () => {
    const client = await operator();
    const couponKey = busiest();
    const all = await client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: {} });
    const first = await client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: { size: 1 } });
    const second = await client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: { size: 1, cursor: first.nextCursor ?? '' } });
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 2));
    const target = all.items[0];
    if (!target) throw new Error('no use');
    expect((await client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: { q: target.orderKey } })).items).toEqual([target]);
    const byName = await client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: { q: target.displayName } });
    expect(byName.items.every((use) => use.displayName.includes(target.displayName))).toBe(true);
    const day = await client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: { usedFrom: target.usedAt, usedTo: target.usedAt } });
    expect(day.items.map((use) => use.orderKey)).toContain(target.orderKey);
    expect((await client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: { usedTo: '2000-01-01T00:00:00.000Z' } })).totals).toEqual({ count: 0, discountAmount: 0 });
    await expectApiError(client.call(adminCouponUsageEndpoints.usage, { params: { couponKey: 'cpn-none' }, query: {} }), 'notFound');
    await expectApiError(client.call(adminCouponUsageEndpoints.usage, { params: { couponKey }, query: { cursor: 'tx-none' } }), 'badRequest');
  });

  it('a coupon issued to a member appears in their coupons, unused', async () => {
    const client = await operator();
    const accountKey = 'acc-member-00004';
    const before = await client.call(adminCouponUsageEndpoints.memberCoupons, { params: { accountKey } });
    expect(before.items.some((item) => item.couponKey === couponFixtures.published)).toBe(false);
    await client.call(adminCouponIssueEndpoints.issue, {
      params: { couponKey: couponFixtures.published },
      body: { issueMethod: 'ADMIN_INDIVIDUAL', recipients: { source: 'LIST', accountKeys: [accountKey] }, description: '' },
    });
    await runJobsUntilIdle();
    const after = await client.call(adminCouponUsageEndpoints.memberCoupons, { params: { accountKey } });
    expect(after.items[0]).toMatchObject({ couponKey: couponFixtures.published, status: 'PUBLISHED', usedCount: 0 });
    await expectApiError(client.call(adminCouponUsageEndpoints.memberCoupons, { params: { accountKey: 'acc-none' } }), 'notFound');
  });

  it('walked every coupon usage endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminCouponUsage.')).sort()).toEqual(Object.values(adminCouponUsageEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
