/** The SSO area: partner credentials that log in as seeded accounts. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { ssoHandlers } from './handlers';
import { seedSsoArea } from './seed';

export default defineMockArea({
  handlers: Object.values(ssoHandlers),
  seed: { needs: ['accounts'], run: seedSsoArea },
});
