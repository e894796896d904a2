/**
 * backoffice.md §7 File: "A multi-part upload splits a file by the number of upload URLs"; issue
 * 15 §4: parts go up in parallel with a retry per part, an upload can be cancelled and retried.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '@app/shared/api/contract/adminFile';
import type { UploadPlan } from '@app/shared/api/contract/fileUpload';
import {
  checkpointOf,
  isAbortError,
  isSameChosenFile,
  missingParts,
  runUpload,
  splitParts,
  UploadPartError,
  UploadPausedError,
  type UploadCalls,
} from './multipart';

const stored: StoredFile = {
  fileId: 'file-1',
  fileName: '회원.csv',
  size: 10,
  contentType: 'text/csv',
  createdAt: '2026-11-22T00:00:00.000Z',
  owner: { accountKey: 'acc-1', displayName: '강운영' },
};

function planOf(urlCount: number): UploadPlan {
  return {
    uploadId: 'upload-1',
    partSize: 0,
    uploadUrls: Array.from({ length: urlCount }, (_, index) => `https://storage.test/${index + 1}`),
    expiresAt: '2026-11-22T01:00:00.000Z',
  };
}

function fakeCalls(urlCount: number, putPart: UploadCalls<StoredFile>['putPart']): UploadCalls<StoredFile> {
  return {
    prepare: vi.fn(() => Promise.resolve(planOf(urlCount))),
    complete: vi.fn(() => Promise.resolve(stored)),
    abort: vi.fn(() => Promise.resolve(null)),
    putPart: vi.fn(putPart),
    wait: vi.fn(() => Promise.resolve()),
  };
}

const file = new File(['0123456789'], '회원.csv', { type: 'text/csv' });
const partNumberOf = (url: string) => Number(url.split('/').pop());

describe('splitting by the number of upload URLs (§7 File)', () => {
  it('cuts N parts of ceil(size / N) bytes, the last one shorter', () => {
    expect(splitParts(10, 3)).toEqual([
      { partNumber: 1, start: 0, end: 4 },
      { partNumber: 2, start: 4, end: 8 },
      { partNumber: 3, start: 8, end: 10 },
    ]);
    expect(splitParts(9, 3).map((part) => part.end - part.start)).toEqual([3, 3, 3]);
    expect(splitParts(5, 1)).toEqual([{ partNumber: 1, start: 0, end: 5 }]);
  });

  it('refuses a plan without URLs', () => {
    expect(() => splitParts(5, 0)).toThrow(RangeError);
  });
});

describe('parallel parts with a retry per part', () => {
  it('PUTs each part to its URL, at most `concurrency` at once, and completes with the etags in order', async () => {
    let inFlight = 0;
    let most = 0;
    const bodies = new Map<number, string>();
    const calls = fakeCalls(4, async (url, body) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      bodies.set(partNumberOf(url), await body.text());
      inFlight -= 1;
      return `"etag-${partNumberOf(url)}"`;
    });
    await expect(runUpload(file, calls, { concurrency: 2 })).resolves.toEqual(stored);
    expect(most).toBe(2);
    expect([...bodies.entries()].sort()).toEqual([
      [1, '012'],
      [2, '345'],
      [3, '678'],
      [4, '9'],
    ]);
    expect(calls.prepare).toHaveBeenCalledWith(
      { fileName: '회원.csv', size: 10, contentType: 'text/csv' },
      expect.any(AbortSignal),
    );
    expect(calls.complete).toHaveBeenCalledWith(
      'upload-1',
      [1, 2, 3, 4].map((partNumber) => ({ partNumber, etag: `"etag-${partNumber}"` })),
      expect.any(AbortSignal),
    );
  });

  it('retries a failed part alone, waiting longer each time, and reports it as retrying', async () => {
    let failures = 0;
    const calls = fakeCalls(2, (url) => {
      if (partNumberOf(url) === 2 && failures < 2) {
        failures += 1;
        return Promise.reject(new Error('network'));
      }
      return Promise.resolve(`"etag-${partNumberOf(url)}"`);
    });
    const statuses: string[] = [];
    await runUpload(file, calls, {
      retryDelayMs: 100,
      onProgress: (progress) => statuses.push(progress.parts[1]?.status ?? ''),
    });
    expect(calls.putPart).toHaveBeenCalledTimes(4);
    expect(calls.wait).toHaveBeenNthCalledWith(1, 100, expect.any(AbortSignal));
    expect(calls.wait).toHaveBeenNthCalledWith(2, 200, expect.any(AbortSignal));
    expect(statuses).toContain('retrying');
    expect(statuses.at(-1)).toBe('done');
  });

  it('fails with the part and a checkpoint after the last try; resuming sends only the missing part', async () => {
    const calls = fakeCalls(3, (url) =>
      partNumberOf(url) === 2
        ? Promise.reject(new Error('500'))
        : Promise.resolve(`"etag-${partNumberOf(url)}"`),
    );
    const error: unknown = await runUpload(file, calls, { attemptsPerPart: 2 }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(UploadPartError);
    const { partNumber, checkpoint } = error as UploadPartError;
    expect(partNumber).toBe(2);
    expect(checkpoint.uploaded.map((part) => part.partNumber).sort()).toEqual([1, 3]);
    expect(calls.complete).not.toHaveBeenCalled();

    const retry = fakeCalls(3, (url) => Promise.resolve(`"again-${partNumberOf(url)}"`));
    await expect(runUpload(file, retry, { resumeFrom: checkpoint })).resolves.toEqual(stored);
    expect(retry.prepare).not.toHaveBeenCalled();
    expect(retry.putPart).toHaveBeenCalledTimes(1);
    expect(retry.complete).toHaveBeenCalledWith(
      'upload-1',
      [
        { partNumber: 1, etag: '"etag-1"' },
        { partNumber: 2, etag: '"again-2"' },
        { partNumber: 3, etag: '"etag-3"' },
      ],
      expect.any(AbortSignal),
    );
  });
});

describe('cancel', () => {
  it('aborts the parts in flight, tells the server to forget the upload and rejects with AbortError', async () => {
    const controller = new AbortController();
    const calls = fakeCalls(2, (_url, _body, { signal }) => {
      queueMicrotask(() => controller.abort());
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError'))),
      );
    });
    const error: unknown = await runUpload(file, calls, { signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(isAbortError(error)).toBe(true);
    expect(calls.abort).toHaveBeenCalledWith('upload-1');
    expect(calls.complete).not.toHaveBeenCalled();
  });

  it('a signal aborted before the start never prepares', async () => {
    const controller = new AbortController();
    controller.abort();
    const calls = fakeCalls(1, () => Promise.resolve('"e"'));
    await expect(runUpload(file, calls, { signal: controller.signal })).rejects.toSatisfy(
      isAbortError,
    );
    expect(calls.prepare).not.toHaveBeenCalled();
  });
});

describe('pause (issue 44: the server keeps the upload and the parts that arrived)', () => {
  it('stops the parts in flight without telling the server to forget, and hands back the checkpoint', async () => {
    const pause = new AbortController();
    const calls = fakeCalls(3, (url, _body, { signal }) => {
      if (partNumberOf(url) === 1) return Promise.resolve('"etag-1"');
      queueMicrotask(() => pause.abort());
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError'))),
      );
    });
    const error: unknown = await runUpload(file, calls, { pauseSignal: pause.signal, concurrency: 1 }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(UploadPausedError);
    expect((error as UploadPausedError).checkpoint.uploaded).toEqual([{ partNumber: 1, etag: '"etag-1"' }]);
    expect(calls.abort).not.toHaveBeenCalled();
    expect(calls.complete).not.toHaveBeenCalled();
  });

  it('a cancel wins over a pause at the same moment: the server forgets the upload', async () => {
    const pause = new AbortController();
    const cancel = new AbortController();
    const calls = fakeCalls(2, (_url, _body, { signal }) => {
      queueMicrotask(() => {
        pause.abort();
        cancel.abort();
      });
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError'))),
      );
    });
    const error: unknown = await runUpload(file, calls, { pauseSignal: pause.signal, signal: cancel.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(isAbortError(error)).toBe(true);
    expect(calls.abort).toHaveBeenCalledWith('upload-1');
  });
});

describe('resume bookkeeping (issue 44: after a reload the server says which parts it has)', () => {
  it('a server checkpoint keeps the parts of the plan once each, in order', () => {
    const checkpoint = checkpointOf(planOf(4), [
      { partNumber: 3, etag: '"c"' },
      { partNumber: 1, etag: '"a"' },
      { partNumber: 3, etag: '"c"' },
      { partNumber: 9, etag: '"out of the plan"' },
    ]);
    expect(checkpoint.uploaded).toEqual([
      { partNumber: 1, etag: '"a"' },
      { partNumber: 3, etag: '"c"' },
    ]);
  });

  it('names the parts still to send; the first is where the upload resumes', () => {
    expect(missingParts(5, [{ partNumber: 1 }, { partNumber: 2 }, { partNumber: 4 }])).toEqual([3, 5]);
    expect(missingParts(3, [])).toEqual([1, 2, 3]);
    expect(missingParts(2, [{ partNumber: 1 }, { partNumber: 2 }])).toEqual([]);
  });

  it('"continues from the first missing part instead of starting again": only parts 3 and 4 are sent, once each', async () => {
    const sent: number[] = [];
    const calls = fakeCalls(4, (url) => {
      sent.push(partNumberOf(url));
      return Promise.resolve(`"new-${partNumberOf(url)}"`);
    });
    const checkpoint = checkpointOf(planOf(4), [
      { partNumber: 2, etag: '"old-2"' },
      { partNumber: 1, etag: '"old-1"' },
    ]);
    await expect(runUpload(file, calls, { resumeFrom: checkpoint })).resolves.toEqual(stored);
    expect(calls.prepare).not.toHaveBeenCalled();
    expect(sent.sort()).toEqual([3, 4]);
    expect(calls.complete).toHaveBeenCalledWith(
      'upload-1',
      [
        { partNumber: 1, etag: '"old-1"' },
        { partNumber: 2, etag: '"old-2"' },
        { partNumber: 3, etag: '"new-3"' },
        { partNumber: 4, etag: '"new-4"' },
      ],
      expect.any(AbortSignal),
    );
  });

  it('tells the file chosen again after a reload by its name, size and time', () => {
    const chosen = new File(['0123456789'], '강의 1.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
    const remembered = { fileName: '강의 1.mp4', size: 10, lastModified: 1_700_000_000_000 };
    expect(isSameChosenFile(chosen, remembered)).toBe(true);
    expect(isSameChosenFile(chosen, { ...remembered, lastModified: null })).toBe(true);
    expect(isSameChosenFile(chosen, { ...remembered, size: 11 })).toBe(false);
    expect(isSameChosenFile(chosen, { ...remembered, fileName: '강의 2.mp4' })).toBe(false);
    expect(isSameChosenFile(chosen, { ...remembered, lastModified: 1 })).toBe(false);
  });
});
