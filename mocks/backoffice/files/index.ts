/**
 * The mock's file area: handlers (JSON calls and raw storage URLs) and the API other mock areas
 * store files with (`storeFile`, `exportRows`).
 */
export { adminFileHandlers, fileStorageHandlers } from './handlers';
export {
  downloadLinkOf,
  exportRows,
  storeFile,
  SYSTEM_ACTOR,
  type ExportRowsInput,
  type StoreFileInput,
} from './store';
