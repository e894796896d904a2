/**
 * One view of the catalogue over its two homes (issue 28): classes, courses and packages are the
 * inventory's records (`db.klasses`, `db.courses`, `db.packages`, their `catalogue` field), books,
 * goods and passes this area's (`db.catalogueProducts`). The list, the edit and the display-state
 * change read and write through here, so every type answers the same way and a class's change
 * lands on the record the learner side reads. Every write is in the change history (record type
 * CATALOGUE_ITEM): each item's own entry, and a change of many items also one entry for the whole
 * change that names them (`touched`), each item's entry `partOf` it.
 */
import type { CatalogueFilter, CatalogueItem, CatalogueSale, CatalogueScope } from '@app/shared/api/contract/adminCatalogue';
import { catalogueTypeOfPath, type CatalogueType, type CatalogueTypePath } from '@app/shared/api/contract/adminCatalogueWords';
import type { AccessClaims } from '@mocks/auth/tokens';
import type { RecordState } from '@mocks/backoffice/history/diff';
import { recordChange } from '@mocks/backoffice/history/record';
import { initialsMatch } from '@mocks/backoffice/members/nameChoseong';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { allOf, by, oneOf, orderBy, select, type Key, type Order, type Predicate } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { CourseRecord, KlassRecord, PackageRecord } from '@mocks/inventory/collections';
import type { ProductRecord } from './collections';

/** Every category's name by key, whatever its type. */
export function categoryNames(): Map<string, string> {
  return new Map(db.catalogueCategories.all().map((category) => [category.categoryKey, category.name]));
}

export function typeOf(path: string): CatalogueType {
  const type = catalogueTypeOfPath[path as CatalogueTypePath];
  if (!type) throw new MockError('notFound', '알 수 없는 상품 종류예요.', { type: path });
  return type;
}

function fromKlass(record: KlassRecord): CatalogueItem {
  return {
    itemKey: record.klassId,
    type: 'KLASS',
    title: record.title,
    masterName: record.masterName,
    usePlaybackRates: record.usePlaybackRates,
    coverImageUrl: record.coverImageUrl,
    ...record.catalogue,
  };
}

/** A course's description is its own field (the learner's course page reads it), not the catalogue's. */
function fromCourse(record: CourseRecord): CatalogueItem {
  return {
    itemKey: record.courseId,
    type: 'COURSE',
    title: record.title,
    masterName: null,
    usePlaybackRates: null,
    coverImageUrl: record.coverImageUrl,
    ...record.catalogue,
    description: record.description,
  };
}

function fromPackage(record: PackageRecord): CatalogueItem {
  return { itemKey: record.packageId, type: 'PACKAGE', title: record.title, masterName: null, usePlaybackRates: null, coverImageUrl: record.coverImageUrl, ...record.catalogue };
}

function fromProduct(record: ProductRecord): CatalogueItem {
  return { itemKey: record.itemKey, type: record.type, title: record.title, masterName: null, usePlaybackRates: null, coverImageUrl: record.coverImageUrl, ...record.catalogue };
}

/** Every item of a type, in the collection's order. */
export function itemsOf(type: CatalogueType): CatalogueItem[] {
  if (type === 'KLASS') return db.klasses.all().map(fromKlass);
  if (type === 'COURSE') return db.courses.all().map(fromCourse);
  if (type === 'PACKAGE') return db.packages.all().map(fromPackage);
  return db.catalogueProducts.all().flatMap((record) => (record.type === type ? [fromProduct(record)] : []));
}

/** One item of a type by its key, or null (the page area's card lists read it too). */
export function findCatalogueItem(type: CatalogueType, itemKey: string): CatalogueItem | null {
  if (type === 'KLASS') {
    const record = db.klasses.findFirst((q) => q.where({ klassId: itemKey }));
    return record ? fromKlass(record) : null;
  }
  if (type === 'COURSE') {
    const record = db.courses.findFirst((q) => q.where({ courseId: itemKey }));
    return record ? fromCourse(record) : null;
  }
  if (type === 'PACKAGE') {
    const record = db.packages.findFirst((q) => q.where({ packageId: itemKey }));
    return record ? fromPackage(record) : null;
  }
  const record = db.catalogueProducts.findFirst((q) => q.where({ itemKey, type }));
  return record ? fromProduct(record) : null;
}

export function requireItem(type: CatalogueType, itemKey: string): CatalogueItem {
  const item = findCatalogueItem(type, itemKey);
  if (!item) throw new MockError('notFound', '상품을 찾을 수 없어요.', { type, itemKey });
  return item;
}

/**
 * The keyword matches the title or the key, and a keyword of initial consonants only ("ㄷㅈㄱ")
 * the title's initials, as the member search does (issue 40: a course's classes are found that
 * way); categories, display states and sale statuses as sets.
 */
export function catalogueFilter(filter: CatalogueFilter): Predicate<CatalogueItem> | undefined {
  const wanted = filter.q?.trim().toLowerCase();
  const initials = wanted ? initialsMatch(wanted) : undefined;
  const list = <V extends string>(value: V | V[] | undefined) => (value === undefined ? undefined : [value].flat());
  const byWord = (row: CatalogueItem) => (wanted ? row.title.toLowerCase().includes(wanted) || row.itemKey.toLowerCase().includes(wanted) : true);
  return allOf(
    wanted ? (initials ? (row) => initials({ displayName: row.title }) : byWord) : undefined,
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

/** A change of an item: its sales info and description, its title and cover, and for a class its master and playback-rate option. */
export type ItemChange = Partial<Omit<CatalogueSale, 'version' | 'updatedAt'>> & {
  title?: string;
  coverImageUrl?: string;
  masterName?: string | null;
  usePlaybackRates?: boolean | null;
};

/** What the history shows of an item: its category by name as of the change (a name outlives a renamed or deleted category's key). */
function historyState(item: CatalogueItem, names: ReadonlyMap<string, string>) {
  return {
    title: item.title,
    masterName: item.masterName,
    usePlaybackRates: item.usePlaybackRates,
    category: names.get(item.categoryKey) ?? item.categoryKey,
    displayState: item.displayState,
    saleStatus: item.saleStatus,
    price: item.price,
    priceDisplayMode: item.priceDisplayMode,
    salePeriod: item.salePeriod,
    taxType: item.taxType,
    shippingFee: item.shippingFee,
    freeShippingFrom: item.freeShippingFrom,
    maxPurchaseQuantity: item.maxPurchaseQuantity,
    description: item.description,
    cover: coverMark(item.coverImageUrl),
  };
}

/**
 * How the history names a cover: a seeded one by its address, an uploaded one (a data URL of
 * thousands of characters) by a short fingerprint, so the entry says that it changed without
 * carrying the picture.
 */
function coverMark(url: string | null): string | null {
  if (url === null || !url.startsWith('data:')) return url;
  let hash = 0;
  for (let index = 0; index < url.length; index += 1) hash = (Math.imul(hash, 31) + url.charCodeAt(index)) | 0;
  return `이미지 #${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

interface Stored {
  title: string;
  catalogue: CatalogueSale;
  coverImageUrl: string | null;
}

/** Stores one change on the matching records of `type` (one pass over the collection); answers them as items. */
async function storeChange(type: CatalogueType, keys: ReadonlySet<string>, change: ItemChange): Promise<CatalogueItem[]> {
  const { title, masterName, usePlaybackRates, coverImageUrl, description, ...sale } = change;
  const updatedAt = new Date(settings.now()).toISOString();
  const apply = (draft: Stored) => {
    draft.catalogue = { ...draft.catalogue, ...sale, version: draft.catalogue.version + 1, updatedAt };
    if (description !== undefined) draft.catalogue.description = description;
    if (title !== undefined) draft.title = title;
    if (coverImageUrl !== undefined) draft.coverImageUrl = coverImageUrl;
  };
  if (type === 'KLASS') {
    const stored = await db.klasses.updateMany((q) => q.where((record) => keys.has(record.klassId)), {
      data: (draft) => {
        apply(draft);
        if (typeof masterName === 'string') draft.masterName = masterName;
        if (typeof usePlaybackRates === 'boolean') draft.usePlaybackRates = usePlaybackRates;
      },
    });
    return stored.map(fromKlass);
  }
  if (type === 'COURSE') {
    const stored = await db.courses.updateMany((q) => q.where((record) => keys.has(record.courseId)), {
      data: (draft) => {
        apply(draft);
        if (description !== undefined) {
          draft.description = description;
          draft.catalogue.description = '';
        }
      },
    });
    return stored.map(fromCourse);
  }
  if (type === 'PACKAGE') {
    const stored = await db.packages.updateMany((q) => q.where((record) => keys.has(record.packageId)), { data: apply });
    return stored.map(fromPackage);
  }
  const stored = await db.catalogueProducts.updateMany((q) => q.where((record) => record.type === type && keys.has(record.itemKey)), { data: apply });
  return stored.map(fromProduct);
}

/** The whole change's own entry, for a change of more than one item: what it changed, and the items it touched. */
export interface BulkEntry {
  recordType: 'CATALOGUE_ITEM' | 'CATALOGUE_CATEGORY';
  recordKey: string;
  recordLabel: string;
  action: 'UPDATE' | 'DELETE';
  before: RecordState;
  after: RecordState;
  /** What the change did to the items as the record sees them: hidden from a list, taken out of a category. */
  how: 'ADDED' | 'REMOVED';
}

/** Records the whole change naming every item it touches (`touched`); answers its key for the items' entries (`partOf`). */
export async function recordBulkChange(auth: AccessClaims | null, entry: BulkEntry, items: readonly CatalogueItem[]): Promise<string | undefined> {
  const { how, ...change } = entry;
  const recorded = await recordChange({
    actor: auth,
    ...change,
    touched: { recordType: 'CATALOGUE_ITEM', how, records: items.map((item) => ({ key: item.itemKey, label: item.title })) },
  });
  return recorded?.changeKey;
}

/**
 * Stores one change on every item given (one pass over the collection: a change to "all 8,000
 * matching" must not search the collection once per item), each item's version raised, and
 * records each in its own history, `partOf` the whole change's entry when there is one
 * (recordBulkChange). Answers the items as they are now, in the order given.
 */
export async function saveItems(
  auth: AccessClaims | null,
  type: CatalogueType,
  items: readonly CatalogueItem[],
  change: ItemChange,
  partOf?: string,
): Promise<CatalogueItem[]> {
  if (items.length === 0) return [];
  const names = categoryNames();
  const stored = await storeChange(type, new Set(items.map((item) => item.itemKey)), change);
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
      before: historyState(item, names),
      after: historyState(now, names),
      ...(partOf === undefined ? {} : { partOf }),
    });
  }
  return after;
}
