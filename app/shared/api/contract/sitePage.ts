/**
 * The learner site's published pages (learner.md §1 "visitors can browse", §2 `/` Home; issue 41):
 * the home page and the additional pages as the operator last published them, the header menu
 * drawn from the home page's menu, and the plain public page of one catalogue item a card opens.
 * Public (a visitor reads them; a signed-in learner's token is sent to say what they own); paths
 * chosen in the style of the spec's public calls, apart from the back-office contract so a learner
 * page downloads no `admin*` module. The module shapes are also what the page editor saves
 * (adminPage.ts reads them from here), so what is placed is what is drawn.
 *
 * What the server promises:
 * - only what was published: a manuscript still being edited never reaches a learner;
 * - a card list's cards are read from the catalogue as it is now (title, cover, price), and an item
 *   hidden or stopped there is left out; a board's latest posts come with the page (`boards`);
 * - the menu leaves out the entries marked hidden (a hidden entry hides its children too).
 */
import { z } from 'zod/mini';
import { catalogueTypes } from './adminCatalogueTypes';
import { isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { moduleKinds, pageTypes, sectionLayouts, cardListKinds, type MenuItem, type PageModule } from './pageModules';

const cardItemSchema = z.object({
  type: z.enum(catalogueTypes),
  itemKey: z.string().check(z.minLength(1)),
  title: z.string(),
  coverImageUrl: z.nullable(z.string()),
  price: z.number().check(z.int(), z.gte(0)),
  priceDisplayMode: z.enum(['ZERO', 'FREE', 'HIDE']),
});

const slideSchema = z.object({
  imageUrl: z.string(),
  mobileImageUrl: z.nullable(z.string()),
  alt: z.string(),
  linkUrl: z.nullable(z.string()),
});

const whole = z.number().check(z.int());

const slotSchema = z.discriminatedUnion('slot', [
  z.object({ slot: z.literal('image'), imageUrl: z.string(), alt: z.string(), linkUrl: z.nullable(z.string()) }),
  z.object({ slot: z.literal('video'), videoUrl: z.string(), title: z.string() }),
  z.object({ slot: z.literal('board'), boardKey: z.string(), count: whole }),
]);

const id = z.string().check(z.minLength(1), z.maxLength(64));

/** One module as the editor saves it and the learner site draws it (structure only; the rules are adminPageRules.ts). */
export const pageModuleSchema: z.ZodMiniType<PageModule, PageModule> = z.union([
  z.object({ id, kind: z.literal('SingleBanner'), slide: slideSchema, height: whole }),
  z.object({ id, kind: z.literal('MultiBanner'), slides: z.array(slideSchema), pcMaxHeight: whole, mobileMaxHeight: whole, transitionSpeed: whole }),
  z.object({ id, kind: z.enum(cardListKinds), title: z.string(), items: z.array(cardItemSchema) }),
  z.object({ id, kind: z.literal('BoardList'), title: z.string(), boardKey: z.string(), count: whole }),
  z.object({ id, kind: z.literal('VideoCard'), title: z.string(), videoUrl: z.string(), description: z.string() }),
  z.object({ id, kind: z.literal('PageSection'), title: z.string(), layout: z.enum(sectionLayouts), slots: z.array(slotSchema) }),
  z.object({ id, kind: z.literal('RecentInventory'), title: z.string() }),
]);

const menuLeafShape = {
  uuid: id,
  label: z.string(),
  link: z.string(),
  isHide: z.boolean(),
};
export const menuItemSchema: z.ZodMiniType<MenuItem, MenuItem> = z.object({
  ...menuLeafShape,
  // An entry's sub-entries are entries again (§3 Menu item's children), read lazily.
  get children() {
    return z.array(menuItemSchema);
  },
});

/** Kept for the contract test's sake: every kind the union draws. */
export const pageModuleKindSchema = z.enum(moduleKinds);

export const boardPostSchema = z.object({ postKey: z.string(), title: z.string(), postedAt: isoDateTime });
export type BoardPost = z.infer<typeof boardPostSchema>;

/** The latest posts of a board a module shows, newest first. */
export const pageBoardSchema = z.object({ boardKey: z.string(), title: z.string(), posts: z.array(boardPostSchema) });
export type PageBoard = z.infer<typeof pageBoardSchema>;

export const publishedPageSchema = z.object({
  pageKey: z.string(),
  type: z.enum(pageTypes),
  title: z.string(),
  /** An additional page's address (`/pages/{slug}`); null for the home. */
  slug: z.nullable(z.string()),
  publicationVersion: z.number().check(z.int(), z.gte(1)),
  publishedAt: isoDateTime,
  modules: z.array(pageModuleSchema),
  boards: z.array(pageBoardSchema),
});
export type PublishedPage = z.infer<typeof publishedPageSchema>;

/**
 * A book's or goods item's stock as a buyer reads it (issue 40 "the learner's product page says 품절
 * when it is 0"): sold out when no option on sale has a unit in any warehouse, and each option on
 * sale of goods with options, sold out or not (none for an item sold without options). Counts are
 * the back-office's, not the buyer's.
 */
export const publicItemStockSchema = z.object({
  soldOut: z.boolean(),
  options: z.array(z.object({ name: z.string(), soldOut: z.boolean() })),
});
export type PublicItemStock = z.infer<typeof publicItemStockSchema>;

/** One catalogue item as a visitor reads it (a card opens it). */
export const publicItemSchema = z.object({
  type: z.enum(catalogueTypes),
  itemKey: z.string(),
  title: z.string(),
  coverImageUrl: z.nullable(z.string()),
  description: z.string(),
  price: z.number().check(z.int(), z.gte(0)),
  priceDisplayMode: z.enum(['ZERO', 'FREE', 'HIDE']),
  /** A class's chapters as an outline (empty for the other types). */
  chapters: z.array(z.object({ title: z.string(), lessonCount: z.number().check(z.int(), z.gte(0)) })),
  /** A signed-in learner's way into what they own: the class room of their ticket; null otherwise. */
  ownedTicketKey: z.nullable(z.string()),
  /** A book's or goods item's stock; null for the types that keep none. */
  stock: z.nullable(publicItemStockSchema),
});
export type PublicItem = z.infer<typeof publicItemSchema>;

const base = '/rest/setting/v2/public';

export const publishedHome = defineEndpoint({
  id: 'sitePage.publishedHome',
  method: 'GET',
  path: `${base}/pages/home`,
  auth: 'optional',
  response: z.object({ page: z.nullable(publishedPageSchema) }),
  summary: 'The home page as last published (null when it never was), its cards read from the catalogue now.',
});

export const publishedPage = defineEndpoint({
  id: 'sitePage.publishedPage',
  method: 'GET',
  path: `${base}/pages/by-slug/{slug}`,
  auth: 'optional',
  params: z.object({ slug: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: publishedPageSchema,
  summary: 'An additional page as last published; 404 request.not_found when there is none at that address or it was never published.',
});

export const siteMenu = defineEndpoint({
  id: 'sitePage.siteMenu',
  method: 'GET',
  path: `${base}/menu`,
  auth: 'optional',
  response: z.object({ items: z.array(menuItemSchema) }),
  summary: 'The header menu of the published home page, hidden entries left out.',
});

export const publicItem = defineEndpoint({
  id: 'sitePage.publicItem',
  method: 'GET',
  path: `${base}/items/{type}/{itemKey}`,
  auth: 'optional',
  params: z.object({ type: z.enum(catalogueTypes), itemKey: z.string().check(z.minLength(1)) }),
  response: publicItemSchema,
  summary: 'One catalogue item as a visitor reads it; 404 request.not_found when there is none or it is hidden or stopped.',
});

export const sitePageEndpoints = { publishedHome, publishedPage, siteMenu, publicItem };
