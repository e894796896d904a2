/**
 * The seeded coupon specifications (issue 30): 10,000 generated over the year before the seed's
 * day, with Korean internal titles and descriptions, in every status (CREATED, PUBLISHED,
 * UNPUBLISHED), both types (percent 5–70 %, amounts 1,000–50,000 won), validities of days, fixed
 * periods or none, limited and unlimited uses, and for the ones that ran how many the seed plans to
 * have been issued (`plannedIssues`: at most that many orders take its discount, usage.ts). The
 * issued and used counts themselves are derived from the holders and the uses (usage.ts).
 * Besides them, three fixtures tests and stories name (`couponFixtures`), one per status.
 *
 * Built once per process from its own seeded faker (seedBulk), so it shifts no other area's data.
 * The records go in oldest first (collections.ts): the list reads them from the end.
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import type { CouponStatus, CouponType } from '@app/shared/api/contract/adminCouponRules';
import { NO_PERIOD, UNLIMITED_USE } from '@app/shared/api/contract/adminCouponRules';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import type { CouponSpecRecord } from './collections';

/** How many specifications the seed generates (besides the fixtures). */
export const GENERATED_COUPON_COUNT = 10_000;

/** The seed's "today" (Asia/Seoul 2026-11-21 00:00), as the orders' seed. */
const SEED_DAY_MS = Date.parse('2026-11-20T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const COUPON_FAKER_SEED = 20263001;
const SEED_ACTOR = { accountKey: 'acc-operator', displayName: '운영자' };

/** Specifications tests and stories name, one per §4 status (keys stable: the seed is deterministic). */
export const couponFixtures = {
  /** CREATED, 10 % for 30 days, unlimited: may be edited and operated. */
  created: 'cpn-fixture-created',
  /** PUBLISHED, 5,000 won in a fixed December period, 3 uses: may be edited (names only) and stopped. */
  published: 'cpn-fixture-published',
  /** UNPUBLISHED: final, no action. */
  stopped: 'cpn-fixture-stopped',
} as const;

const occasions = ['신규 가입', '첫 구매', '겨울 방학', '여름 방학', '새해', '설날', '추석', '블랙프라이데이', '재구매', '생일', '후기 작성', 'VIP', '친구 초대', '앱 설치', '봄맞이', '가을맞이', '연말', '주말 특가', '오픈 기념', '수강 완료'];
const targets = ['클래스', '코스', '패키지', '도서', '굿즈', '이용권', '전 상품', '드로잉 클래스', '코딩 코스', '요리 클래스', '영어 회화', '재테크 강의'];
const descriptions = ['첫 결제에 쓸 수 있어요', '기간 한정 할인 쿠폰', '회원 전용 감사 쿠폰', '이벤트 참여 보상', '재구매 고객 혜택', '방학 맞이 특별 할인', '수강생 전용 혜택', '한정 수량 할인', '구매 금액 할인', '새 클래스 오픈 기념'];

function seoulDay(ms: number): string {
  return new Date(ms + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

interface Generated {
  record: CouponSpecRecord;
  /** How many the seed plans to have been issued: a cap on the orders linked to it, not stored. */
  planned: number;
}

function generated(faker: Faker, index: number): Generated {
  const createdMs = SEED_DAY_MS - DAY_MS * 365 + Math.floor((DAY_MS * 365 * index) / GENERATED_COUPON_COUNT) + faker.number.int({ min: 0, max: 60_000 });
  const status = faker.helpers.weightedArrayElement<CouponStatus>([
    { value: 'CREATED', weight: 2 },
    { value: 'PUBLISHED', weight: 5 },
    { value: 'UNPUBLISHED', weight: 3 },
  ]);
  const type = faker.helpers.arrayElement<CouponType>(['PERCENT', 'AMOUNT']);
  const percent = type === 'PERCENT' ? faker.helpers.arrayElement([5, 10, 15, 20, 25, 30, 50, 70]) : null;
  const amount = type === 'AMOUNT' ? faker.helpers.arrayElement([1_000, 2_000, 3_000, 5_000, 10_000, 20_000, 50_000]) : null;
  const discount = percent !== null ? `${percent}% 할인` : `${(amount ?? 0).toLocaleString('ko-KR')}원 할인`;
  const validity = faker.helpers.weightedArrayElement([
    { value: 'DAYS', weight: 6 },
    { value: 'PERIOD', weight: 3 },
    { value: 'NONE', weight: 1 },
  ]);
  const startMs = createdMs + DAY_MS * faker.number.int({ min: 0, max: 14 });
  const planned = status === 'CREATED' ? 0 : faker.number.int({ min: 0, max: 5_000 });
  const updatedMs = createdMs + (status === 'CREATED' ? 0 : DAY_MS * faker.number.int({ min: 0, max: 30 }));
  const createdAt = new Date(createdMs).toISOString();
  const record: CouponSpecRecord = {
    couponKey: `cpn-${String(index + 1).padStart(5, '0')}`,
    status,
    internalTitle: `${faker.helpers.arrayElement(occasions)} ${faker.helpers.arrayElement(targets)} ${discount}`,
    description: faker.helpers.arrayElement(descriptions),
    type,
    percent,
    amount,
    period: validity === 'DAYS' ? `${faker.helpers.arrayElement([7, 14, 30, 60, 90, 180, 365])}d` : NO_PERIOD,
    usablePeriod:
      validity === 'PERIOD' ? { startDay: seoulDay(startMs), endDay: seoulDay(startMs + DAY_MS * faker.number.int({ min: 6, max: 90 })) } : null,
    limitUseCount: faker.helpers.weightedArrayElement([
      { value: UNLIMITED_USE, weight: 5 },
      { value: 1, weight: 4 },
      { value: faker.number.int({ min: 2, max: 10 }), weight: 1 },
    ]),
    createdAt,
    memo: faker.datatype.boolean({ probability: 0.2 }) ? '마케팅팀 요청으로 발급' : '',
    version: status === 'CREATED' ? 1 : 2,
    updatedAt: new Date(updatedMs).toISOString(),
    createdBy: SEED_ACTOR,
  };
  return { record, planned };
}

function fixtures(): CouponSpecRecord[] {
  const at = new Date(SEED_DAY_MS - 60_000).toISOString();
  const common = { createdAt: at, updatedAt: at, createdBy: SEED_ACTOR, memo: '' };
  return [
    {
      ...common,
      couponKey: couponFixtures.created,
      status: 'CREATED',
      internalTitle: '신규 가입 환영 10% 할인',
      description: '가입 후 30일 동안 쓸 수 있어요',
      type: 'PERCENT',
      percent: 10,
      amount: null,
      period: '30d',
      usablePeriod: null,
      limitUseCount: UNLIMITED_USE,
      version: 1,
    },
    {
      ...common,
      couponKey: couponFixtures.published,
      status: 'PUBLISHED',
      internalTitle: '연말 감사 5,000원 할인',
      description: '12월 한 달 동안 쓸 수 있어요',
      type: 'AMOUNT',
      percent: null,
      amount: 5_000,
      period: NO_PERIOD,
      usablePeriod: { startDay: '2026-12-01', endDay: '2026-12-31' },
      limitUseCount: 3,
      memo: '연말 이벤트 (마케팅팀)',
      version: 2,
    },
    {
      ...common,
      couponKey: couponFixtures.stopped,
      status: 'UNPUBLISHED',
      internalTitle: '가을맞이 클래스 20% 할인',
      description: '가을 이벤트가 끝났어요',
      type: 'PERCENT',
      percent: 20,
      amount: null,
      period: '14d',
      usablePeriod: null,
      limitUseCount: 1,
      version: 3,
    },
  ];
}

let built: { records: CouponSpecRecord[]; planned: Map<string, number> } | null = null;

function seedOnce() {
  if (built) return built;
  const faker = new Faker({ locale: [ko, en, base], seed: COUPON_FAKER_SEED });
  const all = Array.from({ length: GENERATED_COUPON_COUNT }, (_, index) => generated(faker, index));
  built = {
    records: [...all.map((one) => one.record), ...fixtures()],
    planned: new Map(all.map((one) => [one.record.couponKey, one.planned])),
  };
  return built;
}

/** The seeded specifications, oldest first (the same objects every call in a process). */
export function couponSeed(): CouponSpecRecord[] {
  return seedOnce().records;
}

/** How many of a seeded specification the seed plans to have been issued (0 for a fixture: tests name its holders). */
export function plannedIssues(couponKey: string): number {
  return seedOnce().planned.get(couponKey) ?? 0;
}

export async function seedCouponArea(): Promise<void> {
  await seedBulk(db.couponSpecs, couponSeed);
}
