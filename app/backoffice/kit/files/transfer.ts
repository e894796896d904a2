/**
 * The back-office's real calls of an upload and a download: the file endpoints through the
 * session's client (Authorization, token refresh), with the storage half every upload shares
 * (app/shared/upload/storage.ts). The storage URLs are presigned (adminFile.ts), so the PUTs and
 * the content GET carry no Authorization.
 */
import {
  abortUpload,
  completeUpload,
  prepareUpload,
  requestDownload,
} from '@app/backoffice/api/adminFile';
import type { StoredFile } from '@app/shared/api/contract/adminFile';
import { runUpload, type UploadCalls, type UploadOptions } from '@app/shared/upload/multipart';
import { storageCalls } from '@app/shared/upload/storage';

const httpCalls: UploadCalls<StoredFile> = {
  prepare: (input, signal) => prepareUpload(input, { signal }),
  complete: (uploadId, parts, signal) => completeUpload(uploadId, { parts }, { signal }),
  abort: (uploadId) => abortUpload(uploadId),
  ...storageCalls,
};

/** Uploads a file in parts (app/shared/upload/multipart.ts) and answers the stored file. */
export function uploadFile(file: File, options?: UploadOptions): Promise<StoredFile> {
  return runUpload(file, httpCalls, options);
}

/** Saves bytes the page holds under `fileName` (Korean kept): a Blob link clicked once. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started by the next task; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(readonly status: number) {
    super(`The file download answered ${status}.`);
  }
}

/**
 * Downloads a stored file and saves it under its Korean name: the short-lived URL is asked for
 * with the session's Authorization, then its bytes are fetched and saved from memory (an `<a
 * download>` to another origin would ignore the name). Answers the name it was saved under.
 */
export async function downloadFile(
  fileId: string,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  const link = await requestDownload(fileId, options);
  const response = await fetch(link.url, options.signal ? { signal: options.signal } : {});
  if (!response.ok) throw new DownloadError(response.status);
  saveBlob(await response.blob(), link.fileName);
  return link.fileName;
}
