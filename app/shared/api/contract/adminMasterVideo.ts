/**
 * A lesson's video resource in the master workspace (backoffice.md §4 "Video transcoding can be
 * polled and cancelled", §7 Hub resource "upload prepare, complete, transcoding", File "a
 * multi-part upload splits a file by the number of upload URLs"; issue 44). Paths chosen here,
 * under the curriculum draft's `/rest/hub/admin/master/klasses/{klassId}/lessons/{lessonKey}/video`.
 * Every call answers only for the master's own class (another's is 404 `request.not_found`, as in
 * adminMaster.ts) and a lesson its draft has (404 `curriculum.target.missing`).
 *
 * What the server promises:
 * - `prepare` starts a multi-part upload of the file store (adminFile.ts: the same part URLs,
 *   the same `ceil(size / N)` split and the same part PUTs) and remembers it as the lesson's upload
 *   with what was chosen (name, size, last-modified time); a lesson that is not a video lesson is
 *   400 `video.lesson.not_video`, a file that is not a video 400 `video.file.not_video`, a file
 *   past VIDEO_UPLOAD_MAX_BYTES 413 `file.upload.too_large`. A new prepare replaces an unfinished
 *   upload (which is dropped).
 * - the lesson's video (`lessonVideo`) says the upload in progress and the parts the server has
 *   (`upload.uploadedParts`), so a page opened after a reload or a closed tab resumes from the
 *   first missing part: `resume` answers fresh part URLs for the same upload id with the parts
 *   that arrived (404 `file.upload.not_found` once the upload is gone or expired).
 * - `complete` joins the parts (the file store's `file.upload.part_mismatch` for a missing one)
 *   and starts transcoding: a VIDEO_TRANSCODE job of the job centre, started by the master, which
 *   the job calls poll and cancel (adminJob.ts). `transcoding` carries its id, status and percent.
 *   Once it is DONE the lesson's video is READY; a cancelled or failed one can be retried with the
 *   job's RETRY.
 * - `cancel` drops the lesson's unfinished upload; the video it had before, if any, stays.
 * - a thumbnail is an image file the master uploaded (adminFile.ts; another file is 400
 *   `video.thumbnail.not_image`, one not theirs 404 `file.not_found`), or one of the frames the
 *   transcode took of the video (`frames`, once it is READY; an unknown frame 404), kept then as
 *   an image file of the master's like an uploaded one.
 * - the draft's video plays in the editor's preview (`previewPlayInfo`, `previewSignedUrl`: the
 *   hub's play info and signed URL, hubPlayback.ts, asked with the master's session instead of a
 *   resource token), with its thumbnail and subtitles; 409 `hub.video.not_ready` until it is READY.
 * - publishing the curriculum (adminMaster.ts) makes the lesson's video, its transcode, its
 *   thumbnail and its subtitles the class room's (`published`); a video replaced, a thumbnail
 *   changed or a subtitle added or deleted later stays the draft's, and the class room keeps
 *   playing the published one until the next publish.
 * - subtitles (one per language, at most SUBTITLES_PER_VIDEO_MAX) are sent as the file's text and
 *   checked by adminMasterSubtitleRules.ts: a malformed one is 400 `video.subtitle.malformed` with
 *   `data.line` and `data.problem`, a second one in a language 409 `video.subtitle.refused`.
 */
import { z } from 'zod/mini';
import { jobStatusSchema } from './adminJob';
import { uploadedPartSchema, uploadPlanSchema } from './adminFile';
import { SUBTITLE_MAX_BYTES } from './adminMasterSubtitleRules';
import { countSchema as count, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { signedVideoUrlSchema, videoPlayInfoSchema } from './hubPlayback';

const hubBase = '/rest/hub/admin/master';
const access = { side: 'master' } as const;
const key = z.string().check(z.minLength(1), z.maxLength(80));

export const lessonVideoStatuses = ['NONE', 'UPLOADING', 'TRANSCODING', 'READY', 'FAILED'] as const;
export const lessonVideoStatusSchema = z.enum(lessonVideoStatuses);
export type LessonVideoStatus = z.infer<typeof lessonVideoStatusSchema>;

/** The upload in progress, as the server keeps it (what was chosen and the parts that arrived). */
export const videoUploadSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  size: count,
  /** The chosen file's last-modified time (epoch ms), to tell the same file when it is chosen again. */
  lastModified: z.nullable(z.number().check(z.int())),
  partCount: z.number().check(z.int(), z.gte(1)),
  /** The parts the server has, in order. */
  uploadedParts: z.array(uploadedPartSchema),
  startedAt: isoDateTime,
});
export type VideoUpload = z.infer<typeof videoUploadSchema>;

export const videoTranscodingSchema = z.object({
  /** The job centre's job (kind VIDEO_TRANSCODE). */
  jobId: z.string(),
  status: jobStatusSchema,
  /** 0–100. */
  percent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** Why it failed, in Korean; null otherwise. */
  failureMessage: z.nullable(z.string()),
});
export type VideoTranscoding = z.infer<typeof videoTranscodingSchema>;

export const videoSourceSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: count,
});

export const videoThumbnailSchema = z.object({ fileId: z.string(), fileName: z.string() });

/** What the class room plays since the last publish (the draft's video may have moved on). */
export const publishedVideoSchema = z.object({
  source: videoSourceSchema,
  thumbnail: z.nullable(videoThumbnailSchema),
  publishedAt: isoDateTime,
});
export type PublishedVideo = z.infer<typeof publishedVideoSchema>;

/** A frame the transcode took, offered as the thumbnail; its image is signed like the media. */
export const videoFrameSchema = z.object({
  frameId: z.string(),
  /** Where in the video, in seconds. */
  seconds: z.number().check(z.nonnegative()),
  url: z.string().check(z.minLength(1)),
});
export type VideoFrame = z.infer<typeof videoFrameSchema>;

/** The thumbnail set from an uploaded image or from one of the video's frames. */
export const thumbnailBodySchema = z.union([
  z.object({ fileId: z.string().check(z.minLength(1)) }),
  z.object({ frameId: z.string().check(z.minLength(1), z.maxLength(80)) }),
]);
export type ThumbnailBody = z.infer<typeof thumbnailBodySchema>;

export const lessonVideoSchema = z.object({
  klassId: z.string(),
  lessonKey: z.string(),
  /**
   * NONE: no video yet; UPLOADING: `upload` runs; TRANSCODING: `transcoding` is queued or running;
   * READY: the video plays; FAILED: the transcode failed or was cancelled (retry through its job).
   */
  status: lessonVideoStatusSchema,
  upload: z.nullable(videoUploadSchema),
  /** The uploaded file being or having been transcoded. */
  source: z.nullable(videoSourceSchema),
  transcoding: z.nullable(videoTranscodingSchema),
  thumbnail: z.nullable(videoThumbnailSchema),
  published: z.nullable(publishedVideoSchema),
});
export type LessonVideo = z.infer<typeof lessonVideoSchema>;

export const videoPrepareBodySchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  size: z.number().check(z.int(), z.gte(1)),
  contentType: z.string().check(z.minLength(1), z.maxLength(255)),
  lastModified: z.nullable(z.number().check(z.int())),
});
export type VideoPrepareBody = z.infer<typeof videoPrepareBodySchema>;

/** Where an upload resumes: fresh part URLs for the same upload id, and the parts that arrived. */
export const videoResumeSchema = z.object({
  plan: uploadPlanSchema,
  uploadedParts: z.array(uploadedPartSchema),
});
export type VideoResume = z.infer<typeof videoResumeSchema>;

export const subtitleLanguages = ['ko', 'en', 'ja', 'zh'] as const;
export const subtitleLanguageSchema = z.enum(subtitleLanguages);
export type SubtitleLanguage = z.infer<typeof subtitleLanguageSchema>;

export const subtitleSchema = z.object({
  subtitleId: z.string(),
  language: subtitleLanguageSchema,
  fileName: z.string(),
  format: z.enum(['vtt', 'srt']),
  cueCount: count,
  createdAt: isoDateTime,
});
export type Subtitle = z.infer<typeof subtitleSchema>;

export const subtitleBodySchema = z.object({
  language: subtitleLanguageSchema,
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  /** The file's text (UTF-8), checked by adminMasterSubtitleRules.ts. */
  content: z.string().check(z.minLength(1), z.maxLength(SUBTITLE_MAX_BYTES)),
});
export type SubtitleBody = z.infer<typeof subtitleBodySchema>;

const lessonParams = z.object({ klassId: key, lessonKey: key });
const uploadParams = z.object({ klassId: key, lessonKey: key, uploadId: z.string().check(z.minLength(1)) });
const videoPath = `${hubBase}/klasses/{klassId}/lessons/{lessonKey}/video`;

export const lessonVideo = defineEndpoint({
  id: 'adminMasterVideo.lessonVideo',
  method: 'GET',
  path: videoPath,
  auth: 'required',
  access,
  params: lessonParams,
  response: lessonVideoSchema,
  summary: "A lesson's video: the upload in progress with the parts the server has, the transcode, or the video ready; 404 for another master's class or a lesson the draft lacks.",
});

export const prepareLessonVideo = defineEndpoint({
  id: 'adminMasterVideo.prepareLessonVideo',
  method: 'POST',
  path: `${videoPath}/uploads`,
  auth: 'required',
  access,
  params: lessonParams,
  body: videoPrepareBodySchema,
  response: uploadPlanSchema,
  summary: 'Start the lesson video upload in parts (one URL per part); 400 video.lesson.not_video, 400 video.file.not_video, 413 file.upload.too_large.',
});

export const resumeLessonVideo = defineEndpoint({
  id: 'adminMasterVideo.resumeLessonVideo',
  method: 'POST',
  path: `${videoPath}/uploads/{uploadId}/resume`,
  auth: 'required',
  access,
  params: uploadParams,
  response: videoResumeSchema,
  summary: 'Fresh part URLs for the unfinished upload and the parts that arrived; 404 file.upload.not_found once it is gone.',
});

export const completeLessonVideo = defineEndpoint({
  id: 'adminMasterVideo.completeLessonVideo',
  method: 'POST',
  path: `${videoPath}/uploads/{uploadId}/complete`,
  auth: 'required',
  access,
  params: uploadParams,
  body: z.object({ parts: z.array(uploadedPartSchema).check(z.minLength(1)) }),
  response: lessonVideoSchema,
  summary: 'Join the parts and start transcoding (a VIDEO_TRANSCODE job); 400 file.upload.part_mismatch for a missing part, 404 file.upload.not_found.',
});

export const cancelLessonVideoUpload = defineEndpoint({
  id: 'adminMasterVideo.cancelLessonVideoUpload',
  method: 'DELETE',
  path: `${videoPath}/uploads/{uploadId}`,
  auth: 'required',
  access,
  params: uploadParams,
  response: lessonVideoSchema,
  summary: 'Drop the unfinished upload (also one already gone); the video the lesson had stays.',
});

export const setLessonThumbnail = defineEndpoint({
  id: 'adminMasterVideo.setLessonThumbnail',
  method: 'PUT',
  path: `${videoPath}/thumbnail`,
  auth: 'required',
  access,
  params: lessonParams,
  body: thumbnailBodySchema,
  response: lessonVideoSchema,
  summary: "The lesson video's thumbnail, an uploaded image or one of its frames; 400 video.thumbnail.not_image, 404 file.not_found, 404 for a frame it does not have, 409 hub.video.not_ready for a frame before the transcode ends.",
});

export const lessonVideoFrames = defineEndpoint({
  id: 'adminMasterVideo.lessonVideoFrames',
  method: 'GET',
  path: `${videoPath}/thumbnail/frames`,
  auth: 'required',
  access,
  params: lessonParams,
  response: z.array(videoFrameSchema),
  summary: "Frames the transcode took of the draft's video, to choose the thumbnail from; 404 with no video, 409 hub.video.not_ready before the transcode ends.",
});

export const previewPlayInfo = defineEndpoint({
  id: 'adminMasterVideo.previewPlayInfo',
  method: 'GET',
  path: `${videoPath}/preview/play-info`,
  auth: 'required',
  access,
  params: lessonParams,
  response: videoPlayInfoSchema,
  summary: "The draft's video as the editor's preview plays it (its thumbnail as the poster, its subtitles), with the master's session; 404 with no video, 409 hub.video.not_ready before the transcode ends.",
});

export const previewSignedUrl = defineEndpoint({
  id: 'adminMasterVideo.previewSignedUrl',
  method: 'GET',
  path: `${videoPath}/preview/signed-url`,
  auth: 'required',
  access,
  params: lessonParams,
  response: signedVideoUrlSchema,
  summary: "A signed URL of the draft video's media for the editor's preview; the same refusals as its play info.",
});

export const lessonSubtitles = defineEndpoint({
  id: 'adminMasterVideo.lessonSubtitles',
  method: 'GET',
  path: `${videoPath}/subtitles`,
  auth: 'required',
  access,
  params: lessonParams,
  response: z.array(subtitleSchema),
  summary: "The lesson video's subtitles, in the order added.",
});

export const addSubtitle = defineEndpoint({
  id: 'adminMasterVideo.addSubtitle',
  method: 'POST',
  path: `${videoPath}/subtitles`,
  auth: 'required',
  access,
  params: lessonParams,
  body: subtitleBodySchema,
  response: subtitleSchema,
  summary: 'A subtitle file added; 400 video.subtitle.malformed naming the line, 409 video.subtitle.refused for a language that has one or past the limit.',
});

export const deleteSubtitle = defineEndpoint({
  id: 'adminMasterVideo.deleteSubtitle',
  method: 'DELETE',
  path: `${videoPath}/subtitles/{subtitleId}`,
  auth: 'required',
  access,
  params: z.object({ klassId: key, lessonKey: key, subtitleId: key }),
  response: z.object({ subtitleId: z.string() }),
  summary: 'A subtitle taken off for good; 404 request.not_found for one the lesson does not have.',
});

export const adminMasterVideoEndpoints = {
  setLessonThumbnail,
  lessonVideoFrames,
  previewPlayInfo,
  previewSignedUrl,
  lessonSubtitles,
  addSubtitle,
  deleteSubtitle,
  lessonVideo,
  prepareLessonVideo,
  resumeLessonVideo,
  completeLessonVideo,
  cancelLessonVideoUpload,
};
