/**
 * Coupon usage (issue 30, backoffice.md §7 Coupons "usage history and count"): which orders took
 * which coupon, read from the orders collection the commerce area seeded — its order lines already
 * carry the discount (`discountAmount`, the order's discount split pro rata), so the orders'
 * records stay as they are and this area links them: each order with a discount (not FAILED: a
 * failed order used nothing) is given the coupon it most plausibly came from, and its buyer holds
 * that coupon from a little before the order.
 *
 * The rule, deterministic (the order's key picks among equals): an AMOUNT coupon (the orders'
 * discounts are amounts) worth the smallest amount that covers the discount, operated before the
 * order and not stopped before it (not CREATED; an operating one operated before it, a stopped one
 * stopped after it; issued to someone), usable on the order's Seoul day when
 * it has a fixed period, with issues left (its uses stay within the issues the seed planned for it,
 * `plannedIssues`) and within its use limit for that buyer. An order no coupon fits is a promotion's discount and counts nowhere.
 * The three fixture specifications get no uses: tests and stories name their holders exactly.
 *
 * A specification's `usedCount` is the count of its uses and its `issuedCount` the count of its
 * holders, derived here when answered (the indexes below), never stored beside them: the detail's
 * issued count is always its holder list's length (issue 30).
 */
import { effectivePaymentStatus } from '@app/shared/api/contract/adminOrder';
import type { OrderRecord } from '@mocks/backoffice/orders/collections';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import { seoulDate } from '@mocks/engine/seoulTime';
import type { CouponHoldRecord, CouponSpecRecord, CouponUseRecord } from './collections';
import { couponFixtures, couponSeed, plannedIssues } from './seed';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Among the coupons that fit, the order's key picks one of the newest this many. */
const RECENT_CANDIDATES = 40;

/** FNV-1a: a stable number from a key, so the same order always picks the same coupon. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `yyyy.MM.dd` of a Seoul day, as a `yyyy-MM-dd` usable period compares. */
const seoulDay = (iso: string) => seoulDate(iso).replaceAll('.', '-');

const holdKeyOf = (couponKey: string, accountKey: string) => `${couponKey}|${accountKey}`;

export interface UsageSeed {
  uses: CouponUseRecord[];
  holds: CouponHoldRecord[];
}

/** Links the orders to the coupons by the rule above: the uses oldest first, and the holds they imply. */
export function linkOrdersToCoupons(coupons: readonly CouponSpecRecord[], orders: readonly OrderRecord[]): UsageSeed {
  const fixtures = new Set<string>(Object.values(couponFixtures));
  // Candidates by amount, oldest first (the seed's order).
  const byAmount = new Map<number, CouponSpecRecord[]>();
  for (const coupon of coupons) {
    if (coupon.type !== 'AMOUNT' || coupon.amount === null || coupon.status === 'CREATED' || plannedIssues(coupon.couponKey) === 0 || fixtures.has(coupon.couponKey)) continue;
    const group = byAmount.get(coupon.amount) ?? [];
    group.push(coupon);
    byAmount.set(coupon.amount, group);
  }
  const amounts = [...byAmount.keys()].sort((a, b) => a - b);
  const usesOf = new Map<string, number>();
  const perHolder = new Map<string, number>();
  const uses: CouponUseRecord[] = [];
  const holds = new Map<string, CouponHoldRecord>();
  const oldestFirst = [...orders].sort((a, b) => (a.orderedAt < b.orderedAt ? -1 : a.orderedAt > b.orderedAt ? 1 : a.key < b.key ? -1 : 1));
  for (const order of oldestFirst) {
    if (effectivePaymentStatus(order.status) === 'FAILED') continue;
    const lines = order.transactionInfo.orderItems.filter((item) => item.discountAmount > 0);
    const discount = lines.reduce((sum, item) => sum + item.discountAmount, 0);
    const amount = amounts.find((value) => value >= discount);
    if (lines.length === 0 || amount === undefined) continue;
    const group = byAmount.get(amount) ?? [];
    // How many of the group were created before the order (the group is oldest first).
    let low = 0;
    let high = group.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((group[middle]?.createdAt ?? '') <= order.orderedAt) low = middle + 1;
      else high = middle;
    }
    const recent = group.slice(Math.max(0, low - RECENT_CANDIDATES), low);
    const day = seoulDay(order.orderedAt);
    const accountKey = order.buyer.accountKey;
    const start = hashOf(order.key);
    const coupon = recent
      .map((_, offset) => recent[(start + offset) % recent.length])
      .find((candidate): candidate is CouponSpecRecord => {
        if (!candidate) return false;
        // Operating at the order's time: operated before it (PUBLISHED since its last change), or stopped after it.
        if (candidate.status === 'PUBLISHED' ? candidate.updatedAt > order.orderedAt : candidate.updatedAt < order.orderedAt) return false;
        const period = candidate.usablePeriod;
        if (period && (day < period.startDay || day > period.endDay)) return false;
        if ((usesOf.get(candidate.couponKey) ?? 0) >= plannedIssues(candidate.couponKey)) return false;
        const mine = perHolder.get(holdKeyOf(candidate.couponKey, accountKey)) ?? 0;
        return candidate.limitUseCount === -1 || mine < candidate.limitUseCount;
      });
    if (!coupon) continue;
    const holdKey = holdKeyOf(coupon.couponKey, accountKey);
    usesOf.set(coupon.couponKey, (usesOf.get(coupon.couponKey) ?? 0) + 1);
    perHolder.set(holdKey, (perHolder.get(holdKey) ?? 0) + 1);
    uses.push({
      useKey: order.key,
      couponKey: coupon.couponKey,
      orderKey: order.key,
      orderTitle: order.title,
      accountKey,
      displayName: order.buyer.name,
      email: order.buyer.email,
      usedAt: order.orderedAt,
      discountAmount: discount,
      lineCount: lines.length,
    });
    if (!holds.has(holdKey)) {
      // Issued a few days before the first use, never before the coupon could be issued.
      const issuableFrom = Date.parse(coupon.status === 'PUBLISHED' ? coupon.updatedAt : coupon.createdAt);
      const issuedMs = Math.max(issuableFrom, Date.parse(order.orderedAt) - DAY_MS * (1 + (start % 5)));
      holds.set(holdKey, {
        holdKey,
        couponKey: coupon.couponKey,
        accountKey,
        displayName: order.buyer.name,
        email: order.buyer.email,
        issuedAt: new Date(issuedMs).toISOString(),
        jobId: null,
      });
    }
  }
  // The holders list reads a coupon's holds from the newest: stored oldest first.
  const heldOldestFirst = [...holds.values()].sort((a, b) => (a.issuedAt < b.issuedAt ? -1 : a.issuedAt > b.issuedAt ? 1 : 0));
  return { uses, holds: heldOldestFirst };
}

let built: UsageSeed | null = null;

/** The seeded uses and holds, built once per process from the seeded specifications and orders. */
export function usageSeed(): UsageSeed {
  built ??= linkOrdersToCoupons(couponSeed(), db.orders.all());
  return built;
}

export async function seedCouponUsage(): Promise<void> {
  await seedBulk(db.couponUses, () => usageSeed().uses);
  await seedBulk(db.couponHolds, () => usageSeed().holds);
}

// ---- the index the answers read ---------------------------------------------------------------

interface UsageIndex {
  /** Each coupon's uses, newest first (the order's time, then its key). */
  byCoupon: Map<string, CouponUseRecord[]>;
  /** Uses per coupon and holder (`couponKey|accountKey`). */
  byHolder: Map<string, number>;
  count: number;
  first: object | undefined;
  last: object | undefined;
}

let index: UsageIndex | null = null;

/**
 * Built from the stored uses the first time they are read, rebuilt when the stored ones are not
 * those it was built from (a reseed, another tab's world loaded): it remembers their count and
 * first and last objects, as the code index does.
 */
function usageIndex(): UsageIndex {
  const all = db.couponUses.all();
  if (index && index.count === all.length && index.first === all[0] && index.last === all.at(-1)) return index;
  const byCoupon = new Map<string, CouponUseRecord[]>();
  const byHolder = new Map<string, number>();
  for (let at = all.length - 1; at >= 0; at -= 1) {
    const use = all[at];
    if (!use) continue;
    const list = byCoupon.get(use.couponKey) ?? [];
    list.push(use);
    byCoupon.set(use.couponKey, list);
    const holdKey = holdKeyOf(use.couponKey, use.accountKey);
    byHolder.set(holdKey, (byHolder.get(holdKey) ?? 0) + 1);
  }
  for (const list of byCoupon.values()) list.sort((a, b) => (a.usedAt !== b.usedAt ? (a.usedAt < b.usedAt ? 1 : -1) : a.orderKey < b.orderKey ? 1 : -1));
  index = { byCoupon, byHolder, count: all.length, first: all[0], last: all.at(-1) };
  return index;
}

/** A coupon's uses, newest first. */
export function usesOfCoupon(couponKey: string): readonly CouponUseRecord[] {
  return usageIndex().byCoupon.get(couponKey) ?? [];
}

/** How many times a coupon has been used: the `usedCount` every answer carries. */
export function usedCountOf(couponKey: string): number {
  return usesOfCoupon(couponKey).length;
}

/** How many times one holder used a coupon. */
export function holderUsedCount(couponKey: string, accountKey: string): number {
  return usageIndex().byHolder.get(holdKeyOf(couponKey, accountKey)) ?? 0;
}

interface HeldIndex {
  /** Holders per coupon. */
  counts: Map<string, number>;
  count: number;
  first: object | undefined;
  last: object | undefined;
}

let held: HeldIndex | null = null;

/** How many accounts hold a coupon: the `issuedCount` every answer carries (a hold is one issue). */
export function issuedCountOf(couponKey: string): number {
  // Holds are only ever added: the count and the first and last objects tell a new one or a reseed.
  const all = db.couponHolds.all();
  if (!held || held.count !== all.length || held.first !== all[0] || held.last !== all.at(-1)) {
    const counts = new Map<string, number>();
    for (const hold of all) counts.set(hold.couponKey, (counts.get(hold.couponKey) ?? 0) + 1);
    held = { counts, count: all.length, first: all[0], last: all.at(-1) };
  }
  return held.counts.get(couponKey) ?? 0;
}

/** A stored specification as the contract answers it, with its derived `usedCount` and `issuedCount`. */
export function withUsage<T extends CouponSpecRecord>(coupon: T): T & { usedCount: number; issuedCount: number } {
  return { ...coupon, usedCount: usedCountOf(coupon.couponKey), issuedCount: issuedCountOf(coupon.couponKey) };
}
