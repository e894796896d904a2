/**
 * Option groups and variants without zod (issue 28; backoffice.md §7 Product "variants, price,
 * status, option groups, stock per warehouse"): up to three option groups (colour × size ×
 * material) whose values' combinations are the variants, each with its price, SKU, stock per
 * warehouse and status; at most 2,048 variants (Shopify's limit). The screens' variant grid, the
 * contract and the mock all read these rules, so a cell refused on screen is refused by the server
 * in the same words.
 */
import { CATALOGUE_PRICE_MAX, priceProblem, type SaleStatus } from './adminCatalogueWords';

/** The types whose sales info the PRODUCT area keeps: books and goods (issue 40: listed side by side). */
export const soldTypes = ['GOODS', 'BOOK'] as const;
export type SoldType = (typeof soldTypes)[number];
export const isSoldType = (type: string): type is SoldType => (soldTypes as readonly string[]).includes(type);

export const OPTION_GROUPS_MAX = 3;
export const OPTION_VALUES_MAX = 64;
export const VARIANTS_MAX = 2_048;
export const STOCK_MAX = 999_999;
export const SKU_MAX = 40;
const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;

/**
 * A warehouse stock is kept in (issue 40: warehouses are data, listed, added and renamed under
 * PRODUCT, not constants): the key a variant's stock is counted under, and its name.
 */
export interface WarehouseRef {
  warehouseKey: string;
  name: string;
}

/** A warehouse's name: §5 common text, 2–30 characters, unique in the tenant. */
export const WAREHOUSE_NAME_MIN = 2;
export const WAREHOUSE_NAME_MAX = 30;

/** The PRODUCT area's own refusals (thrown by the mock as an AreaMockError). */
export const productErrorCodes = {
  /** Another warehouse has that name already. */
  warehouseNameTaken: { code: 'product.warehouse.name_taken', status: 409 },
  /** A variant's stock names a warehouse the tenant does not have (any more). */
  warehouseUnknown: { code: 'product.warehouse.unknown', status: 400 },
  /** An order of goods with variants that names none (or one that is not for sale). */
  variantRequired: { code: 'product.variant.required', status: 400 },
  /** An order over the maximum purchase quantity; `data.maxPurchaseQuantity` says it. */
  quantityOverMax: { code: 'product.quantity.over_max', status: 400 },
  /** An order over what any one warehouse holds of the variant; `data.available` says how much can be ordered. */
  stockShort: { code: 'product.stock.short', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;
export type ProductErrorName = keyof typeof productErrorCodes;

export interface OptionGroup {
  name: string;
  values: string[];
}

export interface Variant {
  /** One value per option group, in the groups' order. */
  optionValues: string[];
  sku: string;
  price: number;
  /** Units per warehouse key; a warehouse not named holds none (one added after the save). */
  stock: Readonly<Record<string, number>>;
  status: SaleStatus;
}

/** A variant's units in one warehouse (none when the warehouse is newer than its stock). */
export const stockIn = (variant: Pick<Variant, 'stock'>, warehouseKey: string): number => variant.stock[warehouseKey] ?? 0;

/** A variant's units in every warehouse together. */
export const totalStockOf = (variant: Pick<Variant, 'stock'>): number => Object.values(variant.stock).reduce((sum, units) => sum + units, 0);

export const variantRuleMessages = {
  sku: `SKU는 영문 대문자, 숫자, 하이픈으로 ${SKU_MAX}자까지 입력해 주세요.`,
  skuTaken: '다른 옵션과 SKU가 겹쳐요.',
  stock: `재고는 0부터 ${STOCK_MAX.toLocaleString('ko-KR')}까지 정수로 입력해 주세요.`,
  groups: `옵션 그룹은 ${OPTION_GROUPS_MAX}개까지 만들 수 있어요.`,
  groupName: '옵션 그룹 이름을 입력해 주세요. 같은 이름은 한 번만 쓸 수 있어요.',
  values: `옵션 값은 그룹마다 1개 이상 ${OPTION_VALUES_MAX}개 이하로, 겹치지 않게 입력해 주세요.`,
  tooMany: `옵션 조합은 ${VARIANTS_MAX.toLocaleString('ko-KR')}개까지 만들 수 있어요.`,
  mismatch: '옵션 조합과 맞지 않는 변형이 있어요. 옵션을 다시 불러와 주세요.',
  warehouseNameTaken: '같은 이름의 창고가 이미 있어요. 다른 이름을 입력해 주세요.',
  warehouseUnknown: '없는 창고의 재고가 있어요. 창고 목록이 바뀌었으니 새로 불러온 뒤 다시 저장해 주세요.',
} as const;

export function skuProblem(sku: string): string | null {
  return sku.length >= 1 && sku.length <= SKU_MAX && SKU_PATTERN.test(sku) ? null : variantRuleMessages.sku;
}

export function stockProblem(stock: number): string | null {
  return Number.isInteger(stock) && stock >= 0 && stock <= STOCK_MAX ? null : variantRuleMessages.stock;
}

/** How many variants the groups make (1 for no group: the item itself). */
export function combinationCount(groups: readonly OptionGroup[]): number {
  return groups.reduce((count, group) => count * group.values.length, 1);
}

/** Keys of a variant list's stock that no warehouse of `known` has (the server's check). */
export function unknownWarehouseKeys(variants: readonly Pick<Variant, 'stock'>[], known: ReadonlySet<string>): string[] {
  const unknown = new Set<string>();
  for (const variant of variants) for (const key of Object.keys(variant.stock)) if (!known.has(key)) unknown.add(key);
  return [...unknown];
}

/** What is wrong with the groups as a whole; null when they may generate variants. */
export function optionGroupsProblem(groups: readonly OptionGroup[]): string | null {
  if (groups.length > OPTION_GROUPS_MAX) return variantRuleMessages.groups;
  const names = groups.map((group) => group.name.trim());
  if (names.some((name) => name === '') || new Set(names).size !== names.length) return variantRuleMessages.groupName;
  for (const group of groups) {
    const values = group.values.map((value) => value.trim());
    if (values.length < 1 || values.length > OPTION_VALUES_MAX || values.some((value) => value === '') || new Set(values).size !== values.length) {
      return variantRuleMessages.values;
    }
  }
  return combinationCount(groups) > VARIANTS_MAX ? variantRuleMessages.tooMany : null;
}

/**
 * Every combination of the groups' values, the first group varying slowest. No group makes one
 * combination of no values: the item itself, whose one variant keeps its SKU and stock per
 * warehouse (issue 40: a book or a goods item without options has stock too).
 */
export function optionCombinations(groups: readonly OptionGroup[]): string[][] {
  return groups.reduce<string[][]>((combos, group) => combos.flatMap((combo) => group.values.map((value) => [...combo, value])), [[]]);
}

export const comboKey = (values: readonly string[]): string => values.join('\u0000');

/**
 * An item sold without options (a book, goods without option groups) is its one variant: its price
 * and sale status are the item's own (the sales info), so only its SKU and stock are the variant's.
 */
export const isItemItself = (groups: readonly OptionGroup[]): boolean => groups.length === 0;

/** The SKU a fresh variant at `index` would take before any is taken: the item's prefix and its place. */
const placeSku = (skuPrefix: string, place: number): string => `${skuPrefix}-${String(place).padStart(4, '0')}`;

/**
 * An SKU for a fresh variant that no SKU in `taken` has: its place's own (`GOODS-001-0003`) when
 * free, or the next free place after it. Adds it to `taken`, so the next fresh variant skips it.
 */
export function freshSku(skuPrefix: string, index: number, taken: Set<string>): string {
  let place = index + 1;
  while (taken.has(placeSku(skuPrefix, place))) place += 1;
  const sku = placeSku(skuPrefix, place);
  taken.add(sku);
  return sku;
}

/** A fresh variant: the item's price, no stock, on sale, and the SKU it is given. */
export function blankVariant(optionValues: string[], base: { price: number }, sku: string): Variant {
  return { optionValues, sku, price: Math.min(base.price, CATALOGUE_PRICE_MAX), stock: {}, status: 'ON_SALE' };
}

/**
 * The variants the groups make now, keeping the values of those that still apply: a combination
 * keeps the previous variant that agrees with it on every group both have; a group added carries
 * the previous variants to its first value (the others start blank), and a group removed keeps,
 * of the variants that merge, the first. A fresh variant's SKU is one no other variant has and
 * no previous variant had (issue 40: "4 of 18 new rows showed 다른 옵션과 SKU가 겹쳐요" when a
 * fresh row's place SKU was a kept row's).
 */
export function generateVariants(
  previousGroups: readonly OptionGroup[],
  previous: readonly Variant[],
  groups: readonly OptionGroup[],
  base: { skuPrefix: string; price: number },
): Variant[] {
  const shared = groups.flatMap((group, index) => {
    const before = previousGroups.findIndex((old) => old.name === group.name);
    return before === -1 ? [] : [{ now: index, before }];
  });
  const added = groups.flatMap((group, index) => (previousGroups.some((old) => old.name === group.name) ? [] : [{ index, first: group.values[0] }]));
  const kept = new Map<string, Variant>();
  for (const variant of previous) {
    const key = comboKey(shared.map((pair) => variant.optionValues[pair.before] ?? ''));
    if (!kept.has(key)) kept.set(key, variant);
  }
  const taken = new Set<string>();
  const skus = new Set(previous.map((variant) => variant.sku));
  const combos = optionCombinations(groups).map((optionValues) => {
    const onFirst = added.every((group) => optionValues[group.index] === group.first);
    const key = comboKey(shared.map((pair) => optionValues[pair.now] ?? ''));
    const old = onFirst && !taken.has(key) ? kept.get(key) : undefined;
    if (old) taken.add(key);
    return { optionValues, old };
  });
  // Fresh SKUs once every kept one is known, so none is given twice.
  return combos.map(({ optionValues, old }, index) => (old ? { ...old, optionValues } : blankVariant(optionValues, base, freshSku(base.skuPrefix, index, skus))));
}

/** A whole variant list's refusal (the server's check; the grid checks cell by cell). */
export function variantsProblem(groups: readonly OptionGroup[], variants: readonly Variant[]): string | null {
  const groupIssue = optionGroupsProblem(groups);
  if (groupIssue) return groupIssue;
  const combos = optionCombinations(groups).map(comboKey);
  if (combos.length !== variants.length || variants.some((variant, index) => comboKey(variant.optionValues) !== combos[index])) return variantRuleMessages.mismatch;
  for (const variant of variants) {
    const issue = skuProblem(variant.sku) ?? priceProblem(variant.price) ?? Object.values(variant.stock).map(stockProblem).find((problem) => problem !== null) ?? null;
    if (issue) return issue;
  }
  return new Set(variants.map((variant) => variant.sku)).size === variants.length ? null : variantRuleMessages.skuTaken;
}
