/**
 * The seeded coupon specifications (issue 30): 10,000 generated plus the three fixtures, every
 * record valid by the contract's own schema and §5 rules (the body the form sends), every §4 status
 * and both types present, keys unique, and the array oldest first (the list reads it from its end).
 */
import { describe, expect, it } from 'vitest';
import { couponSpecBodySchema, couponSpecSchema } from '@app/shared/api/contract/adminCoupon';
import { couponStatuses, couponTypes } from '@app/shared/api/contract/adminCouponRules';
import { couponFixtures, couponSeed, GENERATED_COUPON_COUNT } from './seed';

describe('coupon seed', () => {
  const records = couponSeed();

  it('holds 10,000 generated specifications and the fixtures, keys unique', () => {
    expect(records).toHaveLength(GENERATED_COUPON_COUNT + Object.keys(couponFixtures).length);
    expect(new Set(records.map((coupon) => coupon.couponKey)).size).toBe(records.length);
    for (const key of Object.values(couponFixtures)) expect(records.some((coupon) => coupon.couponKey === key)).toBe(true);
  });

  it('every record parses with the contract’s schema and its terms pass the §5 rules', () => {
    // The used and issued counts are derived from the uses and holders when answered (usage.ts), never stored.
    expect(records.filter((coupon) => 'usedCount' in coupon || 'issuedCount' in coupon).map((coupon) => coupon.couponKey)).toEqual([]);
    for (const coupon of records) {
      couponSpecSchema.parse({ ...coupon, usedCount: 0, issuedCount: 0 });
      const terms = couponSpecBodySchema.safeParse(coupon);
      if (!terms.success) expect.fail(`${coupon.couponKey}: ${terms.error.issues.map((issue) => issue.message).join(', ')}`);
    }
  });

  it('has every §4 status and both types, Korean titles, and is oldest first', () => {
    for (const status of couponStatuses) expect(records.some((coupon) => coupon.status === status)).toBe(true);
    for (const type of couponTypes) expect(records.some((coupon) => coupon.type === type)).toBe(true);
    expect(records.every((coupon) => /[가-힣]/.test(coupon.internalTitle))).toBe(true);
    const created = records.map((coupon) => coupon.createdAt);
    expect(created).toEqual([...created].sort());
  });
});
