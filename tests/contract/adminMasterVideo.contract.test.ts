/**
 * Contract walk of a lesson's video (adminMasterVideo.ts; backoffice.md §4 video transcoding, §7
 * Hub resource and File; issue 44) over real HTTP: every answer in its schema; the upload goes in
 * parts by the number of URLs; the server knows the upload and the parts it has, so a page opened
 * again resumes from the first missing part and no part is sent twice (the mock's receipts say
 * so); complete starts a VIDEO_TRANSCODE job that the job calls poll and cancel; a lesson that is
 * not a video, a file that is not a video and another master's class are refused.
 */
import { describe, expect, it } from 'vitest';
import type { LoginRequest } from '@app/shared/api/contract/account';
import { adminFileEndpoints } from '@app/shared/api/contract/adminFile';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { adminMasterVideoEndpoints as endpoints } from '@app/shared/api/contract/adminMasterVideo';
import { isVideoFile, videoErrorCodes } from '@app/shared/api/contract/adminMasterVideoRules';
import { subtitleErrorCodes, subtitleProblemMessage } from '@app/shared/api/contract/adminMasterSubtitleRules';
import { errorCodes } from '@app/shared/api/contract/errors';
import { isApiError } from '@app/shared/api/client/ApiError';
import { seededLogins } from '@mocks/account/seed';
import { PART_SIZE } from '@mocks/backoffice/files/store';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { withMockHttpServer } from './harness';
import { expectApiError, masterContractClient, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const masterClient = (login: LoginRequest, roleId: string): Promise<ContractClient> => masterContractClient(server, login, roleId, called);
const teacher = () => masterClient(seededLogins.teacher, '201');
const manager = () => masterClient(seededLogins.manager, '101');

/** The teacher's class being prepared and its one video lesson (mocks/inventory/seed/klasses.ts). */
const lesson = { klassId: 'klass-008', lessonKey: 'klass-008-l1' };
const bytes = Uint8Array.from({ length: PART_SIZE * 3 + 100 }, (_, index) => index % 251);
const chosen = { fileName: '1강 오리엔테이션.mp4', size: bytes.byteLength, contentType: 'video/mp4', lastModified: 1_765_000_000_000 };

async function put(url: string, partSize: number, partNumber: number): Promise<{ partNumber: number; etag: string }> {
  const answer = await fetch(url, { method: 'PUT', body: bytes.slice((partNumber - 1) * partSize, partNumber * partSize), headers: { 'Content-Type': 'application/octet-stream' } });
  expect(answer.status).toBe(200);
  return { partNumber, etag: answer.headers.get('ETag') ?? '' };
}

async function receipts(uploadId: string): Promise<Record<string, number>> {
  const answer = await fetch(`${server.baseUrl}/__mock/uploads/${encodeURIComponent(uploadId)}`);
  return ((await answer.json()) as { received: Record<string, number> }).received;
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error.code;
    throw error;
  }
  throw new Error('the call went through');
}

describe('a lesson video over HTTP', () => {
  it('"a multi-part upload splits a file by the number of upload URLs"; reopened, it resumes from the first missing part and sends no part twice; complete starts the transcode', async () => {
    const client = await teacher();
    await expect(client.call(endpoints.lessonVideo, { params: lesson })).resolves.toMatchObject({ status: 'NONE', upload: null, source: null, transcoding: null });

    const plan = await client.call(endpoints.prepareLessonVideo, { params: lesson, body: chosen });
    expect(plan.uploadUrls).toHaveLength(4);
    expect(plan.partSize).toBe(Math.ceil(bytes.byteLength / 4));
    const first = [await put(plan.uploadUrls[0] ?? '', plan.partSize, 1), await put(plan.uploadUrls[1] ?? '', plan.partSize, 2)];

    // The tab is closed here. Reopened, the lesson says where the upload stands.
    const reopened = await client.call(endpoints.lessonVideo, { params: lesson });
    expect(reopened).toMatchObject({
      status: 'UPLOADING',
      upload: { uploadId: plan.uploadId, fileName: chosen.fileName, size: chosen.size, lastModified: chosen.lastModified, partCount: 4, uploadedParts: first },
    });
    const where = await client.call(endpoints.resumeLessonVideo, { params: { ...lesson, uploadId: plan.uploadId } });
    expect(where.plan.uploadId).toBe(plan.uploadId);
    expect(where.uploadedParts).toEqual(first);
    const rest = [await put(where.plan.uploadUrls[2] ?? '', where.plan.partSize, 3), await put(where.plan.uploadUrls[3] ?? '', where.plan.partSize, 4)];
    expect(await receipts(plan.uploadId)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });

    const transcoding = await client.call(endpoints.completeLessonVideo, { params: { ...lesson, uploadId: plan.uploadId }, body: { parts: [...first, ...rest] } });
    expect(transcoding).toMatchObject({ status: 'TRANSCODING', upload: null, source: { fileName: chosen.fileName, size: chosen.size }, transcoding: { status: 'QUEUED', percent: 0 } });
    const jobId = transcoding.transcoding?.jobId ?? '';
    await expect(client.call(adminJobEndpoints.detail, { params: { jobId } })).resolves.toMatchObject({ kind: 'VIDEO_TRANSCODE', actions: ['CANCEL'] });

    await runJobsUntilIdle();
    await expect(client.call(endpoints.lessonVideo, { params: lesson })).resolves.toMatchObject({ status: 'READY', transcoding: { jobId, status: 'DONE', percent: 100 } });
  });

  it('a thumbnail is an uploaded image of the master\'s: the video file itself is refused', async () => {
    const client = await teacher();
    const sourceId = (await client.call(endpoints.lessonVideo, { params: lesson })).source?.fileId ?? '';
    expect(await codeOf(client.call(endpoints.setLessonThumbnail, { params: lesson, body: { fileId: sourceId } }))).toBe(videoErrorCodes.videoThumbnailNotImage.code);
    const png = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);
    const plan = await client.call(adminFileEndpoints.prepareUpload, { body: { fileName: '썸네일.png', size: png.byteLength, contentType: 'image/png' } });
    const answer = await fetch(plan.uploadUrls[0] ?? '', { method: 'PUT', body: png });
    const image = await client.call(adminFileEndpoints.completeUpload, { params: { uploadId: plan.uploadId }, body: { parts: [{ partNumber: 1, etag: answer.headers.get('ETag') ?? '' }] } });
    await expect(client.call(endpoints.setLessonThumbnail, { params: lesson, body: { fileId: image.fileId } })).resolves.toMatchObject({ thumbnail: { fileId: image.fileId, fileName: '썸네일.png' } });
  });

  it("transcoded: the thumbnail is picked from the video's frames, and the editor's preview plays the video", async () => {
    const client = await teacher();
    await runJobsUntilIdle();
    const sourceId = (await client.call(endpoints.lessonVideo, { params: lesson })).source?.fileId ?? '';
    const frames = await client.call(endpoints.lessonVideoFrames, { params: lesson });
    expect(frames.map((frame) => frame.seconds)).toEqual([2, 6, 10]);
    const picked = await client.call(endpoints.setLessonThumbnail, { params: lesson, body: { frameId: frames[0]?.frameId ?? '' } });
    expect(picked.thumbnail?.fileName).toBe('장면 00:02.jpg');
    await expect(client.call(adminFileEndpoints.fileMetadata, { params: { fileId: picked.thumbnail?.fileId ?? '' } })).resolves.toMatchObject({ contentType: 'image/jpeg' });
    await expect(client.call(endpoints.previewPlayInfo, { params: lesson })).resolves.toMatchObject({ videoId: sourceId, posterUrl: expect.stringContaining(picked.thumbnail?.fileId ?? '') });
    await expect(client.call(endpoints.previewSignedUrl, { params: lesson })).resolves.toMatchObject({ url: expect.stringContaining(`/hub-media/videos/${sourceId}/`) });
  });

  it('"video transcoding can be polled and cancelled": a cancelled transcode leaves the video FAILED', async () => {
    const client = await teacher();
    const plan = await client.call(endpoints.prepareLessonVideo, { params: lesson, body: chosen });
    const parts = await Promise.all(plan.uploadUrls.map((url, index) => put(url, plan.partSize, index + 1)));
    const video = await client.call(endpoints.completeLessonVideo, { params: { ...lesson, uploadId: plan.uploadId }, body: { parts } });
    await client.call(adminJobEndpoints.act, { params: { jobId: video.transcoding?.jobId ?? '', action: 'cancel' } });
    await expect(client.call(endpoints.lessonVideo, { params: lesson })).resolves.toMatchObject({ status: 'FAILED', transcoding: { status: 'CANCELLED' } });
  });

  it('a cancelled upload is dropped: its parts are gone, the lesson keeps the video it had', async () => {
    const client = await teacher();
    const before = await client.call(endpoints.lessonVideo, { params: lesson });
    const plan = await client.call(endpoints.prepareLessonVideo, { params: lesson, body: chosen });
    await put(plan.uploadUrls[0] ?? '', plan.partSize, 1);
    const after = await client.call(endpoints.cancelLessonVideoUpload, { params: { ...lesson, uploadId: plan.uploadId } });
    expect(after).toMatchObject({ status: before.status, upload: null, source: before.source });
    expect(await codeOf(client.call(endpoints.resumeLessonVideo, { params: { ...lesson, uploadId: plan.uploadId } }))).toBe(errorCodes.fileUploadNotFound.code);
  });

  it('refuses a lesson that is not a video, a file that is not a video, and a file over the limit', async () => {
    const client = await teacher();
    expect(await codeOf(client.call(endpoints.prepareLessonVideo, { params: { klassId: 'klass-019', lessonKey: 'klass-019-l4' }, body: chosen }))).toBe(videoErrorCodes.videoNotVideoLesson.code);
    expect(await codeOf(client.call(endpoints.prepareLessonVideo, { params: lesson, body: { ...chosen, fileName: '교안.pdf', contentType: 'application/pdf' } }))).toBe(videoErrorCodes.videoNotVideoFile.code);
    expect(await codeOf(client.call(endpoints.prepareLessonVideo, { params: lesson, body: { ...chosen, size: 5 * 1024 ** 3 } }))).toBe(errorCodes.fileTooLarge.code);
  });

  it('"a malformed WebVTT/SRT file refused with a message naming the line"; one subtitle per language; listed and deleted', async () => {
    const client = await teacher();
    const bad = await client.call(endpoints.addSubtitle, { params: lesson, body: { language: 'ko', fileName: 'ko.srt', content: '1\n00:00:03,000 --> 00:00:01,000\n안녕하세요.\n' } }).catch((error: unknown) => error);
    expect(isApiError(bad) && { code: bad.code, message: bad.message, data: bad.data }).toEqual({
      code: subtitleErrorCodes.subtitleMalformed.code,
      message: subtitleProblemMessage(2, 'order'),
      data: { line: 2, problem: 'order' },
    });
    const added = await client.call(endpoints.addSubtitle, { params: lesson, body: { language: 'ko', fileName: 'ko.vtt', content: 'WEBVTT\n\n00:01.000 --> 00:02.000\n안녕하세요.\n' } });
    expect(added).toMatchObject({ language: 'ko', fileName: 'ko.vtt', format: 'vtt', cueCount: 1 });
    expect(await codeOf(client.call(endpoints.addSubtitle, { params: lesson, body: { language: 'ko', fileName: 'ko2.vtt', content: 'WEBVTT\n\n00:01.000 --> 00:02.000\n또\n' } }))).toBe(subtitleErrorCodes.subtitleRefused.code);
    await expect(client.call(endpoints.lessonSubtitles, { params: lesson })).resolves.toEqual([added]);
    await expect(client.call(endpoints.deleteSubtitle, { params: { ...lesson, subtitleId: added.subtitleId } })).resolves.toEqual({ subtitleId: added.subtitleId });
    await expect(client.call(endpoints.lessonSubtitles, { params: lesson })).resolves.toEqual([]);
    await expectApiError(client.call(endpoints.deleteSubtitle, { params: { ...lesson, subtitleId: added.subtitleId } }), 'notFound');
  });

  it("refuses another master's class as if it did not exist", async () => {
    const client = await manager();
    await expectApiError(client.call(endpoints.lessonVideo, { params: lesson }), 'notFound');
    await expectApiError(client.call(endpoints.prepareLessonVideo, { params: lesson, body: chosen }), 'notFound');
  });

  it('calls every endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminMasterVideo')).sort()).toEqual(Object.values(endpoints).map((endpoint) => endpoint.id).sort());
  });
});

describe('isVideoFile', () => {
  it('takes a video by its type, or by its extension when the browser did not type it', () => {
    expect(isVideoFile({ name: 'a.mp4', type: 'video/mp4' })).toBe(true);
    expect(isVideoFile({ name: '강의.MOV', type: '' })).toBe(true);
    expect(isVideoFile({ name: '강의.webm', type: 'application/octet-stream' })).toBe(true);
    expect(isVideoFile({ name: '교안.pdf', type: 'application/pdf' })).toBe(false);
    expect(isVideoFile({ name: '가짜.mp4', type: 'image/png' })).toBe(false);
  });
});
