/**
 * Multi-part upload (backoffice.md §7 File: "A multi-part upload splits a file by the number of
 * upload URLs"), framework-free: prepare, cut the file into one part per URL, PUT the parts a few
 * at a time with a retry per part (XHR, for upload progress), then complete with the parts'
 * etags. Cancel is an AbortSignal (in-flight PUTs stop, the server forgets the upload); pause is
 * another (in-flight PUTs stop, the server keeps the upload and the parts that arrived, and an
 * `UploadPausedError` carries the checkpoint); a failed upload throws an `UploadPartError` carrying
 * one too, and `uploadFile(file, { resumeFrom })` re-sends only the parts that did not arrive. A
 * checkpoint may also come from the server after a reload (`checkpointOf`), which knows the upload
 * and its finished parts. What `complete` answers is the caller's (a stored file, or a lesson's
 * video resource). The calls and the timers are injected, so the rules are unit-tested without a
 * network (`multipart.test.ts`). Shared by both sides (issue 42): the back-office's kit uploads
 * through it (app/backoffice/kit/files/) and a learner attaches files to a board item with it.
 */
import type { UploadedPart, UploadPlan } from '@app/shared/api/contract/fileUpload';

export interface PartRange {
  partNumber: number;
  start: number;
  /** Exclusive. */
  end: number;
}

/** N parts of `ceil(size / N)` bytes, N the number of URLs; the last part is shorter. */
export function splitParts(size: number, urlCount: number): PartRange[] {
  if (urlCount < 1) throw new RangeError('An upload needs at least one URL.');
  const partSize = Math.ceil(size / urlCount);
  return Array.from({ length: urlCount }, (_, index) => ({
    partNumber: index + 1,
    start: Math.min(size, index * partSize),
    end: Math.min(size, (index + 1) * partSize),
  }));
}

export type PartStatus = 'waiting' | 'uploading' | 'retrying' | 'done' | 'failed';

export interface PartProgress {
  partNumber: number;
  size: number;
  loaded: number;
  status: PartStatus;
  /** Tries so far (1 on the first PUT). */
  attempts: number;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  parts: readonly PartProgress[];
}

/** What a failed upload keeps, so a retry sends only the missing parts. */
export interface UploadCheckpoint {
  plan: UploadPlan;
  uploaded: readonly UploadedPart[];
}

/**
 * A checkpoint from what the server says it has (an upload id, fresh part URLs, the parts that
 * arrived), so an upload resumes after a reload or a closed tab from the first missing part.
 */
export function checkpointOf(plan: UploadPlan, uploaded: readonly UploadedPart[]): UploadCheckpoint {
  const inPlan = uploaded.filter((part) => part.partNumber >= 1 && part.partNumber <= plan.uploadUrls.length);
  return { plan, uploaded: [...new Map(inPlan.map((part) => [part.partNumber, part])).values()].sort((a, b) => a.partNumber - b.partNumber) };
}

/** The part numbers of `partCount` still to send, in order (the first is where an upload resumes). */
export function missingParts(partCount: number, uploaded: readonly Pick<UploadedPart, 'partNumber'>[]): number[] {
  const arrived = new Set(uploaded.map((part) => part.partNumber));
  return Array.from({ length: partCount }, (_, index) => index + 1).filter((partNumber) => !arrived.has(partNumber));
}

/**
 * Whether `file` is the one an unfinished upload was started with, as the server remembers it
 * (name, size and, when it was known, the last-modified time): a page cannot keep a file across
 * a reload, so the person chooses it again, and another file must not be joined to its parts.
 */
export function isSameChosenFile(file: File, chosen: { fileName: string; size: number; lastModified: number | null }): boolean {
  return file.name === chosen.fileName && file.size === chosen.size && (chosen.lastModified === null || file.lastModified === chosen.lastModified);
}

/** Paused on purpose: the server keeps the upload; resume with the checkpoint. */
export class UploadPausedError extends Error {
  override readonly name = 'UploadPausedError';
  constructor(readonly checkpoint: UploadCheckpoint) {
    super('The upload was paused.');
  }
}

export class UploadPartError extends Error {
  override readonly name = 'UploadPartError';
  constructor(
    readonly partNumber: number,
    readonly checkpoint: UploadCheckpoint,
    readonly reason: unknown,
  ) {
    super(`Part ${partNumber} could not be uploaded.`);
  }
}

export interface PutPartOptions {
  onProgress: (loaded: number) => void;
  signal: AbortSignal;
}

/** The calls of an upload; `Result` is what completing it answers (a stored file, a board attachment, a lesson's video). */
export interface UploadCalls<Result> {
  prepare: (
    input: { fileName: string; size: number; contentType: string },
    signal: AbortSignal,
  ) => Promise<UploadPlan>;
  complete: (uploadId: string, parts: UploadedPart[], signal: AbortSignal) => Promise<Result>;
  abort: (uploadId: string) => Promise<unknown>;
  /** PUTs the bytes and answers the `ETag` header. */
  putPart: (url: string, body: Blob, options: PutPartOptions) => Promise<string>;
  /** Waits before a retry; aborted with the upload. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels: the server forgets the upload. */
  signal?: AbortSignal;
  /** Pauses: the server keeps the upload and its parts; `UploadPausedError` has the checkpoint. */
  pauseSignal?: AbortSignal;
  /** Parts in flight at once. */
  concurrency?: number;
  /** Tries per part before the upload fails. */
  attemptsPerPart?: number;
  /** Waits `retryDelayMs × attempt` before each retry. */
  retryDelayMs?: number;
  resumeFrom?: UploadCheckpoint;
}

export const UPLOAD_DEFAULTS = { concurrency: 3, attemptsPerPart: 3, retryDelayMs: 500 } as const;

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Uploads `file` with the injected calls (see `uploadFile` in `transfer.ts` for the real ones). */
export async function runUpload<Result>(
  file: File,
  calls: UploadCalls<Result>,
  options: UploadOptions = {},
): Promise<Result> {
  const { concurrency, attemptsPerPart, retryDelayMs } = { ...UPLOAD_DEFAULTS, ...options };
  const controller = new AbortController();
  const stop = () => controller.abort();
  for (const outside of [options.signal, options.pauseSignal]) {
    outside?.addEventListener('abort', stop, { once: true });
    if (outside?.aborted) stop();
  }
  const signal = controller.signal;
  let plan: UploadPlan | undefined = options.resumeFrom?.plan;
  const uploaded = new Map(
    (options.resumeFrom?.uploaded ?? []).map((part) => [part.partNumber, part]),
  );
  try {
    if (signal.aborted) throw abortError();
    plan ??= await calls.prepare(
      {
        fileName: file.name,
        size: file.size,
        contentType: file.type || 'application/octet-stream',
      },
      signal,
    );
    const activePlan = plan;
    const ranges = splitParts(file.size, activePlan.uploadUrls.length);
    const parts: PartProgress[] = ranges.map((range) => {
      const done = uploaded.has(range.partNumber);
      const size = range.end - range.start;
      return {
        partNumber: range.partNumber,
        size,
        loaded: done ? size : 0,
        status: done ? 'done' : 'waiting',
        attempts: 0,
      };
    });
    const report = () =>
      options.onProgress?.({
        loaded: parts.reduce((sum, part) => sum + part.loaded, 0),
        total: file.size,
        parts: parts.map((part) => ({ ...part })),
      });
    const update = (index: number, change: Partial<PartProgress>) => {
      parts[index] = { ...(parts[index] as PartProgress), ...change };
      report();
    };
    report();

    const sendPart = async (index: number): Promise<void> => {
      const range = ranges[index] as PartRange;
      const url = activePlan.uploadUrls[index] as string;
      for (let attempt = 1; ; attempt += 1) {
        update(index, {
          status: attempt === 1 ? 'uploading' : 'retrying',
          attempts: attempt,
          loaded: 0,
        });
        try {
          const etag = await calls.putPart(url, file.slice(range.start, range.end), {
            signal,
            onProgress: (loaded) =>
              update(index, { loaded: Math.min(loaded, range.end - range.start) }),
          });
          uploaded.set(range.partNumber, { partNumber: range.partNumber, etag });
          update(index, { status: 'done', loaded: range.end - range.start });
          return;
        } catch (error) {
          if (signal.aborted) throw abortError();
          if (attempt >= attemptsPerPart) {
            update(index, { status: 'failed', loaded: 0 });
            throw new UploadPartError(
              range.partNumber,
              { plan: activePlan, uploaded: [...uploaded.values()] },
              error,
            );
          }
          await calls.wait(retryDelayMs * attempt, signal);
        }
      }
    };

    // A small pool: each worker takes the next waiting part until none is left; the first part
    // that fails for good stops the others from starting new parts.
    const queue = parts.flatMap((part, index) => (part.status === 'done' ? [] : [index]));
    let failure: unknown;
    const worker = async () => {
      for (
        let index = queue.shift();
        index !== undefined && failure === undefined;
        index = queue.shift()
      ) {
        try {
          await sendPart(index);
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    if (failure !== undefined) {
      // A part that failed for good: the checkpoint must hold every part that did arrive.
      throw failure instanceof UploadPartError
        ? new UploadPartError(
            failure.partNumber,
            { plan: activePlan, uploaded: [...uploaded.values()] },
            failure.reason,
          )
        : failure;
    }
    if (signal.aborted) throw abortError();
    const sorted = [...uploaded.values()].sort((a, b) => a.partNumber - b.partNumber);
    return await calls.complete(activePlan.uploadId, sorted, signal);
  } catch (error) {
    // A pause before there was a plan has nothing to keep: it ends as a cancel would.
    const paused = signal.aborted && !options.signal?.aborted && options.pauseSignal?.aborted;
    if (paused && plan) throw new UploadPausedError({ plan, uploaded: [...uploaded.values()] });
    // Cancelled: answered once the server has forgotten the upload, so a read after it agrees.
    if (signal.aborted && plan) await calls.abort(plan.uploadId).catch(() => undefined);
    throw signal.aborted ? abortError() : error;
  } finally {
    options.signal?.removeEventListener('abort', stop);
    options.pauseSignal?.removeEventListener('abort', stop);
  }
}
