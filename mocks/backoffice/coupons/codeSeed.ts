/**
 * The seeded coupon codes (issue 30): one pattern code specification on the operating fixture
 * coupon, its 200 codes made and two of them turned off, so the code list, turning a code off and
 * on, and the code lookup have codes to show without a generation job first (a story never waits
 * on one). The codes are a fixed walk of the pattern's space (index ↦ odd multiple mod 32^3, a
 * bijection), so they are the same at every seed and unique, and the code index sees them as any
 * generated batch.
 */
import { CODE_ALPHABET } from '@app/shared/api/contract/adminCouponCodeRules';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import type { CodeBatchRecord, CodeSpecRecord } from './collections';
import { couponFixtures } from './seed';

/** Code specifications and codes tests and stories name. */
export const codeFixtures = {
  /** PATTERN `XMAS-***` on the operating fixture, 200 codes made, two of them INACTIVE. */
  pattern: 'ccs-fixture-xmas',
} as const;

export const CODE_FIXTURE_PATTERN = 'XMAS-***';

const FIXTURE_COUNT = 200;
const SPACE = CODE_ALPHABET.length ** 3;

function fixtureCode(index: number): string {
  let value = (index * 12_345 + 777) % SPACE;
  let tail = '';
  for (let place = 0; place < 3; place += 1) {
    tail = (CODE_ALPHABET[value % CODE_ALPHABET.length] ?? '0') + tail;
    value = Math.floor(value / CODE_ALPHABET.length);
  }
  return `XMAS-${tail}`;
}

/** The fixture's codes in the order they were made. */
export const fixtureCodes: readonly string[] = Array.from({ length: FIXTURE_COUNT }, (_, index) => fixtureCode(index));
/** The two codes seeded INACTIVE (the 4th and the 8th made). */
export const fixtureInactiveCodes: readonly string[] = [fixtureCodes[3] ?? '', fixtureCodes[7] ?? ''];

function specs(): CodeSpecRecord[] {
  return [
    {
      codeSpecKey: codeFixtures.pattern,
      couponKey: couponFixtures.published,
      name: '연말 행사 코드',
      publishedType: 'PATTERN',
      word: null,
      pattern: CODE_FIXTURE_PATTERN,
      count: FIXTURE_COUNT,
      generatedCount: FIXTURE_COUNT,
      status: 'ACTIVE',
      jobId: null,
      createdAt: '2026-11-20T14:59:30.000Z',
      createdBy: { accountKey: 'acc-operator', displayName: '운영자' },
    },
  ];
}

function batches(): CodeBatchRecord[] {
  return [{ batchKey: `${codeFixtures.pattern}#001`, codeSpecKey: codeFixtures.pattern, couponKey: couponFixtures.published, codes: fixtureCodes, inactive: fixtureInactiveCodes }];
}

export async function seedCouponCodes(): Promise<void> {
  await seedBulk(db.couponCodeSpecs, specs);
  await seedBulk(db.couponCodeBatches, batches);
}
