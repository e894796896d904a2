/**
 * An item's beginning and end in the catalogue (issue 40 "Create … and retire"): a new class,
 * course, package, book, goods item or pass stored where its type lives (the inventory's records
 * for the first three, which the learner side reads; this area's products for the rest), shown
 * and versioned from 1; and a delete that only goes through when nothing holds the item — its
 * orders, its learners' tickets (class, course and pass tickets, package purchases), and for a
 * class the courses and packages it is part of — refused otherwise with `catalogue.item.in_use`
 * and those counts, so the screen can offer to hide it instead. Both are in the change history.
 */
import type { CatalogueHolders, CatalogueItem, CatalogueItemCreate } from '@app/shared/api/contract/adminCatalogue';
import { catalogueTypeNames, hasPeriodDays, type CatalogueType } from '@app/shared/api/contract/adminCatalogueWords';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import { coverUrl, media } from '@mocks/inventory/media';
import { seededSale } from '@mocks/inventory/seed/catalogue';
import { catalogueError } from './errors';
import { requireItem } from './items';

/** Every key the type's items have now. */
function keysOf(type: CatalogueType): Set<string> {
  if (type === 'KLASS') return new Set(db.klasses.all().map((record) => record.klassId));
  if (type === 'COURSE') return new Set(db.courses.all().map((record) => record.courseId));
  if (type === 'PACKAGE') return new Set(db.packages.all().map((record) => record.packageId));
  return new Set(db.catalogueProducts.all().flatMap((record) => (record.type === type ? [record.itemKey] : [])));
}

/** A new item's key: `goods-n0001`, the next one no item of the type has. */
function newKey(type: CatalogueType): string {
  const taken = keysOf(type);
  let serial = 1;
  const keyOf = (place: number) => `${type.toLowerCase()}-n${String(place).padStart(4, '0')}`;
  while (taken.has(keyOf(serial))) serial += 1;
  return keyOf(serial);
}

/** A rule of the type the body's schema cannot know: refused at its field, as the form says it. */
function refuseAt(path: string, message: string): never {
  throw new MockError('badRequest', message, { issues: [{ path, message }] });
}

/**
 * Stores a new item of the type from the create body (its rules checked by the contract, the
 * type's own here), with the cover already read from its upload; answers it as the lists show it.
 */
export async function createItem(auth: AccessClaims | null, type: CatalogueType, body: CatalogueItemCreate, coverImageUrl: string | null): Promise<CatalogueItem> {
  const { title, masterName, usePlaybackRates, periodDays, coverFileId: _cover, description, ...sale } = body;
  if (type === 'KLASS' && masterName === null) refuseAt('masterName', '클래스의 담당 마스터를 입력해 주세요.');
  if (hasPeriodDays(type) && periodDays === null) refuseAt('periodDays', '기간을 입력해 주세요.');
  const itemKey = newKey(type);
  const now = new Date(settings.now()).toISOString();
  const catalogue = seededSale(sale.categoryKey, sale.price, { ...sale, description, displayState: 'SHOW', version: 1, updatedAt: now });
  const cover = coverImageUrl ?? coverUrl(keysOf(type).size);
  if (type === 'KLASS') {
    await db.klasses.create({
      klassId: itemKey,
      title,
      coverImageUrl: cover,
      masterName: masterName ?? '',
      // The form names the master in words; no master's workspace holds it until one is given it.
      masterId: null,
      masterProfileImageUrl: media.masterProfile,
      status: 'PREPARING',
      onlyLive: false,
      periodDays: periodDays ?? 90,
      usePlaybackRates: usePlaybackRates ?? true,
      hasCompletionCriteria: true,
      completionRule: 'PROGRESS_RATE',
      requiredProgressRate: 80,
      chapters: [],
      catalogue,
    });
  } else if (type === 'COURSE') {
    await db.courses.create({ courseId: itemKey, title, description, coverImageUrl: cover, status: 'PREPARING', items: [], catalogue: { ...catalogue, description: '' } });
  } else if (type === 'PACKAGE') {
    await db.packages.create({ packageId: itemKey, title, coverImageUrl: cover, klassIds: [], catalogue });
  } else {
    await db.catalogueProducts.create({ itemKey, type, title, periodDays: type === 'PASS' ? periodDays : null, optionNames: [], coverImageUrl, catalogue });
  }
  const item = requireItem(type, itemKey);
  await recordChange({
    actor: auth,
    recordType: 'CATALOGUE_ITEM',
    recordKey: itemKey,
    recordLabel: title,
    action: 'CREATE',
    before: null,
    after: { title, type: catalogueTypeNames[type], price: item.price, saleStatus: item.saleStatus, displayState: item.displayState },
  });
  return item;
}

/** What holds an item now: its orders, its learners' tickets, and the bundles a class is in. */
export function holdersOf(type: CatalogueType, itemKey: string): CatalogueHolders {
  const orders = db.orders.all().filter((order) => order.transactionInfo.orderItems.some((line) => line.productKey === itemKey)).length;
  let tickets = 0;
  let bundles = 0;
  if (type === 'KLASS') {
    tickets = db.klassTickets.all().filter((ticket) => ticket.klassId === itemKey).length;
    bundles =
      db.courses.all().filter((course) => course.items.some((entry) => entry.klassId === itemKey)).length +
      db.packages.all().filter((bundle) => bundle.klassIds.includes(itemKey)).length;
  } else if (type === 'COURSE') tickets = db.courseTickets.all().filter((ticket) => ticket.courseId === itemKey).length;
  else if (type === 'PACKAGE') tickets = db.packageOrders.all().filter((order) => order.packageId === itemKey).length;
  else if (type === 'PASS') tickets = db.passTickets.all().filter((ticket) => ticket.passKey === itemKey).length;
  return { orders, tickets, bundles };
}

/** Deletes an item nothing holds; refused with the counts otherwise. */
export async function deleteItem(auth: AccessClaims | null, type: CatalogueType, itemKey: string): Promise<{ itemKey: string }> {
  const item = requireItem(type, itemKey);
  const holders = holdersOf(type, itemKey);
  if (holders.orders + holders.tickets + holders.bundles > 0) {
    throw catalogueError('itemInUse', '주문, 수강권이나 묶음 상품이 있는 상품은 삭제할 수 없어요. 대신 판매를 멈추고 숨겨 주세요.', holders);
  }
  if (type === 'KLASS') {
    await db.klasses.delete((q) => q.where({ klassId: itemKey }));
    await db.lessons.deleteMany((q) => q.where({ klassId: itemKey }));
  } else if (type === 'COURSE') await db.courses.delete((q) => q.where({ courseId: itemKey }));
  else if (type === 'PACKAGE') await db.packages.delete((q) => q.where({ packageId: itemKey }));
  else {
    await db.catalogueProducts.delete((q) => q.where({ itemKey }));
    await db.catalogueVariants.delete((q) => q.where({ itemKey }));
  }
  await recordChange({
    actor: auth,
    recordType: 'CATALOGUE_ITEM',
    recordKey: itemKey,
    recordLabel: item.title,
    action: 'DELETE',
    before: { title: item.title, type: catalogueTypeNames[type], price: item.price },
    after: null,
  });
  return { itemKey };
}
