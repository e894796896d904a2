/**
 * The seeded books, goods and passes (issue 28), and a few dozen generated courses and packages
 * beside the inventory's (bundles.ts): first the books, goods and passes the orders' seed always sold
 * (same keys, titles, prices and options, so the seeded orders keep their world), then hundreds
 * of generated ones with Korean titles across every category, some hidden, some stopped, some with
 * a sale period, prices of every display mode. Built once per process from its own seeded faker
 * and put back at every reseed (seedBulk). Their stock is seeded after the orders (seedStock.ts).
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import { categoryOwnerTypes, seededCategories, type CatalogueCategory } from '@app/shared/api/contract/adminCatalogueWords';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import { CATALOGUE_SEEDED_AT, seededSale } from '@mocks/inventory/seed/catalogue';
import { courseSeed, packageSeed } from './bundles';
import type { CategoryRecord, ProductRecord, ProductType, WarehouseRecord } from './collections';

export const GENERATED_BOOK_COUNT = 300;
export const GENERATED_GOODS_COUNT = 300;
export const GENERATED_PASS_COUNT = 40;

const SEEDED_MS = Date.parse(CATALOGUE_SEEDED_AT);
const DAY_MS = 24 * 60 * 60 * 1000;
const PRODUCT_FAKER_SEED = 20262802;

/** Items tests and stories name. */
export const productFixtures = {
  /** 수채화 물감 24색 세트, 45,000원, two options. */
  goodsWithOptions: 'goods-002',
  /** 클래스 자유이용권 3개월, 79,000원, 90 days. */
  pass: 'pass-002',
  book: 'book-005',
  /** 베이킹 계량 가이드 소책자: no unit left in any warehouse after the seeded orders (품절, issue 40). */
  soldOutBook: 'book-101',
} as const;

type Fixture = Omit<ProductRecord, 'catalogue' | 'coverImageUrl'> & { categoryKey: string; price: number };

const fixture = (type: ProductType, itemKey: string, title: string, categoryKey: string, price: number, more: Partial<Fixture> = {}): Fixture => ({
  type,
  itemKey,
  title,
  categoryKey,
  price,
  periodDays: null,
  optionNames: [],
  ...more,
});

/** The orders' shipping terms (orders/seed.ts): 3,000 won, free from 50,000 won. */
const SHIPPED_TERMS = { shippingFee: 3_000, freeShippingFrom: 50_000 } as const;

/** Sales terms per type: books are VAT-exempt in Korea, books and goods ship. */
function termsOf(type: ProductType) {
  if (type === 'BOOK') return { ...SHIPPED_TERMS, taxType: 'TAX_FREE' as const };
  if (type === 'GOODS') return SHIPPED_TERMS;
  return {};
}

/** What the orders' seed sold before the catalogue existed, kept as it was. */
const FIXTURES: readonly Fixture[] = [
  fixture('PASS', 'pass-001', '클래스 자유이용권 1개월', 'cat-pass-free', 29_000, { periodDays: 30 }),
  fixture('PASS', 'pass-002', '클래스 자유이용권 3개월', 'cat-pass-free', 79_000, { periodDays: 90 }),
  fixture('PASS', 'pass-003', '연간 올패스', 'cat-pass-free', 249_000, { periodDays: 365 }),
  fixture('PASS', 'pass-004', '크리에이터 패스 6개월', 'cat-pass-creator', 139_000, { periodDays: 180 }),
  fixture('BOOK', 'book-001', '파이썬 업무 자동화 교재', 'cat-book-textbook', 24_000),
  fixture('BOOK', 'book-002', '일러스트레이터 실전 가이드북', 'cat-book-textbook', 28_000),
  fixture('BOOK', 'book-003', '마케팅 데이터 분석 워크북', 'cat-book-workbook', 22_000),
  fixture('BOOK', 'book-004', '왕초보 영어회화 교재 세트', 'cat-book-textbook', 35_000),
  fixture('BOOK', 'book-005', '홈베이킹 레시피북', 'cat-book-recipe', 18_000),
  fixture('BOOK', 'book-006', '아이패드 드로잉 클래스북', 'cat-book-workbook', 26_000),
  fixture('BOOK', 'book-101', '베이킹 계량 가이드 소책자', 'cat-book-recipe', 9_000),
  fixture('GOODS', 'goods-001', '캘리그라피 붓펜 세트', 'cat-goods-tool', 32_000, { optionNames: ['기본 6종', '컬러 12종'] }),
  fixture('GOODS', 'goods-002', '수채화 물감 24색 세트', 'cat-goods-tool', 45_000, { optionNames: ['튜브형', '고체형'] }),
  fixture('GOODS', 'goods-003', '홈베이킹 도구 키트', 'cat-goods-kit', 59_000),
  fixture('GOODS', 'goods-004', '뜨개질 스타터 키트', 'cat-goods-kit', 38_000, { optionNames: ['아이보리', '네이비', '차콜'] }),
  fixture('GOODS', 'goods-005', '가죽공예 카드지갑 키트', 'cat-goods-kit', 42_000, { optionNames: ['브라운', '블랙'] }),
  fixture('GOODS', 'goods-006', '드로잉 태블릿 펜촉 세트', 'cat-goods-tool', 15_000),
  fixture('GOODS', 'goods-007', '클래스 로고 텀블러', 'cat-goods-merch', 19_800, { optionNames: ['화이트', '블랙'] }),
];

const bookTopics = ['파이썬', '엑셀', '영어 회화', '수채화', '홈베이킹', '브랜딩', '주식 투자', '캘리그라피', '피그마', '글쓰기', '사진', '요가'];
const bookShapes: Record<string, readonly string[]> = {
  'cat-book-textbook': ['교재', '기본서', '실전 교재'],
  'cat-book-workbook': ['워크북', '연습장', '실습 노트'],
  'cat-book-recipe': ['레시피북', '가이드북'],
  'cat-book-essay': ['에세이', '이야기'],
};
const goodsNames: Record<string, readonly string[]> = {
  'cat-goods-kit': ['스타터 키트', 'DIY 키트', '실습 재료 세트', '입문 키트'],
  'cat-goods-tool': ['붓 세트', '펜 세트', '드로잉 도구', '베이킹 도구', '커팅 매트'],
  'cat-goods-merch': ['텀블러', '에코백', '노트', '머그컵', '스티커 팩'],
};
const goodsTopics = ['캘리그라피', '수채화', '뜨개질', '가죽공예', '베이킹', '드로잉', '도자기', '향초', '마크라메', '자수'];
const colourOptions = [['화이트', '블랙'], ['아이보리', '네이비', '차콜'], ['S', 'M', 'L'], ['기본형', '고급형']] as const;

function generated(faker: Faker, type: ProductType, index: number, count: number): ProductRecord {
  const categories: readonly CatalogueCategory[] = seededCategories[type];
  const categoryKey = categories[index % categories.length]?.categoryKey ?? '';
  const updatedMs = SEEDED_MS - DAY_MS * 365 + Math.floor((DAY_MS * 365 * index) / count);
  const serial = String(index + 1).padStart(4, '0');
  let title: string;
  let price: number;
  let periodDays: number | null = null;
  let optionNames: readonly string[] = [];
  if (type === 'BOOK') {
    title = `${faker.helpers.arrayElement(bookTopics)} ${faker.helpers.arrayElement(bookShapes[categoryKey] ?? ['교재'])}`;
    price = faker.helpers.arrayElement([9_000, 12_000, 15_000, 18_000, 22_000, 24_000, 28_000, 32_000]);
  } else if (type === 'GOODS') {
    title = `${faker.helpers.arrayElement(goodsTopics)} ${faker.helpers.arrayElement(goodsNames[categoryKey] ?? ['세트'])}`;
    price = faker.helpers.arrayElement([8_900, 12_000, 19_800, 25_000, 32_000, 45_000, 59_000]);
    optionNames = faker.datatype.boolean({ probability: 0.4 }) ? faker.helpers.arrayElement(colourOptions) : [];
  } else {
    periodDays = faker.helpers.arrayElement([30, 90, 180, 365]);
    title = `${categoryKey === 'cat-pass-creator' ? '크리에이터 패스' : '클래스 자유이용권'} ${periodDays === 365 ? '1년' : `${periodDays / 30}개월`} ${serial}`;
    price = faker.helpers.arrayElement([0, 19_000, 29_000, 79_000, 139_000, 249_000]);
  }
  const withPeriod = faker.datatype.boolean({ probability: 0.15 });
  const periodStart = updatedMs + DAY_MS * faker.number.int({ min: 0, max: 20 });
  return {
    itemKey: `${type.toLowerCase()}-g${serial}`,
    type,
    title,
    periodDays,
    optionNames,
    coverImageUrl: null,
    catalogue: seededSale(categoryKey, price, {
      ...termsOf(type),
      maxPurchaseQuantity: type === 'GOODS' && faker.datatype.boolean({ probability: 0.3 }) ? faker.helpers.arrayElement([1, 3, 5, 10]) : null,
      displayState: faker.helpers.weightedArrayElement([
        { value: 'SHOW' as const, weight: 9 },
        { value: 'HIDE' as const, weight: 1 },
      ]),
      saleStatus: faker.helpers.weightedArrayElement([
        { value: 'ON_SALE' as const, weight: 8 },
        { value: 'STOPPED' as const, weight: 2 },
      ]),
      priceDisplayMode: faker.helpers.arrayElement(['ZERO', 'FREE', 'HIDE'] as const),
      salePeriod: withPeriod
        ? { startAt: new Date(periodStart).toISOString(), endAt: new Date(periodStart + DAY_MS * faker.number.int({ min: 7, max: 60 })).toISOString() }
        : null,
      updatedAt: new Date(updatedMs).toISOString(),
    }),
  };
}

let built: ProductRecord[] | null = null;

/** The seeded books, goods and passes (the same objects every call in a process). */
export function productSeed(): ProductRecord[] {
  if (built) return built;
  const faker = new Faker({ locale: [ko, en, base], seed: PRODUCT_FAKER_SEED });
  const many = (type: ProductType, count: number) => Array.from({ length: count }, (_, index) => generated(faker, type, index, count));
  built = [
    ...FIXTURES.map(({ categoryKey, price, ...record }): ProductRecord => ({
      ...record,
      coverImageUrl: null,
      catalogue: seededSale(categoryKey, price, termsOf(record.type)),
    })),
    ...many('BOOK', GENERATED_BOOK_COUNT),
    ...many('GOODS', GENERATED_GOODS_COUNT),
    ...many('PASS', GENERATED_PASS_COUNT),
  ];
  return built;
}

/** The warehouses the seeded stock is kept in, as a tenant that ships from two centres has them. */
export const seededWarehouses = [
  { warehouseKey: 'wh-icheon', name: '이천 물류센터' },
  { warehouseKey: 'wh-busan', name: '부산 물류센터' },
] as const;

/** Added one after the other, a minute apart: the list's default order is the grid's column order. */
function warehouseSeed(): WarehouseRecord[] {
  return seededWarehouses.map((warehouse, index) => {
    const at = new Date(Date.parse(CATALOGUE_SEEDED_AT) + index * 60_000).toISOString();
    return { ...warehouse, createdAt: at, updatedAt: at };
  });
}

/** Every owner type's categories as adminCatalogueWords.ts names them, in their order. */
function categorySeed(): CategoryRecord[] {
  return categoryOwnerTypes.flatMap((owner) =>
    seededCategories[owner].map((category, order): CategoryRecord => ({ categoryKey: category.categoryKey, owner, name: category.name, order })),
  );
}

export async function seedCatalogueArea(): Promise<void> {
  // After the inventory's own courses and packages (the learner's documented cases).
  await seedBulk(db.courses, courseSeed);
  await seedBulk(db.packages, packageSeed);
  await seedBulk(db.catalogueProducts, productSeed);
  await seedBulk(db.catalogueCategories, categorySeed);
  await seedBulk(db.catalogueWarehouses, warehouseSeed);
}
