/**
 * Catalogue handlers (`/rest/inventory/admin/tenant/catalogue/{type}…`, adminCatalogue.ts; issue
 * 28): a type's list filtered, sorted and paged by the one list query; one item; its edit from the
 * version it was based on (a stale one refused with `catalogue.version.conflict`); and the display
 * state of a selection, by keys or by a frozen query scope (refused with `selection.changed` when
 * the count moved). A class's change is stored on the inventory's class record (items.ts), which
 * the learner's lists read.
 */
import { adminCatalogueEndpoints } from '@app/shared/api/contract/adminCatalogue';
import type { HttpHandler } from 'msw';
import { handle } from '@mocks/engine/handle';
import { pageOf, select } from '@mocks/engine/query';
import { catalogueError } from './errors';
import { catalogueFilter, catalogueOrder, itemsOf, requireItem, saveItems, scopeItems, typeOf } from './items';

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
    const { version: _based, ...change } = body;
    const [saved] = await saveItems(auth, type, [item], change);
    return saved ?? item;
  }),

  changeDisplayState: handle(adminCatalogueEndpoints.changeDisplayState, async ({ params, body, auth }) => {
    const type = typeOf(params.type);
    const changing = scopeItems(type, body.selection).filter((item) => item.displayState !== body.displayState);
    await saveItems(auth, type, changing, { displayState: body.displayState });
    return { changedCount: changing.length };
  }),
} satisfies Record<keyof typeof adminCatalogueEndpoints, HttpHandler>;
