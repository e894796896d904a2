/**
 * Page editor handlers (`/rest/setting/admin/tenant/pages…`, adminPage.ts) and the learner site's
 * reads of what was published (`/rest/setting/v2/public/…`, sitePage.ts), in one file because they
 * share the records: what the operator publishes is what the learner's home answers. A save,
 * publish or restore names the manuscript version it was based on and a stale one is refused with
 * `page.manuscript.conflict`; a publish is refused with every rule a module breaks at its field.
 * Create, rename, delete, publish and restore are in the change history (record type PAGE).
 *
 * An image a banner or section uses is a file of the kit's storage (mocks/backoffice/files),
 * published by `publishImage` at a public address of this area's own (`publicImage`): its bytes
 * to anyone, without a token, as a CDN would serve them — the kit's own links expire in a minute.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { adminPageEndpoints, type PageDetail, type PageSummary, type PublicationSummary } from '@app/shared/api/contract/adminPage';
import { catalogueTypes, type CatalogueType } from '@app/shared/api/contract/adminCatalogueTypes';
import { BOARD_COUNT_MAX, contentsProblems, PAGE_ITEM_SEARCH_SIZE, pageErrorCodes, pageRuleMessages, type PageErrorName } from '@app/shared/api/contract/adminPageRules';
import { isCardListKind, type MenuItem, type PageContents } from '@app/shared/api/contract/pageModules';
import { sitePageEndpoints, type PageBoard, type PublishedPage } from '@app/shared/api/contract/sitePage';
import { isPlacementImageType } from '@app/shared/api/contract/adminMarketingRules';
import type { AccessClaims } from '@mocks/auth/tokens';
import { findCatalogueItem, itemsOf } from '@mocks/backoffice/catalogue/items';
import { publicStockOf } from '@mocks/backoffice/catalogue/stock';
import { fileContents } from '@mocks/backoffice/files/contents';
import { recordChange } from '@mocks/backoffice/history/record';
import { initialsMatch } from '@mocks/backoffice/members/nameChoseong';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, by, oneOf, orderBy, pageOf, select } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { PagePublicationRecord, PageRecord } from './collections';

function pageError(name: PageErrorName, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(pageErrorCodes[name], message, data);
}

const now = () => new Date(settings.now()).toISOString();

const PUBLIC_IMAGE_PATH = '/storage/public/pages/';

function requirePage(pageKey: string): PageRecord {
  const record = db.pages.findFirst((q) => q.where({ pageKey }));
  if (!record) throw new MockError('notFound', '페이지를 찾을 수 없어요.', { pageKey });
  return record;
}

function publicationsOf(pageKey: string): PagePublicationRecord[] {
  return db.pagePublications.findMany((q) => q.where({ pageKey })).sort((a, b) => b.publicationVersion - a.publicationVersion);
}

const latestPublication = (pageKey: string): PagePublicationRecord | undefined => publicationsOf(pageKey)[0];

function toSummary(record: PageRecord): PageSummary {
  const latest = latestPublication(record.pageKey);
  return {
    pageKey: record.pageKey,
    type: record.type,
    title: record.title,
    slug: record.slug,
    moduleCount: record.manuscript.modules.length,
    manuscriptVersion: record.manuscriptVersion,
    publicationVersion: latest?.publicationVersion ?? null,
    publishedAt: latest?.publishedAt ?? null,
    unpublishedChanges: latest?.manuscriptVersion !== record.manuscriptVersion,
    updatedAt: record.updatedAt,
    updatedBy: record.updatedBy,
  };
}

const toDetail = (record: PageRecord): PageDetail => ({ ...toSummary(record), manuscript: record.manuscript, restoredFrom: record.restoredFrom });

function toPublicationSummary(record: PagePublicationRecord): PublicationSummary {
  return {
    publicationVersion: record.publicationVersion,
    manuscriptVersion: record.manuscriptVersion,
    moduleCount: record.contents.modules.length,
    publishedAt: record.publishedAt,
    publishedBy: record.publishedBy,
    restoredFrom: record.restoredFrom,
  };
}

function requireCurrent(record: PageRecord, manuscriptVersion: number) {
  if (manuscriptVersion !== record.manuscriptVersion) {
    throw pageError('pageManuscriptConflict', '다른 곳에서 이 페이지를 먼저 저장했어요.', { manuscriptVersion: record.manuscriptVersion });
  }
}

function requireFreeSlug(slug: string, pageKey: string | null) {
  const holder = db.pages.findFirst((q) => q.where({ slug }));
  if (holder && holder.pageKey !== pageKey) throw pageError('pageSlugTaken', '다른 페이지가 이미 쓰는 주소예요.', { slug });
}

async function updatePage(pageKey: string, auth: AccessClaims | null, change: (draft: PageRecord) => void): Promise<PageRecord> {
  const updated = await db.pages.update((q) => q.where({ pageKey }), {
    data(draft) {
      change(draft);
      draft.updatedAt = now();
      draft.updatedBy = actorOf(auth);
    },
  });
  return updated ?? requirePage(pageKey);
}

/** What a page's history records: its name, address, and the publication live. */
const historyState = (record: PageRecord, publicationVersion: number | null, restoredFrom: number | null = null) => ({
  title: record.title,
  slug: record.slug,
  publicationVersion,
  restoredFrom,
});

// ---- what the learner reads -------------------------------------------------------------------

/** A card list's cards as the catalogue holds them now: hidden or stopped items left out. */
function liveContents(contents: PageContents): PageContents {
  return {
    menu: contents.menu,
    modules: contents.modules.map((module) => {
      if (!isCardListKind(module.kind) || !('items' in module)) return module;
      const items = module.items.flatMap((card) => {
        const item = findCatalogueItem(card.type, card.itemKey);
        if (!item || item.displayState !== 'SHOW' || item.saleStatus !== 'ON_SALE') return [];
        return [{ ...card, title: item.title, coverImageUrl: item.coverImageUrl, price: item.price, priceDisplayMode: item.priceDisplayMode }];
      });
      return { ...module, items };
    }),
  };
}

/** A board's latest `count` notices, pinned first. */
function boardOf(boardKey: string, count: number): PageBoard {
  return {
    boardKey,
    title: boardTitle(boardKey),
    posts: select(db.notices.findMany((q) => q.where({ klassId: boardKey })), {
      orderBy: orderBy(by((notice) => notice.pinned, 'desc'), by((notice) => notice.created, 'desc')),
    })
      .slice(0, count)
      .map((notice) => ({ postKey: notice.noticeId, title: notice.title, postedAt: notice.created })),
  };
}

/** Each board the modules name, with as many of its latest notices as the most any module shows. */
function boardsOf(contents: PageContents): PageBoard[] {
  const wanted = new Map<string, number>();
  const want = (boardKey: string, count: number) => wanted.set(boardKey, Math.max(wanted.get(boardKey) ?? 0, count));
  for (const module of contents.modules) {
    if (module.kind === 'BoardList') want(module.boardKey, module.count);
    if (module.kind === 'PageSection') for (const slot of module.slots) if (slot.slot === 'board') want(slot.boardKey, slot.count);
  }
  return [...wanted].map(([boardKey, count]) => boardOf(boardKey, count));
}

function boardTitle(boardKey: string): string {
  const klass = db.klasses.findFirst((q) => q.where({ klassId: boardKey }));
  return klass ? `${klass.title} 공지사항` : '공지사항';
}

function toPublished(record: PageRecord, publication: PagePublicationRecord): PublishedPage {
  const contents = liveContents(publication.contents);
  return {
    pageKey: record.pageKey,
    type: record.type,
    title: record.title,
    slug: record.slug,
    publicationVersion: publication.publicationVersion,
    publishedAt: publication.publishedAt,
    modules: contents.modules,
    boards: boardsOf(contents),
  };
}

/** The menu a learner sees: hidden entries (with their children) left out. */
function visibleMenu(menu: readonly MenuItem[]): MenuItem[] {
  return menu.filter((item) => !item.isHide).map((item) => ({ ...item, children: visibleMenu(item.children) }));
}

const homeRecord = () => db.pages.findFirst((q) => q.where({ type: 'HOME' }));

/** Whether an item is one a visitor may read: shown and on sale. */
function readableItem(type: CatalogueType, itemKey: string) {
  const item = findCatalogueItem(type, itemKey);
  if (!item || item.displayState !== 'SHOW' || item.saleStatus !== 'ON_SALE') throw new MockError('notFound', '상품을 찾을 수 없어요.', { type, itemKey });
  return item;
}

export const pageHandlers = {
  pages: handle(adminPageEndpoints.pages, ({ query }) => {
    const wanted = query.q?.trim().toLowerCase();
    const types = query.type === undefined ? undefined : [query.type].flat();
    const [field, direction] = (query.sort ?? 'updatedAt,desc').split(',') as ['updatedAt' | 'title', 'asc' | 'desc'];
    const rows = select(db.pages.all(), {
      where: allOf<PageRecord>(
        wanted ? (row) => row.title.toLowerCase().includes(wanted) || (row.slug ?? '').includes(wanted) : undefined,
        oneOf((row) => row.type, types),
      ),
      // The home first, whatever the sort: it is the page an operator opens most.
      orderBy: orderBy(by((row) => row.type === 'HOME', 'desc'), by((row) => row[field], direction), by((row) => row.pageKey)),
    });
    return pageOf(rows, query, toSummary);
  }),

  page: handle(adminPageEndpoints.page, ({ params }) => toDetail(requirePage(params.pageKey))),

  createPage: handle(adminPageEndpoints.createPage, async ({ body, auth }) => {
    requireFreeSlug(body.slug, null);
    const at = now();
    const count = db.pages.count();
    let number = count + 1;
    while (db.pages.findFirst((q) => q.where({ pageKey: `page-${String(number).padStart(3, '0')}` }))) number += 1;
    const record = await db.pages.create({
      pageKey: `page-${String(number).padStart(3, '0')}`,
      type: 'ADDITIONAL',
      title: body.title,
      slug: body.slug,
      manuscript: { modules: [], menu: [] },
      manuscriptVersion: 1,
      restoredFrom: null,
      createdAt: at,
      updatedAt: at,
      updatedBy: actorOf(auth),
    });
    await recordChange({ actor: auth, recordType: 'PAGE', recordKey: record.pageKey, recordLabel: record.title, action: 'CREATE', before: null, after: historyState(record, null) });
    return toDetail(record);
  }),

  renamePage: handle(adminPageEndpoints.renamePage, async ({ params, body, auth }) => {
    const record = requirePage(params.pageKey);
    const slug = record.type === 'HOME' ? null : (body.slug ?? record.slug);
    if (slug !== null) requireFreeSlug(slug, record.pageKey);
    const updated = await updatePage(record.pageKey, auth, (draft) => {
      draft.title = body.title;
      draft.slug = slug;
    });
    const live = latestPublication(record.pageKey)?.publicationVersion ?? null;
    await recordChange({ actor: auth, recordType: 'PAGE', recordKey: record.pageKey, recordLabel: updated.title, action: 'UPDATE', before: historyState(record, live), after: historyState(updated, live) });
    return toDetail(updated);
  }),

  deletePage: handle(adminPageEndpoints.deletePage, async ({ params, auth }) => {
    const record = requirePage(params.pageKey);
    if (record.type === 'HOME') throw pageError('pageHomeUndeletable', '홈 페이지는 지울 수 없어요.', { pageKey: record.pageKey });
    const live = latestPublication(record.pageKey)?.publicationVersion ?? null;
    db.pagePublications.deleteMany((q) => q.where({ pageKey: record.pageKey }));
    db.pages.delete((q) => q.where({ pageKey: record.pageKey }));
    await recordChange({ actor: auth, recordType: 'PAGE', recordKey: record.pageKey, recordLabel: record.title, action: 'DELETE', before: historyState(record, live), after: null });
    return null;
  }),

  saveManuscript: handle(adminPageEndpoints.saveManuscript, async ({ params, body, auth }) => {
    const record = requirePage(params.pageKey);
    requireCurrent(record, body.manuscriptVersion);
    const updated = await updatePage(record.pageKey, auth, (draft) => {
      draft.manuscript = { modules: body.modules, menu: body.menu };
      draft.manuscriptVersion = record.manuscriptVersion + 1;
      // Changed since a restore: no longer that publication's copy.
      draft.restoredFrom = null;
    });
    return toDetail(updated);
  }),

  publishPage: handle(adminPageEndpoints.publishPage, async ({ params, body, auth }) => {
    const record = requirePage(params.pageKey);
    requireCurrent(record, body.manuscriptVersion);
    const problems = contentsProblems(record.manuscript);
    if (Object.keys(problems).length > 0) {
      throw pageError('pageManuscriptInvalid', '고칠 곳이 있어서 게시하지 못했어요.', {
        issues: Object.entries(problems).map(([path, message]) => ({ path, message })),
      });
    }
    const previous = latestPublication(record.pageKey);
    const publication = await db.pagePublications.create({
      pageKey: record.pageKey,
      publicationVersion: (previous?.publicationVersion ?? 0) + 1,
      manuscriptVersion: record.manuscriptVersion,
      contents: record.manuscript,
      publishedAt: now(),
      publishedBy: actorOf(auth),
      // Published from a restored manuscript: the restore's source is said once more here.
      restoredFrom: record.restoredFrom,
    });
    await recordChange({
      actor: auth,
      recordType: 'PAGE',
      recordKey: record.pageKey,
      recordLabel: record.title,
      action: 'UPDATE',
      before: historyState(record, previous?.publicationVersion ?? null),
      after: historyState(record, publication.publicationVersion, publication.restoredFrom),
    });
    return { page: toSummary(record), publication: toPublicationSummary(publication) };
  }),

  publications: handle(adminPageEndpoints.publications, ({ params }) => ({
    items: publicationsOf(requirePage(params.pageKey).pageKey).map(toPublicationSummary),
  })),

  publication: handle(adminPageEndpoints.publication, ({ params }) => {
    const found = publicationsOf(requirePage(params.pageKey).pageKey).find((each) => each.publicationVersion === params.publicationVersion);
    if (!found) throw new MockError('notFound', '게시 기록을 찾을 수 없어요.', { publicationVersion: params.publicationVersion });
    return { ...toPublicationSummary(found), contents: found.contents };
  }),

  restorePublication: handle(adminPageEndpoints.restorePublication, async ({ params, body, auth }) => {
    const record = requirePage(params.pageKey);
    const found = publicationsOf(record.pageKey).find((each) => each.publicationVersion === params.publicationVersion);
    if (!found) throw new MockError('notFound', '게시 기록을 찾을 수 없어요.', { publicationVersion: params.publicationVersion });
    requireCurrent(record, body.manuscriptVersion);
    const updated = await updatePage(record.pageKey, auth, (draft) => {
      draft.manuscript = found.contents;
      draft.manuscriptVersion = record.manuscriptVersion + 1;
      draft.restoredFrom = found.publicationVersion;
    });
    const live = latestPublication(record.pageKey)?.publicationVersion ?? null;
    await recordChange({
      actor: auth,
      recordType: 'PAGE',
      recordKey: record.pageKey,
      recordLabel: record.title,
      action: 'UPDATE',
      before: historyState(record, live),
      after: historyState(updated, live, found.publicationVersion),
    });
    return toDetail(updated);
  }),

  pageItems: handle(adminPageEndpoints.pageItems, ({ query }) => {
    const types = [query.type].flat().filter((type): type is CatalogueType => (catalogueTypes as readonly string[]).includes(type));
    const wanted = query.q?.trim() ?? '';
    const initials = initialsMatch(wanted);
    const lower = wanted.toLowerCase();
    const rows = types
      .flatMap((type) => itemsOf(type))
      .filter((item) => item.displayState === 'SHOW' && item.saleStatus === 'ON_SALE')
      .filter((item) =>
        wanted === '' ? true : initials ? initials({ displayName: item.title }) : item.title.toLowerCase().includes(lower) || item.itemKey.toLowerCase().includes(lower),
      )
      .sort((a, b) => a.title.localeCompare(b.title, 'ko') || a.itemKey.localeCompare(b.itemKey));
    return {
      totalCount: rows.length,
      items: rows.slice(0, PAGE_ITEM_SEARCH_SIZE).map((item) => ({
        type: item.type,
        itemKey: item.itemKey,
        title: item.title,
        coverImageUrl: item.coverImageUrl,
        price: item.price,
        priceDisplayMode: item.priceDisplayMode,
      })),
    };
  }),

  pageBoards: handle(adminPageEndpoints.pageBoards, () => {
    const counts = new Map<string, number>();
    for (const notice of db.notices.all()) counts.set(notice.klassId, (counts.get(notice.klassId) ?? 0) + 1);
    return {
      items: [...counts]
        .map(([boardKey, postCount]) => ({ ...boardOf(boardKey, BOARD_COUNT_MAX), postCount }))
        .sort((a, b) => a.boardKey.localeCompare(b.boardKey)),
    };
  }),

  publishImage: handle(adminPageEndpoints.publishImage, async ({ body, auth, request }) => {
    const file = db.storedFiles.findFirst((q) => q.where({ fileId: body.fileId }));
    if (!file) throw new MockError('notFound', '올린 파일을 찾을 수 없어요. 다시 올려 주세요.', { fileId: body.fileId });
    if (!isPlacementImageType(file.contentType)) throw pageError('pageImageNotImage', pageRuleMessages.imageNotImage, { contentType: file.contentType });
    if (!db.pageImages.findFirst((q) => q.where({ fileId: file.fileId }))) {
      await db.pageImages.create({ fileId: file.fileId, publishedAt: now(), publishedBy: actorOf(auth) });
    }
    // Absolute to the origin that answered, as the seeded media are (an app on another origin loads it).
    return { imageUrl: `${new URL(request.url).origin}${PUBLIC_IMAGE_PATH}${encodeURIComponent(file.fileId)}` };
  }),

  publishedHome: handle(sitePageEndpoints.publishedHome, () => {
    const home = homeRecord();
    const latest = home && latestPublication(home.pageKey);
    return { page: home && latest ? toPublished(home, latest) : null };
  }),

  publishedPage: handle(sitePageEndpoints.publishedPage, ({ params }) => {
    const record = db.pages.findFirst((q) => q.where({ slug: params.slug }));
    const latest = record && latestPublication(record.pageKey);
    if (!record || !latest) throw new MockError('notFound', '페이지를 찾을 수 없어요.', { slug: params.slug });
    return toPublished(record, latest);
  }),

  siteMenu: handle(sitePageEndpoints.siteMenu, () => {
    const home = homeRecord();
    const latest = home && latestPublication(home.pageKey);
    return { items: latest ? visibleMenu(latest.contents.menu) : [] };
  }),

  publicItem: handle(sitePageEndpoints.publicItem, ({ params, auth }) => {
    const item = readableItem(params.type, params.itemKey);
    const klass = params.type === 'KLASS' ? db.klasses.findFirst((q) => q.where({ klassId: params.itemKey })) : undefined;
    const ticket = klass && auth ? db.klassTickets.findFirst((q) => q.where({ klassId: klass.klassId, accountKey: auth.sub })) : undefined;
    return {
      type: item.type,
      itemKey: item.itemKey,
      title: item.title,
      coverImageUrl: item.coverImageUrl,
      description: item.description,
      price: item.price,
      priceDisplayMode: item.priceDisplayMode,
      chapters: klass?.chapters.map((chapter) => ({ title: chapter.title, lessonCount: chapter.lessonKeys.length })) ?? [],
      ownedTicketKey: ticket?.klassTicketKey ?? null,
      stock: publicStockOf(item.itemKey),
    };
  }),
} satisfies Record<keyof typeof adminPageEndpoints | keyof typeof sitePageEndpoints, HttpHandler>;

/** Raw storage, not a contract endpoint (as the kit's own storage URLs are). */
export const pageImageHandlers = {
  /** A published page image at its public address: no token, cached long (a file id never changes its bytes). */
  publicImage: http.get(`*${PUBLIC_IMAGE_PATH}:fileId`, async ({ params }) => {
    const fileId = String(params.fileId);
    const published = db.pageImages.findFirst((q) => q.where({ fileId }));
    const file = published && db.storedFiles.findFirst((q) => q.where({ fileId }));
    const bytes = file && (await fileContents().read(fileId));
    if (!file || !bytes) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': file.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  }),
} satisfies Record<string, HttpHandler>;
