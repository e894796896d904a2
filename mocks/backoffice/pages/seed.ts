/**
 * The seeded pages (issue 41): the home page, published three times (the third live: two banners,
 * three card lists, the notices, a PageSection and the learner's recent classes — the eight
 * modules the bench measures), with a header menu; and a site's additional pages, a few published,
 * the rest drafts, with Korean titles. Card lists name the seeded classes, books and goods and take
 * their titles and covers from the catalogue at seed time (the learner site reads them again at
 * every answer). Fixed records: the world is the same at every seed.
 */
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { CatalogueType } from '@app/shared/api/contract/adminCatalogueTypes';
import type { CardItem, MenuItem, PageContents, PageModule } from '@app/shared/api/contract/pageModules';
import { bannerDefaults } from '@app/shared/api/contract/pageModules';
import { db } from '@mocks/db/database';
import { findCatalogueItem } from '@mocks/backoffice/catalogue/items';
import type { PagePublicationRecord, PageRecord } from './collections';

/** Keys tests and stories name. */
export const pageFixtures = {
  home: 'page-home',
  /** Published once; its address is /pages/winter-special. */
  winter: 'page-002',
  /** Never published. */
  draft: 'page-004',
  /** The class whose notices the home's board list shows. */
  noticeBoard: 'klass-001',
} as const;

export const bannerImages = ['/mock-media/banners/banner-01.svg', '/mock-media/banners/banner-02.svg', '/mock-media/banners/banner-03.svg'] as const;

/** The seed's time (Asia/Seoul 2026-11-21 09:00), as the other back-office seeds. */
const SEED_AT = '2026-11-21T00:00:00.000Z';
const OPERATOR: Actor = { accountKey: 'acc-operator', displayName: '운영자' };
const MANAGER: Actor = { accountKey: 'acc-operator-2', displayName: '김하린' };

/** A picked card as the editor keeps it: the catalogue's title, cover and price then. */
export function cardOf(type: CatalogueType, itemKey: string): CardItem | null {
  const item = findCatalogueItem(type, itemKey);
  return item
    ? { type, itemKey, title: item.title, coverImageUrl: item.coverImageUrl, price: item.price, priceDisplayMode: item.priceDisplayMode }
    : null;
}

const cards = (type: CatalogueType, keys: readonly string[]) => keys.flatMap((key) => cardOf(type, key) ?? []);

function homeModules(): PageModule[] {
  return [
    {
      id: 'mod-home-banners',
      kind: 'MultiBanner',
      slides: [
        { imageUrl: bannerImages[0], mobileImageUrl: null, alt: '겨울 방학 특강, 지금 신청하면 20% 할인', linkUrl: '/pages/winter-special' },
        { imageUrl: bannerImages[1], mobileImageUrl: null, alt: '새로 열린 데이터 분석 클래스', linkUrl: '/items/KLASS/klass-003' },
      ],
      pcMaxHeight: bannerDefaults.pcMaxHeight,
      mobileMaxHeight: bannerDefaults.mobileMaxHeight,
      transitionSpeed: bannerDefaults.transitionSpeed,
    },
    { id: 'mod-home-recent', kind: 'RecentInventory', title: '이어서 학습하기' },
    { id: 'mod-home-klasses', kind: 'KlassList', title: '지금 인기 있는 클래스', items: cards('KLASS', ['klass-001', 'klass-002', 'klass-003', 'klass-004', 'klass-005']) },
    {
      id: 'mod-home-event',
      kind: 'SingleBanner',
      slide: { imageUrl: bannerImages[2], mobileImageUrl: null, alt: '친구 초대하고 쿠폰 받기', linkUrl: null },
      height: bannerDefaults.singleBannerHeight,
    },
    { id: 'mod-home-books', kind: 'BookCardList', title: '함께 읽으면 좋은 책', items: cards('BOOK', ['book-001', 'book-002', 'book-003', 'book-004', 'book-005']) },
    { id: 'mod-home-goods', kind: 'GoodsCardList', title: '수업 준비물', items: cards('GOODS', ['goods-001', 'goods-002', 'goods-003']) },
    { id: 'mod-home-notices', kind: 'BoardList', title: '공지사항', boardKey: pageFixtures.noticeBoard, count: 5 },
    {
      id: 'mod-home-section',
      kind: 'PageSection',
      title: '이번 주 추천',
      layout: 'ImageLBoard',
      slots: [
        { slot: 'image', imageUrl: bannerImages[1], alt: '이번 주 추천 클래스 모음', linkUrl: '/pages/winter-special' },
        { slot: 'board', boardKey: pageFixtures.noticeBoard, count: 3 },
      ],
    },
  ];
}

const homeMenu: MenuItem[] = [
  {
    uuid: 'menu-classes',
    label: '클래스',
    link: '/pages/winter-special',
    isHide: false,
    children: [
      { uuid: 'menu-winter', label: '겨울 특강', link: '/pages/winter-special', isHide: false, children: [] },
      { uuid: 'menu-books', label: '추천 도서', link: '/pages/books', isHide: false, children: [] },
    ],
  },
  { uuid: 'menu-new', label: '새로 열린 클래스', link: '/pages/new-klasses', isHide: false, children: [] },
  { uuid: 'menu-event', label: '이벤트', link: '/pages/events', isHide: true, children: [] },
];

/** Additional pages: a site's campaigns and collections; the first few published. */
const additional: readonly { slug: string; title: string; published: boolean }[] = [
  { slug: 'winter-special', title: '겨울 방학 특강', published: true },
  { slug: 'books', title: '추천 도서 모음', published: true },
  { slug: 'spring-preview', title: '봄 학기 미리 보기', published: false },
  { slug: 'events', title: '진행 중인 이벤트', published: false },
  { slug: 'new-klasses', title: '새로 열린 클래스', published: true },
  { slug: 'goods-shop', title: '수업 준비물 가게', published: false },
];

/** More pages of past campaigns, drafts, as a site gathers them over a few years. */
const seasons = ['봄', '여름', '가을', '겨울'] as const;
const themes = ['특강', '기획전', '할인전', '신규 클래스', '추천 모음', '이벤트'] as const;

function record(fields: Omit<PageRecord, 'createdAt' | 'updatedAt' | 'updatedBy' | 'restoredFrom'> & { updatedBy?: Actor; updatedAt?: string }): PageRecord {
  return { createdAt: SEED_AT, updatedAt: fields.updatedAt ?? SEED_AT, updatedBy: fields.updatedBy ?? OPERATOR, restoredFrom: null, ...fields };
}

function pageContents(title: string): PageContents {
  return {
    modules: [
      { id: `mod-${title}-banner`, kind: 'SingleBanner', slide: { imageUrl: bannerImages[0], mobileImageUrl: null, alt: title, linkUrl: null }, height: bannerDefaults.singleBannerHeight },
      { id: `mod-${title}-list`, kind: 'TitleCardList', title, items: cards('KLASS', ['klass-003', 'klass-004', 'klass-005', 'klass-010']) },
    ],
    menu: [],
  };
}

export async function seedPageArea(): Promise<void> {
  const modules = homeModules();
  const firstHome: PageContents = { modules: modules.slice(0, 3), menu: homeMenu.slice(0, 1) };
  const secondHome: PageContents = { modules: modules.slice(0, 5), menu: homeMenu.slice(0, 2) };
  const home: PageContents = { modules, menu: homeMenu };
  await db.pages.create(record({ pageKey: pageFixtures.home, type: 'HOME', title: '홈', slug: null, manuscript: home, manuscriptVersion: 7 }));
  const publications: PagePublicationRecord[] = [
    { pageKey: pageFixtures.home, publicationVersion: 1, manuscriptVersion: 2, contents: firstHome, publishedAt: '2026-09-01T01:00:00.000Z', publishedBy: OPERATOR, restoredFrom: null },
    { pageKey: pageFixtures.home, publicationVersion: 2, manuscriptVersion: 4, contents: secondHome, publishedAt: '2026-10-15T05:30:00.000Z', publishedBy: MANAGER, restoredFrom: null },
    { pageKey: pageFixtures.home, publicationVersion: 3, manuscriptVersion: 7, contents: home, publishedAt: SEED_AT, publishedBy: OPERATOR, restoredFrom: null },
  ];
  let number = 2;
  for (const page of additional) {
    const pageKey = `page-${String(number).padStart(3, '0')}`;
    number += 1;
    const contents = pageContents(page.title);
    await db.pages.create(record({ pageKey, type: 'ADDITIONAL', title: page.title, slug: page.slug, manuscript: contents, manuscriptVersion: 1 }));
    if (page.published) {
      publications.push({ pageKey, publicationVersion: 1, manuscriptVersion: 1, contents, publishedAt: SEED_AT, publishedBy: MANAGER, restoredFrom: null });
    }
  }
  for (let year = 2023; year <= 2026; year += 1) {
    for (const [seasonIndex, season] of seasons.entries()) {
      for (const [themeIndex, theme] of themes.entries()) {
        const pageKey = `page-${String(number).padStart(3, '0')}`;
        number += 1;
        const title = `${year} ${season} ${theme}`;
        const month = String(seasonIndex * 3 + 1).padStart(2, '0');
        await db.pages.create(
          record({
            pageKey,
            type: 'ADDITIONAL',
            title,
            slug: `${year}-${seasonIndex + 1}-${themeIndex + 1}`,
            manuscript: { modules: [], menu: [] },
            manuscriptVersion: 1,
            updatedAt: `${year}-${month}-0${themeIndex + 1}T00:00:00.000Z`,
            updatedBy: themeIndex % 2 === 0 ? OPERATOR : MANAGER,
          }),
        );
      }
    }
  }
  for (const publication of publications) await db.pagePublications.create(publication);
}
