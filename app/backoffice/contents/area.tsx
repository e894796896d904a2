/**
 * The CONTENT area (`/admin/contents…`, issue 28): the catalogue's lists per type — classes first,
 * then courses and packages (the v2 lists), books, goods and passes in its section navigation —,
 * each type's categories at `categories` (`categories/{type path}` for the other owners), and an
 * item's edit with its sales info at `{type path}/{itemKey}`, a new item's form at `{type path}/new`,
 * and a course's or package's classes at `{courses|packages}/{itemKey}/klasses`. The screens are the catalogue's
 * shared pieces (`app/backoffice/catalogue/`), each its own lazy chunk.
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
    { path: catalogueTypePaths.COURSE, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'CourseListPage') },
    { path: catalogueTypePaths.PACKAGE, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'PackageListPage') },
    { path: catalogueTypePaths.BOOK, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'BookListPage') },
    { path: catalogueTypePaths.GOODS, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'GoodsListPage') },
    { path: catalogueTypePaths.PASS, element: lazyPage(() => import('../catalogue/CatalogueListPage'), 'PassListPage') },
    // Static segments outrank `:typePath/:itemKey`: `categories/books` is the books' categories.
    { path: 'categories', element: lazyPage(() => import('../catalogue/CategoriesPage'), 'CategoriesPage') },
    { path: 'categories/:typePath', element: lazyPage(() => import('../catalogue/CategoriesPage'), 'CategoriesPage') },
    // `new` outranks an item key: the create form of the type.
    { path: ':typePath/new', element: lazyPage(() => import('../catalogue/CatalogueCreatePage'), 'CatalogueCreatePage') },
    { path: ':typePath/:itemKey/klasses', element: lazyPage(() => import('../catalogue/composition/BundleComposerPage'), 'BundleComposerPage') },
    { path: ':typePath/:itemKey', element: lazyPage(() => import('../catalogue/CatalogueEditPage'), 'CatalogueEditPage') },
  ],
  sections: {
    label: text.navLabel,
    items: [
      // Classes are the area's first screen; a class's edit (`klasses/…`) sits under it.
      { id: 'klasses', label: text.klasses, to: '' },
      { id: 'courses', label: text.courses, to: catalogueTypePaths.COURSE },
      { id: 'packages', label: text.packages, to: catalogueTypePaths.PACKAGE },
      { id: 'books', label: text.books, to: catalogueTypePaths.BOOK },
      { id: 'goods', label: text.goods, to: catalogueTypePaths.GOODS },
      { id: 'passes', label: text.passes, to: catalogueTypePaths.PASS },
      { id: 'categories', label: text.categories, to: 'categories' },
    ],
  },
});
