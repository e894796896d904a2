/**
 * The CONTENT area (`/admin/contents…`, issue 28): the catalogue's lists per type — classes first,
 * then books, goods and passes in its section navigation — and an item's edit with its sales info
 * at `{type path}/{itemKey}`. The screens are the catalogue's shared pieces
 * (`app/backoffice/catalogue/`), each its own lazy chunk.
 */
import { catalogueTypePaths } from '@app/shared/api/contract/adminCatalogueTypes';
import { copy } from '@app/shared/copy';
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

const text = copy.backofficeCatalogueSections;

export default defineBackofficeArea({
  id: 'CONTENT',
  routes: [
    { index: true, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'KlassListPage') },
    { path: catalogueTypePaths.BOOK, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'BookListPage') },
    { path: catalogueTypePaths.GOODS, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'GoodsListPage') },
    { path: catalogueTypePaths.PASS, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'PassListPage') },
    { path: ':typePath/:itemKey', element: lazyPage(() => import('../catalogue/CatalogueEditPage'), 'CatalogueEditPage') },
  ],
  sections: {
    label: text.navLabel,
    items: [
      // Classes are the area's first screen; a class's edit (`klasses/…`) sits under it.
      { id: 'klasses', label: text.klasses, to: '' },
      { id: 'books', label: text.books, to: catalogueTypePaths.BOOK },
      { id: 'goods', label: text.goods, to: catalogueTypePaths.GOODS },
      { id: 'passes', label: text.passes, to: catalogueTypePaths.PASS },
    ],
  },
});
