/** The account area (`/rest/account`): accounts, logins, verification, masters' authorities. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { accountHandlers } from './handlers';
import { seedAccountArea } from './seed';

export default defineMockArea({
  handlers: Object.values(accountHandlers),
  // Accounts belong to the seeded tenants.
  seed: { needs: ['tenants'], run: seedAccountArea },
});
