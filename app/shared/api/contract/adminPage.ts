/**
 * Back-office page editor calls (backoffice.md §2 "Page editor: home and additional pages, drafts,
 * publish history", §3 Page, §4 "a manuscript draft is saved, then published as a versioned
 * publication", §7 Setting "pages, manuscript, publish, publications"; issue 41). Paths chosen
 * here under `/rest/setting/admin/tenant/pages`; every call needs the PAGE permission.
 *
 * What the server promises:
 * - a page (the one home, any number of additional pages at `/pages/{slug}`) has one manuscript:
 *   its modules and its header menu, saved as often as the editor likes with the
 *   `manuscriptVersion` it was based on; another version answers 409 `page.manuscript.conflict`
 *   (nothing saved, `data.manuscriptVersion` the current one). A manuscript may be incomplete
 *   (a banner without its image yet): nothing typed is refused for a rule;
 * - publishing makes the manuscript as it is (at the version named) the next numbered
 *   publication (`publicationVersion` 1, 2, …) with who and when; a module or menu entry breaking a
 *   rule refuses it with 400 `page.manuscript.invalid`, each problem at its field in `data.issues`;
 * - a publication is never changed; restoring one copies it into the manuscript as a new version
 *   (the next publish makes it live);
 * - the home page cannot be deleted (409 `page.home.undeletable`); an address is one page's
 *   (409 `page.slug.taken`);
 * - every create, rename, delete, publish and restore is in the change history (record type PAGE);
 *   the manuscript's saves are not (they are many; the publications are its history);
 * - a banner's or a section's image is uploaded through the file kit and then published at a
 *   public, long-lived address (`publishImage`), which the module keeps; a file that is not a PNG,
 *   JPEG, GIF or WEBP image is refused with 400 `page.image.not_image`, one that is not there (or
 *   not this operator's) with 404;
 * - a card list picks its items from the catalogue as it is now (`pageItems`: shown items on sale,
 *   searched by title, key or initial consonants), and a board list from the class notices
 *   (`pageBoards`).
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf, actorSchema, isoDateTime } from './adminKit';
import { catalogueTypes } from './adminCatalogueTypes';
import { BOARD_COUNT_MAX, PAGE_ITEM_SEARCH_SIZE, PAGE_TITLE_MAX, PAGE_TITLE_MIN, SLUG_PATTERN, pageRuleMessages } from './adminPageRules';
import { queryListOf } from './common';
import { defineEndpoint } from './endpoint';
import { pageTypes } from './pageModules';
import { menuItemSchema, pageBoardSchema, pageModuleSchema } from './sitePage';

const base = '/rest/setting/admin/tenant/pages';
const access = { side: 'operator', permission: 'PAGE' } as const;

const version = z.number().check(z.int(), z.gte(1));

export const pageTitleSchema = z.string().check(
  z.overwrite((value: string) => value.trim().replace(/\s+/g, ' ')),
  z.refine((value) => [...value].length >= PAGE_TITLE_MIN && [...value].length <= PAGE_TITLE_MAX, { message: pageRuleMessages.pageTitle }),
);
export const pageSlugSchema = z.string().check(z.regex(SLUG_PATTERN, { message: pageRuleMessages.slug }));

/** A page as the list shows it. */
export const pageSummarySchema = z.object({
  pageKey: z.string(),
  type: z.enum(pageTypes),
  title: z.string(),
  /** Null for the home (it is `/`). */
  slug: z.nullable(z.string()),
  moduleCount: z.number().check(z.int(), z.gte(0)),
  manuscriptVersion: version,
  /** The latest publication's number; null when never published. */
  publicationVersion: z.nullable(version),
  publishedAt: z.nullable(isoDateTime),
  /** The manuscript holds changes the latest publication does not. */
  unpublishedChanges: z.boolean(),
  updatedAt: isoDateTime,
  updatedBy: actorSchema,
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const pageContentsSchema = z.object({
  modules: z.array(pageModuleSchema),
  menu: z.array(menuItemSchema),
});

/** A page with its manuscript. */
export const pageDetailSchema = z.extend(pageSummarySchema, {
  manuscript: pageContentsSchema,
  /** The publication this manuscript was restored from, until it is changed again; null otherwise. */
  restoredFrom: z.nullable(version),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

export const publicationSummarySchema = z.object({
  publicationVersion: version,
  /** The manuscript version it was made from. */
  manuscriptVersion: version,
  moduleCount: z.number().check(z.int(), z.gte(0)),
  publishedAt: isoDateTime,
  publishedBy: actorSchema,
  /** The publication whose restore this manuscript came from; null when none. */
  restoredFrom: z.nullable(version),
});
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;

export const publicationSchema = z.extend(publicationSummarySchema, { contents: pageContentsSchema });
export type Publication = z.infer<typeof publicationSchema>;

/** A catalogue item a card list may show. */
export const pageItemCandidateSchema = z.object({
  type: z.enum(catalogueTypes),
  itemKey: z.string(),
  title: z.string(),
  coverImageUrl: z.nullable(z.string()),
  price: z.number().check(z.int(), z.gte(0)),
  priceDisplayMode: z.enum(['ZERO', 'FREE', 'HIDE']),
});
export type PageItemCandidate = z.infer<typeof pageItemCandidateSchema>;

export const pageSortFields = ['updatedAt', 'title'] as const;

const pageParams = z.object({ pageKey: z.string().check(z.minLength(1)) });
const publicationParams = z.object({ pageKey: z.string().check(z.minLength(1)), publicationVersion: z.coerce.number().check(z.int(), z.gte(1)) });

export const pages = defineEndpoint({
  id: 'adminPage.pages',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.extend(
    z.object({ q: z.optional(z.string().check(z.maxLength(100))), type: z.optional(queryListOf(z.enum(pageTypes))) }),
    adminListQuery(pageSortFields, 20),
  ),
  response: adminPageOf(pageSummarySchema),
  summary: 'The pages, the home first, then by the newest change; filtered by title or address and by type.',
});

export const page = defineEndpoint({
  id: 'adminPage.page',
  method: 'GET',
  path: `${base}/{pageKey}`,
  auth: 'required',
  access,
  params: pageParams,
  response: pageDetailSchema,
  summary: 'One page with its manuscript; 404 request.not_found.',
});

export const createPage = defineEndpoint({
  id: 'adminPage.createPage',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: z.object({ title: pageTitleSchema, slug: pageSlugSchema }),
  response: pageDetailSchema,
  summary: 'A new additional page with an empty manuscript, never published; 400 request.invalid, 409 page.slug.taken.',
});

export const renamePage = defineEndpoint({
  id: 'adminPage.renamePage',
  method: 'PUT',
  path: `${base}/{pageKey}`,
  auth: 'required',
  access,
  params: pageParams,
  body: z.object({ title: pageTitleSchema, slug: z.nullable(pageSlugSchema) }),
  response: pageDetailSchema,
  summary: 'Rename a page (and move an additional page to another address; the home keeps `/`); 409 page.slug.taken.',
});

export const deletePage = defineEndpoint({
  id: 'adminPage.deletePage',
  method: 'DELETE',
  path: `${base}/{pageKey}`,
  auth: 'required',
  access,
  params: pageParams,
  response: z.null(),
  summary: 'Delete an additional page with its publications (its address then answers 404); 409 page.home.undeletable.',
});

export const saveManuscript = defineEndpoint({
  id: 'adminPage.saveManuscript',
  method: 'PUT',
  path: `${base}/{pageKey}/manuscript`,
  auth: 'required',
  access,
  params: pageParams,
  body: z.extend(pageContentsSchema, { manuscriptVersion: version }),
  response: pageDetailSchema,
  summary: 'Save the manuscript from the version it was based on (complete or not); 409 page.manuscript.conflict when stale.',
});

export const publishPage = defineEndpoint({
  id: 'adminPage.publishPage',
  method: 'POST',
  path: `${base}/{pageKey}/publish`,
  auth: 'required',
  access,
  params: pageParams,
  body: z.object({ manuscriptVersion: version }),
  response: z.object({ page: pageSummarySchema, publication: publicationSummarySchema }),
  summary: 'Publish the manuscript at that version as the next numbered publication; 409 page.manuscript.conflict, 400 page.manuscript.invalid.',
});

export const publications = defineEndpoint({
  id: 'adminPage.publications',
  method: 'GET',
  path: `${base}/{pageKey}/publications`,
  auth: 'required',
  access,
  params: pageParams,
  response: z.object({ items: z.array(publicationSummarySchema) }),
  summary: 'Every publication of a page, newest first, with who published it and when.',
});

export const publication = defineEndpoint({
  id: 'adminPage.publication',
  method: 'GET',
  path: `${base}/{pageKey}/publications/{publicationVersion}`,
  auth: 'required',
  access,
  params: publicationParams,
  response: publicationSchema,
  summary: 'One publication as it was published; 404 request.not_found.',
});

export const restorePublication = defineEndpoint({
  id: 'adminPage.restorePublication',
  method: 'POST',
  path: `${base}/{pageKey}/publications/{publicationVersion}/restore`,
  auth: 'required',
  access,
  params: publicationParams,
  body: z.object({ manuscriptVersion: version }),
  response: pageDetailSchema,
  summary: 'Copy a publication into the manuscript as its next version (not yet live); 409 page.manuscript.conflict.',
});

export const pageItems = defineEndpoint({
  id: 'adminPage.pageItems',
  method: 'GET',
  path: '/rest/setting/admin/tenant/page-items',
  auth: 'required',
  access,
  query: z.object({
    type: queryListOf(z.enum(catalogueTypes)),
    q: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: z.object({ items: z.array(pageItemCandidateSchema), totalCount: z.number().check(z.int(), z.gte(0)) }),
  summary: `Shown items on sale of the given types matching the title, key or initial consonants, the first ${PAGE_ITEM_SEARCH_SIZE} by title.`,
});

export const pageBoards = defineEndpoint({
  id: 'adminPage.pageBoards',
  method: 'GET',
  path: '/rest/setting/admin/tenant/page-boards',
  auth: 'required',
  access,
  response: z.object({ items: z.array(z.extend(pageBoardSchema, { postCount: z.number().check(z.int(), z.gte(0)) })) }),
  summary: `The boards a board list may show (each class notice board that has notices) with their latest ${BOARD_COUNT_MAX} posts, for the preview.`,
});

export const publishImage = defineEndpoint({
  id: 'adminPage.publishImage',
  method: 'POST',
  path: '/rest/setting/admin/tenant/page-images',
  auth: 'required',
  access,
  body: z.object({ fileId: z.string().check(z.minLength(1)) }),
  response: z.object({ imageUrl: z.string() }),
  summary: 'Publish an uploaded image at a public, long-lived address for a banner or section; 400 page.image.not_image, 404 for a file that is not there.',
});

export const adminPageEndpoints = {
  pages,
  page,
  createPage,
  renamePage,
  deletePage,
  saveManuscript,
  publishPage,
  publications,
  publication,
  restorePublication,
  pageItems,
  pageBoards,
  publishImage,
};
