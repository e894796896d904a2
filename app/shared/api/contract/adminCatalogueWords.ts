/**
 * What the catalogue's screens and the mock both say, without zod (issue 28; backoffice.md §1, §2
 * content management, §4 "display state of books, goods, classes and courses can be patched", §9
 * summaries 20 a page, price display modes): the item types a list is kept per, display states,
 * sale statuses, price display modes, and the seeded categories of each type. The screens read
 * these tables without downloading the schemas; the contract (adminCatalogue.ts) builds on them.
 */

export {
  catalogueTypeOfPath,
  catalogueTypePaths,
  catalogueTypes,
  categoryOwnerOf,
  categoryOwnerTypes,
  type CatalogueType,
  type CatalogueTypePath,
  type CategoryOwnerType,
} from './adminCatalogueTypes';
import type { CatalogueType, CategoryOwnerType } from './adminCatalogueTypes';

/** Each type's name, as the screens and the mock's history entries say it. */
export const catalogueTypeNames: Record<CatalogueType, string> = {
  KLASS: '클래스',
  COURSE: '코스',
  PACKAGE: '패키지',
  BOOK: '도서',
  GOODS: '굿즈',
  PASS: '이용권',
};

/** SHOW: listed to learners; HIDE: left out of every learner list that reads the catalogue. */
export const displayStates = ['SHOW', 'HIDE'] as const;
export type DisplayState = (typeof displayStates)[number];

export const saleStatuses = ['ON_SALE', 'STOPPED'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

/** TAXABLE (VAT included in the price) or TAX_FREE (books, in Korea). */
export const taxTypes = ['TAXABLE', 'TAX_FREE'] as const;
export type TaxType = (typeof taxTypes)[number];

/** A buyer may buy at most this many of one item in one order (null: no limit). */
export const PURCHASE_QUANTITY_MAX = 999;
/** A shipping fee or its free-from amount, in won. */
export const SHIPPING_AMOUNT_MAX = 1_000_000;

/** §9 "display modes ZERO, FREE, HIDE": how a price of zero shows (`formatPrice`). */
export const priceDisplayModes = ['ZERO', 'FREE', 'HIDE'] as const;
export type PriceDisplayModeCode = (typeof priceDisplayModes)[number];

/** §9 "klass/package summaries 20": the lists' page size. */
export const CATALOGUE_PAGE_SIZE = 20;
/** A price in won: whole, 0 (free) up to this. */
export const CATALOGUE_PRICE_MAX = 100_000_000;

export interface CatalogueCategory {
  categoryKey: string;
  name: string;
}

/**
 * The categories each owner type starts with, in their display order: the mock's first state of
 * its category collection. They are data an operator creates, renames, reorders and deletes
 * (adminCatalogueCategory.ts); the screens read them from the server, never from here.
 */
export const seededCategories = {
  KLASS: [
    { categoryKey: 'cat-klass-design', name: '디자인' },
    { categoryKey: 'cat-klass-dev', name: '개발' },
    { categoryKey: 'cat-klass-marketing', name: '마케팅' },
    { categoryKey: 'cat-klass-finance', name: '재테크' },
    { categoryKey: 'cat-klass-language', name: '외국어' },
    { categoryKey: 'cat-klass-hobby', name: '취미' },
    { categoryKey: 'cat-klass-life', name: '라이프스타일' },
    { categoryKey: 'cat-klass-career', name: '커리어' },
  ],
  BOOK: [
    { categoryKey: 'cat-book-textbook', name: '교재' },
    { categoryKey: 'cat-book-workbook', name: '워크북' },
    { categoryKey: 'cat-book-recipe', name: '레시피북' },
    { categoryKey: 'cat-book-essay', name: '에세이' },
  ],
  GOODS: [
    { categoryKey: 'cat-goods-kit', name: '키트' },
    { categoryKey: 'cat-goods-tool', name: '도구' },
    { categoryKey: 'cat-goods-merch', name: '굿즈' },
  ],
  PASS: [
    { categoryKey: 'cat-pass-free', name: '자유이용권' },
    { categoryKey: 'cat-pass-creator', name: '크리에이터 패스' },
  ],
} as const satisfies Record<CategoryOwnerType, readonly CatalogueCategory[]>;

/** A category's name: §5 "Short text: 1-30", unique within its type. */
export const CATEGORY_NAME_MIN = 1;
export const CATEGORY_NAME_MAX = 30;
/** §5 "Long text max 10,000": an item's description. */
export const CATALOGUE_DESCRIPTION_MAX = 10_000;

/** The catalogue's own error codes (thrown by the mock as a subclass, as the coupons' are). */
export const catalogueErrorCodes = {
  /** An edit based on a version that is no longer the current one; `data.version` is the current one. */
  catalogueVersionConflict: { code: 'catalogue.version.conflict', status: 409 },
  /** Another category of the type has that name already. */
  categoryNameTaken: { code: 'catalogue.category.name_taken', status: 409 },
  /** A type keeps at least one category: its items need somewhere to be. */
  categoryLast: { code: 'catalogue.category.last', status: 409 },
  /** An item orders, tickets or bundles hold cannot be deleted; `data` counts them (adminCatalogue.ts catalogueHoldersSchema). */
  itemInUse: { code: 'catalogue.item.in_use', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;
export type CatalogueErrorName = keyof typeof catalogueErrorCodes;

/** A sale period: two instants; the form enters them as Asia/Seoul days and times. */
export interface SalePeriod {
  startAt: string;
  endAt: string;
}

/** §5 "Days 1-365": a class's learning period or a pass's period of use. */
export const PERIOD_DAYS_MIN = 1;
export const PERIOD_DAYS_MAX = 365;

/** An item's name: 2–50 characters once trimmed (the contract's normalised text). */
export const CATALOGUE_TITLE_MIN = 2;
export const CATALOGUE_TITLE_MAX = 50;

export const catalogueRuleMessages = {
  title: `이름은 ${CATALOGUE_TITLE_MIN}자 이상 ${CATALOGUE_TITLE_MAX}자 이하로 입력해 주세요.`,
  salePeriod: '판매 종료 시각은 시작 시각보다 뒤여야 해요.',
  price: `가격은 0원부터 ${CATALOGUE_PRICE_MAX.toLocaleString('ko-KR')}원까지 정수로 입력해 주세요.`,
  shippingAmount: `배송비와 무료 배송 기준 금액은 0원부터 ${SHIPPING_AMOUNT_MAX.toLocaleString('ko-KR')}원까지 정수로 입력해 주세요.`,
  purchaseQuantity: `최대 구매 수량은 1부터 ${PURCHASE_QUANTITY_MAX}까지 정수로 입력해 주세요.`,
  categoryName: `카테고리 이름은 ${CATEGORY_NAME_MIN}자 이상 ${CATEGORY_NAME_MAX}자 이하로 입력해 주세요.`,
  description: `설명은 ${CATALOGUE_DESCRIPTION_MAX.toLocaleString('ko-KR')}자까지 입력할 수 있어요.`,
  periodDays: `기간은 ${PERIOD_DAYS_MIN}일부터 ${PERIOD_DAYS_MAX}일까지 정수로 입력해 주세요.`,
  masterName: '담당 마스터 이름은 2자 이상 30자 이하로 입력해 주세요.',
} as const;

/** §7 "packages", "courses (v2)": how many classes a course or package holds (issue 40). */
export const BUNDLE_KLASSES_MIN = 1;
export const BUNDLE_KLASSES_MAX = 30;

/** The types made of classes, whose composition is chosen (issue 40). */
export const bundleTypes = ['COURSE', 'PACKAGE'] as const;
export type BundleType = (typeof bundleTypes)[number];
export const isBundleType = (type: CatalogueType): type is BundleType => type === 'COURSE' || type === 'PACKAGE';

export const bundleRuleMessages = {
  count: `클래스는 ${BUNDLE_KLASSES_MIN}개 이상 ${BUNDLE_KLASSES_MAX}개까지 담을 수 있어요.`,
  repeated: '같은 클래스를 두 번 담을 수 없어요.',
  unknown: '없는 클래스가 있어요. 목록을 새로 고친 뒤 다시 골라 주세요.',
} as const;

/** What is wrong with a composition's class keys as a whole; null when it may be saved. */
export function bundleKlassesProblem(klassIds: readonly string[]): string | null {
  if (klassIds.length < BUNDLE_KLASSES_MIN || klassIds.length > BUNDLE_KLASSES_MAX) return bundleRuleMessages.count;
  return new Set(klassIds).size === klassIds.length ? null : bundleRuleMessages.repeated;
}

/** Whether a created item of the type needs a period in days: a class's learning period, a pass's use. */
export const hasPeriodDays = (type: CatalogueType): boolean => type === 'KLASS' || type === 'PASS';

export function periodDaysProblem(days: number): string | null {
  return Number.isInteger(days) && days >= PERIOD_DAYS_MIN && days <= PERIOD_DAYS_MAX ? null : catalogueRuleMessages.periodDays;
}

export function masterNameProblem(name: string): string | null {
  const length = [...name.trim()].length;
  return length >= 2 && length <= 30 ? null : catalogueRuleMessages.masterName;
}

/** The §5-style message when the period does not end after it starts; null when it is fine. */
export function salePeriodProblem(period: SalePeriod): string | null {
  return Date.parse(period.endAt) > Date.parse(period.startAt) ? null : catalogueRuleMessages.salePeriod;
}

export function titleProblem(title: string): string | null {
  const length = [...title.trim()].length;
  return length >= CATALOGUE_TITLE_MIN && length <= CATALOGUE_TITLE_MAX ? null : catalogueRuleMessages.title;
}

export function categoryNameProblem(name: string): string | null {
  const length = [...name.trim()].length;
  return length >= CATEGORY_NAME_MIN && length <= CATEGORY_NAME_MAX ? null : catalogueRuleMessages.categoryName;
}

export function descriptionProblem(description: string): string | null {
  return [...description].length <= CATALOGUE_DESCRIPTION_MAX ? null : catalogueRuleMessages.description;
}

export function shippingAmountProblem(amount: number): string | null {
  return Number.isInteger(amount) && amount >= 0 && amount <= SHIPPING_AMOUNT_MAX ? null : catalogueRuleMessages.shippingAmount;
}

export function purchaseQuantityProblem(quantity: number): string | null {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= PURCHASE_QUANTITY_MAX ? null : catalogueRuleMessages.purchaseQuantity;
}

export function priceProblem(price: number): string | null {
  return Number.isInteger(price) && price >= 0 && price <= CATALOGUE_PRICE_MAX ? null : catalogueRuleMessages.price;
}

/**
 * Whether an item may be bought at `nowMs`: on sale, and inside its sale period when it has one
 * (start included, end excluded: a period ending at Seoul midnight sells until 23:59:59 of the day before).
 */
export function isPurchasable(item: { saleStatus: SaleStatus; salePeriod: SalePeriod | null }, nowMs: number): boolean {
  if (item.saleStatus !== 'ON_SALE') return false;
  if (!item.salePeriod) return true;
  return nowMs >= Date.parse(item.salePeriod.startAt) && nowMs < Date.parse(item.salePeriod.endAt);
}
