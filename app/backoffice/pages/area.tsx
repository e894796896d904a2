/**
 * The PAGE area (`/admin/pages…`, issue 41): the pages list (the home and the additional pages) and
 * one page's editor (its modules, header menu, preview, publishing and publications). Each screen
 * is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

export default defineBackofficeArea({
  id: 'PAGE',
  routes: [
    { index: true, element: lazyPage(() => import('./PagesPage'), 'PagesPage') },
    { path: ':pageKey', element: lazyPage(() => import('./PageEditorPage'), 'PageEditorPage') },
  ],
});
