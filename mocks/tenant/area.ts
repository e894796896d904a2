/** The tenant area (`/rest/tenant`): the serving tenants and their preferences. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { tenantHandlers } from './handlers';
import { seedTenantArea } from './seed';

export default defineMockArea({
  handlers: Object.values(tenantHandlers),
  seed: { needs: [], run: seedTenantArea },
});
