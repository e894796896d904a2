/**
 * The real calls of an upload and a download: the file endpoints through the session's client
 * (Authorization, token refresh), the part PUTs with XMLHttpRequest — fetch reports no upload
 * progress — and an abortable wait between a part's tries. The storage URLs are presigned
 * (adminFile.ts), so the PUTs and the content GET carry no Authorization.
 */
import {
  abortUpload,
  completeUpload,
  prepareUpload,
  requestDownload,
} from '@app/backoffice/api/adminFile';
import type { StoredFile } from '@app/shared/api/contract/adminFile';
import { runUpload, type PutPartOptions, type UploadCalls, type UploadOptions } from './upload';

export class PartRequestError extends Error {
  override readonly name = 'PartRequestError';
  constructor(readonly status: number) {
    super(`A part upload answered ${status}.`);
  }
}

function putPart(url: string, body: Blob, { onProgress, signal }: PutPartOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new PartRequestError(xhr.status));
    };
    xhr.onerror = () => reject(new PartRequestError(0));
    xhr.onabort = () => reject(new DOMException('The part upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      },
      { once: true },
    );
  });
}

/** The storage half of every upload's calls; an upload whose prepare and complete are another area's (a lesson's video) pairs them with these. */
export const storageCalls: Pick<UploadCalls, 'putPart' | 'wait'> = { putPart, wait };

const httpCalls: UploadCalls = {
  prepare: (input, signal) => prepareUpload(input, { signal }),
  complete: (uploadId, parts, signal) => completeUpload(uploadId, { parts }, { signal }),
  abort: (uploadId) => abortUpload(uploadId),
  ...storageCalls,
};

/** Uploads a file in parts (see `upload.ts`) and answers the stored file. */
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
