/**
 * The mock's file area: handlers (JSON calls and raw storage URLs) and the API other mock areas
 * store files with (`storeFile`, `exportRows`) or take uploads through with calls of their own (a
 * learner's board attachments: `startUpload`, `uploadPlanOf`, `completeUpload`, `abortUpload`).
 */
export { adminFileHandlers, fileStorageHandlers, uploadPlanOf } from './handlers';
export {
  abortUpload,
  completeUpload,
  downloadLinkOf,
  exportRows,
  startUpload,
  storeFile,
  SYSTEM_ACTOR,
  type ExportRowsInput,
  type StoreFileInput,
} from './store';
