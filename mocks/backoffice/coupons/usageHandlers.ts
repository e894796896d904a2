/**
 * Coupon usage handlers (adminCouponUsage.ts): a specification's uses newest first by cursor, with
 * the count and discount total of every match, and the coupons one member holds with their own use
 * counts. Both read the usage index (usage.ts), so a list of 10,000 specifications and a member's
 * detail never walk the orders.
 */
import { adminCouponUsageEndpoints, type CouponUse, type CouponUsageFilter, type MemberCoupon } from '@app/shared/api/contract/adminCouponUsage';
import type { HttpHandler } from 'msw';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, between, sliceAfter, type Predicate } from '@mocks/engine/query';
import type { CouponUseRecord } from './collections';
import { holderUsedCount, usesOfCoupon } from './usage';

function usageFilter(filter: CouponUsageFilter): Predicate<CouponUseRecord> | undefined {
  const q = filter.q?.trim().toLowerCase();
  return allOf<CouponUseRecord>(
    between((use) => use.usedAt, { min: filter.usedFrom, max: filter.usedTo }),
    q
      ? (use) => use.orderKey.toLowerCase() === q || use.displayName.toLowerCase().includes(q) || use.email.toLowerCase().includes(q)
      : undefined,
  );
}

function toUse(use: CouponUseRecord): CouponUse {
  const { useKey: _useKey, couponKey: _couponKey, ...rest } = use;
  return rest;
}

export const adminCouponUsageHandlers = {
  usage: handle(adminCouponUsageEndpoints.usage, ({ params, query }) => {
    if (!db.couponSpecs.findFirst((q) => q.where({ couponKey: params.couponKey }))) {
      throw new MockError('notFound', '쿠폰을 찾을 수 없어요.', { couponKey: params.couponKey });
    }
    const where = usageFilter(query);
    const all = usesOfCoupon(params.couponKey);
    const rows = where ? all.filter(where) : all;
    const slice = sliceAfter(rows, { cursor: query.cursor, size: query.size, key: (use) => use.orderKey }, toUse);
    if (!slice) throw new MockError('badRequest', '목록 위치가 올바르지 않아요.', { field: 'cursor' });
    return { ...slice, totals: { count: rows.length, discountAmount: rows.reduce((sum, use) => sum + use.discountAmount, 0) } };
  }),

  memberCoupons: handle(adminCouponUsageEndpoints.memberCoupons, ({ params }) => {
    const { accountKey } = params;
    if (!db.accounts.findFirst((q) => q.where({ accountKey }))) throw new MockError('notFound', '회원을 찾을 수 없어요.', { accountKey });
    const holds = db.couponHolds.findMany((q) => q.where({ accountKey })).sort((a, b) => (a.issuedAt < b.issuedAt ? 1 : a.issuedAt > b.issuedAt ? -1 : 0));
    const items = holds.flatMap((hold): MemberCoupon[] => {
      const coupon = db.couponSpecs.findFirst((q) => q.where({ couponKey: hold.couponKey }));
      if (!coupon) return [];
      const { couponKey, internalTitle, status, type, percent, amount } = coupon;
      return [{ couponKey, internalTitle, status, type, percent, amount, issuedAt: hold.issuedAt, usedCount: holderUsedCount(couponKey, accountKey) }];
    });
    return { items };
  }),
} satisfies Record<keyof typeof adminCouponUsageEndpoints, HttpHandler>;
