/** The SITE area's organization info (`/admin/site/organization`): the tenant's corporation details. */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

export default defineBackofficeArea({
  id: 'SITE',
  routes: [{ index: true, element: lazyPage(() => import('./OrganizationPage'), 'OrganizationPage') }],
});
