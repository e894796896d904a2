/**
 * The UI state of uploads (issue 15 "Files"): one entry per chosen file, driven by the side's
 * `send` (the back-office's `uploadFile`, a learner's attachment upload: issue 42) — progress per
 * part, the part being retried or the one that failed, cancel (abort) and retry (resuming from the
 * failed part's checkpoint, or from the start after a cancel) — and the `UploadList` items the
 * design system draws, in the side's words. A file the server refuses for its size stays in the
 * list, saying the limit, with retry.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UploadListItem } from '@ds/components/UploadList';
import { isApiError } from '@app/shared/api/client/ApiError';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { sizeRefusalOf } from './limits';
import {
  isAbortError,
  UploadPartError,
  type UploadCheckpoint,
  type UploadOptions,
  type UploadProgress,
} from './multipart';

/** What an upload's line says, in the side's words (copy.backofficeFiles, copy.communityBoards.uploads). */
export interface UploadWords {
  preparing: string;
  uploading: (fraction: number, doneParts: number, parts: number) => string;
  retryingPart: (partNumber: number, attempt: number) => string;
  failedPart: (partNumber: number) => string;
  failed: string;
  cancelled: string;
  done: string;
  /** The server refused the file for its size after all; the size formatted. */
  refusedTooLarge: (maxSize: string) => string;
}

export interface UploadEntry<Result> {
  id: string;
  file: File;
  status: UploadListItem['status'];
  progress: UploadProgress | null;
  /** The part that failed for good, when that is why the upload stopped. */
  failedPart: number | null;
  /** The server's or the network's message when the upload failed otherwise. */
  error: string | null;
  checkpoint: UploadCheckpoint | null;
  result: Result | null;
}

export interface UseUploadsOptions<Result> {
  /** Sends one file (its calls: the side's prepare, complete and abort with the shared storage half). */
  send: (file: File, options: UploadOptions) => Promise<Result>;
  words: UploadWords;
  /** Called once per file that finished, with the file that was chosen (to preview it without a download). */
  onUploaded?: (result: Result, chosen: File) => void;
  /**
   * Told whenever what is pending changes (and once at mount), so the form can hold its submit
   * meanwhile (uploadHold.ts).
   */
  onPendingChange?: (pending: UploadsPending) => void;
  /** Passed to every upload (concurrency, tries per part). */
  upload?: Pick<UploadOptions, 'concurrency' | 'attemptsPerPart' | 'retryDelayMs'>;
}

/**
 * What a screen must know before it acts on its files (a message sent with its picture): one still
 * going up, or one chosen that failed and is still listed (retry or remove decides it); null when
 * every chosen file is up, cancelled or removed.
 */
export type UploadsPending = 'UPLOADING' | 'FAILED' | null;

export function pendingOf(entries: readonly Pick<UploadEntry<unknown>, 'status'>[]): UploadsPending {
  if (entries.some((entry) => entry.status === 'uploading')) return 'UPLOADING';
  return entries.some((entry) => entry.status === 'failed') ? 'FAILED' : null;
}

let nextId = 0;

function messageOf(entry: UploadEntry<unknown>, text: UploadWords): string {
  switch (entry.status) {
    case 'done':
      return text.done;
    case 'cancelled':
      return text.cancelled;
    case 'failed':
      return entry.failedPart !== null
        ? text.failedPart(entry.failedPart)
        : (entry.error ?? text.failed);
    case 'uploading': {
      const progress = entry.progress;
      if (!progress) return text.preparing;
      const retrying = progress.parts.find((part) => part.status === 'retrying');
      if (retrying) return text.retryingPart(retrying.partNumber, retrying.attempts);
      const done = progress.parts.filter((part) => part.status === 'done').length;
      return text.uploading(
        progress.total === 0 ? 0 : progress.loaded / progress.total,
        done,
        progress.parts.length,
      );
    }
  }
}

export function toUploadListItem(entry: UploadEntry<unknown>, words: UploadWords): UploadListItem {
  const { progress } = entry;
  return {
    id: entry.id,
    name: entry.file.name,
    detail: formatFileSize(entry.file.size),
    status: entry.status,
    progress:
      entry.status === 'done'
        ? 1
        : progress && progress.total > 0
          ? progress.loaded / progress.total
          : 0,
    message: messageOf(entry, words),
  };
}

export function useUploads<Result>(options: UseUploadsOptions<Result>) {
  const [entries, setEntries] = useState<UploadEntry<Result>[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const running = controllers.current;
    // Leaving the screen cancels what still runs: nobody would see it finish.
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback((id: string, change: Partial<UploadEntry<Result>>) => {
    setEntries((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
    );
  }, []);

  const start = useCallback(
    (id: string, file: File, resumeFrom: UploadCheckpoint | null) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      patch(id, { status: 'uploading', failedPart: null, error: null, result: null });
      latest.current
        .send(file, {
          ...latest.current.upload,
          signal: controller.signal,
          onProgress: (progress) => patch(id, { progress }),
          ...(resumeFrom ? { resumeFrom } : {}),
        })
        .then(
          (result) => {
            patch(id, { status: 'done', result, checkpoint: null });
            latest.current.onUploaded?.(result, file);
          },
          (error: unknown) => {
            if (isAbortError(error))
              patch(id, { status: 'cancelled', checkpoint: null, progress: null });
            else if (error instanceof UploadPartError) {
              patch(id, {
                status: 'failed',
                failedPart: error.partNumber,
                checkpoint: error.checkpoint,
              });
            } else {
              const tooLarge = sizeRefusalOf(error);
              patch(id, {
                status: 'failed',
                error: tooLarge
                  ? latest.current.words.refusedTooLarge(formatFileSize(tooLarge.maxBytes))
                  : isApiError(error)
                    ? error.message
                    : null,
                checkpoint: null,
              });
            }
          },
        )
        .finally(() => {
          if (controllers.current.get(id) === controller) controllers.current.delete(id);
        });
    },
    [patch],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files, (file): UploadEntry<Result> => {
        nextId += 1;
        return {
          id: `upload-${nextId}`,
          file,
          status: 'uploading',
          progress: null,
          failedPart: null,
          error: null,
          checkpoint: null,
          result: null,
        };
      });
      setEntries((current) => [...current, ...added]);
      for (const entry of added) start(entry.id, entry.file, null);
    },
    [start],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  const retry = useCallback(
    (id: string) => {
      const entry = entries.find((candidate) => candidate.id === id);
      if (entry && (entry.status === 'failed' || entry.status === 'cancelled'))
        start(id, entry.file, entry.checkpoint);
    },
    [entries, start],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const pending = pendingOf(entries);
  useEffect(() => latest.current.onPendingChange?.(pending), [pending]);

  const { words } = options;
  const items = useMemo(
    () => entries.map((entry) => toUploadListItem(entry, words)),
    [entries, words],
  );
  return { entries, items, pending, add, cancel, retry, remove };
}
