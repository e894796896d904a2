/**
 * The storage half of every upload's calls (issue 42: shared so a learner's attachment goes up as
 * the back-office's files do): the part PUTs with XMLHttpRequest — fetch reports no upload
 * progress — and an abortable wait between a part's tries. The storage URLs are presigned
 * (adminFile.ts), so the PUTs carry no Authorization. An area pairs these with its own prepare,
 * complete and abort (the back-office's file calls, a lesson's video, a learner's attachment).
 */
import type { PutPartOptions, UploadCalls } from './multipart';

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

export const storageCalls: Pick<UploadCalls<unknown>, 'putPart' | 'wait'> = { putPart, wait };
