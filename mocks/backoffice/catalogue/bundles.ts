/**
 * The catalogue's generated courses and packages (issue 28: the course and package lists must page
 * and filter like the others, §9 summaries 20 a page): a few dozen of each with Korean titles,
 * across every class category, made of the catalogue's generated classes of that category, some
 * hidden, some stopped or with a sale period, a few courses still being prepared or closed. The
 * inventory's two courses and two packages (the learner's documented cases) stay as they are;
 * these come after them, from their own seeded faker, built once per process and put back at every
 * reseed (seedBulk). Nobody owns tickets of them, so no learner's page changes.
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import type { CatalogueSale } from '@app/shared/api/contract/adminCatalogue';
import { seededCategories } from '@app/shared/api/contract/adminCatalogueWords';
import { withParticle } from '@app/shared/lib/korean/particle';
import type { CourseRecord, PackageRecord } from '@mocks/inventory/collections';
import { coverUrl } from '@mocks/inventory/media';
import { CATALOGUE_SEEDED_AT, seededSale } from '@mocks/inventory/seed/catalogue';

export const GENERATED_COURSE_COUNT = 36;
export const GENERATED_PACKAGE_COUNT = 30;

const SEEDED_MS = Date.parse(CATALOGUE_SEEDED_AT);
const DAY_MS = 24 * 60 * 60 * 1000;
const BUNDLE_FAKER_SEED = 20262803;

const klassCategories = seededCategories.KLASS;

/** What a course or package is about, per class category in the categories' order. */
const topicsByCategory: readonly (readonly string[])[] = [
  ['UI/UX 디자인', '브랜드 디자인', '일러스트', '피그마', '모션 그래픽'],
  ['프런트엔드 개발', '백엔드 개발', '데이터 엔지니어링', '파이썬 자동화', '앱 개발'],
  ['퍼포먼스 마케팅', '콘텐츠 마케팅', 'SNS 마케팅', '브랜딩', '카피라이팅'],
  ['주식 투자', '부동산 투자', '절세', 'ETF 투자', '돈 공부'],
  ['영어 회화', '비즈니스 영어', '일본어', '중국어', '토익'],
  ['수채화', '베이킹', '캘리그라피', '뜨개질', '사진'],
  ['요가', '홈트레이닝', '명상', '정리 수납', '커피'],
  ['엑셀', '노션', '글쓰기', '프레젠테이션', '이직 준비'],
];
const courseShapes = ['완성 코스', '로드맵', '실무 코스', '입문부터 실전까지', '집중 코스'];
const packageShapes = ['올인원 패키지', '스타터 패키지', '실전 패키지', '마스터 패키지', '베스트 3종 패키지'];
const coursePrices = [190_000, 249_000, 290_000, 349_000, 390_000, 490_000];
const packagePrices = [0, 99_000, 139_000, 189_000, 239_000, 299_000];

/** The `nth` generated class of category `categoryIndex` (the catalogue's classes take the categories in turn). */
function generatedKlassId(categoryIndex: number, nth: number): string {
  return `klass-c${String(categoryIndex + klassCategories.length * nth + 1).padStart(5, '0')}`;
}

/** The `index`-th bundle's category, title and the classes it is made of. */
function bundleOf(faker: Faker, index: number, shapes: readonly string[]) {
  const categoryIndex = index % klassCategories.length;
  const topics = topicsByCategory[categoryIndex] ?? ['교양'];
  // Each category's topics and shapes in turn, so no two titles are the same.
  const round = Math.floor(index / klassCategories.length);
  const topic = topics[round % topics.length] ?? '교양';
  const shape = shapes[(round + categoryIndex) % shapes.length] ?? '과정';
  const title = `${topic} ${shape}`;
  const first = faker.number.int({ min: 0, max: 1_000 });
  const klassIds = Array.from({ length: faker.number.int({ min: 2, max: 5 }) }, (_, place) => generatedKlassId(categoryIndex, first + place));
  return { categoryKey: klassCategories[categoryIndex]?.categoryKey ?? 'cat-klass-hobby', topic, title, klassIds };
}

/** A bundle's sales info: mostly shown and on sale, some hidden or stopped, some with a sale period. */
function saleOf(faker: Faker, categoryKey: string, price: number, index: number, count: number): CatalogueSale {
  const updatedMs = SEEDED_MS - DAY_MS * 365 + Math.floor((DAY_MS * 365 * index) / count);
  const periodStart = updatedMs + DAY_MS * faker.number.int({ min: 0, max: 30 });
  return seededSale(categoryKey, price, {
    displayState: faker.helpers.weightedArrayElement([
      { value: 'SHOW' as const, weight: 5 },
      { value: 'HIDE' as const, weight: 1 },
    ]),
    saleStatus: faker.helpers.weightedArrayElement([
      { value: 'ON_SALE' as const, weight: 4 },
      { value: 'STOPPED' as const, weight: 1 },
    ]),
    priceDisplayMode: faker.helpers.arrayElement(['ZERO', 'FREE', 'HIDE'] as const),
    salePeriod: faker.datatype.boolean({ probability: 0.2 })
      ? { startAt: new Date(periodStart).toISOString(), endAt: new Date(periodStart + DAY_MS * faker.number.int({ min: 14, max: 90 })).toISOString() }
      : null,
    updatedAt: new Date(updatedMs).toISOString(),
  });
}

function generatedCourse(faker: Faker, index: number): CourseRecord {
  const serial = String(index + 1).padStart(3, '0');
  const { categoryKey, topic, title, klassIds } = bundleOf(faker, index, courseShapes);
  return {
    courseId: `course-g${serial}`,
    title,
    description: `${withParticle(topic, '을/를')} ${klassIds.length}개 클래스로 차근차근 배우는 코스예요.`,
    coverImageUrl: coverUrl(index + 3),
    status: faker.helpers.weightedArrayElement([
      { value: 'OPEN' as const, weight: 8 },
      { value: 'PREPARING' as const, weight: 1 },
      { value: 'CLOSED' as const, weight: 1 },
    ]),
    items: klassIds.map((klassId, place) => ({ itemId: `item-g${serial}-${place + 1}`, klassId, liveStartAt: null, liveEndAt: null, liveUrl: null })),
    catalogue: saleOf(faker, categoryKey, faker.helpers.arrayElement(coursePrices), index, GENERATED_COURSE_COUNT),
  };
}

function generatedPackage(faker: Faker, index: number): PackageRecord {
  const { categoryKey, title, klassIds } = bundleOf(faker, index, packageShapes);
  return {
    packageId: `pkg-g${String(index + 1).padStart(3, '0')}`,
    title,
    coverImageUrl: coverUrl(index + 5),
    klassIds,
    catalogue: saleOf(faker, categoryKey, faker.helpers.arrayElement(packagePrices), index, GENERATED_PACKAGE_COUNT),
  };
}

let built: { courses: CourseRecord[]; packages: PackageRecord[] } | null = null;

function bundles() {
  if (built) return built;
  const faker = new Faker({ locale: [ko, en, base], seed: BUNDLE_FAKER_SEED });
  const courses = Array.from({ length: GENERATED_COURSE_COUNT }, (_, index) => generatedCourse(faker, index));
  const packages = Array.from({ length: GENERATED_PACKAGE_COUNT }, (_, index) => generatedPackage(faker, index));
  built = { courses, packages };
  return built;
}

/** The generated courses (the same objects every call in a process). */
export const courseSeed = (): CourseRecord[] => bundles().courses;

/** The generated packages (the same objects every call in a process). */
export const packageSeed = (): PackageRecord[] => bundles().packages;
