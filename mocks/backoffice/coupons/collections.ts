/**
 * The coupon specification collection of the one mock database (backoffice.md §3 Coupon spec;
 * issue 30). A record is the specification in full, as the detail answers it, so the list and the
 * detail read one record and an action replaces one record.
 *
 * The seed puts the records oldest first (created, then the key ascending) and a created one is
 * appended, so the list (newest first) reads the array from its end without sorting; @msw/data
 * replaces an updated record at its place.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { CouponSpec } from '@app/shared/api/contract/adminCoupon';
import type { CodeSpec } from '@app/shared/api/contract/adminCouponCode';
import type { ExchangeCode } from '@app/shared/api/contract/adminCouponExchange';
import type { CouponUse } from '@app/shared/api/contract/adminCouponUsage';

/**
 * A specification as stored: its `usedCount` and `issuedCount` are derived from its uses and its
 * holders when answered (usage.ts), never stored beside them, so the detail's counts and its
 * holder list always agree.
 */
export type CouponSpecRecord = Omit<CouponSpec, 'usedCount' | 'issuedCount'>;
export type CodeSpecRecord = CodeSpec;

/**
 * The codes a generation job made in one step (up to CODE_CHUNK_SIZE), kept together: 100,000
 * codes are 100 records, not 100,000 (a record costs the mock far more than a string, and the
 * browser's stored world stays small). Every code is ACTIVE when made; `inactive` lists the ones
 * turned off since.
 */
export interface CodeBatchRecord {
  batchKey: string;
  codeSpecKey: string;
  couponKey: string;
  codes: readonly string[];
  inactive: readonly string[];
}

/**
 * Checked as an object only, as the orders are: parsing 10,000 full records at every process's
 * first seed costs seconds. The seed test parses every seeded record with `couponSpecSchema`
 * instead, and the handlers answer through the contract's schema checks.
 */
const couponSpecRecordSchema = z.custom<CouponSpecRecord>((value) => typeof value === 'object' && value !== null && 'couponKey' in value);

/** One account holding one specification (an issue job gave it; null: given before the seed's day). */
export interface CouponHoldRecord {
  holdKey: string;
  couponKey: string;
  accountKey: string;
  displayName: string;
  email: string;
  issuedAt: string;
  jobId: string | null;
}

/** One use of a coupon: an order that took its discount (usage.ts), keyed by the order. */
export interface CouponUseRecord extends CouponUse {
  useKey: string;
  couponKey: string;
}

const couponUseRecordSchema = z.custom<CouponUseRecord>((value) => typeof value === 'object' && value !== null && 'useKey' in value);

const couponHoldRecordSchema = z.custom<CouponHoldRecord>((value) => typeof value === 'object' && value !== null && 'holdKey' in value);
const codeSpecRecordSchema = z.custom<CodeSpecRecord>((value) => typeof value === 'object' && value !== null && 'codeSpecKey' in value);
const codeBatchRecordSchema = z.custom<CodeBatchRecord>((value) => typeof value === 'object' && value !== null && 'batchKey' in value);

/**
 * An exchange code as stored: its coupons by key, read from the specifications when it is answered
 * (so a coupon stopped since shows as stopped); the list's coupon count is the keys' count.
 */
export type ExchangeCodeRecord = Omit<ExchangeCode, 'redeemableCoupons' | 'couponCount'> & { couponKeys: readonly string[] };

const exchangeCodeRecordSchema = z.custom<ExchangeCodeRecord>((value) => typeof value === 'object' && value !== null && 'exchangeCodeKey' in value);

export const couponCollections = {
  couponSpecs: new Collection({ schema: couponSpecRecordSchema }),
  couponCodeSpecs: new Collection({ schema: codeSpecRecordSchema }),
  couponCodeBatches: new Collection({ schema: codeBatchRecordSchema }),
  couponHolds: new Collection({ schema: couponHoldRecordSchema }),
  couponExchangeCodes: new Collection({ schema: exchangeCodeRecordSchema }),
  couponUses: new Collection({ schema: couponUseRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof couponCollections> {}
}
