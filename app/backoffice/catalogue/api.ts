/**
 * Catalogue endpoint functions (adminCatalogue.ts, adminCatalogueCategory.ts and adminProduct.ts
 * contracts; issue 28) and their query options and keys: a type's list page (read through the list
 * kit's page query), one item, its edit and the display state of a selection; each type's
 * categories and their changes; a product's option groups and variants. Kept beside the
 * catalogue's screens (the contents and products areas share them). Every change invalidates `adminCatalogueKeys.all` through its caller, and
 * names the history too, so the other tabs refresh both.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import { catalogueTypePaths, type BundleType, type CatalogueType, type CategoryOwnerType, type DisplayState } from '@app/shared/api/contract/adminCatalogueWords';
import * as endpoints from '@app/shared/api/routes/adminCatalogue';
import * as categoryEndpoints from '@app/shared/api/routes/adminCatalogueCategory';
import type { SoldType } from '@app/shared/api/contract/adminProductWords';
import * as productEndpoints from '@app/shared/api/routes/adminProduct';

export type CatalogueListQuery = QueryInput<typeof endpoints.catalogueItems>;
export type CatalogueSelection = BodyInput<typeof endpoints.changeDisplayState>['selection'];
export type CatalogueUpdateBody = BodyInput<typeof endpoints.updateCatalogueItem>;

export const adminCatalogueKeys = {
  all: ['adminCatalogue'] as const,
  lists: (type: CatalogueType) => [...adminCatalogueKeys.all, 'list', type] as const,
  list: (type: CatalogueType, query: CatalogueListQuery) => [...adminCatalogueKeys.lists(type), query] as const,
  item: (type: CatalogueType, itemKey: string) => [...adminCatalogueKeys.all, 'item', type, itemKey] as const,
  categories: (owner: CategoryOwnerType) => [...adminCatalogueKeys.all, 'categories', owner] as const,
  composition: (type: BundleType, itemKey: string) => [...adminCatalogueKeys.all, 'composition', type, itemKey] as const,
  certificate: (type: CertifiedType, itemKey: string) => [...adminCatalogueKeys.all, 'certificate', type, itemKey] as const,
};

/** The types that give a certificate: classes and courses. */
export type CertifiedType = 'KLASS' | 'COURSE';
const certifiedPaths = { KLASS: catalogueTypePaths.KLASS, COURSE: catalogueTypePaths.COURSE } as const satisfies Record<CertifiedType, string>;

const bundlePaths = { COURSE: catalogueTypePaths.COURSE, PACKAGE: catalogueTypePaths.PACKAGE } as const satisfies Record<BundleType, string>;

export function fetchCatalogueItems(type: CatalogueType, query: CatalogueListQuery, options?: RequestOptions) {
  return api.request(endpoints.catalogueItems, { params: { type: catalogueTypePaths[type] }, query }, options);
}

/** One page of a type's list: key and fetcher together, with react-query's abort signal. */
export function catalogueItemsQuery(type: CatalogueType, query: CatalogueListQuery) {
  return queryOptions({
    queryKey: adminCatalogueKeys.list(type, query),
    queryFn: ({ signal }) => fetchCatalogueItems(type, query, { signal }),
  });
}

export function fetchCatalogueItem(type: CatalogueType, itemKey: string, options?: RequestOptions) {
  return api.request(endpoints.catalogueItem, { params: { type: catalogueTypePaths[type], itemKey } }, options);
}

export function catalogueItemQuery(type: CatalogueType, itemKey: string) {
  return queryOptions({
    queryKey: adminCatalogueKeys.item(type, itemKey),
    queryFn: ({ signal }) => fetchCatalogueItem(type, itemKey, { signal }),
  });
}

export function updateCatalogueItem(type: CatalogueType, itemKey: string, body: CatalogueUpdateBody, options?: RequestOptions) {
  return api.request(endpoints.updateCatalogueItem, { params: { type: catalogueTypePaths[type], itemKey }, body }, options);
}

export type CatalogueCreateBody = BodyInput<typeof endpoints.createCatalogueItem>;

export function createCatalogueItem(type: CatalogueType, body: CatalogueCreateBody) {
  return api.request(endpoints.createCatalogueItem, { params: { type: catalogueTypePaths[type] }, body });
}

export function deleteCatalogueItem(type: CatalogueType, itemKey: string) {
  return api.request(endpoints.deleteCatalogueItem, { params: { type: catalogueTypePaths[type], itemKey } });
}

/** Stops selling and hides (`retired`), or puts back on sale and shown. */
export function retireCatalogueItem(type: CatalogueType, itemKey: string, retired: boolean) {
  return api.request(endpoints.retireCatalogueItem, { params: { type: catalogueTypePaths[type], itemKey }, body: { retired } });
}

/** A course's or package's classes in order (CONTENT access). */
export function bundleCompositionQuery(type: BundleType, itemKey: string) {
  return queryOptions({
    queryKey: adminCatalogueKeys.composition(type, itemKey),
    queryFn: ({ signal }) => api.request(endpoints.bundleComposition, { params: { type: bundlePaths[type], itemKey } }, { signal }),
  });
}

export function saveBundleComposition(type: BundleType, itemKey: string, klassIds: readonly string[], version: number) {
  return api.request(endpoints.saveBundleComposition, { params: { type: bundlePaths[type], itemKey }, body: { klassIds: [...klassIds], version } });
}

/** Which certificate a class or course gives, and the certificates to choose from (CONTENT access). */
export function itemCertificateQuery(type: CertifiedType, itemKey: string) {
  return queryOptions({
    queryKey: adminCatalogueKeys.certificate(type, itemKey),
    queryFn: ({ signal }) => api.request(endpoints.itemCertificate, { params: { type: certifiedPaths[type], itemKey } }, { signal }),
  });
}

/** Null: the primary. */
export function saveItemCertificate(type: CertifiedType, itemKey: string, certificateKey: string | null) {
  return api.request(endpoints.saveItemCertificate, { params: { type: certifiedPaths[type], itemKey }, body: { certificateKey } });
}

/** `keepalive` when the undo queue flushes as the page goes away (the request outlives it). */
export function changeDisplayState(type: CatalogueType, selection: CatalogueSelection, displayState: DisplayState, options?: RequestOptions) {
  return api.request(endpoints.changeDisplayState, { params: { type: catalogueTypePaths[type] }, body: { selection, displayState } }, options);
}

export function fetchCatalogueCategories(owner: CategoryOwnerType, options?: RequestOptions) {
  return api.request(categoryEndpoints.catalogueCategories, { params: { type: catalogueTypePaths[owner] } }, options);
}

/** A type's categories in order, with their item counts (CONTENT access). */
export function catalogueCategoriesQuery(owner: CategoryOwnerType) {
  return queryOptions({
    queryKey: adminCatalogueKeys.categories(owner),
    queryFn: ({ signal }) => fetchCatalogueCategories(owner, { signal }),
  });
}

export function createCatalogueCategory(owner: CategoryOwnerType, name: string) {
  return api.request(categoryEndpoints.createCatalogueCategory, { params: { type: catalogueTypePaths[owner] }, body: { name } });
}

export function renameCatalogueCategory(owner: CategoryOwnerType, categoryKey: string, name: string) {
  return api.request(categoryEndpoints.renameCatalogueCategory, { params: { type: catalogueTypePaths[owner], categoryKey }, body: { name } });
}

export function reorderCatalogueCategories(owner: CategoryOwnerType, categoryKeys: readonly string[]) {
  return api.request(categoryEndpoints.reorderCatalogueCategories, { params: { type: catalogueTypePaths[owner] }, body: { categoryKeys: [...categoryKeys] } });
}

export function deleteCatalogueCategory(owner: CategoryOwnerType, categoryKey: string, moveTo: string) {
  return api.request(categoryEndpoints.deleteCatalogueCategory, { params: { type: catalogueTypePaths[owner], categoryKey }, query: { moveTo } });
}

export type ProductVariantsBody = BodyInput<typeof productEndpoints.saveProductVariants>;

export const adminProductKeys = {
  all: ['adminProduct'] as const,
  variants: (itemKey: string) => [...adminProductKeys.all, 'variants', itemKey] as const,
  sales: (itemKey: string) => [...adminProductKeys.all, 'sales', itemKey] as const,
};

/** A book's or goods item's sales info through the PRODUCT area's own call (PRODUCT access). */
export function productSalesQuery(itemKey: string) {
  return queryOptions({
    queryKey: adminProductKeys.sales(itemKey),
    queryFn: ({ signal }) => api.request(productEndpoints.productSales, { params: { itemKey } }, { signal }),
  });
}

export function saveProductSales(itemKey: string, body: BodyInput<typeof productEndpoints.saveProductSales>) {
  return api.request(productEndpoints.saveProductSales, { params: { itemKey }, body });
}

function fetchProductItems(type: SoldType, query: CatalogueListQuery, options?: RequestOptions) {
  return api.request(productEndpoints.productItems, { query: { ...query, type } }, options);
}

/**
 * The PRODUCT area's goods or books page (PRODUCT access): the same page the catalogue's list of
 * the type shows, so it is cached under the same key and refreshed by the same changes.
 */
export function productItemsQuery(type: SoldType, query: CatalogueListQuery) {
  return queryOptions({
    queryKey: adminCatalogueKeys.list(type, query),
    queryFn: ({ signal }) => fetchProductItems(type, query, { signal }),
  });
}

/**
 * The goods' or books' categories through the PRODUCT area's own call (its operators may not hold
 * CONTENT), cached under the same key the CONTENT area's categories use, so a change there
 * refreshes it.
 */
export function productCategoriesQuery(type: SoldType) {
  return queryOptions({
    queryKey: adminCatalogueKeys.categories(type),
    queryFn: ({ signal }) => api.request(productEndpoints.productCategories, { query: { type } }, { signal }),
  });
}

export function fetchProductVariants(itemKey: string, options?: RequestOptions) {
  return api.request(productEndpoints.productVariants, { params: { itemKey } }, options);
}

export function productVariantsQuery(itemKey: string) {
  return queryOptions({
    queryKey: adminProductKeys.variants(itemKey),
    queryFn: ({ signal }) => fetchProductVariants(itemKey, { signal }),
  });
}

export function saveProductVariants(itemKey: string, body: ProductVariantsBody, options?: RequestOptions) {
  return api.request(productEndpoints.saveProductVariants, { params: { itemKey }, body }, options);
}
