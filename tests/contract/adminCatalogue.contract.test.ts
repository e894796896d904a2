/**
 * Contract walk of the back-office catalogue (issue 28; backoffice.md §4 "display state of books,
 * goods, classes and courses can be patched", §9 "klass/package summaries 20", "operating klass
 * slice 10000", "Prices: zero shows 'free' … display modes ZERO, FREE, HIDE") over real HTTP on the
 * seeded world: every answer in its schema; each type's list 20 a page with the count of every
 * match (10,000+ classes, hundreds of books and goods), filtered by keyword, category, display
 * state and sale status; one item; the edit from its version (a stale one refused, a price out of
 * range refused at its field, nothing saved); the display state by keys and by a frozen query
 * scope (a scope whose count moved refused with selection.changed) — and the crossing: a class
 * hidden here leaves the learner's lists, and each change is in the change history.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCatalogueEndpoints, type CatalogueItemUpdate } from '@app/shared/api/contract/adminCatalogue';
import { catalogueErrorCodes, catalogueRuleMessages, type CatalogueTypePath } from '@app/shared/api/contract/adminCatalogueWords';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { inventoryEndpoints } from '@app/shared/api/contract/inventory';
import { seededLogins } from '@mocks/account/seed';
import { GENERATED_BOOK_COUNT, GENERATED_GOODS_COUNT, productFixtures } from '@mocks/backoffice/catalogue/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { CATALOGUE_KLASS_COUNT } from '@mocks/inventory/seed/catalogue';
import { seededKlasses, seededTickets } from '@mocks/inventory/seed/keys';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

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
    await expectApiError(client.call(adminCatalogueEndpoints.catalogueItems, { params: { type: 'courses' as CatalogueTypePath }, query: {} }), 'badRequest');
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
      version: 1,
    };
    const saved = await client.call(adminCatalogueEndpoints.updateCatalogueItem, { params: { type: 'passes', itemKey: productFixtures.pass }, body });
    expect(saved).toMatchObject({ title: body.title, price: 0, priceDisplayMode: 'FREE', version: 2, salePeriod: body.salePeriod, maxPurchaseQuantity: 2 });
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
    const { itemKey: _key, type: _type, displayState: _shown, updatedAt: _at, ...terms } = klass;
    const saved = await client.call(adminCatalogueEndpoints.updateCatalogueItem, { params, body: { ...terms, masterName: '한새봄', usePlaybackRates: true } });
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
});
