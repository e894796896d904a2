/** The back-office people (collections.ts, seed.ts): the seeded operators and their grants. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { seedBackofficeArea } from './seed';

export default defineMockArea({
  // Operators are accounts beside the account area's.
  seed: { needs: ['accounts'], run: seedBackofficeArea },
});
