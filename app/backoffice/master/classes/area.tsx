/**
 * The master's classes (`/admin/master/classes…`, issue 44): the list of their own classes with
 * their learners' progress, and one class's learners. Each screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../../areas/defineArea';

export default defineBackofficeArea({
  id: 'master.classes',
  routes: [
    { index: true, element: lazyPage(() => import('./MasterKlassesPage'), 'MasterKlassesPage') },
    { path: ':klassId', element: lazyPage(() => import('./MasterKlassPage'), 'MasterKlassPage') },
  ],
});
