/** The back-office account area: the operator's own account, permissions, legacy session. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminAccountHandlers } from './handlers';
import { seedAdminAccountArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminAccountHandlers),
  // The legacy session belongs to the seeded full operator.
  seed: { needs: ['accounts', 'operatorGrants'], run: seedAdminAccountArea },
});
