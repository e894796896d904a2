/**
 * The TERMS area (`/admin/terms…`): the terms pages, one page's draft editor with its version
 * history, and one published version. Every screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

export default defineBackofficeArea({
  id: 'TERMS',
  routes: [
    { index: true, element: lazyPage(() => import('./TermsListPage'), 'TermsListPage') },
    { path: ':termsKey', element: lazyPage(() => import('./TermsEditorPage'), 'TermsEditorPage') },
    { path: ':termsKey/versions/:version', element: lazyPage(() => import('./TermsVersionPage'), 'TermsVersionPage') },
  ],
});
