/**
 * One view of the catalogue over its two homes (issue 28): classes are the inventory's records
 * (`db.klasses`, their `catalogue` field), books, goods and passes this area's
 * (`db.catalogueProducts`). The list, the edit and the display-state change read and write
 * through here, so every type answers the same way and a class's change lands on the record the
 * learner side reads. Every write is in the change history (record type CATALOGUE_ITEM).
 */
import type { CatalogueFilter, CatalogueItem, CatalogueSale, CatalogueScope } from '@app/shared/api/contract/adminCatalogue';
import { catalogueTypeOfPath, type CatalogueType, type CatalogueTypePath } from '@app/shared/api/contract/adminCatalogueWords';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { allOf, by, oneOf, orderBy, select, type Key, type Order, type Predicate } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { KlassRecord } from '@mocks/inventory/collections';
import type { ProductRecord } from './collections';

export function typeOf(path: string): CatalogueType {
  const type = catalogueTypeOfPath[path as CatalogueTypePath];
  if (!type) throw new MockError('notFound', '알 수 없는 상품 종류예요.', { type: path });
  return type;
}

function fromKlass(record: KlassRecord): CatalogueItem {
  return { itemKey: record.klassId, type: 'KLASS', title: record.title, masterName: record.masterName, usePlaybackRates: record.usePlaybackRates, ...record.catalogue };
}

function fromProduct(record: ProductRecord): CatalogueItem {
  return { itemKey: record.itemKey, type: record.type, title: record.title, masterName: null, usePlaybackRates: null, ...record.catalogue };
}

/** Every item of a type, in the collection's order. */
export function itemsOf(type: CatalogueType): CatalogueItem[] {
  if (type === 'KLASS') return db.klasses.all().map(fromKlass);
  return db.catalogueProducts.all().flatMap((record) => (record.type === type ? [fromProduct(record)] : []));
}

export function requireItem(type: CatalogueType, itemKey: string): CatalogueItem {
  const record =
    type === 'KLASS'
      ? db.klasses.findFirst((q) => q.where({ klassId: itemKey }))
      : db.catalogueProducts.findFirst((q) => q.where({ itemKey, type }));
  if (!record) throw new MockError('notFound', '상품을 찾을 수 없어요.', { type, itemKey });
  return 'klassId' in record ? fromKlass(record) : fromProduct(record);
}

/** The keyword matches the title or the key; categories, display states and sale statuses as sets. */
export function catalogueFilter(filter: CatalogueFilter): Predicate<CatalogueItem> | undefined {
  const wanted = filter.q?.trim().toLowerCase();
  const list = <V extends string>(value: V | V[] | undefined) => (value === undefined ? undefined : [value].flat());
  return allOf(
    wanted ? (row) => row.title.toLowerCase().includes(wanted) || row.itemKey.toLowerCase().includes(wanted) : undefined,
    oneOf((row) => row.categoryKey, list(filter.category)),
    oneOf((row) => row.displayState, list(filter.displayState)),
    oneOf((row) => row.saleStatus, list(filter.saleStatus)),
  );
}

type SortField = 'updatedAt' | 'title' | 'price';
const sortKeys: Record<SortField, (row: CatalogueItem) => Key> = {
  updatedAt: (row) => row.updatedAt,
  title: (row) => row.title,
  price: (row) => row.price,
};

/** Newest change first by default; the key breaks ties so pages never overlap. */
export function catalogueOrder(sort: `${SortField},${'asc' | 'desc'}` | undefined): Order<CatalogueItem> {
  const [field, direction] = (sort ?? 'updatedAt,desc').split(',') as [SortField, 'asc' | 'desc'];
  return orderBy(by(sortKeys[field], direction), by((row) => row.itemKey, direction));
}

/** The items a selection covers now; a query scope whose count moved is refused (`selection.changed`). */
export function scopeItems(type: CatalogueType, selection: CatalogueScope): CatalogueItem[] {
  if (selection.kind === 'keys') {
    const wanted = new Set(selection.keys);
    return itemsOf(type).filter((row) => wanted.has(row.itemKey));
  }
  const excluded = new Set(selection.excluded);
  const covered = select(itemsOf(type), { where: catalogueFilter(selection.filter) }).filter((row) => !excluded.has(row.itemKey));
  if (covered.length !== selection.expectedCount) {
    throw new MockError('selectionChanged', '조건에 맞는 상품 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 시도해 주세요.', {
      expectedCount: selection.expectedCount,
      matchingCount: covered.length,
    });
  }
  return covered;
}

/** A change of an item: its sales info, its title, and for a class its master and playback-rate option. */
export type ItemChange = Partial<Omit<CatalogueSale, 'version' | 'updatedAt'>> & {
  title?: string;
  masterName?: string | null;
  usePlaybackRates?: boolean | null;
};

/** What the history shows of an item. */
function historyState(item: CatalogueItem) {
  return {
    title: item.title,
    masterName: item.masterName,
    usePlaybackRates: item.usePlaybackRates,
    categoryKey: item.categoryKey,
    displayState: item.displayState,
    saleStatus: item.saleStatus,
    price: item.price,
    priceDisplayMode: item.priceDisplayMode,
    salePeriod: item.salePeriod,
    taxType: item.taxType,
    shippingFee: item.shippingFee,
    freeShippingFrom: item.freeShippingFrom,
    maxPurchaseQuantity: item.maxPurchaseQuantity,
  };
}

/**
 * Stores one change on every item given (one pass over the collection: a change to "all 8,000
 * matching" must not search the collection once per item), each item's version raised, and
 * records each in its own history; answers the items as they are now, in the order given.
 */
export async function saveItems(auth: AccessClaims | null, type: CatalogueType, items: readonly CatalogueItem[], change: ItemChange): Promise<CatalogueItem[]> {
  if (items.length === 0) return [];
  const { title, masterName, usePlaybackRates, ...sale } = change;
  const updatedAt = new Date(settings.now()).toISOString();
  const keys = new Set(items.map((item) => item.itemKey));
  const apply = (draft: { title: string; catalogue: CatalogueSale }) => {
    draft.catalogue = { ...draft.catalogue, ...sale, version: draft.catalogue.version + 1, updatedAt };
    if (title !== undefined) draft.title = title;
  };
  const applyToKlass = (draft: KlassRecord) => {
    apply(draft);
    if (typeof masterName === 'string') draft.masterName = masterName;
    if (typeof usePlaybackRates === 'boolean') draft.usePlaybackRates = usePlaybackRates;
  };
  const stored =
    type === 'KLASS'
      ? (await db.klasses.updateMany((q) => q.where((record) => keys.has(record.klassId)), { data: applyToKlass })).map(fromKlass)
      : (await db.catalogueProducts.updateMany((q) => q.where((record) => record.type === type && keys.has(record.itemKey)), { data: apply })).map(fromProduct);
  const byKey = new Map(stored.map((item) => [item.itemKey, item]));
  const after = items.map((item) => byKey.get(item.itemKey) ?? item);
  for (const [index, item] of items.entries()) {
    const now = after[index] ?? item;
    await recordChange({
      actor: auth,
      recordType: 'CATALOGUE_ITEM',
      recordKey: item.itemKey,
      recordLabel: now.title,
      action: 'UPDATE',
      before: historyState(item),
      after: historyState(now),
    });
  }
  return after;
}
