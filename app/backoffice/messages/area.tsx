/**
 * The MESSAGE area (`/admin/messages…`, issue 43): composing a text or marketing message is its
 * first screen; the request list and one request with its results sit beside it in its section
 * navigation. Every screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';
import { messageSections } from './sections';

export default defineBackofficeArea({
  id: 'MESSAGE',
  routes: [
    { index: true, element: lazyPage(() => import('./ComposePage'), 'ComposePage') },
    { path: 'requests', element: lazyPage(() => import('./RequestsPage'), 'RequestsPage') },
    { path: 'requests/:requestKey', element: lazyPage(() => import('./RequestPage'), 'RequestPage') },
  ],
  sections: messageSections,
});
