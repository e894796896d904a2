/** The shipping area: shipments, invoices and their imports and exports. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminShippingHandlers } from './handlers';
import { seedShippingArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminShippingHandlers),
  // One shipment per paid physical-goods order.
  seed: { needs: ['orders'], run: seedShippingArea },
});
