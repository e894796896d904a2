/** The document area: notices and terms documents read from the community's records. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { documentHandlers } from './handlers';

export default defineMockArea({ handlers: Object.values(documentHandlers) });
