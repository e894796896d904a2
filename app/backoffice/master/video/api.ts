/**
 * A lesson's video calls (adminMasterVideo.ts) for the curriculum editor: the lesson's video as a
 * query, and the upload kit's calls for it — prepare and complete are the lesson's (so the server
 * ties the upload to the lesson and starts transcoding), the part PUTs and the waits are the kit's
 * own (`storageCalls`), so a lesson's video goes up exactly as every other multi-part upload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { LessonVideo, SubtitleBody, ThumbnailBody } from '@app/shared/api/contract/adminMasterVideo';
import * as endpoints from '@app/shared/api/routes/adminMasterVideo';
import type { HubVideoSource } from '@app/shared/media/HubVideo';
import { storageCalls } from '@app/shared/upload/storage';
import type { UploadCalls } from '@app/shared/upload/multipart';
import { adminMasterKeys } from '../api';

export const lessonVideoKey = (klassId: string, lessonKey: string) => [...adminMasterKeys.all, 'video', klassId, lessonKey] as const;

export function lessonVideoQuery(klassId: string, lessonKey: string) {
  return queryOptions({
    queryKey: lessonVideoKey(klassId, lessonKey),
    queryFn: ({ signal }) => api.request(endpoints.lessonVideo, { params: { klassId, lessonKey } }, { signal }),
  });
}

/** The thumbnail: an uploaded image (`fileId`) or one of the video's frames (`frameId`). */
export function setLessonThumbnail(klassId: string, lessonKey: string, body: ThumbnailBody) {
  return api.request(endpoints.setLessonThumbnail, { params: { klassId, lessonKey }, body });
}

/** The frames the transcode took of the video, keyed by the video so a new one asks again. */
export function lessonVideoFramesQuery(klassId: string, lessonKey: string, fileId: string) {
  return queryOptions({
    queryKey: [...lessonVideoKey(klassId, lessonKey), 'frames', fileId],
    queryFn: ({ signal }) => api.request(endpoints.lessonVideoFrames, { params: { klassId, lessonKey } }, { signal }),
  });
}

/** Where the preview's play info and signed URL are cached; its subtitles' changes refresh it. */
export const lessonVideoPreviewKey = (klassId: string, lessonKey: string) => [...lessonVideoKey(klassId, lessonKey), 'preview'] as const;

/** The draft's video as the editor's preview asks it (the master's session, no resource token). */
export function previewHubVideo(klassId: string, lessonKey: string, fileId: string): HubVideoSource {
  const params = { klassId, lessonKey };
  return {
    key: [...lessonVideoPreviewKey(klassId, lessonKey), fileId],
    playInfo: (signal) => api.request(endpoints.previewPlayInfo, { params }, { signal }),
    signedUrl: (signal) => api.request(endpoints.previewSignedUrl, { params }, { signal }),
  };
}

export const lessonSubtitlesKey = (klassId: string, lessonKey: string) => [...lessonVideoKey(klassId, lessonKey), 'subtitles'] as const;

export function lessonSubtitlesQuery(klassId: string, lessonKey: string) {
  return queryOptions({
    queryKey: lessonSubtitlesKey(klassId, lessonKey),
    queryFn: ({ signal }) => api.request(endpoints.lessonSubtitles, { params: { klassId, lessonKey } }, { signal }),
  });
}

export function addSubtitle(klassId: string, lessonKey: string, body: SubtitleBody) {
  return api.request(endpoints.addSubtitle, { params: { klassId, lessonKey }, body });
}

export function deleteSubtitle(klassId: string, lessonKey: string, subtitleId: string) {
  return api.request(endpoints.deleteSubtitle, { params: { klassId, lessonKey, subtitleId } });
}

/** Fresh part URLs for the lesson's unfinished upload and the parts the server has. */
export function resumeLessonVideo(klassId: string, lessonKey: string, uploadId: string, signal?: AbortSignal) {
  return api.request(endpoints.resumeLessonVideo, { params: { klassId, lessonKey, uploadId } }, { signal });
}

export function cancelLessonVideoUpload(klassId: string, lessonKey: string, uploadId: string) {
  return api.request(endpoints.cancelLessonVideoUpload, { params: { klassId, lessonKey, uploadId } });
}

/** The upload kit's calls for one lesson's video; `lastModified` tells the same file when it is chosen again. */
export function lessonVideoCalls(klassId: string, lessonKey: string, lastModified: number | null): UploadCalls<LessonVideo> {
  return {
    prepare: (input, signal) => api.request(endpoints.prepareLessonVideo, { params: { klassId, lessonKey }, body: { ...input, lastModified } }, { signal }),
    complete: (uploadId, parts, signal) => api.request(endpoints.completeLessonVideo, { params: { klassId, lessonKey, uploadId }, body: { parts } }, { signal }),
    abort: (uploadId) => cancelLessonVideoUpload(klassId, lessonKey, uploadId),
    ...storageCalls,
  };
}
