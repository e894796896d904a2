/** The inventory area (`/rest/inventory`): classes, courses, tickets, the class room. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { inventoryHandlers } from './handlers';
import { seedInventoryArea } from './seed';

export default defineMockArea({
  handlers: Object.values(inventoryHandlers),
  // Tickets belong to the account area's learners.
  seed: { needs: ['accounts'], run: seedInventoryArea },
});
