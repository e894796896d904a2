/** The SHIPPING area (`/admin/shipping…`): the shipment list with invoices, and a shipment's detail. */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../../areas/defineArea';

export default defineBackofficeArea({
  id: 'SHIPPING',
  routes: [
    { index: true, element: lazyPage(() => import('./ShippingListPage'), 'ShippingListPage') },
    { path: ':shipmentKey', element: lazyPage(() => import('./ShipmentDetailPage'), 'ShipmentDetailPage') },
  ],
});
