/**
 * The catalogue's categories (issue 28, adminCatalogueCategory.ts): each owner type's ordered list
 * with how many items are filed under each, and the one way a category is created, renamed,
 * reordered or deleted — a deletion moves its items first (through saveItems, so each item's
 * history says so, `partOf` the deletion's entry). Every change is in the change history (record
 * type CATALOGUE_CATEGORY).
 */
import type { CatalogueCategoryRow } from '@app/shared/api/contract/adminCatalogueCategory';
import { catalogueTypes, categoryOwnerOf, type CategoryOwnerType } from '@app/shared/api/contract/adminCatalogueWords';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import type { CategoryRecord } from './collections';
import { catalogueError } from './errors';
import { itemsOf, recordBulkChange, saveItems, type BulkEntry } from './items';

function categoriesOf(owner: CategoryOwnerType): CategoryRecord[] {
  return db.catalogueCategories
    .all()
    .filter((category) => category.owner === owner)
    .sort((a, b) => a.order - b.order);
}

/** The types whose items are filed under `owner`'s categories (the classes' also hold courses and packages). */
const typesFiledUnder = (owner: CategoryOwnerType) => catalogueTypes.filter((type) => categoryOwnerOf(type) === owner);

/** `owner`'s categories in order, each with its item count (one pass over its items). */
export function categoryRows(owner: CategoryOwnerType): CatalogueCategoryRow[] {
  const counts = new Map<string, number>();
  for (const type of typesFiledUnder(owner)) {
    for (const item of itemsOf(type)) counts.set(item.categoryKey, (counts.get(item.categoryKey) ?? 0) + 1);
  }
  return categoriesOf(owner).map((category) => ({ categoryKey: category.categoryKey, name: category.name, itemCount: counts.get(category.categoryKey) ?? 0 }));
}

function requireCategory(owner: CategoryOwnerType, categoryKey: string): CategoryRecord {
  const category = db.catalogueCategories.findFirst((q) => q.where({ categoryKey, owner }));
  if (!category) throw new MockError('notFound', '카테고리를 찾을 수 없어요.', { categoryKey });
  return category;
}

/** Refused when another category of the type already has the name (the normalised text). */
function assertNameFree(owner: CategoryOwnerType, name: string, except: string | null): void {
  const taken = categoriesOf(owner).some((category) => category.categoryKey !== except && category.name === name);
  if (taken) throw catalogueError('categoryNameTaken', '같은 이름의 카테고리가 이미 있어요.', { name });
}

/** Whether `categoryKey` is one of `owner`'s categories (an item's edit may only pick those). */
export function isCategoryOf(owner: CategoryOwnerType, categoryKey: string): boolean {
  return db.catalogueCategories.findFirst((q) => q.where({ categoryKey, owner })) !== undefined;
}

function rowOf(owner: CategoryOwnerType, categoryKey: string): CatalogueCategoryRow {
  const row = categoryRows(owner).find((category) => category.categoryKey === categoryKey);
  if (!row) throw new MockError('notFound', '카테고리를 찾을 수 없어요.', { categoryKey });
  return row;
}

export async function createCategory(auth: AccessClaims | null, owner: CategoryOwnerType, name: string): Promise<CatalogueCategoryRow> {
  assertNameFree(owner, name, null);
  const existing = categoriesOf(owner);
  let serial = db.catalogueCategories.count() + 1;
  const keyOf = () => `cat-${owner.toLowerCase()}-n${serial}`;
  while (db.catalogueCategories.findFirst((q) => q.where({ categoryKey: keyOf() }))) serial += 1;
  const created = await db.catalogueCategories.create({ categoryKey: keyOf(), owner, name, order: existing.length });
  await recordChange({
    actor: auth,
    recordType: 'CATALOGUE_CATEGORY',
    recordKey: created.categoryKey,
    recordLabel: name,
    action: 'CREATE',
    before: null,
    after: { name, order: created.order + 1 },
  });
  return { categoryKey: created.categoryKey, name, itemCount: 0 };
}

export async function renameCategory(auth: AccessClaims | null, owner: CategoryOwnerType, categoryKey: string, name: string): Promise<CatalogueCategoryRow> {
  const category = requireCategory(owner, categoryKey);
  assertNameFree(owner, name, categoryKey);
  await db.catalogueCategories.update((q) => q.where({ categoryKey }), { data: (draft) => void (draft.name = name) });
  await recordChange({
    actor: auth,
    recordType: 'CATALOGUE_CATEGORY',
    recordKey: categoryKey,
    recordLabel: name,
    action: 'UPDATE',
    before: { name: category.name },
    after: { name },
  });
  return rowOf(owner, categoryKey);
}

/** Puts the categories in the order given; each one that moved records its new place (from 1). */
export async function reorderCategories(auth: AccessClaims | null, owner: CategoryOwnerType, categoryKeys: readonly string[]): Promise<CatalogueCategoryRow[]> {
  const current = categoriesOf(owner);
  const wanted = new Set(categoryKeys);
  if (wanted.size !== categoryKeys.length || current.length !== categoryKeys.length || current.some((category) => !wanted.has(category.categoryKey))) {
    throw new MockError('selectionChanged', '카테고리 목록이 바뀌었어요. 새로 불러온 뒤 다시 옮겨 주세요.', {
      expected: current.map((category) => category.categoryKey),
    });
  }
  const place = new Map(categoryKeys.map((key, index) => [key, index]));
  for (const category of current) {
    const order = place.get(category.categoryKey) ?? category.order;
    if (order === category.order) continue;
    await db.catalogueCategories.update((q) => q.where({ categoryKey: category.categoryKey }), { data: (draft) => void (draft.order = order) });
    await recordChange({
      actor: auth,
      recordType: 'CATALOGUE_CATEGORY',
      recordKey: category.categoryKey,
      recordLabel: category.name,
      action: 'UPDATE',
      before: { order: category.order + 1 },
      after: { order: order + 1 },
    });
  }
  return categoryRows(owner);
}

/**
 * Moves the category's items to `moveTo`, then deletes it and closes the gap in the order. The
 * deletion's entry names the items it moved (`touched`); each item's own entry (category before →
 * after) is `partOf` it.
 */
export async function deleteCategory(auth: AccessClaims | null, owner: CategoryOwnerType, categoryKey: string, moveTo: string): Promise<{ movedCount: number }> {
  const category = requireCategory(owner, categoryKey);
  const rest = categoriesOf(owner).filter((candidate) => candidate.categoryKey !== categoryKey);
  if (rest.length === 0) throw catalogueError('categoryLast', '카테고리가 하나뿐이라 지울 수 없어요.', { categoryKey });
  if (moveTo === categoryKey) throw new MockError('badRequest', '옮길 카테고리는 지우는 카테고리와 달라야 해요.', { field: 'moveTo' });
  requireCategory(owner, moveTo);
  const moving = typesFiledUnder(owner).map((type) => ({ type, items: itemsOf(type).filter((item) => item.categoryKey === categoryKey) }));
  const all = moving.flatMap((group) => group.items);
  const deletion: BulkEntry = {
    recordType: 'CATALOGUE_CATEGORY',
    recordKey: categoryKey,
    recordLabel: category.name,
    action: 'DELETE',
    before: { name: category.name, order: category.order + 1, itemCount: all.length },
    after: null,
    how: 'REMOVED',
  };
  const partOf = all.length > 0 ? await recordBulkChange(auth, deletion, all) : undefined;
  for (const group of moving) await saveItems(auth, group.type, group.items, { categoryKey: moveTo }, partOf);
  db.catalogueCategories.delete((q) => q.where({ categoryKey }));
  for (const [order, remaining] of rest.entries()) {
    if (remaining.order !== order) await db.catalogueCategories.update((q) => q.where({ categoryKey: remaining.categoryKey }), { data: (draft) => void (draft.order = order) });
  }
  if (all.length === 0) {
    const { how: _how, ...entry } = deletion;
    await recordChange({ actor: auth, ...entry });
  }
  return { movedCount: all.length };
}
