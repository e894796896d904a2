/**
 * The PRODUCT area (`/admin/products…`, issue 28; backoffice.md §2 "product sales info; variants
 * and stock"): the goods on the catalogue's list kit, each opening its option groups and the
 * keyboard-first variant grid (price, SKU, stock per warehouse, status) at `{itemKey}`; the books
 * beside them at `books` (each opening its sales info at `{itemKey}`), and the warehouses the
 * stock is kept in at `warehouses` (issue 40: data, listed, added, renamed). The
 * screens are the catalogue's shared pieces (`app/backoffice/catalogue/`) and this area's own,
 * each a lazy chunk.
 */
import { copy } from '@app/shared/copy';
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

const text = copy.backofficeProductSections;

export default defineBackofficeArea({
  id: 'PRODUCT',
  routes: [
    { index: true, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'ProductListPage') },
    // Static segments outrank `:itemKey`.
    { path: 'books', element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'ProductBookListPage') },
    { path: 'warehouses', element: lazyPage(() => import('./WarehousesPage'), 'WarehousesPage') },
    { path: ':itemKey', element: lazyPage(() => import('../catalogue/variants/VariantsPage'), 'VariantsPage') },
  ],
  sections: {
    label: text.navLabel,
    items: [
      { id: 'goods', label: text.goods, to: '' },
      { id: 'books', label: text.books, to: 'books' },
      { id: 'warehouses', label: text.warehouses, to: 'warehouses' },
    ],
  },
});
