/** The settlement area: monthly sales computed from the orders area's records, and their export. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminSettlementHandlers } from './handlers';

export default defineMockArea({
  handlers: Object.values(adminSettlementHandlers),
});
