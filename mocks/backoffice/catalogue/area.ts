/**
 * The catalogue area (issue 28): one catalogue of classes (the inventory's records), books, goods
 * and passes (this area's), listed per type, edited, shown or hidden one by one or in bulk; and
 * the products' option groups and variants.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminCatalogueHandlers } from './handlers';
import { adminProductHandlers } from './productHandlers';
import { seedCatalogueArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(adminCatalogueHandlers), ...Object.values(adminProductHandlers)],
  // Its books, goods and passes come from its own faker; classes are seeded by the inventory area.
  seed: { needs: [], run: seedCatalogueArea },
});
