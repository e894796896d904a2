/**
 * A lesson's video upload (issue 44), on the upload kit's multi-part transfer (`runUpload`): a
 * chosen video goes up in parts with progress per part; it can be paused (the server keeps the
 * parts), cancelled (confirmed by the panel: the parts are dropped) and, after a failed part,
 * retried from that part. Resuming — after a pause, a failure, a reload or a closed tab — always
 * asks the server where the upload stands (`resume`: fresh part URLs and the parts it has), so no
 * part that arrived is sent again. After a reload the page no longer holds the file: the person
 * chooses it again and it must be the same one (name, size, time). Leaving the page pauses.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@app/shared/api/client/ApiError';
import { isVideoFile, VIDEO_UPLOAD_MAX_BYTES } from '@app/shared/api/contract/adminMasterVideoRules';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import {
  checkpointOf,
  isAbortError,
  isSameChosenFile,
  missingParts,
  runUpload,
  UploadPartError,
  UploadPausedError,
  type UploadCheckpoint,
  type UploadProgress,
} from '@app/shared/upload/multipart';
import { cancelLessonVideoUpload, lessonVideoCalls, lessonVideoKey, lessonVideoQuery, resumeLessonVideo } from './api';

const text = copy.backofficeMasterVideo;

export type VideoUploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: File; progress: UploadProgress | null; resumedFrom: number | null; restarted: boolean }
  | { kind: 'paused'; file: File; progress: UploadProgress | null }
  | { kind: 'failed'; file: File; progress: UploadProgress | null; failedPart: number | null; message: string }
  | { kind: 'cancelled' };

/** Where a checkpoint resumes: the first part still to send, or null when it starts afresh. */
function resumePointOf(checkpoint: UploadCheckpoint | undefined): number | null {
  if (!checkpoint || checkpoint.uploaded.length === 0) return null;
  return missingParts(checkpoint.plan.uploadUrls.length, checkpoint.uploaded)[0] ?? null;
}

/** Why a chosen file is not sent, in words; null when it may go. */
export function videoFileProblem(file: File): string | null {
  if (!isVideoFile(file)) return text.notVideo(file.name);
  if (file.size > VIDEO_UPLOAD_MAX_BYTES) return text.tooLarge(file.name, formatFileSize(VIDEO_UPLOAD_MAX_BYTES));
  return null;
}

export function useLessonVideoUpload(klassId: string, lessonKey: string) {
  const client = useQueryClient();
  const video = useQuery(lessonVideoQuery(klassId, lessonKey));
  const [phase, setPhase] = useState<VideoUploadPhase>({ kind: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRef<{ cancel: AbortController; pause: AbortController } | null>(null);
  const progress = useRef<UploadProgress | null>(null);
  // Leaving the lesson keeps what arrived on the server: the upload is paused, not cancelled.
  useEffect(() => () => running.current?.pause.abort(), []);

  const run = useCallback(
    (file: File, resumeFrom: UploadCheckpoint | undefined, restarted: boolean) => {
      const controllers = { cancel: new AbortController(), pause: new AbortController() };
      running.current = controllers;
      progress.current = null;
      setRefusal(null);
      setPhase({ kind: 'uploading', file, progress: null, resumedFrom: resumePointOf(resumeFrom), restarted });
      runUpload(file, lessonVideoCalls(klassId, lessonKey, file.lastModified), {
        signal: controllers.cancel.signal,
        pauseSignal: controllers.pause.signal,
        onProgress: (next) => {
          progress.current = next;
          setPhase((current) => (current.kind === 'uploading' ? { ...current, progress: next } : current));
        },
        ...(resumeFrom ? { resumeFrom } : {}),
      })
        .then((result) => {
          // The answer names the transcode it started; the panel follows it in the job centre.
          client.setQueryData(lessonVideoKey(klassId, lessonKey), result);
          setPhase({ kind: 'idle' });
        })
        .catch((error: unknown) => {
          const last = progress.current;
          if (error instanceof UploadPausedError) setPhase({ kind: 'paused', file, progress: last });
          else if (isAbortError(error)) {
            setPhase({ kind: 'cancelled' });
            void client.invalidateQueries({ queryKey: lessonVideoKey(klassId, lessonKey) });
          } else if (error instanceof UploadPartError) {
            setPhase({ kind: 'failed', file, progress: last, failedPart: error.partNumber, message: text.failedPart(error.partNumber) });
          } else {
            setPhase({ kind: 'failed', file, progress: last, failedPart: null, message: isApiError(error) ? error.message : text.failed });
          }
        })
        .finally(() => {
          if (running.current === controllers) running.current = null;
        });
    },
    [client, klassId, lessonKey],
  );

  /**
   * Sends `file` from where the server says its upload stands: the missing parts of the lesson's
   * unfinished upload, or the whole file when there is none (never started, or gone meanwhile).
   */
  const fromServer = useCallback(
    async (file: File) => {
      const open = (await video.refetch()).data?.upload;
      if (!open) {
        // Parts had arrived and the server no longer has them: say it starts again.
        run(file, undefined, progress.current?.parts.some((part) => part.status === 'done') ?? false);
        return;
      }
      try {
        const where = await resumeLessonVideo(klassId, lessonKey, open.uploadId);
        run(file, checkpointOf(where.plan, where.uploadedParts), false);
      } catch (error) {
        if (isApiError(error) && error.status === 404) run(file, undefined, true);
        else setPhase({ kind: 'failed', file, progress: progress.current, failedPart: null, message: isApiError(error) ? error.message : text.failed });
      }
    },
    [klassId, lessonKey, run, video],
  );

  /** A new video chosen: checked, then sent from its first part (an unfinished one is replaced). */
  const start = useCallback(
    (file: File) => {
      const problem = videoFileProblem(file);
      setRefusal(problem);
      if (!problem) run(file, undefined, false);
    },
    [run],
  );

  /** The same file chosen again after a reload: it must be the one the server has parts of. */
  const resumeWith = useCallback(
    (file: File) => {
      const open = video.data?.upload;
      if (!open) return start(file);
      if (!isSameChosenFile(file, open)) {
        setRefusal(text.notSameFile(open.fileName, formatFileSize(open.size)));
        return;
      }
      setRefusal(null);
      void fromServer(file);
    },
    [fromServer, start, video.data?.upload],
  );

  const pause = useCallback(() => running.current?.pause.abort(), []);

  /** After a pause or a failed part: on from the server's parts. */
  const resume = useCallback(() => {
    if (phase.kind === 'paused' || phase.kind === 'failed') void fromServer(phase.file);
  }, [fromServer, phase]);

  /** Drops the upload and its parts (the panel confirms first). */
  const cancel = useCallback(async () => {
    if (running.current) {
      running.current.cancel.abort();
      return;
    }
    const open = video.data?.upload;
    if (open) await cancelLessonVideoUpload(klassId, lessonKey, open.uploadId).catch(() => undefined);
    setPhase({ kind: 'cancelled' });
    await client.invalidateQueries({ queryKey: lessonVideoKey(klassId, lessonKey) });
  }, [client, klassId, lessonKey, video.data?.upload]);

  return { video, phase, refusal, start, resumeWith, pause, resume, cancel };
}
