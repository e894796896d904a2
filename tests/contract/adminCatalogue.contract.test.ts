/**
 * Contract walk of the back-office catalogue (issue 28; backoffice.md §4 "display state of books,
 * goods, classes and courses can be patched", §5 "Short text: 1-30", "Long text max 10,000", §7
 * Contents "categories", §9 "klass/package summaries 20", "operating klass slice 10000", "Prices:
 * zero shows 'free' … display modes ZERO, FREE, HIDE") over real HTTP on the seeded world: every
 * answer in its schema; each type's list 20 a page with the count of every match (10,000+ classes,
 * courses and packages, hundreds of books and goods), filtered by keyword, category, display state
 * and sale status; one item; the edit from its version (a stale one refused, a price out of range
 * refused at its field, nothing saved; a description and an uploaded cover kept); the display
 * state by keys and by a frozen query scope (a scope whose count moved refused with
 * selection.changed; "all N matching" written as one entry naming every item); the categories
 * created, renamed, reordered and deleted with their items moved — and the crossings: a class
 * hidden here leaves the learner's lists, a changed price is on a new order's line, and each
 * change is in the change history. Issue 40: an item of every type created (the type's own rules
 * refused at their fields), a delete refused with the counts of what holds the item, retiring
 * instead (the learner's list follows), and a delete of an item nothing holds.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCatalogueEndpoints, type CatalogueItemCreate, type CatalogueItemUpdate } from '@app/shared/api/contract/adminCatalogue';
import { adminCatalogueCategoryEndpoints } from '@app/shared/api/contract/adminCatalogueCategory';
import { adminOrderEndpoints } from '@app/shared/api/contract/adminOrder';
import { adminProductEndpoints } from '@app/shared/api/contract/adminProduct';
import {
  bundleRuleMessages,
  catalogueErrorCodes,
  catalogueRuleMessages,
  catalogueTypePaths,
  catalogueTypes,
  categoryOwnerOf,
  type CatalogueTypePath,
} from '@app/shared/api/contract/adminCatalogueWords';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { inventoryEndpoints } from '@app/shared/api/contract/inventory';
import { seededLogins } from '@mocks/account/seed';
import { GENERATED_BOOK_COUNT, GENERATED_GOODS_COUNT, productFixtures } from '@mocks/backoffice/catalogue/seed';
import { storeFile } from '@mocks/backoffice/files/store';
import { seededOperators } from '@mocks/backoffice/seed';
import { CATALOGUE_KLASS_COUNT } from '@mocks/inventory/seed/catalogue';
import { seededKlasses, seededTickets } from '@mocks/inventory/seed/keys';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function learner(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called);
}

const list = (client: ContractClient, type: CatalogueTypePath, query: Record<string, unknown> = {}) =>
  client.call(adminCatalogueEndpoints.catalogueItems, { params: { type }, query });

describe('catalogue contract over HTTP', () => {
  // Every test starts from the seeded world: a hidden class must not leak into the next one.
  beforeEach(async () => {
    await server.useScenario('default');
  });

  it('§9: lists each type 20 a page with the count of every match: 10,000+ classes, hundreds of books and goods', async () => {
    const client = await operator();
    const klasses = await list(client, 'klasses');
    expect(klasses.items).toHaveLength(20);
    expect(klasses.size).toBe(20);
    expect(klasses.totalCount).toBeGreaterThanOrEqual(CATALOGUE_KLASS_COUNT);
    expect((await list(client, 'books')).totalCount).toBeGreaterThanOrEqual(GENERATED_BOOK_COUNT);
    expect((await list(client, 'goods')).totalCount).toBeGreaterThanOrEqual(GENERATED_GOODS_COUNT);
    const passes = await list(client, 'passes');
    expect(passes.items.every((item) => item.type === 'PASS')).toBe(true);
    // Titles are Korean; newest change first.
    expect(klasses.items[0]?.title).toMatch(/[가-힣]/);
    const times = klasses.items.map((item) => item.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = await list(client, 'klasses', { page: 2 });
    expect(second.items.map((item) => item.itemKey)).not.toContain(klasses.items[0]?.itemKey);
  });

  it('filters by keyword, category, display state and sale status; sorts by price', async () => {
    const client = await operator();
    const design = await list(client, 'klasses', { category: ['cat-klass-design'], size: 100 });
    expect(design.totalCount).toBeGreaterThan(0);
    expect(design.items.every((item) => item.categoryKey === 'cat-klass-design')).toBe(true);
    const hidden = await list(client, 'klasses', { displayState: ['HIDE'], saleStatus: ['ON_SALE'], size: 100 });
    expect(hidden.totalCount).toBeGreaterThan(0);
    expect(hidden.items.every((item) => item.displayState === 'HIDE' && item.saleStatus === 'ON_SALE')).toBe(true);
    const byKey = await list(client, 'goods', { q: productFixtures.goodsWithOptions });
    expect(byKey.items.map((item) => item.itemKey)).toEqual([productFixtures.goodsWithOptions]);
    const byTitle = await list(client, 'books', { q: '홈베이킹 레시피북' });
    expect(byTitle.items.map((item) => item.itemKey)).toContain(productFixtures.book);
    const cheapest = await list(client, 'passes', { sort: 'price,asc', size: 100 });
    const prices = cheapest.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expectApiError(client.call(adminCatalogueEndpoints.catalogueItems, { params: { type: 'lectures' as CatalogueTypePath }, query: {} }), 'badRequest');
  });

  it('edits title and sales info from its version; a stale version and a price out of range change nothing', async () => {
    const client = await operator();
    const item = await client.call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'passes', itemKey: productFixtures.pass } });
    expect(item).toMatchObject({ title: '클래스 자유이용권 3개월', price: 79_000, version: 1 });
    const body: CatalogueItemUpdate = {
      title: '클래스 자유이용권 3개월 (특가)',
      masterName: null,
      usePlaybackRates: null,
      categoryKey: item.categoryKey,
      saleStatus: 'ON_SALE',
      price: 0,
      priceDisplayMode: 'FREE',
      // Seoul 2026-12-01 00:00 to 2027-01-01 00:00.
      salePeriod: { startAt: '2026-11-30T15:00:00.000Z', endAt: '2026-12-31T15:00:00.000Z' },
      taxType: 'TAXABLE',
      shippingFee: 0,
      freeShippingFrom: null,
      maxPurchaseQuantity: 2,
      description: '3개월 동안 모든 클래스를 들을 수 있어요.',
      coverFileId: null,
      version: 1,
    };
    const saved = await client.call(adminCatalogueEndpoints.updateCatalogueItem, { params: { type: 'passes', itemKey: productFixtures.pass }, body });
    expect(saved).toMatchObject({
      title: body.title,
      price: 0,
      priceDisplayMode: 'FREE',
      version: 2,
      salePeriod: body.salePeriod,
      maxPurchaseQuantity: 2,
      description: body.description,
      coverImageUrl: null,
    });
    // Books are VAT-exempt and ship: 3,000 won, free from 50,000 won.
    const book = await client.call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'books', itemKey: productFixtures.book } });
    expect(book).toMatchObject({ taxType: 'TAX_FREE', shippingFee: 3_000, freeShippingFrom: 50_000 });

    const stale = await client
      .call(adminCatalogueEndpoints.updateCatalogueItem, { params: { type: 'passes', itemKey: productFixtures.pass }, body: { ...body, price: 1_000 } })
      .then(() => expect.fail('expected catalogue.version.conflict'), (reason: unknown) => reason);
    expect(isApiError(stale) && { code: stale.code, status: stale.status, data: stale.data }).toEqual({
      code: catalogueErrorCodes.catalogueVersionConflict.code,
      status: catalogueErrorCodes.catalogueVersionConflict.status,
      data: { version: 2 },
    });
    const refused = await client
      .call(adminCatalogueEndpoints.updateCatalogueItem, { params: { type: 'passes', itemKey: productFixtures.pass }, body: { ...body, price: -1, version: 2 } })
      .then(() => expect.fail('expected request.invalid'), (reason: unknown) => reason);
    expect(isApiError(refused) && refused.code).toBe('request.invalid');
    expect(isApiError(refused) && refused.data?.['issues']).toEqual([expect.objectContaining({ path: 'price', message: catalogueRuleMessages.price })]);
    const reversed = await client
      .call(adminCatalogueEndpoints.updateCatalogueItem, {
        params: { type: 'passes', itemKey: productFixtures.pass },
        body: { ...body, salePeriod: { startAt: body.salePeriod?.endAt ?? '', endAt: body.salePeriod?.startAt ?? '' }, version: 2 },
      })
      .then(() => expect.fail('expected request.invalid'), (reason: unknown) => reason);
    expect(isApiError(reversed) && reversed.data?.['issues']).toEqual([expect.objectContaining({ path: 'salePeriod.endAt', message: catalogueRuleMessages.salePeriod })]);
    expect(await client.call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'passes', itemKey: productFixtures.pass } })).toMatchObject({ price: 0, version: 2 });
    await expectApiError(client.call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'books', itemKey: 'book-none' } }), 'notFound');
  });

  it('edits a class: its master and playback-rate option reach the learner’s class room', async () => {
    const client = await operator();
    const params = { type: 'klasses' as const, itemKey: seededKlasses.noPlaybackRates };
    const klass = await client.call(adminCatalogueEndpoints.catalogueItem, { params });
    expect(klass).toMatchObject({ type: 'KLASS', usePlaybackRates: false, masterName: expect.any(String) });
    const { itemKey: _key, type: _type, displayState: _shown, updatedAt: _at, coverImageUrl: _cover, ...terms } = klass;
    const saved = await client.call(adminCatalogueEndpoints.updateCatalogueItem, {
      params,
      body: { ...terms, masterName: '한새봄', usePlaybackRates: true, coverFileId: null },
    });
    expect(saved).toMatchObject({ masterName: '한새봄', usePlaybackRates: true, version: klass.version + 1 });
    const me = await learner();
    const curriculum = await me.call(inventoryEndpoints.curriculum, {
      params: { id: seededKlasses.noPlaybackRates },
      query: { klassTicketKey: seededTickets.available, requireToken: false },
    });
    expect(curriculum.configuration.usePlaybackRates).toBe(true);
  });

  it('hides a class by key: the learner no longer lists it, and the change is in its history', async () => {
    const client = await operator();
    const me = await learner();
    const before = await me.call(inventoryEndpoints.myKlass, {});
    expect(before.items.map((item) => item.klassTicketKey)).toContain(seededTickets.available);

    const hidden = await client.call(adminCatalogueEndpoints.changeDisplayState, {
      params: { type: 'klasses' },
      body: { selection: { kind: 'keys', keys: [seededKlasses.noPlaybackRates] }, displayState: 'HIDE' },
    });
    expect(hidden).toEqual({ changedCount: 1 });
    const after = await me.call(inventoryEndpoints.myKlass, {});
    expect(after.items.map((item) => item.klassId)).not.toContain(seededKlasses.noPlaybackRates);
    expect(after.items.length).toBeLessThan(before.items.length);
    const single = await me.call(inventoryEndpoints.mySingleKlasses, { query: { listStatus: ['SHOW', 'HIDE'], page: 1, size: 100 } });
    expect(single.items.map((item) => item.klassId)).not.toContain(seededKlasses.noPlaybackRates);

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: seededKlasses.noPlaybackRates } });
    expect(history.items[0]?.changes).toContainEqual({ field: 'displayState', before: 'SHOW', after: 'HIDE' });

    // Shown again, it is listed again.
    await client.call(adminCatalogueEndpoints.changeDisplayState, {
      params: { type: 'klasses' },
      body: { selection: { kind: 'keys', keys: [seededKlasses.noPlaybackRates] }, displayState: 'SHOW' },
    });
    expect((await me.call(inventoryEndpoints.myKlass, {})).items.map((item) => item.klassId)).toContain(seededKlasses.noPlaybackRates);
  });

  it('hides "all N matching" a frozen filter; a scope whose count moved is refused and changes nothing', async () => {
    const client = await operator();
    const filter = { q: '뜨개질', displayState: ['SHOW' as const] };
    const matching = await list(client, 'goods', { ...filter, size: 100 });
    expect(matching.totalCount).toBeGreaterThan(1);
    const excluded = matching.items[0]?.itemKey ?? '';
    await expectApiError(
      client.call(adminCatalogueEndpoints.changeDisplayState, {
        params: { type: 'goods' },
        body: { selection: { kind: 'query', filter, excluded: [], expectedCount: matching.totalCount + 1 }, displayState: 'HIDE' },
      }),
      'selectionChanged',
    );
    expect((await list(client, 'goods', filter)).totalCount).toBe(matching.totalCount);

    const changed = await client.call(adminCatalogueEndpoints.changeDisplayState, {
      params: { type: 'goods' },
      body: { selection: { kind: 'query', filter, excluded: [excluded], expectedCount: matching.totalCount - 1 }, displayState: 'HIDE' },
    });
    expect(changed).toEqual({ changedCount: matching.totalCount - 1 });
    const left = await list(client, 'goods', filter);
    expect(left.items.map((item) => item.itemKey)).toEqual([excluded]);
  });

  it('§5 long text: keeps a description up to 10,000 characters and an uploaded image as the cover; refuses more, a file that is no image and a category of another type', async () => {
    const client = await operator();
    const params = { type: 'books' as const, itemKey: productFixtures.book };
    const book = await client.call(adminCatalogueEndpoints.catalogueItem, { params });
    const { itemKey: _key, type: _type, displayState: _shown, updatedAt: _at, coverImageUrl: _cover, ...terms } = book;
    const owner = { accountKey: 'acc-operator', displayName: '운영자' };
    const png = await storeFile({ fileName: '표지.png', contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), owner });
    const pdf = await storeFile({ fileName: '표지.pdf', contentType: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]), owner });
    const save = (change: Partial<CatalogueItemUpdate>) =>
      client.call(adminCatalogueEndpoints.updateCatalogueItem, { params, body: { ...terms, coverFileId: null, ...change } });
    expect(await fieldIssues(save({ description: '가'.repeat(10_001) }))).toEqual({ description: catalogueRuleMessages.description });
    expect(Object.keys(await fieldIssues(save({ coverFileId: pdf.fileId })))).toEqual(['coverFileId']);
    expect(Object.keys(await fieldIssues(save({ categoryKey: 'cat-klass-design' })))).toEqual(['categoryKey']);
    await expectApiError(save({ coverFileId: 'file-none' }), 'fileNotFound');
    const saved = await save({ description: '가'.repeat(10_000), coverFileId: png.fileId });
    expect(saved.description).toHaveLength(10_000);
    expect(saved.coverImageUrl).toBe('data:image/png;base64,iVBORw0KGgo=');
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: productFixtures.book } });
    expect(history.items[0]?.changes.map((change) => change.field).sort()).toEqual(['cover', 'description']);
  });

  it('lists courses and packages (v2) with the classes’ categories, and hides a package', async () => {
    const client = await operator();
    const courses = await list(client, 'courses');
    const packages = await list(client, 'packages');
    expect(courses.totalCount).toBeGreaterThan(0);
    expect(packages.totalCount).toBeGreaterThan(0);
    expect(courses.items.every((item) => item.type === 'COURSE' && item.categoryKey.startsWith('cat-klass-'))).toBe(true);
    const pack = packages.items[0]?.itemKey ?? '';
    await client.call(adminCatalogueEndpoints.changeDisplayState, { params: { type: 'packages' }, body: { selection: { kind: 'keys', keys: [pack] }, displayState: 'HIDE' } });
    expect(await client.call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'packages', itemKey: pack } })).toMatchObject({ displayState: 'HIDE', version: 2 });
  });

  it('"all N matching" hidden: one entry for the whole change names every item, each item’s own entry part of it', async () => {
    const client = await operator();
    const filter = { category: ['cat-goods-merch'], displayState: ['SHOW' as const] };
    const matching = await list(client, 'goods', filter);
    expect(matching.totalCount).toBeGreaterThan(20);
    await client.call(adminCatalogueEndpoints.changeDisplayState, {
      params: { type: 'goods' },
      body: { selection: { kind: 'query', filter, excluded: [], expectedCount: matching.totalCount }, displayState: 'HIDE' },
    });
    const whole = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: 'goods' } });
    const entry = whole.items[0];
    expect(whole.totalCount).toBe(1);
    expect(entry?.changes).toEqual([{ field: 'displayState', before: 'SHOW', after: 'HIDE' }]);
    expect(entry?.touched).toMatchObject({ recordType: 'CATALOGUE_ITEM', how: 'REMOVED', count: matching.totalCount });
    expect(entry?.touched?.first).toHaveLength(20);
    const parts = await client.call(adminHistoryEndpoints.changes, { query: { partOf: entry?.changeKey ?? '', size: 200 } });
    expect(parts.totalCount).toBe(matching.totalCount);
    expect(parts.items.map((item) => item.record.key)).toEqual(expect.arrayContaining(matching.items.map((item) => item.itemKey)));
    // One item hidden on its own writes its own entry only.
    const one = await list(client, 'books', { displayState: ['SHOW'] });
    const bookKey = one.items[0]?.itemKey ?? '';
    await client.call(adminCatalogueEndpoints.changeDisplayState, { params: { type: 'books' }, body: { selection: { kind: 'keys', keys: [bookKey] }, displayState: 'HIDE' } });
    expect((await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: 'books' } })).totalCount).toBe(0);
    const own = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: bookKey } });
    expect(own.items[0]?.partOf).toBeUndefined();
  });

  it('manages categories: created last, renamed, reordered, deleted with its items moved first; names unique, the last one kept', async () => {
    const client = await operator();
    const categories = (type: 'klasses' | 'books' | 'goods' | 'passes') => client.call(adminCatalogueCategoryEndpoints.catalogueCategories, { params: { type } });
    const books = await categories('books');
    expect(books.items.map((category) => category.name)).toEqual(['교재', '워크북', '레시피북', '에세이']);
    const essays = books.items.find((category) => category.name === '에세이');
    expect(essays?.itemCount).toBeGreaterThan(0);
    expect(books.items.reduce((sum, category) => sum + category.itemCount, 0)).toBe((await list(client, 'books')).totalCount);

    const created = await client.call(adminCatalogueCategoryEndpoints.createCatalogueCategory, { params: { type: 'books' }, body: { name: '  자기계발  ' } });
    expect(created).toMatchObject({ name: '자기계발', itemCount: 0 });
    const taken = await client
      .call(adminCatalogueCategoryEndpoints.createCatalogueCategory, { params: { type: 'books' }, body: { name: '교재' } })
      .then(() => expect.fail('expected catalogue.category.name_taken'), (reason: unknown) => reason);
    expect(isApiError(taken) && [taken.status, taken.code]).toEqual([409, catalogueErrorCodes.categoryNameTaken.code]);
    expect(Object.keys(await fieldIssues(client.call(adminCatalogueCategoryEndpoints.createCatalogueCategory, { params: { type: 'books' }, body: { name: '가'.repeat(31) } })))).toEqual(['name']);
    const renamed = await client.call(adminCatalogueCategoryEndpoints.renameCatalogueCategory, {
      params: { type: 'books', categoryKey: created.categoryKey },
      body: { name: '자기계발서' },
    });
    expect(renamed.name).toBe('자기계발서');

    const order = (await categories('books')).items.map((category) => category.categoryKey);
    const reversed = [...order].reverse();
    const reordered = await client.call(adminCatalogueCategoryEndpoints.reorderCatalogueCategories, { params: { type: 'books' }, body: { categoryKeys: reversed } });
    expect(reordered.items.map((category) => category.categoryKey)).toEqual(reversed);
    await expectApiError(
      client.call(adminCatalogueCategoryEndpoints.reorderCatalogueCategories, { params: { type: 'books' }, body: { categoryKeys: reversed.slice(1) } }),
      'selectionChanged',
    );
    // The list's filter offers the server's categories: the new one filters (nothing in it yet).
    expect((await list(client, 'books', { category: [created.categoryKey] })).totalCount).toBe(0);

    // Deleting 에세이 moves its books to 자기계발서 first, then the category is gone.
    const moved = await client.call(adminCatalogueCategoryEndpoints.deleteCatalogueCategory, {
      params: { type: 'books', categoryKey: essays?.categoryKey ?? '' },
      query: { moveTo: created.categoryKey },
    });
    expect(moved.movedCount).toBe(essays?.itemCount);
    const after = await categories('books');
    expect(after.items.map((category) => category.name)).not.toContain('에세이');
    expect(after.items.find((category) => category.categoryKey === created.categoryKey)?.itemCount).toBe(essays?.itemCount);
    const deletion = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_CATEGORY'], recordKey: essays?.categoryKey ?? '' } });
    expect(deletion.items[0]).toMatchObject({ action: 'DELETE', touched: { how: 'REMOVED', count: essays?.itemCount } });
    const itemEntries = await client.call(adminHistoryEndpoints.changes, { query: { partOf: deletion.items[0]?.changeKey ?? '' } });
    expect(itemEntries.items[0]?.changes).toContainEqual({ field: 'category', before: '에세이', after: '자기계발서' });

    // A type keeps one category at least.
    const passes = await categories('passes');
    const [first, second] = passes.items;
    await client.call(adminCatalogueCategoryEndpoints.deleteCatalogueCategory, { params: { type: 'passes', categoryKey: second?.categoryKey ?? '' }, query: { moveTo: first?.categoryKey ?? '' } });
    const last = await client
      .call(adminCatalogueCategoryEndpoints.deleteCatalogueCategory, { params: { type: 'passes', categoryKey: first?.categoryKey ?? '' }, query: { moveTo: second?.categoryKey ?? '' } })
      .then(() => expect.fail('expected catalogue.category.last'), (reason: unknown) => reason);
    expect(isApiError(last) && [last.status, last.code]).toEqual([409, catalogueErrorCodes.categoryLast.code]);
    // The PRODUCT area reads the goods' categories through its own call.
    const goods = await client.call(adminProductEndpoints.productCategories, { query: {} });
    expect(goods.items.map((category) => category.categoryKey)).toEqual((await categories('goods')).items.map((category) => category.categoryKey));
  });

  it('a changed price is on a new order’s line in the commerce area (the mock’s order-placing action)', async () => {
    const client = await operator();
    const params = { type: 'books' as const, itemKey: productFixtures.book };
    const book = await client.call(adminCatalogueEndpoints.catalogueItem, { params });
    const { itemKey: _key, type: _type, displayState: _shown, updatedAt: _at, coverImageUrl: _cover, ...terms } = book;
    await client.call(adminCatalogueEndpoints.updateCatalogueItem, { params, body: { ...terms, price: 21_000, coverFileId: null } });
    const placed = await fetch(`${server.baseUrl}/__mock/catalogue/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'BOOK', itemKey: productFixtures.book }),
    });
    expect(placed.status).toBe(200);
    const { orderKey } = (await placed.json()) as { orderKey: string };
    const order = await client.call(adminOrderEndpoints.order, { params: { orderKey } });
    expect(order.transactionInfo.orderItems).toEqual([expect.objectContaining({ productKey: productFixtures.book, unitPrice: 21_000, quantity: 1 })]);
    // 21,000 won is under the book's free-shipping amount (50,000): its 3,000 won fee is charged.
    expect(order.paymentAmount).toBe(24_000);
    // Newest first: the list's first row.
    const newest = await client.call(adminOrderEndpoints.orders, { query: { size: 1 } });
    expect(newest.items[0]?.key).toBe(orderKey);
    // Found by its key, as the order list's search finds it.
    const found = await client.call(adminOrderEndpoints.orders, { query: { q: orderKey } });
    expect(found.items.map((item) => item.paymentAmount)).toEqual([24_000]);
    // A hidden item cannot be bought.
    await client.call(adminCatalogueEndpoints.changeDisplayState, { params: { type: 'books' }, body: { selection: { kind: 'keys', keys: [productFixtures.book] }, displayState: 'HIDE' } });
    const refused = await fetch(`${server.baseUrl}/__mock/catalogue/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'BOOK', itemKey: productFixtures.book }),
    });
    expect(refused.status).toBe(400);
  });
  it('issue 40 “Create a class, course, package, book, goods item and pass”: each is created shown, version 1, in its list and its history', async () => {
    const client = await operator();
    for (const type of catalogueTypes) {
      const path = catalogueTypePaths[type];
      const category = (await client.call(adminCatalogueCategoryEndpoints.catalogueCategories, { params: { type: catalogueTypePaths[categoryOwnerOf(type)] } })).items[0]?.categoryKey ?? '';
      const body: CatalogueItemCreate = {
        title: `새로 만든 ${path} 상품`,
        masterName: type === 'KLASS' ? '한새봄' : null,
        usePlaybackRates: type === 'KLASS' ? true : null,
        categoryKey: category,
        saleStatus: 'ON_SALE',
        price: 33_000,
        priceDisplayMode: 'FREE',
        salePeriod: null,
        taxType: 'TAXABLE',
        shippingFee: type === 'BOOK' || type === 'GOODS' ? 3_000 : 0,
        freeShippingFrom: null,
        maxPurchaseQuantity: null,
        description: '새 상품 설명이에요.',
        coverFileId: null,
        periodDays: type === 'KLASS' || type === 'PASS' ? 30 : null,
      };
      const created = await client.call(adminCatalogueEndpoints.createCatalogueItem, { params: { type: path }, body });
      expect(created, type).toMatchObject({ type, title: body.title, price: 33_000, displayState: 'SHOW', saleStatus: 'ON_SALE', version: 1, description: body.description });
      expect(created.itemKey, type).toMatch(new RegExp(`^${type.toLowerCase()}-n\\d{4}$`));
      const listed = await list(client, path, { q: body.title });
      expect(listed.items.map((item) => item.itemKey), type).toEqual([created.itemKey]);
      const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: created.itemKey } });
      expect(history.items[0]?.action, type).toBe('CREATE');
    }
  });

  it('issue 40: a new class needs its master and period, a pass its period, a title 2–50 characters: refused at the field', async () => {
    const client = await operator();
    const base: CatalogueItemCreate = {
      title: '마스터 없는 클래스',
      masterName: null,
      usePlaybackRates: null,
      categoryKey: 'cat-klass-design',
      saleStatus: 'STOPPED',
      price: 0,
      priceDisplayMode: 'FREE',
      salePeriod: null,
      taxType: 'TAXABLE',
      shippingFee: 0,
      freeShippingFrom: null,
      maxPurchaseQuantity: null,
      description: '',
      coverFileId: null,
      periodDays: 30,
    };
    expect(Object.keys(await fieldIssues(client.call(adminCatalogueEndpoints.createCatalogueItem, { params: { type: 'klasses' }, body: base })))).toEqual(['masterName']);
    const pass = { ...base, masterName: null, categoryKey: 'cat-pass-free', periodDays: null };
    expect(Object.keys(await fieldIssues(client.call(adminCatalogueEndpoints.createCatalogueItem, { params: { type: 'passes' }, body: pass })))).toEqual(['periodDays']);
    const short = await fieldIssues(client.call(adminCatalogueEndpoints.createCatalogueItem, { params: { type: 'passes' }, body: { ...pass, title: '새', periodDays: 400 } }));
    expect(short).toMatchObject({ periodDays: catalogueRuleMessages.periodDays });
    expect(Object.keys(short)).toContain('title');
    // A category of another type is refused at the category.
    expect(Object.keys(await fieldIssues(client.call(adminCatalogueEndpoints.createCatalogueItem, { params: { type: 'passes' }, body: { ...pass, periodDays: 30, categoryKey: 'cat-book-recipe' } })))).toEqual(['categoryKey']);
  });

  it('issue 40 “Retire”: delete refused with the counts that hold an item; retired it leaves the learner’s lists; an item nothing holds is deleted', async () => {
    const client = await operator();
    // The seeded learner's class: their ticket holds it, and so does a package or course it is in, if any.
    const held = await client
      .call(adminCatalogueEndpoints.deleteCatalogueItem, { params: { type: 'klasses', itemKey: seededKlasses.noPlaybackRates } })
      .then(() => expect.fail('expected catalogue.item.in_use'), (reason: unknown) => reason);
    expect(isApiError(held) && { code: held.code, status: held.status }).toEqual(catalogueErrorCodes.itemInUse);
    expect(isApiError(held) && held.data).toMatchObject({ tickets: expect.any(Number), orders: expect.any(Number), bundles: expect.any(Number) });
    expect(isApiError(held) && Number(held.data?.['tickets'])).toBeGreaterThan(0);
    // A sold book: its orders hold it.
    const sold = await client
      .call(adminCatalogueEndpoints.deleteCatalogueItem, { params: { type: 'books', itemKey: productFixtures.book } })
      .then(() => expect.fail('expected catalogue.item.in_use'), (reason: unknown) => reason);
    expect(isApiError(sold) && Number(sold.data?.['orders'])).toBeGreaterThan(0);
    expect((await client.call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'books', itemKey: productFixtures.book } })).title).toBe('홈베이킹 레시피북');

    // Retired instead: stopped and hidden, out of the learner's classes; back on sale, listed again.
    const retired = await client.call(adminCatalogueEndpoints.retireCatalogueItem, { params: { type: 'klasses', itemKey: seededKlasses.noPlaybackRates }, body: { retired: true } });
    expect(retired).toMatchObject({ displayState: 'HIDE', saleStatus: 'STOPPED' });
    const me = await learner();
    expect((await me.call(inventoryEndpoints.myKlass, {})).items.map((item) => item.klassId)).not.toContain(seededKlasses.noPlaybackRates);
    const back = await client.call(adminCatalogueEndpoints.retireCatalogueItem, { params: { type: 'klasses', itemKey: seededKlasses.noPlaybackRates }, body: { retired: false } });
    expect(back).toMatchObject({ displayState: 'SHOW', saleStatus: 'ON_SALE' });

    // A goods item made just now holds nothing: it is deleted, and its history says so.
    const goods = await client.call(adminCatalogueEndpoints.createCatalogueItem, {
      params: { type: 'goods' },
      body: {
        title: '지울 굿즈',
        masterName: null,
        usePlaybackRates: null,
        categoryKey: 'cat-goods-kit',
        saleStatus: 'STOPPED',
        price: 1_000,
        priceDisplayMode: 'FREE',
        salePeriod: null,
        taxType: 'TAXABLE',
        shippingFee: 0,
        freeShippingFrom: null,
        maxPurchaseQuantity: null,
        description: '',
        coverFileId: null,
        periodDays: null,
      },
    });
    expect(await client.call(adminCatalogueEndpoints.deleteCatalogueItem, { params: { type: 'goods', itemKey: goods.itemKey } })).toEqual({ itemKey: goods.itemKey });
    await expectApiError(client.call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'goods', itemKey: goods.itemKey } }), 'notFound');
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: goods.itemKey } });
    expect(history.items[0]?.action).toBe('DELETE');
  });

  it('issue 40 “Compose a course or a package”: its classes saved in order from its version; the learner’s course page shows them; a stale, repeated or unknown one refused', async () => {
    const client = await operator();
    const before = await client.call(adminCatalogueEndpoints.bundleComposition, { params: { type: 'courses', itemKey: 'course-001' } });
    expect(before.klasses.length).toBeGreaterThan(0);
    const klassIds = [seededKlasses.noPlaybackRates, ...before.klasses.map((klass) => klass.klassId).reverse()];
    const saved = await client.call(adminCatalogueEndpoints.saveBundleComposition, { params: { type: 'courses', itemKey: 'course-001' }, body: { klassIds, version: before.version } });
    expect(saved.klasses.map((klass) => klass.klassId)).toEqual(klassIds);
    expect(saved.version).toBe(before.version + 1);
    // The learner holding the course sees the new composition, in order.
    const detail = await (await learner()).call(inventoryEndpoints.courseTicketDetail, { params: { id: 'ct-001' } });
    expect(detail.items.map((item) => item.klassId)).toEqual(klassIds);

    const stale = await client
      .call(adminCatalogueEndpoints.saveBundleComposition, { params: { type: 'courses', itemKey: 'course-001' }, body: { klassIds, version: before.version } })
      .then(() => expect.fail('expected a conflict'), (reason: unknown) => reason);
    expect(isApiError(stale) && stale.code).toBe(catalogueErrorCodes.catalogueVersionConflict.code);
    const repeated = await fieldIssues(client.call(adminCatalogueEndpoints.saveBundleComposition, { params: { type: 'packages', itemKey: 'pkg-001' }, body: { klassIds: ['klass-010', 'klass-010'], version: 1 } }));
    expect(repeated).toEqual({ klassIds: bundleRuleMessages.repeated });
    const unknown = await fieldIssues(client.call(adminCatalogueEndpoints.saveBundleComposition, { params: { type: 'packages', itemKey: 'pkg-001' }, body: { klassIds: ['klass-none'], version: 1 } }));
    expect(unknown).toEqual({ klassIds: bundleRuleMessages.unknown });
    // 초성: a class found by its title's initial consonants.
    const initials = await list(client, 'klasses', { q: 'ㅂㄹㄷㄷㅈㅇㅊㄱㅇ' });
    expect(initials.items.map((item) => item.itemKey)).toContain(seededKlasses.noPlaybackRates);
  });

  it('issue 40: a hidden package or course leaves the learner’s lists with its classes', async () => {
    const client = await operator();
    const me = await learner();
    const packagesBefore = await me.call(inventoryEndpoints.myPackages, { query: { listStatus: ['SHOW', 'HIDE'] } });
    expect(packagesBefore.items.map((item) => item.packageId)).toContain('pkg-001');
    await client.call(adminCatalogueEndpoints.changeDisplayState, { params: { type: 'packages' }, body: { selection: { kind: 'keys', keys: ['pkg-001'] }, displayState: 'HIDE' } });
    const packagesAfter = await me.call(inventoryEndpoints.myPackages, { query: { listStatus: ['SHOW', 'HIDE'] } });
    expect(packagesAfter.items.map((item) => item.packageId)).not.toContain('pkg-001');
    expect((await me.call(inventoryEndpoints.myKlass, {})).items.map((item) => item.klassId)).not.toContain('klass-010');

    expect((await me.call(inventoryEndpoints.courseTickets, { query: {} })).items.map((item) => item.courseId)).toContain('course-001');
    await client.call(adminCatalogueEndpoints.retireCatalogueItem, { params: { type: 'courses', itemKey: 'course-001' }, body: { retired: true } });
    expect((await me.call(inventoryEndpoints.courseTickets, { query: {} })).items.map((item) => item.courseId)).not.toContain('course-001');
  });

  it('issue 40 “Certificate per class and course”: the class’s certificate chosen here is the one the learner prints; back to the primary', async () => {
    const client = await operator();
    const me = await learner();
    // klass-004 is one the learner completed (only a completed class prints) and has no certificate of its own.
    const params = { type: 'klasses' as const, itemKey: seededKlasses.completed };
    const now = await client.call(adminCatalogueEndpoints.itemCertificate, { params });
    expect(now.certificateKey).toBeNull();
    expect(now.certificates[0]?.primary).toBe(true);
    const chosen = now.certificates.find((certificate) => !certificate.primary && certificate.certificateKey === 'cert-004');
    if (!chosen) throw new Error('cert-004 is not seeded');
    expect((await client.call(adminCatalogueEndpoints.saveItemCertificate, { params, body: { certificateKey: chosen.certificateKey } })).certificateKey).toBe(chosen.certificateKey);
    const printed = await me.call(inventoryEndpoints.certificate, { params: { id: seededTickets.stopped }, query: { type: 'KLASS' } });
    expect(printed.layoutItem.title).toBe('이수증');
    await client.call(adminCatalogueEndpoints.saveItemCertificate, { params, body: { certificateKey: null } });
    const back = await me.call(inventoryEndpoints.certificate, { params: { id: seededTickets.stopped }, query: { type: 'KLASS' } });
    expect(back.layoutItem.title).not.toBe('이수증');
    expect(Object.keys(await fieldIssues(client.call(adminCatalogueEndpoints.saveItemCertificate, { params, body: { certificateKey: 'cert-none' } })))).toEqual(['certificateKey']);
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: seededKlasses.completed } });
    expect(history.items[0]?.changes).toEqual([{ field: 'certificate', before: expect.any(String), after: '기본 수료증' }]);
  });
});
