/**
 * The master's authorities (`/admin/master/authorities`, issue 44): the recent ones, and switching
 * to another through the add-role refresh. Its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../../areas/defineArea';

export default defineBackofficeArea({
  id: 'master.authorities',
  routes: [{ index: true, element: lazyPage(() => import('./AuthoritiesPage'), 'AuthoritiesPage') }],
});
