/** The kit's files: upload and download records, and the storage host the upload URLs name. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminFileHandlers, fileStorageHandlers } from './handlers';

export default defineMockArea({
  handlers: [...Object.values(adminFileHandlers), ...Object.values(fileStorageHandlers)],
});
