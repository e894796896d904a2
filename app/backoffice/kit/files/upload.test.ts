/**
 * backoffice.md §7 File: "A multi-part upload splits a file by the number of upload URLs"; issue
 * 15 §4: parts go up in parallel with a retry per part, an upload can be cancelled and retried.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StoredFile, UploadPlan } from '@app/shared/api/contract/adminFile';
import { isAbortError, runUpload, splitParts, UploadPartError, type UploadCalls } from './upload';

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

function fakeCalls(urlCount: number, putPart: UploadCalls['putPart']): UploadCalls {
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
