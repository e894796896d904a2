/**
 * The seeded exchange codes (issue 30; backoffice.md §3 Exchange code): 400 made over the year
 * before the seed's day, WORD codes in Korean and letters and RANDOM ones, each handing out one to
 * three of the seeded specifications, most on, some off, limited and unlimited, with redemptions
 * so far. Besides them, the fixtures tests and stories name (`exchangeFixtures`).
 *
 * Built once per process from its own seeded faker (seedBulk), after the specifications it points
 * to, and oldest first like them (the list reads the array from its end).
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import { CODE_ALPHABET, RANDOM_CODE_LENGTH } from '@app/shared/api/contract/adminCouponCodeRules';
import { UNLIMITED_EXCHANGES } from '@app/shared/api/contract/adminCouponExchangeRules';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import type { ExchangeCodeRecord } from './collections';
import { couponFixtures, couponSeed } from './seed';

export const GENERATED_EXCHANGE_COUNT = 400;

const SEED_DAY_MS = Date.parse('2026-11-20T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const EXCHANGE_FAKER_SEED = 20263002;
const SEED_ACTOR = { accountKey: 'acc-operator', displayName: '운영자' };

/** Exchange codes tests and stories name (keys stable: the seed is deterministic). */
export const exchangeFixtures = {
  /** ACTIVE WORD code `겨울방학2026`, 500 redemptions, two coupons (one operating, one not yet). */
  active: 'exc-fixture-active',
  /** INACTIVE RANDOM code, unlimited, one coupon that has stopped operating since. */
  inactive: 'exc-fixture-inactive',
} as const;

export const EXCHANGE_FIXTURE_WORD = '겨울방학2026';

const events = ['겨울방학', '새해맞이', '봄학기', '여름특강', '가을맞이', '연말감사', '신규회원', '제휴사', '오프라인행사', '웨비나', '박람회', '설문참여'];
const gifts = ['할인 쿠폰 묶음', '수강권 할인', '첫 구매 혜택', '재구매 혜택', '클래스 할인', '도서 할인', '굿즈 할인'];
const notes = ['행사장에서 나눠 준 코드예요', '제휴사 회원에게 보낸 코드예요', '뉴스레터 구독자용이에요', '설문에 답한 분께 드려요', '강연 참석자에게 드려요'];

function randomCode(faker: Faker): string {
  return Array.from({ length: RANDOM_CODE_LENGTH }, () => faker.helpers.arrayElement([...CODE_ALPHABET])).join('');
}

function generated(faker: Faker, index: number, couponKeys: readonly string[]): ExchangeCodeRecord {
  const createdMs = SEED_DAY_MS - DAY_MS * 365 + Math.floor((DAY_MS * 365 * index) / GENERATED_EXCHANGE_COUNT) + faker.number.int({ min: 0, max: 60_000 });
  const at = new Date(createdMs).toISOString();
  const event = faker.helpers.arrayElement(events);
  const type = faker.helpers.weightedArrayElement([
    { value: 'WORD' as const, weight: 3 },
    { value: 'RANDOM' as const, weight: 2 },
  ]);
  const availableCount = faker.helpers.arrayElement([UNLIMITED_EXCHANGES, 100, 300, 500, 1_000, 5_000]);
  const cap = availableCount === UNLIMITED_EXCHANGES ? 2_000 : availableCount;
  return {
    exchangeCodeKey: `exc-${String(index + 1).padStart(4, '0')}`,
    // The index keeps every word distinct from the others (and the fixture's).
    code: type === 'WORD' ? `${event}${String(index + 1).padStart(3, '0')}` : randomCode(faker),
    type,
    title: `${event} ${faker.helpers.arrayElement(gifts)}`,
    description: faker.helpers.arrayElement(notes),
    status: faker.helpers.weightedArrayElement([
      { value: 'ACTIVE' as const, weight: 7 },
      { value: 'INACTIVE' as const, weight: 3 },
    ]),
    availableCount,
    redeemedCount: faker.number.int({ min: 0, max: cap }),
    couponKeys: faker.helpers.arrayElements(couponKeys, { min: 1, max: 3 }),
    version: 1,
    createdAt: at,
    updatedAt: at,
    createdBy: SEED_ACTOR,
  };
}

function fixtures(): ExchangeCodeRecord[] {
  const at = new Date(SEED_DAY_MS - 30_000).toISOString();
  const common = { version: 1, createdAt: at, updatedAt: at, createdBy: SEED_ACTOR };
  return [
    {
      ...common,
      exchangeCodeKey: exchangeFixtures.active,
      code: EXCHANGE_FIXTURE_WORD,
      type: 'WORD',
      title: '겨울방학 특강 쿠폰 묶음',
      description: '방학 특강 안내 메일로 보내요',
      status: 'ACTIVE',
      availableCount: 500,
      redeemedCount: 128,
      couponKeys: [couponFixtures.published, couponFixtures.created],
    },
    {
      ...common,
      exchangeCodeKey: exchangeFixtures.inactive,
      code: 'K7Q2M9XW4HT3',
      type: 'RANDOM',
      title: '가을 박람회 참가 혜택',
      description: '박람회가 끝나 꺼 두었어요',
      status: 'INACTIVE',
      availableCount: UNLIMITED_EXCHANGES,
      redeemedCount: 2_315,
      couponKeys: [couponFixtures.stopped],
    },
  ];
}

let built: ExchangeCodeRecord[] | null = null;

/** The seeded exchange codes, oldest first (the same objects every call in a process). */
export function exchangeCodeSeed(): ExchangeCodeRecord[] {
  if (built) return built;
  const faker = new Faker({ locale: [ko, en, base], seed: EXCHANGE_FAKER_SEED });
  // Generated codes point to specifications that can still run; the inactive fixture holds one
  // stopped since, as the detail shows it.
  const couponKeys = couponSeed()
    .filter((coupon) => coupon.status !== 'UNPUBLISHED')
    .map((coupon) => coupon.couponKey);
  built = [...Array.from({ length: GENERATED_EXCHANGE_COUNT }, (_, index) => generated(faker, index, couponKeys)), ...fixtures()];
  return built;
}

/** Seeds the exchange codes; after the specifications they point to (area.ts runs both). */
export async function seedExchangeCodes(): Promise<void> {
  await seedBulk(db.couponExchangeCodes, exchangeCodeSeed);
}
