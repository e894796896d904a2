/** The back-office setting area: the site organization info, kept on the tenant's record. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminSettingHandlers } from './handlers';

export default defineMockArea({ handlers: Object.values(adminSettingHandlers) });
