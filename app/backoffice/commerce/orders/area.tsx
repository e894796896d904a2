/** The ORDER area (`/admin/orders…`): the order list, and an order's detail with its refunds. */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../../areas/defineArea';

export default defineBackofficeArea({
  id: 'ORDER',
  routes: [
    { index: true, element: lazyPage(() => import('./OrdersPage'), 'OrdersPage') },
    { path: ':orderKey', element: lazyPage(() => import('./OrderDetailPage'), 'OrderDetailPage') },
  ],
});
