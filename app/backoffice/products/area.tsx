/**
 * The PRODUCT area (`/admin/products…`, issue 28; backoffice.md §2 "product sales info; variants
 * and stock"): the goods on the catalogue's list kit, each opening its option groups and the
 * keyboard-first variant grid (price, SKU, stock per warehouse, status) at `{itemKey}`. The
 * screens are the catalogue's shared pieces (`app/backoffice/catalogue/`), each a lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

export default defineBackofficeArea({
  id: 'PRODUCT',
  routes: [
    { index: true, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'ProductListPage') },
    { path: ':itemKey', element: lazyPage(() => import('../catalogue/variants/VariantsPage'), 'VariantsPage') },
  ],
});
