/** The inventory area (`/rest/inventory`): classes, courses, tickets, the class room, the learner's passes (issue 40). */
import { defineMockArea } from '@mocks/engine/mockArea';
import { inventoryHandlers } from './handlers';
import { inventoryPassHandlers } from './handlers/myPass';
import { seedInventoryArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(inventoryHandlers), ...Object.values(inventoryPassHandlers)],
  // Tickets belong to the account area's learners.
  seed: { needs: ['accounts'], run: seedInventoryArea },
});
