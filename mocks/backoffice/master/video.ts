/**
 * A lesson's video resource in the mock (adminMasterVideo.ts; issue 44): the upload is the file
 * store's multi-part upload (the same part URLs and PUTs as every upload), remembered on the lesson
 * with what was chosen, so a page opened after a reload asks where it stopped; completing it starts
 * a VIDEO_TRANSCODE job of the job centre, whose status is read back whenever the video is read.
 * Subtitles are checked by the same rules the page checks with, and refused naming the line.
 * Only the master's own class and a video lesson its draft has are reached. A video uploaded and
 * a thumbnail chosen (an image, or a frame of the video: frames.ts) are the draft's, and written to
 * the change history; the class room plays what the last publish took (curriculum.ts).
 */
import { adminMasterVideoEndpoints, type LessonVideo, type LessonVideoStatus } from '@app/shared/api/contract/adminMasterVideo';
import { findLessonPlace } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { checkSubtitle, subtitleErrorCodes, subtitleProblemMessage, SUBTITLES_PER_VIDEO_MAX } from '@app/shared/api/contract/adminMasterSubtitleRules';
import { isVideoFile, VIDEO_UPLOAD_MAX_BYTES, videoErrorCodes, type VideoErrorName } from '@app/shared/api/contract/adminMasterVideoRules';
import type { HttpHandler } from 'msw';
import type { DraftLesson } from '@app/shared/api/contract/adminMaster';
import { uploadPlanOf } from '@mocks/backoffice/files/handlers';
import type { RecordState } from '@mocks/backoffice/history/diff';
import { recordChange } from '@mocks/backoffice/history/record';
import { abortUpload, completeUpload, findStoredFile, startUpload, storeFile, uploadState } from '@mocks/backoffice/files/store';
import { advanceJobs, findJob, startJob } from '@mocks/backoffice/jobs/engine';
import { newOpaqueToken, type AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { ownRecordsOf } from '@mocks/engine/access';
import { actorOf } from '@mocks/engine/actor';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import type { KlassRecord } from '@mocks/inventory/collections';
import { nowIso } from '@mocks/inventory/time';
import type { LessonVideoRecord } from './collections';
import { requireDraft } from './curriculum';
import { curriculumError } from './errors';
import { findFrame, frameFileName, frameImage, framesOf } from './frames';
import { ownKlass } from './ownership';
import { hubError } from './signedMedia';

/** Steps of a transcode (each 5 %) and how long it takes on the mock clock: long enough to watch. */
const TRANSCODE_STEPS = 20;
export const TRANSCODE_MS = 12_000;

function videoError(name: VideoErrorName, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(videoErrorCodes[name], message, data);
}

/** The master's class and the lesson of its draft, a video lesson. */
export async function ownLesson(auth: AccessClaims | null, klassId: string, lessonKey: string) {
  const klass = ownKlass(auth, klassId);
  const draft = await requireDraft(klass);
  const place = findLessonPlace(draft.chapters, lessonKey);
  const lesson = place ? draft.chapters[place.chapterIndex]?.lessons[place.lessonIndex] : undefined;
  if (!lesson) throw curriculumError('curriculumTargetMissing', '그 사이 지워진 레슨이에요.', { key: lessonKey });
  if (lesson.kind !== 'video') throw videoError('videoNotVideoLesson', '영상 레슨에만 영상을 올릴 수 있어요.', { kind: lesson.kind });
  return { klass, lesson };
}

export function recordOf(klassId: string, lessonKey: string): LessonVideoRecord {
  return db.lessonVideos.findFirst((q) => q.where({ klassId, lessonKey })) ?? { klassId, lessonKey, upload: null, source: null, jobId: null, thumbnail: null, published: null };
}

async function save(record: LessonVideoRecord): Promise<void> {
  const where = { klassId: record.klassId, lessonKey: record.lessonKey };
  if (db.lessonVideos.findFirst((q) => q.where(where))) {
    await db.lessonVideos.update((q) => q.where(where), {
      data(target) {
        Object.assign(target, record);
      },
    });
  } else {
    await db.lessonVideos.create(record);
  }
}

/** The upload's parts the server has, or null once the upload is gone (expired, or lost with the browser mock's memory). */
function liveParts(record: LessonVideoRecord, auth: AccessClaims | null) {
  if (!record.upload) return null;
  try {
    return uploadState(record.upload.uploadId, ownRecordsOf(auth)).uploadedParts;
  } catch (error) {
    if (error instanceof MockError) return null;
    throw error;
  }
}

function statusOf(record: LessonVideoRecord, uploading: boolean, jobStatus: string | undefined): LessonVideoStatus {
  if (uploading) return 'UPLOADING';
  if (jobStatus === 'DONE') return 'READY';
  if (jobStatus === 'FAILED' || jobStatus === 'CANCELLED') return 'FAILED';
  if (jobStatus !== undefined) return 'TRANSCODING';
  return record.source ? 'READY' : 'NONE';
}

/**
 * Whether a source with this transcode job plays (the hub's play calls ask, of the published
 * source or of the draft's): its job DONE, as `statusOf` says READY.
 */
export async function sourcePlays(jobId: string | null): Promise<boolean> {
  await advanceJobs();
  const status = jobId ? findJob(jobId)?.status : undefined;
  return status === undefined || status === 'DONE';
}

/** The lesson's video as the contract answers it, its transcode brought up to now. */
export async function toLessonVideo(record: LessonVideoRecord, auth: AccessClaims | null): Promise<LessonVideo> {
  await advanceJobs();
  const parts = liveParts(record, auth);
  const job = record.jobId ? findJob(record.jobId) : undefined;
  const upload = record.upload && parts ? { ...record.upload, uploadedParts: parts } : null;
  return {
    klassId: record.klassId,
    lessonKey: record.lessonKey,
    status: statusOf(record, upload !== null, job?.status),
    upload,
    source: record.source,
    transcoding: job
      ? {
          jobId: job.jobId,
          status: job.status,
          percent: job.total === 0 ? 0 : Math.floor((job.done / job.total) * 100),
          failureMessage: job.failureMessage,
        }
      : null,
    thumbnail: record.thumbnail,
    published: record.published ? { source: record.published.source, thumbnail: record.published.thumbnail, publishedAt: record.published.publishedAt } : null,
  };
}

function subtitlesOf(klassId: string, lessonKey: string) {
  return db.lessonSubtitles.findMany((q) => q.where({ klassId, lessonKey }));
}

function subtitleError(name: keyof typeof subtitleErrorCodes, message: string, data: Record<string, unknown>): AreaMockError {
  return new AreaMockError(subtitleErrorCodes[name], message, data);
}

/** The lesson's unfinished upload by its id, or `file.upload.not_found`. */
function requireUpload(record: LessonVideoRecord, uploadId: string): NonNullable<LessonVideoRecord['upload']> {
  if (record.upload?.uploadId !== uploadId) throw new MockError('fileUploadNotFound', '업로드가 끝났거나 만료되었어요. 다시 올려 주세요.', { uploadId });
  return record.upload;
}

/**
 * A lesson's video replaced (or first uploaded) or its thumbnail changed, in the change history:
 * the master, the class and lesson by name, the file before → after.
 */
async function recordVideoChange(auth: AccessClaims | null, klass: KlassRecord, lesson: DraftLesson, before: RecordState, after: RecordState): Promise<void> {
  await recordChange({
    actor: auth,
    recordType: 'LESSON_VIDEO',
    recordKey: `${klass.klassId}/${lesson.key}`,
    recordLabel: `${klass.title} · ${lesson.title}`,
    action: before === null ? 'CREATE' : 'UPDATE',
    before,
    after,
  });
}

/** The draft's source once its transcode is done: what the preview plays and the frames are taken from. */
export async function transcodedSource(record: LessonVideoRecord): Promise<NonNullable<LessonVideoRecord['source']>> {
  if (!record.source) throw new MockError('notFound', '아직 올린 영상이 없어요.', { lessonKey: record.lessonKey });
  if (!(await sourcePlays(record.jobId))) throw hubError('hubVideoNotReady', '영상을 변환하고 있어요. 변환이 끝나면 미리 보고 장면을 고를 수 있어요.', { lessonKey: record.lessonKey });
  return record.source;
}

/** The chosen frame kept as an image file of the master's, named by where in the video it is. */
async function keepFrame(auth: AccessClaims | null, request: Request, record: LessonVideoRecord, frameId: string) {
  await transcodedSource(record);
  const frame = findFrame(frameId);
  if (!frame) throw new MockError('notFound', '그 장면을 찾을 수 없어요.', { frameId });
  const { bytes, contentType } = await frameImage(request, frame);
  return storeFile({ fileName: frameFileName(frame.seconds), contentType, bytes, owner: actorOf(auth) });
}

export const masterVideoHandlers = {
  lessonVideo: handle(adminMasterVideoEndpoints.lessonVideo, async ({ auth, params }) => {
    await ownLesson(auth, params.klassId, params.lessonKey);
    return toLessonVideo(recordOf(params.klassId, params.lessonKey), auth);
  }),

  prepareLessonVideo: handle(adminMasterVideoEndpoints.prepareLessonVideo, async ({ auth, params, body, request }) => {
    await ownLesson(auth, params.klassId, params.lessonKey);
    if (!isVideoFile({ name: body.fileName, type: body.contentType })) {
      throw videoError('videoNotVideoFile', '영상 파일만 올릴 수 있어요. MP4, M4V, MOV, WebM, MKV 같은 영상 파일을 골라 주세요.', { contentType: body.contentType });
    }
    const record = recordOf(params.klassId, params.lessonKey);
    if (record.upload) abortUpload(record.upload.uploadId, ownRecordsOf(auth));
    const session = startUpload(body, actorOf(auth), VIDEO_UPLOAD_MAX_BYTES);
    await save({
      ...record,
      upload: { uploadId: session.uploadId, fileName: body.fileName, size: body.size, lastModified: body.lastModified, partCount: session.partCount, startedAt: nowIso() },
    });
    return uploadPlanOf(session, request);
  }),

  resumeLessonVideo: handle(adminMasterVideoEndpoints.resumeLessonVideo, async ({ auth, params, request }) => {
    await ownLesson(auth, params.klassId, params.lessonKey);
    requireUpload(recordOf(params.klassId, params.lessonKey), params.uploadId);
    const { session, uploadedParts } = uploadState(params.uploadId, ownRecordsOf(auth));
    return { plan: uploadPlanOf(session, request), uploadedParts };
  }),

  completeLessonVideo: handle(adminMasterVideoEndpoints.completeLessonVideo, async ({ auth, params, body }) => {
    const { klass, lesson } = await ownLesson(auth, params.klassId, params.lessonKey);
    const record = recordOf(params.klassId, params.lessonKey);
    requireUpload(record, params.uploadId);
    const file = await completeUpload(params.uploadId, body.parts, ownRecordsOf(auth));
    const job = await startJob({
      kind: 'VIDEO_TRANSCODE',
      title: `영상 변환: ${lesson.title}`,
      scope: `${klass.title} · ${file.fileName}`,
      area: null,
      startedBy: actorOf(auth),
      items: Array.from({ length: TRANSCODE_STEPS }, (_, index) => `step-${index + 1}`),
      durationMs: TRANSCODE_MS,
      processItem: () => 'ok',
    });
    const next: LessonVideoRecord = { ...record, upload: null, source: { fileId: file.fileId, fileName: file.fileName, size: file.size }, jobId: job.jobId };
    await save(next);
    await recordVideoChange(auth, klass, lesson, record.source ? { video: record.source.fileName } : null, { video: file.fileName });
    return toLessonVideo(next, auth);
  }),

  setLessonThumbnail: handle(adminMasterVideoEndpoints.setLessonThumbnail, async ({ auth, params, body, request }) => {
    const { klass, lesson } = await ownLesson(auth, params.klassId, params.lessonKey);
    const record = recordOf(params.klassId, params.lessonKey);
    const file = 'frameId' in body ? await keepFrame(auth, request, record, body.frameId) : findStoredFile(body.fileId, ownRecordsOf(auth));
    if (!file.contentType.startsWith('image/')) throw videoError('videoThumbnailNotImage', '썸네일은 이미지 파일로 올려 주세요.', { contentType: file.contentType });
    const next = { ...record, thumbnail: { fileId: file.fileId, fileName: file.fileName } };
    await save(next);
    await recordVideoChange(auth, klass, lesson, { thumbnail: record.thumbnail?.fileName ?? null }, { thumbnail: file.fileName });
    return toLessonVideo(next, auth);
  }),

  lessonVideoFrames: handle(adminMasterVideoEndpoints.lessonVideoFrames, async ({ auth, params, request }) => {
    await ownLesson(auth, params.klassId, params.lessonKey);
    const source = await transcodedSource(recordOf(params.klassId, params.lessonKey));
    return framesOf(request, source.fileId);
  }),

  lessonSubtitles: handle(adminMasterVideoEndpoints.lessonSubtitles, async ({ auth, params }) => {
    await ownLesson(auth, params.klassId, params.lessonKey);
    return subtitlesOf(params.klassId, params.lessonKey).map((record) => record.subtitle);
  }),

  addSubtitle: handle(adminMasterVideoEndpoints.addSubtitle, async ({ auth, params, body }) => {
    await ownLesson(auth, params.klassId, params.lessonKey);
    const check = checkSubtitle(body.fileName, body.content);
    if (!check.ok) throw subtitleError('subtitleMalformed', subtitleProblemMessage(check.line, check.problem), { line: check.line, problem: check.problem });
    const held = subtitlesOf(params.klassId, params.lessonKey);
    if (held.some((record) => record.subtitle.language === body.language)) {
      throw subtitleError('subtitleRefused', '이 언어의 자막이 이미 있어요. 먼저 지우고 올려 주세요.', { language: body.language });
    }
    if (held.length >= SUBTITLES_PER_VIDEO_MAX) {
      throw subtitleError('subtitleRefused', `자막은 ${SUBTITLES_PER_VIDEO_MAX}개까지 올릴 수 있어요.`, { max: SUBTITLES_PER_VIDEO_MAX });
    }
    const subtitle = {
      subtitleId: `sub-${newOpaqueToken().slice(0, 12)}`,
      language: body.language,
      fileName: body.fileName,
      format: check.format,
      cueCount: check.cueCount,
      createdAt: nowIso(),
    };
    await db.lessonSubtitles.create({ klassId: params.klassId, lessonKey: params.lessonKey, subtitle, content: body.content });
    return subtitle;
  }),

  deleteSubtitle: handle(adminMasterVideoEndpoints.deleteSubtitle, async ({ auth, params }) => {
    await ownLesson(auth, params.klassId, params.lessonKey);
    const { klassId, lessonKey, subtitleId } = params;
    const found = subtitlesOf(klassId, lessonKey).some((record) => record.subtitle.subtitleId === subtitleId);
    if (!found) throw new MockError('notFound', '자막을 찾을 수 없어요.', { subtitleId });
    await db.lessonSubtitles.delete((q) => q.where((record) => record.klassId === klassId && record.lessonKey === lessonKey && record.subtitle.subtitleId === subtitleId));
    return { subtitleId };
  }),

  cancelLessonVideoUpload: handle(adminMasterVideoEndpoints.cancelLessonVideoUpload, async ({ auth, params }) => {
    await ownLesson(auth, params.klassId, params.lessonKey);
    const record = recordOf(params.klassId, params.lessonKey);
    if (record.upload?.uploadId !== params.uploadId) return toLessonVideo(record, auth);
    abortUpload(params.uploadId, ownRecordsOf(auth));
    const next = { ...record, upload: null };
    await save(next);
    return toLessonVideo(next, auth);
  }),
} satisfies Omit<Record<keyof typeof adminMasterVideoEndpoints, HttpHandler>, 'previewPlayInfo' | 'previewSignedUrl'>;
