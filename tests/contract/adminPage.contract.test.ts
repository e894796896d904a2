/**
 * Contract walk of the page editor (backoffice.md §3 Page, §4 "a manuscript draft is saved, then
 * published as a versioned publication", §7 Setting pages, manuscript, publish, publications;
 * issue 41) over real HTTP, and the crossing to the learner site (learner.md §2 `/` Home): every
 * answer in its schema; a manuscript saved from its version and refused when stale; a publish that
 * numbers the publication and is what the learner's home answers, in the manuscript's order; a
 * publish refused at the module's field; restore as the next manuscript version; hidden catalogue
 * items left off the learner's cards; the menu without its hidden entries; the home undeletable;
 * an uploaded image published at a public address, a file that is no image refused.
 */
import { getChoseong } from 'es-hangul';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminPageEndpoints } from '@app/shared/api/contract/adminPage';
import { pageErrorCodes, pageRuleMessages, type PageErrorName } from '@app/shared/api/contract/adminPageRules';
import type { PageModule } from '@app/shared/api/contract/pageModules';
import { sitePageEndpoints } from '@app/shared/api/contract/sitePage';
import { adminCatalogueEndpoints } from '@app/shared/api/contract/adminCatalogue';
import { seededLogins } from '@mocks/account/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { storeFile } from '@mocks/backoffice/files/store';
import { pageFixtures } from '@mocks/backoffice/pages/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

const visitor = () => contractClient(server.baseUrl, null, called);

/** Asserts the call fails with one of the page area's own codes; answers its `data`. */
async function expectPageError(call: Promise<unknown>, name: PageErrorName): Promise<Record<string, unknown>> {
  const error: unknown = await call.then(() => expect.fail(`expected ${pageErrorCodes[name].code}`), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  expect({ status: error.status, code: error.code }).toEqual(pageErrorCodes[name]);
  return error.data ?? {};
}

const klassList = (id: string, itemKeys: string[], title = '새 클래스 모음'): PageModule => ({
  id,
  kind: 'KlassList',
  title,
  items: itemKeys.map((itemKey) => ({ type: 'KLASS', itemKey, title: itemKey, coverImageUrl: null, price: 0, priceDisplayMode: 'FREE' })),
});

describe('page contract over HTTP', () => {
  it('lists the pages, the home first, filtered by title', async () => {
    const client = await operator();
    const list = await client.call(adminPageEndpoints.pages, { query: {} });
    expect(list.items[0]).toMatchObject({ pageKey: pageFixtures.home, type: 'HOME', slug: null, publicationVersion: 3 });
    expect(list.totalCount).toBeGreaterThan(50);
    const winter = await client.call(adminPageEndpoints.pages, { query: { q: '겨울 방학' } });
    expect(winter.items.map((item) => item.pageKey)).toEqual([pageFixtures.winter]);
  });

  it('the learner home answers the latest publication; the menu leaves hidden entries out', async () => {
    const home = await visitor().call(sitePageEndpoints.publishedHome, {});
    expect(home.page?.publicationVersion).toBe(3);
    expect(home.page?.modules).toHaveLength(8);
    expect(home.page?.boards[0]?.posts.length).toBeGreaterThan(0);
    const menu = await visitor().call(sitePageEndpoints.siteMenu, {});
    expect(menu.items.map((item) => item.label)).toEqual(['클래스', '새로 열린 클래스']);
  });

  it('“a manuscript draft is saved, then published as a versioned publication”: saved from its version, stale refused, published in its order', async () => {
    const client = await operator();
    const before = await client.call(adminPageEndpoints.page, { params: { pageKey: pageFixtures.home } });
    const modules = [klassList('mod-new-list', ['klass-002', 'klass-001']), ...before.manuscript.modules];
    const saved = await client.call(adminPageEndpoints.saveManuscript, {
      params: { pageKey: pageFixtures.home },
      body: { manuscriptVersion: before.manuscriptVersion, modules, menu: before.manuscript.menu },
    });
    expect(saved).toMatchObject({ manuscriptVersion: before.manuscriptVersion + 1, unpublishedChanges: true, moduleCount: 9 });

    const stale = await expectPageError(
      client.call(adminPageEndpoints.saveManuscript, {
        params: { pageKey: pageFixtures.home },
        body: { manuscriptVersion: before.manuscriptVersion, modules: [], menu: [] },
      }),
      'pageManuscriptConflict',
    );
    expect(stale).toEqual({ manuscriptVersion: saved.manuscriptVersion });

    const published = await client.call(adminPageEndpoints.publishPage, { params: { pageKey: pageFixtures.home }, body: { manuscriptVersion: saved.manuscriptVersion } });
    expect(published.publication).toMatchObject({ publicationVersion: 4, manuscriptVersion: saved.manuscriptVersion, publishedBy: { accountKey: 'acc-operator' } });
    expect(published.page.unpublishedChanges).toBe(false);

    const home = await visitor().call(sitePageEndpoints.publishedHome, {});
    expect(home.page?.modules[0]).toMatchObject({ id: 'mod-new-list', kind: 'KlassList' });
    // The cards read the catalogue now: the titles are the classes', not what the editor sent.
    const first = home.page?.modules[0];
    expect(first && 'items' in first ? first.items.map((item) => item.itemKey) : []).toEqual(['klass-002', 'klass-001']);
    expect(first && 'items' in first ? first.items[0]?.title : '').not.toBe('klass-002');

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: 'PAGE', recordKey: pageFixtures.home } });
    expect(history.items[0]?.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'publicationVersion', before: 3, after: 4 })]));
  });

  it('a publish with a module breaking a rule is refused at that module’s field, and nothing is published', async () => {
    const client = await operator();
    const draft = await client.call(adminPageEndpoints.page, { params: { pageKey: pageFixtures.draft } });
    const saved = await client.call(adminPageEndpoints.saveManuscript, {
      params: { pageKey: pageFixtures.draft },
      body: { manuscriptVersion: draft.manuscriptVersion, modules: [klassList('mod-empty', [], '')], menu: [] },
    });
    const data = await expectPageError(
      client.call(adminPageEndpoints.publishPage, { params: { pageKey: pageFixtures.draft }, body: { manuscriptVersion: saved.manuscriptVersion } }),
      'pageManuscriptInvalid',
    );
    expect(data.issues).toEqual([
      { path: 'modules.0.title', message: pageRuleMessages.title },
      { path: 'modules.0.items', message: pageRuleMessages.cards },
    ]);
    expect((await client.call(adminPageEndpoints.publications, { params: { pageKey: pageFixtures.draft } })).items).toEqual([]);
  });

  it('restores an older publication as the next manuscript version (not live until published), in the history', async () => {
    const client = await operator();
    const current = await client.call(adminPageEndpoints.page, { params: { pageKey: pageFixtures.home } });
    const list = await client.call(adminPageEndpoints.publications, { params: { pageKey: pageFixtures.home } });
    expect(list.items.map((item) => item.publicationVersion)).toEqual([...list.items.map((item) => item.publicationVersion)].sort((a, b) => b - a));
    const first = await client.call(adminPageEndpoints.publication, { params: { pageKey: pageFixtures.home, publicationVersion: 1 } });
    expect(first.contents.modules).toHaveLength(3);
    const restored = await client.call(adminPageEndpoints.restorePublication, {
      params: { pageKey: pageFixtures.home, publicationVersion: 1 },
      body: { manuscriptVersion: current.manuscriptVersion },
    });
    expect(restored).toMatchObject({ manuscriptVersion: current.manuscriptVersion + 1, restoredFrom: 1, moduleCount: 3 });
    expect(restored.manuscript).toEqual(first.contents);
    const live = await visitor().call(sitePageEndpoints.publishedHome, {});
    expect(live.page?.publicationVersion).toBe(list.items[0]?.publicationVersion);
    await expectPageError(
      client.call(adminPageEndpoints.restorePublication, { params: { pageKey: pageFixtures.home, publicationVersion: 1 }, body: { manuscriptVersion: current.manuscriptVersion } }),
      'pageManuscriptConflict',
    );
    await expectApiError(client.call(adminPageEndpoints.publication, { params: { pageKey: pageFixtures.home, publicationVersion: 99 } }), 'notFound');
  });

  it('creates, renames and deletes an additional page; a taken address and the home’s delete are refused', async () => {
    const client = await operator();
    const created = await client.call(adminPageEndpoints.createPage, { body: { title: '  봄  특강 ', slug: 'spring-class' } });
    expect(created).toMatchObject({ title: '봄 특강', slug: 'spring-class', type: 'ADDITIONAL', manuscriptVersion: 1, publicationVersion: null });
    await expectPageError(client.call(adminPageEndpoints.createPage, { body: { title: '또 다른 페이지', slug: 'spring-class' } }), 'pageSlugTaken');
    const renamed = await client.call(adminPageEndpoints.renamePage, { params: { pageKey: created.pageKey }, body: { title: '봄 학기 특강', slug: 'spring-2027' } });
    expect(renamed).toMatchObject({ title: '봄 학기 특강', slug: 'spring-2027' });
    expect(await client.call(adminPageEndpoints.deletePage, { params: { pageKey: created.pageKey } })).toBeNull();
    await expectApiError(client.call(adminPageEndpoints.page, { params: { pageKey: created.pageKey } }), 'notFound');
    await expectPageError(client.call(adminPageEndpoints.deletePage, { params: { pageKey: pageFixtures.home } }), 'pageHomeUndeletable');
  });

  it('an additional page answers at its address once published; a draft-only one is not found', async () => {
    const winter = await visitor().call(sitePageEndpoints.publishedPage, { params: { slug: 'winter-special' } });
    expect(winter).toMatchObject({ pageKey: pageFixtures.winter, type: 'ADDITIONAL', publicationVersion: 1 });
    await expectApiError(visitor().call(sitePageEndpoints.publishedPage, { params: { slug: 'spring-preview' } }), 'notFound');
  });

  it('card candidates search the catalogue by title or initial consonants; a hidden item leaves the learner’s cards and its public page', async () => {
    const client = await operator();
    const all = await client.call(adminPageEndpoints.pageItems, { query: { type: 'KLASS' } });
    expect(all.items).toHaveLength(20);
    expect(all.totalCount).toBeGreaterThan(20);
    const byTitle = await client.call(adminPageEndpoints.pageItems, { query: { type: 'KLASS', q: '실전 데이터' } });
    expect(byTitle.items.map((item) => item.itemKey)).toContain('klass-001');
    const initials = getChoseong('실전 데이터 분석').replace(/\s/g, '');
    const byInitials = await client.call(adminPageEndpoints.pageItems, { query: { type: 'KLASS', q: initials } });
    expect(byInitials.items.map((item) => item.itemKey)).toContain('klass-001');
    const books = await client.call(adminPageEndpoints.pageItems, { query: { type: 'BOOK' } });
    expect(books.items.every((item) => item.type === 'BOOK')).toBe(true);

    const item = await visitor().call(sitePageEndpoints.publicItem, { params: { type: 'KLASS', itemKey: 'klass-001' } });
    expect(item.chapters.length).toBeGreaterThan(0);
    const learner = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called);
    expect((await learner.call(sitePageEndpoints.publicItem, { params: { type: 'KLASS', itemKey: 'klass-001' } })).ownedTicketKey).not.toBeNull();

    await client.call(adminCatalogueEndpoints.changeDisplayState, {
      params: { type: 'klasses' },
      body: { selection: { kind: 'keys', keys: ['klass-002'] }, displayState: 'HIDE' },
    });
    const home = await visitor().call(sitePageEndpoints.publishedHome, {});
    const keys = home.page?.modules.flatMap((module) => ('items' in module ? module.items.map((card) => card.itemKey) : [])) ?? [];
    expect(keys).not.toContain('klass-002');
    await expectApiError(visitor().call(sitePageEndpoints.publicItem, { params: { type: 'KLASS', itemKey: 'klass-002' } }), 'notFound');

    const boards = await client.call(adminPageEndpoints.pageBoards, {});
    expect(boards.items.find((board) => board.boardKey === pageFixtures.noticeBoard)?.postCount).toBeGreaterThan(0);
  });

  it('“images through the upload kit”: an uploaded image is published at a public address read without a token; a file that is no image is refused', async () => {
    const client = await operator();
    const owner = { accountKey: 'acc-operator', displayName: '운영자' };
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const unpublished = await storeFile({ fileName: '안 쓰는 배너.png', contentType: 'image/png', bytes: png, owner });
    const image = await storeFile({ fileName: '겨울 배너.png', contentType: 'image/png', bytes: png, owner });
    const { imageUrl } = await client.call(adminPageEndpoints.publishImage, { body: { fileId: image.fileId } });
    expect(imageUrl).toBe(`${server.baseUrl}/storage/public/pages/${image.fileId}`);
    const bytes = await fetch(imageUrl);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(png);
    expect((await fetch(`${server.baseUrl}/storage/public/pages/${unpublished.fileId}`)).status).toBe(404);

    const sheet = await storeFile({ fileName: '명단.csv', contentType: 'text/csv', bytes: new Uint8Array([65]), owner });
    const refused = await expectPageError(client.call(adminPageEndpoints.publishImage, { body: { fileId: sheet.fileId } }), 'pageImageNotImage');
    expect(refused).toMatchObject({ contentType: 'text/csv' });
    await expectApiError(client.call(adminPageEndpoints.publishImage, { body: { fileId: 'file-none' } }), 'notFound');
  });

  it('a limited operator (no PAGE permission) is refused', async () => {
    const limited = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.limited), new Set());
    await expectApiError(limited.call(adminPageEndpoints.pages, { query: {} }), 'permissionDenied');
  });

  it('walked every page endpoint', () => {
    const ids = [...Object.values(adminPageEndpoints), ...Object.values(sitePageEndpoints)].map((endpoint) => endpoint.id).sort();
    expect([...called].filter((id) => id.startsWith('adminPage.') || id.startsWith('sitePage.')).sort()).toEqual(ids);
  });
});
