/**
 * What a page is made of (backoffice.md §3 Page, Menu item, Page modules, PageSection layouts;
 * issue 41), without zod: the module kinds, the PageSection layouts and the slots each layout has,
 * the §9 banner defaults, and the document the page editor edits and the learner site draws. Both
 * sides read it (the editor, its preview and the learner home draw the same modules), so it carries
 * no `admin` name and no copy: a learner page may download it.
 */
import type { CatalogueType } from './adminCatalogueTypes';
import type { PriceDisplayMode } from '@app/shared/lib/format/price';

export const moduleKinds = [
  'SingleBanner',
  'MultiBanner',
  'KlassList',
  'TitleCardList',
  'PosterCardList',
  'BasicCardList',
  'BookCardList',
  'GoodsCardList',
  'BoardList',
  'VideoCard',
  'PageSection',
  'RecentInventory',
] as const;
export type ModuleKind = (typeof moduleKinds)[number];

export const cardListKinds = ['KlassList', 'TitleCardList', 'PosterCardList', 'BasicCardList', 'BookCardList', 'GoodsCardList'] as const;
export type CardListKind = (typeof cardListKinds)[number];
export const isCardListKind = (kind: ModuleKind): kind is CardListKind => (cardListKinds as readonly string[]).includes(kind);

/** Which catalogue types a card list may hold: a class list holds classes, a book list books. */
export const cardTypesOf: Record<CardListKind, readonly CatalogueType[]> = {
  KlassList: ['KLASS'],
  TitleCardList: ['KLASS', 'COURSE', 'PACKAGE', 'PASS'],
  PosterCardList: ['KLASS', 'COURSE', 'PACKAGE'],
  BasicCardList: ['KLASS', 'COURSE', 'PACKAGE', 'BOOK', 'GOODS', 'PASS'],
  BookCardList: ['BOOK'],
  GoodsCardList: ['GOODS'],
};

export const sectionLayouts = [
  'SingleImage',
  'DoubleImage',
  'TripleImage',
  'QuadrupleImage',
  'SingleVideo',
  'DoubleVideo',
  'SingleBoard',
  'DoubleBoard',
  'ImageLBoard',
  'ImageRBoard',
] as const;
export type SectionLayout = (typeof sectionLayouts)[number];

export type SlotKind = 'image' | 'video' | 'board';

/** The slots of each layout, left to right (a board beside an image: ImageL puts the image left). */
export const slotsOf: Record<SectionLayout, readonly SlotKind[]> = {
  SingleImage: ['image'],
  DoubleImage: ['image', 'image'],
  TripleImage: ['image', 'image', 'image'],
  QuadrupleImage: ['image', 'image', 'image', 'image'],
  SingleVideo: ['video'],
  DoubleVideo: ['video', 'video'],
  SingleBoard: ['board'],
  DoubleBoard: ['board', 'board'],
  ImageLBoard: ['image', 'board'],
  ImageRBoard: ['board', 'image'],
};

/** §9 banner defaults: a multi banner's heights and its seconds per slide, a single banner's height. */
export const bannerDefaults = {
  pcMaxHeight: 400,
  mobileMaxHeight: 600,
  transitionSpeed: 4,
  singleBannerHeight: 640,
} as const;

/** §9 page container width: a banner's image is drawn at most this wide, its height scaled with it. */
export const PAGE_CONTAINER_WIDTH = 1196;

/** An item of a card list: what the editor picked, with its title and cover as the catalogue had them. */
export interface CardItem {
  type: CatalogueType;
  itemKey: string;
  title: string;
  coverImageUrl: string | null;
  price: number;
  priceDisplayMode: PriceDisplayMode;
}

export interface BannerSlide {
  imageUrl: string;
  /** The phone's image; null draws the PC one. */
  mobileImageUrl: string | null;
  alt: string;
  linkUrl: string | null;
}

export type SectionSlot =
  | { slot: 'image'; imageUrl: string; alt: string; linkUrl: string | null }
  | { slot: 'video'; videoUrl: string; title: string }
  | { slot: 'board'; boardKey: string; count: number };

interface ModuleBase {
  /** Stable per module: focus, undo and the learner's keys follow it across moves. */
  id: string;
}

export type PageModule = ModuleBase &
  (
    | { kind: 'SingleBanner'; slide: BannerSlide; height: number }
    | { kind: 'MultiBanner'; slides: BannerSlide[]; pcMaxHeight: number; mobileMaxHeight: number; transitionSpeed: number }
    | { kind: CardListKind; title: string; items: CardItem[] }
    | { kind: 'BoardList'; title: string; boardKey: string; count: number }
    | { kind: 'VideoCard'; title: string; videoUrl: string; description: string }
    | { kind: 'PageSection'; title: string; layout: SectionLayout; slots: SectionSlot[] }
    | { kind: 'RecentInventory'; title: string }
  );

export type ModuleOf<K extends ModuleKind> = Extract<PageModule, { kind: K }>;

/** A header menu entry's own fields (§3 Menu item: link, uuid, isHide), without its sub-entries. */
export interface MenuLeaf {
  uuid: string;
  label: string;
  link: string;
  isHide: boolean;
}

/** An entry with its sub-entries (§3 Menu item's children), each an entry again (MENU_DEPTH_MAX levels in all). */
export interface MenuItem extends MenuLeaf {
  children: MenuItem[];
}

/** What a manuscript and a publication hold: the modules top to bottom and the header menu. */
export interface PageContents {
  modules: PageModule[];
  menu: MenuItem[];
}

export const pageTypes = ['HOME', 'ADDITIONAL'] as const;
export type PageType = (typeof pageTypes)[number];

/** Where an additional page lives on the learner site: `/pages/{slug}`. */
export const pagePathOf = (slug: string): string => `/pages/${encodeURIComponent(slug)}`;

/** Where a card opens the item's public page on the learner site: `/items/KLASS/klass-001`. */
export const itemPathOf = (type: CatalogueType, itemKey: string): string => `/items/${type}/${encodeURIComponent(itemKey)}`;
