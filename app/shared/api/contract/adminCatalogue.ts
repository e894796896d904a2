/**
 * Back-office catalogue calls (issue 28; backoffice.md §2 "content management for classes,
 * courses, books, goods and passes", §4 "display state of books, goods, classes and courses can be
 * patched", §7 Contents "klasses, books, goods, passes, categories, keyword filters", §9 summaries
 * 20 a page). The spec gives shapes only; the paths are chosen in the learner style under
 * `/rest/inventory/admin/tenant/catalogue/{type}`, and every call needs the CONTENT permission.
 *
 * What the server promises:
 * - one catalogue: a class's entry is the class the learner side reads, so a class hidden here is
 *   left out of the learner's class lists, and the orders' products are these items at their prices;
 * - a list is an offset page (20 by default) filtered by keyword (title or key), categories,
 *   display states and sale statuses, the same filter a bulk change's query scope freezes;
 * - a display-state change by query scope is refused with 409 `selection.changed` when the filter
 *   now matches another count than the operator was shown; nothing changes then;
 * - an edit carries the `version` it was based on; another version answers 409
 *   `catalogue.version.conflict` (nothing saved, `data.version` the current one);
 * - every change is in the change history (record type CATALOGUE_ITEM): an item's own entry, and
 *   a display-state change of more than one item also one entry for the whole change naming the
 *   items it touched (`touched`, the first 20 and the count), each item's entry `partOf` it;
 * - an edit may put an uploaded image (a stored file of the files area) as the item's cover;
 * - an item is created with its type's fields (issue 40) and deleted only when nothing holds it:
 *   orders, tickets, or for a class the courses and packages it is in — refused otherwise with
 *   409 `catalogue.item.in_use` and the counts, so the screen can offer to hide it instead.
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { adminListQuery, adminPageOf, isoDateTime, selectionScope } from './adminKit';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_TITLE_MAX,
  CATALOGUE_TITLE_MIN,
  catalogueRuleMessages,
  catalogueTypePaths,
  catalogueTypes,
  descriptionProblem,
  displayStates,
  priceDisplayModes,
  priceProblem,
  saleStatuses,
  salePeriodProblem,
  purchaseQuantityProblem,
  shippingAmountProblem,
  periodDaysProblem,
  bundleKlassesProblem,
  taxTypes,
} from './adminCatalogueWords';
import { queryListOf } from './common';
import { defineEndpoint } from './endpoint';

const base = '/rest/inventory/admin/tenant/catalogue';
const access = { side: 'operator', permission: 'CONTENT' } as const;

export const catalogueTypeSchema = z.enum(catalogueTypes);
export const displayStateSchema = z.enum(displayStates);
export const saleStatusSchema = z.enum(saleStatuses);
export const priceDisplayModeSchema = z.enum(priceDisplayModes);
export const taxTypeSchema = z.enum(taxTypes);

export const typePathSchema = z.enum([
  catalogueTypePaths.KLASS,
  catalogueTypePaths.COURSE,
  catalogueTypePaths.PACKAGE,
  catalogueTypePaths.BOOK,
  catalogueTypePaths.GOODS,
  catalogueTypePaths.PASS,
]);

export const salePeriodSchema = z
  .object({ startAt: isoDateTime, endAt: isoDateTime })
  .check(
    z.superRefine((value, ctx) => {
      const problem = salePeriodProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endAt'], input: value });
    }),
  );

/** A price in won, whole, 0 ("free" as its display mode says) up to the maximum. */
export const priceSchema = z.number().check(
  z.refine((value) => priceProblem(value) === null, { message: catalogueRuleMessages.price }),
);

const shippingAmountSchema = z.number().check(
  z.refine((value) => shippingAmountProblem(value) === null, { message: catalogueRuleMessages.shippingAmount }),
);
const purchaseQuantitySchema = z.number().check(
  z.refine((value) => purchaseQuantityProblem(value) === null, { message: catalogueRuleMessages.purchaseQuantity }),
);

/** §5 long text: at most 10,000 characters as the reader counts them (an emoji is one). */
const descriptionSchema = z.string().check(z.refine((value) => descriptionProblem(value) === null, { message: catalogueRuleMessages.description }));

/** §7 Product sales terms: tax type, shipping amount and its condition, maximum purchase quantity. */
export const salesTermsShape = {
  taxType: taxTypeSchema,
  /** Won per order; 0 ships free. Classes and passes ship nothing: 0. */
  shippingFee: shippingAmountSchema,
  /** The order subtotal from which shipping is free; null: the fee always applies. */
  freeShippingFrom: z.nullable(shippingAmountSchema),
  /** null: no limit. */
  maxPurchaseQuantity: z.nullable(purchaseQuantitySchema),
};

/**
 * What the catalogue keeps of every item, whatever its type: its category, whether learners see it,
 * its sale status, price and how a zero price shows, the sale period, tax type, shipping fee and
 * its free-from condition, and the maximum purchase quantity. Kept on the class record
 * itself for a class (mocks/inventory), so the learner side reads the same fields.
 */
export const catalogueSaleSchema = z.object({
  categoryKey: z.string(),
  displayState: displayStateSchema,
  saleStatus: saleStatusSchema,
  price: priceSchema,
  priceDisplayMode: priceDisplayModeSchema,
  salePeriod: z.nullable(salePeriodSchema),
  ...salesTermsShape,
  /** What the learner reads about the item (§5 long text: at most 10,000 characters); '' for none. */
  description: descriptionSchema,
  /** Raised by every change; an edit sends the one it was based on. */
  version: z.number().check(z.int(), z.gte(1)),
  updatedAt: isoDateTime,
});
export type CatalogueSale = z.infer<typeof catalogueSaleSchema>;

/** One item as a list shows it (and as the edit form starts from). */
export const catalogueItemSchema = z.extend(catalogueSaleSchema, {
  itemKey: z.string(),
  type: catalogueTypeSchema,
  title: z.string(),
  /** The master in charge of a class; null for the other types. */
  masterName: z.nullable(z.string()),
  /** Whether a class's player offers playback rates (the learner's class room reads it); null for the other types. */
  usePlaybackRates: z.nullable(z.boolean()),
  /** The cover image the learner's cards show; null when the item has none yet. */
  coverImageUrl: z.nullable(z.string()),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const catalogueSortFields = ['updatedAt', 'title', 'price'] as const;

/** The list's filters; a bulk change's query scope freezes the same object. */
export const catalogueFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  category: z.optional(queryListOf(z.string().check(z.minLength(1)))),
  displayState: z.optional(queryListOf(displayStateSchema)),
  saleStatus: z.optional(queryListOf(saleStatusSchema)),
});
export type CatalogueFilter = z.input<typeof catalogueFilterSchema>;

export const catalogueScopeSchema = selectionScope(catalogueFilterSchema);
export type CatalogueScope = z.infer<typeof catalogueScopeSchema>;

const typeParams = z.object({ type: typePathSchema });
const itemParams = z.object({ type: typePathSchema, itemKey: z.string().check(z.minLength(1)) });

/**
 * §2 edit: the title and the sales info, from the version the form was based on; for a class also
 * the master in charge and its playback-rate option (null for the other types, and ignored there).
 */
export const catalogueItemUpdateSchema = z.object({
  title: boundedText({ min: CATALOGUE_TITLE_MIN, max: CATALOGUE_TITLE_MAX }),
  masterName: z.nullable(boundedText({ min: 2, max: 30 })),
  usePlaybackRates: z.nullable(z.boolean()),
  categoryKey: z.string().check(z.minLength(1)),
  saleStatus: saleStatusSchema,
  price: priceSchema,
  priceDisplayMode: priceDisplayModeSchema,
  salePeriod: z.nullable(salePeriodSchema),
  ...salesTermsShape,
  description: descriptionSchema,
  /** An uploaded image (the files area's `fileId`) to become the cover; null keeps the cover as it is. */
  coverFileId: z.nullable(z.string().check(z.minLength(1))),
  version: z.number().check(z.int(), z.gte(1)),
});
export type CatalogueItemUpdate = z.infer<typeof catalogueItemUpdateSchema>;

/**
 * §2 create (issue 40): what the edit takes but the version, and the period a class's learning or
 * a pass's use lasts (days, §5 "Days 1-365"; null for the other types). The type's own rules are
 * the server's: a class needs its master and period, a pass its period; refused at the field.
 */
export const catalogueItemCreateSchema = z.extend(z.omit(catalogueItemUpdateSchema, { version: true }), {
  periodDays: z.nullable(z.number().check(z.refine((value) => periodDaysProblem(value) === null, { message: catalogueRuleMessages.periodDays }))),
});
export type CatalogueItemCreate = z.infer<typeof catalogueItemCreateSchema>;

/** What holds an item that may not be deleted (issue 40 "refused … with a message that says what holds it (counts)"). */
export const catalogueHoldersSchema = z.object({
  /** Orders with a line of the item. */
  orders: z.number().check(z.int(), z.gte(0)),
  /** Learners' tickets of it: class, course or pass tickets, package purchases. */
  tickets: z.number().check(z.int(), z.gte(0)),
  /** Courses and packages a class is part of. */
  bundles: z.number().check(z.int(), z.gte(0)),
});
export type CatalogueHolders = z.infer<typeof catalogueHoldersSchema>;

/** A class as a course's or package's composition lists it (issue 40). */
export const bundleKlassSchema = z.object({
  klassId: z.string(),
  title: z.string(),
  masterName: z.string(),
  /** A hidden class stays in the bundle; the screen says it is hidden. */
  displayState: displayStateSchema,
});
export type BundleKlass = z.infer<typeof bundleKlassSchema>;

/** The classes a course or package is made of, in order, and the item's version they were read at. */
export const bundleCompositionSchema = z.object({
  itemKey: z.string(),
  title: z.string(),
  klasses: z.array(bundleKlassSchema),
  version: z.number().check(z.int(), z.gte(1)),
});
export type BundleComposition = z.infer<typeof bundleCompositionSchema>;

const bundleParams = z.object({ type: z.enum([catalogueTypePaths.COURSE, catalogueTypePaths.PACKAGE]), itemKey: z.string().check(z.minLength(1)) });

const bundleBody = z.object({
  klassIds: z.array(z.string().check(z.minLength(1))).check(
    z.superRefine((value, ctx) => {
      const problem = bundleKlassesProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
  version: z.number().check(z.int(), z.gte(1)),
});

/**
 * Which certificate a class or course gives (issue 40 "choose which certificate a class or course
 * gives (the certificate area's list, the primary one by default)"): its own, or null for the
 * primary; and the certificates to choose from, the primary first.
 */
export const itemCertificateSchema = z.object({
  certificateKey: z.nullable(z.string()),
  certificates: z.array(z.object({ certificateKey: z.string(), name: z.string(), primary: z.boolean() })),
});
export type ItemCertificate = z.infer<typeof itemCertificateSchema>;

const certifiedParams = z.object({ type: z.enum([catalogueTypePaths.KLASS, catalogueTypePaths.COURSE]), itemKey: z.string().check(z.minLength(1)) });

// ---- calls ------------------------------------------------------------------------------------

export const catalogueItems = defineEndpoint({
  id: 'adminCatalogue.catalogueItems',
  method: 'GET',
  path: `${base}/{type}`,
  auth: 'required',
  access,
  params: typeParams,
  query: z.extend(catalogueFilterSchema, adminListQuery(catalogueSortFields, CATALOGUE_PAGE_SIZE)),
  response: adminPageOf(catalogueItemSchema),
  summary: 'One type of the catalogue, 20 a page by default (§9), newest change first, filtered by keyword, category, display state and sale status.',
});

export const catalogueItem = defineEndpoint({
  id: 'adminCatalogue.catalogueItem',
  method: 'GET',
  path: `${base}/{type}/{itemKey}`,
  auth: 'required',
  access,
  params: itemParams,
  response: catalogueItemSchema,
  summary: 'One item; 404 request.not_found when the type has none by that key.',
});

export const updateCatalogueItem = defineEndpoint({
  id: 'adminCatalogue.updateCatalogueItem',
  method: 'PUT',
  path: `${base}/{type}/{itemKey}`,
  auth: 'required',
  access,
  params: itemParams,
  body: catalogueItemUpdateSchema,
  response: catalogueItemSchema,
  summary:
    'Edit the title, description, cover and sales info from the version it was based on; 409 catalogue.version.conflict when stale, 400 request.invalid at a refused field (a category the type does not have, a cover file that is not an image), 404 file.not_found for an unknown cover file.',
});

export const changeDisplayState = defineEndpoint({
  id: 'adminCatalogue.changeDisplayState',
  method: 'PUT',
  path: `${base}/{type}/display-state`,
  auth: 'required',
  access,
  params: typeParams,
  body: z.object({ selection: catalogueScopeSchema, displayState: displayStateSchema }),
  response: z.object({ changedCount: z.number().check(z.int(), z.gte(0)) }),
  summary: 'Show or hide a selection (keys, or every item matching a frozen filter); 409 selection.changed when the scope moved.',
});

export const createCatalogueItem = defineEndpoint({
  id: 'adminCatalogue.createCatalogueItem',
  method: 'POST',
  path: `${base}/{type}`,
  auth: 'required',
  access,
  params: typeParams,
  body: catalogueItemCreateSchema,
  response: catalogueItemSchema,
  summary:
    'Create an item of the type, shown and with the sales info given (version 1, in its change history); 400 request.invalid at a refused field (a class without its master or period, a pass without its period, a category the type does not have, a cover that is not an image), 404 file.not_found for an unknown cover file.',
});

export const deleteCatalogueItem = defineEndpoint({
  id: 'adminCatalogue.deleteCatalogueItem',
  method: 'DELETE',
  path: `${base}/{type}/{itemKey}`,
  auth: 'required',
  access,
  params: itemParams,
  response: z.object({ itemKey: z.string() }),
  summary:
    'Delete an item nothing depends on (in its change history); 409 catalogue.item.in_use when orders, tickets or (for a class) courses and packages hold it, `data` the counts (catalogueHoldersSchema): hide it instead.',
});

export const retireCatalogueItem = defineEndpoint({
  id: 'adminCatalogue.retireCatalogueItem',
  method: 'PUT',
  path: `${base}/{type}/{itemKey}/retirement`,
  auth: 'required',
  access,
  params: itemParams,
  body: z.object({ retired: z.boolean() }),
  response: catalogueItemSchema,
  summary:
    'Retire an item (stop selling it and hide it from learners: STOPPED and HIDE) or, `retired: false`, put it back on sale and shown; in its change history. What the screen offers when a delete is refused.',
});

export const bundleComposition = defineEndpoint({
  id: 'adminCatalogue.bundleComposition',
  method: 'GET',
  path: `${base}/{type}/{itemKey}/klasses`,
  auth: 'required',
  access,
  params: bundleParams,
  response: bundleCompositionSchema,
  summary: 'The classes a course or package is made of, in order (issue 40); 404 request.not_found for an unknown one.',
});

export const saveBundleComposition = defineEndpoint({
  id: 'adminCatalogue.saveBundleComposition',
  method: 'PUT',
  path: `${base}/{type}/{itemKey}/klasses`,
  auth: 'required',
  access,
  params: bundleParams,
  body: bundleBody,
  response: bundleCompositionSchema,
  summary:
    'Save the classes of a course or package, in order, from the version it was based on (the learner’s course and package pages read it; in its change history); 409 catalogue.version.conflict when stale, 400 request.invalid at `klassIds` for a count out of 1–30, a class twice or one that does not exist.',
});

export const itemCertificate = defineEndpoint({
  id: 'adminCatalogue.itemCertificate',
  method: 'GET',
  path: `${base}/{type}/{itemKey}/certificate`,
  auth: 'required',
  access,
  params: certifiedParams,
  response: itemCertificateSchema,
  summary: 'The certificate a class or course gives (null: the primary) and the certificates to choose from, the primary first; 404 for an unknown class or course.',
});

export const saveItemCertificate = defineEndpoint({
  id: 'adminCatalogue.saveItemCertificate',
  method: 'PUT',
  path: `${base}/{type}/{itemKey}/certificate`,
  auth: 'required',
  access,
  params: certifiedParams,
  body: z.object({ certificateKey: z.nullable(z.string().check(z.minLength(1))) }),
  response: itemCertificateSchema,
  summary:
    'Choose the certificate a class or course gives (null: the primary), which the learner’s print follows (in its change history); 400 request.invalid at `certificateKey` for one that does not exist.',
});

export const adminCatalogueEndpoints = { catalogueItems, catalogueItem, updateCatalogueItem, changeDisplayState, createCatalogueItem, deleteCatalogueItem, retireCatalogueItem, bundleComposition, saveBundleComposition, itemCertificate, saveItemCertificate };
