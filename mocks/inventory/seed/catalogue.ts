/**
 * The catalogue side of the inventory's classes, courses and packages (issue 28): each record's
 * sales info (category, display state, sale status, price, sale period) lives on the record the
 * learner side reads, so a class hidden in the back-office is hidden there too. Besides the fixed
 * classes of the learner's documented cases, 10,000 generated classes with Korean titles make
 * §9's operating slice of 10,000 real: built once per process from their own seeded faker and put
 * back at every reseed (seedBulk), so stories and tests do not pay for them again.
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import type { CatalogueSale } from '@app/shared/api/contract/adminCatalogue';
import { seededCategories } from '@app/shared/api/contract/adminCatalogueWords';
import type { KlassRecord } from '../collections';
import { coverUrl, media } from '../media';

/** How many classes the catalogue generates besides the learner's fixed and generated ones. */
export const CATALOGUE_KLASS_COUNT = 10_000;

/** The catalogue's seed instant (Asia/Seoul 2026-11-21 00:00, the orders' seed day): a fixed clock. */
export const CATALOGUE_SEEDED_AT = '2026-11-20T15:00:00.000Z';
const SEEDED_MS = Date.parse(CATALOGUE_SEEDED_AT);
const DAY_MS = 24 * 60 * 60 * 1000;
const CATALOGUE_FAKER_SEED = 20262801;

/** Sales info as seeded: shown, on sale, no period, taxable, nothing to ship, no purchase limit, no description, version 1. */
export function seededSale(categoryKey: string, price: number, overrides: Partial<CatalogueSale> = {}): CatalogueSale {
  return {
    categoryKey,
    displayState: 'SHOW',
    saleStatus: 'ON_SALE',
    price,
    priceDisplayMode: 'FREE',
    salePeriod: null,
    taxType: 'TAXABLE',
    shippingFee: 0,
    freeShippingFrom: null,
    maxPurchaseQuantity: null,
    description: '',
    version: 1,
    updatedAt: CATALOGUE_SEEDED_AT,
    ...overrides,
  };
}

const klassCategories = seededCategories.KLASS;

/** The prices the fixed classes always had (the orders' seed charged them), cycling. */
const FIXED_KLASS_PRICES = [49_000, 79_000, 99_000, 129_000, 159_000, 199_000] as const;

/** Which class category a fixed class's title belongs to (its first matching word); hobby otherwise. */
const titleCategories: readonly (readonly [RegExp, string])[] = [
  [/디자인|로고|타이포|UX|일러스트/, 'cat-klass-design'],
  [/데이터|파이썬|프런트엔드|백엔드|코드|배포|앱|개발/, 'cat-klass-dev'],
  [/마케팅|콘텐츠/, 'cat-klass-marketing'],
  [/주식|재무|재테크/, 'cat-klass-finance'],
  [/영어|회화/, 'cat-klass-language'],
  [/요가|명상|홈트/, 'cat-klass-life'],
  [/엑셀|노션|글쓰기/, 'cat-klass-career'],
];

/** The sales info of the `index`-th fixed class: the category its title names, a price in turn, shown and on sale. */
export function fixedKlassSale(index: number, title: string): CatalogueSale {
  const category = titleCategories.find(([pattern]) => pattern.test(title))?.[1] ?? 'cat-klass-hobby';
  return seededSale(category, FIXED_KLASS_PRICES[index % FIXED_KLASS_PRICES.length] ?? 99_000);
}

/** Topics per class category, in the categories' order: titles read as the category says. */
const topicsByCategory: readonly (readonly string[])[] = [
  ['브랜드 디자인', '피그마', '일러스트', '타이포그래피', '로고 디자인', 'UX 리서치', '포토샵'],
  ['파이썬', '자바스크립트', '리액트', '데이터 분석', 'SQL', '머신러닝', '백엔드 API'],
  ['퍼포먼스 마케팅', '콘텐츠 마케팅', '브랜딩', 'SNS 광고', '카피라이팅', '그로스 해킹'],
  ['주식 투자', '부동산', 'ETF', '절세', '가계부', '경제 공부'],
  ['영어 회화', '비즈니스 영어', '일본어', '중국어', '스페인어', '토익'],
  ['캘리그라피', '수채화', '베이킹', '뜨개질', '가죽공예', '사진', '작곡'],
  ['요가', '홈트레이닝', '명상', '정리 수납', '플랜테리어', '커피'],
  ['엑셀', '노션', '프레젠테이션', '글쓰기', '리더십', '이직 준비'],
];
const shapes = ['입문', '기초부터 실전까지', '한 달 완성', '마스터 클래스', '실무 노하우', '완전 정복', '첫걸음', '심화 과정'];
const prices = [0, 29_000, 39_000, 49_000, 59_000, 79_000, 99_000, 129_000, 159_000, 199_000, 249_000];

/** Masters in charge, drawn once: 10,000 classes share a few hundred teachers, as a school's do. */
const MASTER_COUNT = 400;

/**
 * A title its master has no class of yet: the drawn topic and shape, or else the next pair of the
 * category that is free. A master's classes are all in one category (every 400th class has the same
 * master and category), and drawn freely two of them often had one title: the assignment picker
 * then listed "가계부 마스터 클래스 · 육서우 · 수강 기간 180일" twice, two classes no one could tell apart
 * (issue 40's hand review). A master's 25 classes fit a category's 48–56 pairs.
 */
function freeTitle(topics: readonly string[], topic: string, shape: string, taken: Set<string>): string {
  const topicAt = topics.indexOf(topic);
  const shapeAt = shapes.indexOf(shape);
  for (let step = 0; step < topics.length * shapes.length; step += 1) {
    const title = `${topics[(topicAt + Math.floor((shapeAt + step) / shapes.length)) % topics.length] ?? topic} ${shapes[(shapeAt + step) % shapes.length] ?? shape}`;
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
  return `${topic} ${shape}`;
}

function generatedKlass(faker: Faker, masters: readonly string[], titlesOfMaster: Map<number, Set<string>>, index: number): KlassRecord {
  const categoryIndex = index % klassCategories.length;
  const category = klassCategories[categoryIndex] ?? klassCategories[0];
  const topics = topicsByCategory[categoryIndex] ?? ['교양'];
  const topic = faker.helpers.arrayElement(topics);
  const masterAt = (index * 7) % MASTER_COUNT;
  const taken = titlesOfMaster.get(masterAt) ?? new Set<string>();
  titlesOfMaster.set(masterAt, taken);
  const updatedMs = SEEDED_MS - DAY_MS * 365 + Math.floor((DAY_MS * 365 * index) / CATALOGUE_KLASS_COUNT);
  const saleStatus = faker.helpers.weightedArrayElement([
    { value: 'ON_SALE' as const, weight: 9 },
    { value: 'STOPPED' as const, weight: 1 },
  ]);
  const withPeriod = faker.datatype.boolean({ probability: 0.1 });
  const periodStart = updatedMs + DAY_MS * faker.number.int({ min: 0, max: 30 });
  return {
    klassId: `klass-c${String(index + 1).padStart(5, '0')}`,
    title: freeTitle(topics, topic, faker.helpers.arrayElement(shapes), taken),
    coverImageUrl: coverUrl(index),
    masterName: masters[masterAt] ?? '김강사',
    // Its master by key (issue 44): one of the pool's, none of whom signs in to this tenant's back-office.
    masterId: `pool-${masterAt}`,
    masterProfileImageUrl: media.masterProfile,
    status: 'OPEN',
    onlyLive: false,
    periodDays: faker.helpers.arrayElement([30, 90, 180, 365]),
    usePlaybackRates: faker.datatype.boolean({ probability: 0.8 }),
    hasCompletionCriteria: true,
    completionRule: 'PROGRESS_RATE',
    requiredProgressRate: 80,
    chapters: [],
    catalogue: seededSale(category.categoryKey, faker.helpers.arrayElement(prices), {
      displayState: faker.helpers.weightedArrayElement([
        { value: 'SHOW' as const, weight: 17 },
        { value: 'HIDE' as const, weight: 3 },
      ]),
      saleStatus,
      priceDisplayMode: faker.helpers.arrayElement(['ZERO', 'FREE', 'HIDE'] as const),
      salePeriod: withPeriod
        ? {
            startAt: new Date(periodStart).toISOString(),
            endAt: new Date(periodStart + DAY_MS * faker.number.int({ min: 7, max: 120 })).toISOString(),
          }
        : null,
      updatedAt: new Date(updatedMs).toISOString(),
    }),
  };
}

let built: KlassRecord[] | null = null;

/** The generated classes, oldest change first (the same objects every call in a process). */
export function catalogueKlassSeed(): KlassRecord[] {
  if (built) return built;
  const faker = new Faker({ locale: [ko, en, base], seed: CATALOGUE_FAKER_SEED });
  const masters = Array.from({ length: MASTER_COUNT }, () => `${faker.person.lastName()}${faker.person.firstName()}`);
  const titlesOfMaster = new Map<number, Set<string>>();
  built = Array.from({ length: CATALOGUE_KLASS_COUNT }, (_, index) => generatedKlass(faker, masters, titlesOfMaster, index));
  return built;
}
