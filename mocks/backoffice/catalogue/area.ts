/**
 * The catalogue area (issue 28): one catalogue of classes, courses and packages (the inventory's
 * records), books, goods and passes (this area's), listed per type, edited, shown or hidden one by
 * one or in bulk; each type's categories; and the products' option groups and variants.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminCatalogueCategoryHandlers, adminCatalogueHandlers } from './handlers';
import { adminProductHandlers } from './productHandlers';
import { adminProductWarehouseHandlers } from './warehouseHandlers';
import { seedCatalogueArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(adminCatalogueHandlers), ...Object.values(adminCatalogueCategoryHandlers), ...Object.values(adminProductHandlers), ...Object.values(adminProductWarehouseHandlers)],
  // Its books, goods and passes come from its own faker; classes are seeded by the inventory area,
  // whose courses and packages this area's generated ones follow (so the orders' seed sells them too).
  // The books' and goods' variants and stock are seeded by the orders' seed once the orders are
  // known (seedStock.ts): the stock is what the seeded orders and refunds left.
  seed: { needs: ['courses', 'packages'], run: seedCatalogueArea },
});
