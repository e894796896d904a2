/** The kit's job centre: every server job and its item errors. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminJobHandlers } from './handlers';
import { seedJobArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminJobHandlers),
  // The seeded jobs were started by the seeded operators.
  seed: { needs: ['accounts', 'operatorGrants'], run: seedJobArea },
});
