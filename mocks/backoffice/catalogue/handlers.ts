/**
 * Catalogue handlers (`/rest/inventory/admin/tenant/catalogue/{type}…`, adminCatalogue.ts and
 * adminCatalogueCategory.ts; issue 28): a type's list filtered, sorted and paged by the one list
 * query; one item; its edit from the version it was based on (a stale one refused with
 * `catalogue.version.conflict`, a category of another type refused at its field, an uploaded cover
 * kept as its image); the display state of a selection, by keys or by a frozen query scope (refused
 * with `selection.changed` when the count moved; more than one item also writes one entry for the
 * whole change, naming them); an item created or deleted (lifecycle.ts, issue 40: a delete refused
 * with what holds the item); and each owner type's categories (categories.ts). A class's change is
 * stored on the inventory's class record (items.ts), which the learner's lists read.
 */
import { adminCatalogueEndpoints } from '@app/shared/api/contract/adminCatalogue';
import { adminCatalogueCategoryEndpoints } from '@app/shared/api/contract/adminCatalogueCategory';
import { catalogueTypeNames, categoryOwnerOf, displayStates, type BundleType, type CatalogueType } from '@app/shared/api/contract/adminCatalogueWords';
import type { HttpHandler } from 'msw';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { pageOf, select } from '@mocks/engine/query';
import { categoryRows, createCategory, deleteCategory, isCategoryOf, renameCategory, reorderCategories } from './categories';
import { coverUrlOf } from './cover';
import { catalogueError } from './errors';
import { catalogueFilter, catalogueOrder, itemsOf, recordBulkChange, requireItem, saveItems, scopeItems, typeOf } from './items';
import { chooseItemCertificate, itemCertificateOf } from './certificate';
import { bundleCompositionOf, saveBundleComposition } from './composition';
import { createItem, deleteItem } from './lifecycle';

const ownerOfPath = (path: string) => categoryOwnerOf(typeOf(path));

/** A course's or package's path as its type (the contract admits only these two). */
const bundleTypeOf = (path: string): BundleType => (typeOf(path) === 'COURSE' ? 'COURSE' : 'PACKAGE');

/** A class's or course's path as the certificate's target type (the contract admits only these two). */
const certifiedTypeOf = (path: string): 'KLASS' | 'COURSE' => (typeOf(path) === 'COURSE' ? 'COURSE' : 'KLASS');

/** A category of another type (or one deleted meanwhile) is refused at the form's category field. */
function requireCategoryOf(type: CatalogueType, categoryKey: string) {
  if (isCategoryOf(categoryOwnerOf(type), categoryKey)) return;
  const message = '이 종류에 없는 카테고리예요. 목록을 새로 고친 뒤 다시 골라 주세요.';
  throw new MockError('badRequest', message, { issues: [{ path: 'categoryKey', message }] });
}

export const adminCatalogueHandlers = {
  catalogueItems: handle(adminCatalogueEndpoints.catalogueItems, ({ params, query }) => {
    const rows = select(itemsOf(typeOf(params.type)), { where: catalogueFilter(query), orderBy: catalogueOrder(query.sort) });
    return pageOf(rows, query);
  }),

  catalogueItem: handle(adminCatalogueEndpoints.catalogueItem, ({ params }) => requireItem(typeOf(params.type), params.itemKey)),

  updateCatalogueItem: handle(adminCatalogueEndpoints.updateCatalogueItem, async ({ params, body, auth }) => {
    const type = typeOf(params.type);
    const item = requireItem(type, params.itemKey);
    if (body.version !== item.version) {
      throw catalogueError('catalogueVersionConflict', '다른 곳에서 먼저 수정했어요. 새로 불러온 뒤 다시 저장해 주세요.', { version: item.version });
    }
    requireCategoryOf(type, body.categoryKey);
    const { version: _based, coverFileId, ...change } = body;
    const coverImageUrl = coverFileId === null ? undefined : await coverUrlOf(coverFileId);
    const [saved] = await saveItems(auth, type, [item], coverImageUrl === undefined ? change : { ...change, coverImageUrl });
    return saved ?? item;
  }),

  createCatalogueItem: handle(adminCatalogueEndpoints.createCatalogueItem, async ({ params, body, auth }) => {
    const type = typeOf(params.type);
    requireCategoryOf(type, body.categoryKey);
    const coverImageUrl = body.coverFileId === null ? null : await coverUrlOf(body.coverFileId);
    return createItem(auth, type, body, coverImageUrl);
  }),

  retireCatalogueItem: handle(adminCatalogueEndpoints.retireCatalogueItem, async ({ params, body, auth }) => {
    const type = typeOf(params.type);
    const item = requireItem(type, params.itemKey);
    const [saved] = await saveItems(auth, type, [item], body.retired ? { saleStatus: 'STOPPED', displayState: 'HIDE' } : { saleStatus: 'ON_SALE', displayState: 'SHOW' });
    return saved ?? item;
  }),

  deleteCatalogueItem: handle(adminCatalogueEndpoints.deleteCatalogueItem, ({ params, auth }) => deleteItem(auth, typeOf(params.type), params.itemKey)),

  bundleComposition: handle(adminCatalogueEndpoints.bundleComposition, ({ params }) => bundleCompositionOf(bundleTypeOf(params.type), params.itemKey)),

  saveBundleComposition: handle(adminCatalogueEndpoints.saveBundleComposition, ({ params, body, auth }) =>
    saveBundleComposition(auth, bundleTypeOf(params.type), params.itemKey, body.klassIds, body.version),
  ),

  itemCertificate: handle(adminCatalogueEndpoints.itemCertificate, ({ params }) => itemCertificateOf(certifiedTypeOf(params.type), params.itemKey)),

  saveItemCertificate: handle(adminCatalogueEndpoints.saveItemCertificate, ({ params, body, auth }) =>
    chooseItemCertificate(auth, certifiedTypeOf(params.type), params.itemKey, body.certificateKey),
  ),

  changeDisplayState: handle(adminCatalogueEndpoints.changeDisplayState, async ({ params, body, auth }) => {
    const type = typeOf(params.type);
    const changing = scopeItems(type, body.selection).filter((item) => item.displayState !== body.displayState);
    // More than one item: one entry for the whole change, as the type's list of shown items sees
    // it (hidden: taken out of it), naming every item; each item's own entry is part of it.
    const partOf =
      changing.length > 1
        ? await recordBulkChange(
            auth,
            {
              recordType: 'CATALOGUE_ITEM',
              recordKey: params.type,
              recordLabel: `노출 중인 ${catalogueTypeNames[type]}`,
              action: 'UPDATE',
              before: { displayState: displayStates.find((state) => state !== body.displayState) ?? null },
              after: { displayState: body.displayState },
              how: body.displayState === 'HIDE' ? 'REMOVED' : 'ADDED',
            },
            changing,
          )
        : undefined;
    await saveItems(auth, type, changing, { displayState: body.displayState }, partOf);
    return { changedCount: changing.length };
  }),
} satisfies Record<keyof typeof adminCatalogueEndpoints, HttpHandler>;

export const adminCatalogueCategoryHandlers = {
  catalogueCategories: handle(adminCatalogueCategoryEndpoints.catalogueCategories, ({ params }) => ({ items: categoryRows(ownerOfPath(params.type)) })),

  createCatalogueCategory: handle(adminCatalogueCategoryEndpoints.createCatalogueCategory, ({ params, body, auth }) =>
    createCategory(auth, ownerOfPath(params.type), body.name),
  ),

  renameCatalogueCategory: handle(adminCatalogueCategoryEndpoints.renameCatalogueCategory, ({ params, body, auth }) =>
    renameCategory(auth, ownerOfPath(params.type), params.categoryKey, body.name),
  ),

  reorderCatalogueCategories: handle(adminCatalogueCategoryEndpoints.reorderCatalogueCategories, async ({ params, body, auth }) => ({
    items: await reorderCategories(auth, ownerOfPath(params.type), body.categoryKeys),
  })),

  deleteCatalogueCategory: handle(adminCatalogueCategoryEndpoints.deleteCatalogueCategory, ({ params, query, auth }) =>
    deleteCategory(auth, ownerOfPath(params.type), params.categoryKey, query.moveTo),
  ),
} satisfies Record<keyof typeof adminCatalogueCategoryEndpoints, HttpHandler>;
