/** The SETTLEMENT area (`/admin/settlement`): the monthly sales, its one screen, a lazy chunk. */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

export default defineBackofficeArea({
  id: 'SETTLEMENT',
  routes: [{ index: true, element: lazyPage(() => import('./MonthlySalesPage'), 'MonthlySalesPage') }],
});
