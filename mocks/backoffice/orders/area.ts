/** The orders area: the order list, detail, refunds and exports. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminOrderHandlers } from './handlers';
import { seedOrderArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminOrderHandlers),
  // Buyers are the members; items are the catalogue's (the inventory's classes, courses and
  // packages, the catalogue area's books, goods and passes), and the learner's items name the
  // tickets they granted. The books' and goods' stock follows these orders (catalogue/seedStock.ts).
  seed: {
    needs: ['accounts', 'memberGroups', 'klasses', 'courses', 'packages', 'klassTickets', 'courseTickets', 'catalogueProducts', 'catalogueWarehouses', 'catalogueVariants', 'catalogueStockMoves'],
    run: seedOrderArea,
  },
});
