/**
 * Contract walk of the hub's play calls (hubPlayback.ts; backoffice.md §7 Contents "video play info
 * and signed url with a resource access token header", §8 the hub resource token's expiry code;
 * issue 44) over real HTTP, from the master's upload to the learner's media: a video published
 * before its transcode ends is "not ready", then plays; the signed URL answers the real sample
 * with byte ranges, the subtitle as WebVTT; an expired resource token answers HUB_TOKEN_EXPIRED and
 * the app's client renews it once and retries; a learner not enrolled, a token of another class,
 * no token and a tampered signature are refused. A video replaced after publishing plays in the
 * class room only from the next publish, as does a thumbnail picked from the video's frames; the
 * editor's preview plays the draft's video; a course ticket opens the classes of its course; and
 * the master's changes are in the operator's change history.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginRequest } from '@app/shared/api/contract/account';
import { adminMasterEndpoints } from '@app/shared/api/contract/adminMaster';
import { adminMasterVideoEndpoints } from '@app/shared/api/contract/adminMasterVideo';
import { coreErrorCodes } from '@app/shared/api/contract/coreErrors';
import { hubPlaybackEndpoints as endpoints, signedVideoUrlSchema, videoPlayInfoSchema } from '@app/shared/api/contract/hubPlayback';
import { hubPlaybackErrorCodes, RESOURCE_ACCESS_TOKEN_HEADER } from '@app/shared/api/contract/hubPlaybackRules';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { inventoryEndpoints, type TicketType } from '@app/shared/api/contract/inventory';
import type { ResourceAccess } from '@app/shared/api/client/httpClient';
import { isApiError } from '@app/shared/api/client/ApiError';
import { seededLogins } from '@mocks/account/seed';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededOperators } from '@mocks/backoffice/seed';
import { db } from '@mocks/db/database';
import { seededCourses, seededCourseTickets } from '@mocks/inventory/seed/keys';
import { defaultSettings, settings } from '@mocks/engine/settings';
import { withMockHttpServer } from './harness';
import { contractClient, loginAccessToken, masterContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const lesson = { klassId: 'klass-008', lessonKey: 'klass-008-l1' };
const bytes = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);

afterEach(() => {
  settings.now = defaultSettings.now;
});

async function teacher() {
  return masterContractClient(server, seededLogins.teacher, '201', called);
}

async function learnerToken(login: LoginRequest = seededLogins.learner): Promise<string> {
  return (await server.login(login)).accessToken;
}

async function resourceToken(accessToken: string, ticketKey: string, tokenType: TicketType = 'KLASS'): Promise<string> {
  return (await server.client(accessToken).request(inventoryEndpoints.resourceAccessToken, { body: { ticketKey, tokenType } })).token;
}

/** The learner's play calls with a resource token that stays as given (no renewal). */
function playCall(accessToken: string, resource: string | null) {
  const options = resource === null ? {} : { resourceAccess: { token: () => Promise.resolve(resource), renew: () => Promise.resolve(resource) } };
  const client = server.client(accessToken);
  return {
    playInfo(videoId: string) {
      called.add(endpoints.videoPlayInfo.id);
      return client.request(endpoints.videoPlayInfo, { params: { videoId } }, options);
    },
    signedUrl(videoId: string) {
      called.add(endpoints.videoSignedUrl.id);
      return client.request(endpoints.videoSignedUrl, { params: { videoId } }, options);
    },
  };
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  const error: unknown = await call.then(
    () => expect.fail('the call went through'),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error;
  return error.code;
}

/** The teacher uploads a small video for the lesson and completes it (the transcode starts): its id. */
async function uploadSource(fileName: string): Promise<string> {
  const client = await teacher();
  const plan = await client.call(adminMasterVideoEndpoints.prepareLessonVideo, {
    params: lesson,
    body: { fileName, size: bytes.byteLength, contentType: 'video/webm', lastModified: 1_765_000_000_000 },
  });
  const parts = await Promise.all(
    plan.uploadUrls.map(async (url, index) => {
      const answer = await fetch(url, { method: 'PUT', body: bytes.slice(index * plan.partSize, (index + 1) * plan.partSize) });
      return { partNumber: index + 1, etag: answer.headers.get('ETag') ?? '' };
    }),
  );
  const video = await client.call(adminMasterVideoEndpoints.completeLessonVideo, { params: { ...lesson, uploadId: plan.uploadId }, body: { parts } });
  return video.source?.fileId ?? '';
}

/** The first video, with a Korean SRT subtitle. */
async function uploadVideo(): Promise<string> {
  const videoId = await uploadSource('2강 실습.webm');
  await (await teacher()).call(adminMasterVideoEndpoints.addSubtitle, {
    params: lesson,
    body: { language: 'ko', fileName: '2강.srt', content: '1\n00:00:01,000 --> 00:00:03,500\n안녕하세요.\n' },
  });
  return videoId;
}

async function publish(): Promise<void> {
  const client = await teacher();
  const draft = await client.call(adminMasterEndpoints.curriculumDraft, { params: { klassId: lesson.klassId } });
  await client.call(adminMasterEndpoints.publishCurriculum, { params: { klassId: lesson.klassId }, body: { currentVersion: draft.currentVersion } });
}

describe('a hub video played over HTTP', () => {
  it('published before its transcode ends it is "not ready" (409); transcoded, its play info and signed URL answer in the schema and the media plays with ranges', async () => {
    const videoId = await uploadVideo();
    const learner = await learnerToken();
    const call = playCall(learner, await resourceToken(learner, 'kt-not-prepared'));
    // Not published yet: no lesson of the class room plays it.
    expect(await codeOf(call.playInfo(videoId))).toBe('request.not_found');

    await publish();
    expect(await codeOf(call.playInfo(videoId))).toBe(hubPlaybackErrorCodes.hubVideoNotReady.code);
    expect(await codeOf(call.signedUrl(videoId))).toBe(hubPlaybackErrorCodes.hubVideoNotReady.code);

    await runJobsUntilIdle();
    const info = videoPlayInfoSchema.parse(await call.playInfo(videoId));
    expect(info).toMatchObject({ videoId, playerType: 'HTML5', duration: 12, captions: [{ lang: 'ko', label: '한국어' }] });
    const signed = signedVideoUrlSchema.parse(await call.signedUrl(videoId));

    // The media needs no header: the signature is the key. A range answers 206.
    const whole = await fetch(signed.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const range = await fetch(signed.url, { headers: { Range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);

    // The SRT subtitle is served as WebVTT.
    const caption = await fetch(info.captions[0]?.url ?? '');
    expect(caption.headers.get('content-type')).toContain('text/vtt');
    expect(await caption.text()).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.500\n안녕하세요.\n');

    // A signature that is not the hub's opens nothing.
    const tampered = new URL(signed.url);
    tampered.searchParams.set('signature', 'forged');
    expect((await fetch(tampered)).status).toBe(hubPlaybackErrorCodes.hubVideoForbidden.status);
  });

  it('"the hub resource token expired code … trigger[s] a refresh and a retry": an expired token answers HUB_TOKEN_EXPIRED, and the client renews it once and retries', async () => {
    const videoId = (await teacher().then((client) => client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson }))).source?.fileId ?? '';
    const learner = await learnerToken();
    const stale = await resourceToken(learner, 'kt-not-prepared');
    // Six minutes on: the five-minute resource token has expired; the session's has not.
    settings.now = () => Date.now() + 6 * 60 * 1000;
    expect(await codeOf(playCall(learner, stale).playInfo(videoId))).toBe(coreErrorCodes.hubTokenExpired.code);

    const renewed: string[] = [];
    const access: ResourceAccess = {
      token: () => Promise.resolve(stale),
      renew: async (rejected) => {
        renewed.push(rejected);
        return resourceToken(learner, 'kt-not-prepared');
      },
    };
    const info = await server.client(learner).request(endpoints.videoPlayInfo, { params: { videoId } }, { resourceAccess: access });
    expect(info.videoId).toBe(videoId);
    expect(renewed).toEqual([stale]);
  });

  it('refuses a learner not enrolled, a token of another class, someone else\'s token, and no token', async () => {
    const videoId = (await teacher().then((client) => client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson }))).source?.fileId ?? '';
    const learner = await learnerToken();
    // The learner's ticket of another class (klass-001): not a ticket of this video's class.
    const otherClass = await resourceToken(learner, 'kt-active');
    expect(await codeOf(playCall(learner, otherClass).playInfo(videoId))).toBe(hubPlaybackErrorCodes.hubVideoForbidden.code);
    // A learner with nothing bought holding the enrolled learner's token.
    const stranger = await learnerToken(seededLogins.newLearner);
    const borrowed = await resourceToken(learner, 'kt-not-prepared');
    expect(await codeOf(playCall(stranger, borrowed).signedUrl(videoId))).toBe(hubPlaybackErrorCodes.hubVideoForbidden.code);
    // No resource token, or one the hub did not issue.
    expect(await codeOf(playCall(learner, null).playInfo(videoId))).toBe(hubPlaybackErrorCodes.hubResourceTokenInvalid.code);
    const forged = await fetch(`${server.baseUrl}/rest/hub/v2/public/videos/${encodeURIComponent(videoId)}/play-info`, {
      headers: { Authorization: `Qube-token ${learner}`, [RESOURCE_ACCESS_TOKEN_HEADER]: 'rat_forged' },
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe(hubPlaybackErrorCodes.hubResourceTokenInvalid.code);
  });

  it('"a draft is published as a version": a video replaced after publishing leaves the class room playing the published one; the next publish plays the new one', async () => {
    const client = await teacher();
    const publishedId = (await client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson })).source?.fileId ?? '';
    const learner = await learnerToken();
    const call = playCall(learner, await resourceToken(learner, 'kt-not-prepared'));

    const replacedId = await uploadSource('2강 실습 다시 찍음.webm');
    expect(replacedId).not.toBe(publishedId);
    // Transcoding or done, the new one is the draft's: the class room still plays the published one.
    expect((await call.playInfo(publishedId)).videoId).toBe(publishedId);
    expect(await codeOf(call.playInfo(replacedId))).toBe('request.not_found');
    await runJobsUntilIdle();
    expect((await call.signedUrl(publishedId)).url).toContain(`/hub-media/videos/${publishedId}/`);
    expect(await codeOf(call.signedUrl(replacedId))).toBe('request.not_found');
    const draft = await client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson });
    expect({ source: draft.source?.fileId, published: draft.published?.source.fileId }).toEqual({ source: replacedId, published: publishedId });

    await publish();
    expect((await call.playInfo(replacedId)).videoId).toBe(replacedId);
    expect(await codeOf(call.playInfo(publishedId))).toBe('request.not_found');
    expect((await client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson })).published?.source.fileId).toBe(replacedId);
  });

  it("the editor's preview plays the draft's video with the master's session (no resource token), refused before its transcode ends and to another master", async () => {
    const client = await teacher();
    const draftId = await uploadSource('3강 미리 보기.webm');
    const refused = await client.call(adminMasterVideoEndpoints.previewPlayInfo, { params: lesson }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe(hubPlaybackErrorCodes.hubVideoNotReady.code);
    await runJobsUntilIdle();
    const info = await client.call(adminMasterVideoEndpoints.previewPlayInfo, { params: lesson });
    expect(info).toMatchObject({ videoId: draftId, duration: 12, captions: [{ lang: 'ko', label: '한국어' }] });
    const signed = await client.call(adminMasterVideoEndpoints.previewSignedUrl, { params: lesson });
    const range = await fetch(signed.url, { headers: { Range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    const another = await masterContractClient(server, seededLogins.manager, '101', called);
    const notTheirs = await another.call(adminMasterVideoEndpoints.previewSignedUrl, { params: lesson }).catch((error: unknown) => error);
    expect(isApiError(notTheirs) && notTheirs.code).toBe('request.not_found');
  });

  it("a thumbnail picked from the video's frames is the draft's; the learner's poster follows it only after the next publish", async () => {
    const client = await teacher();
    const learner = await learnerToken();
    const call = playCall(learner, await resourceToken(learner, 'kt-not-prepared'));
    const videoId = (await client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson })).published?.source.fileId ?? '';

    const frames = await client.call(adminMasterVideoEndpoints.lessonVideoFrames, { params: lesson });
    expect(frames.map((frame) => frame.seconds)).toEqual([2, 6, 10]);
    const image = await fetch(frames[1]?.url ?? '');
    expect({ status: image.status, type: image.headers.get('content-type') }).toEqual({ status: 200, type: 'image/jpeg' });
    const unknown = await client.call(adminMasterVideoEndpoints.setLessonThumbnail, { params: lesson, body: { frameId: 'frame-99s' } }).catch((error: unknown) => error);
    expect(isApiError(unknown) && unknown.code).toBe('request.not_found');

    const picked = await client.call(adminMasterVideoEndpoints.setLessonThumbnail, { params: lesson, body: { frameId: frames[1]?.frameId ?? '' } });
    expect(picked.thumbnail?.fileName).toBe('장면 00:06.jpg');
    expect((await call.playInfo(videoId)).posterUrl).toContain('/mock-media/video/lesson-sample-poster.png');
    // The draft's own video, published now with the frame: the poster is the frame's image.
    await publish();
    const draftId = (await client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson })).source?.fileId ?? '';
    const poster = (await call.playInfo(draftId)).posterUrl ?? '';
    expect(poster).toContain(`/storage/files/${picked.thumbnail?.fileId ?? ''}`);
    expect((await fetch(poster)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('a learner holding a course ticket whose course has the class plays its video lessons; a course without the class is refused', async () => {
    const videoId = (await teacher().then((client) => client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson }))).published?.source.fileId ?? '';
    const learner = await learnerToken();
    const withClass = await resourceToken(learner, seededCourseTickets.active.id, 'COURSE');
    // Not yet in the course: the course ticket does not open the class.
    expect(await codeOf(playCall(learner, withClass).playInfo(videoId))).toBe(hubPlaybackErrorCodes.hubVideoForbidden.code);
    await db.courses.update((q) => q.where({ courseId: seededCourses.fullStack }), {
      data(course) {
        course.items.push({ itemId: 'item-contract-008', klassId: lesson.klassId, liveStartAt: null, liveEndAt: null, liveUrl: null });
      },
    });
    expect((await playCall(learner, withClass).playInfo(videoId)).videoId).toBe(videoId);
    expect((await playCall(learner, withClass).signedUrl(videoId)).url).toContain(videoId);
    const otherCourse = await resourceToken(learner, seededCourseTickets.stopped.id, 'COURSE');
    expect(await codeOf(playCall(learner, otherCourse).playInfo(videoId))).toBe(hubPlaybackErrorCodes.hubVideoForbidden.code);
  });

  it("the class room's subtitles are the published ones: one added or deleted in the draft shows only in the preview until the next publish", async () => {
    const client = await teacher();
    const learner = await learnerToken();
    const call = playCall(learner, await resourceToken(learner, 'kt-not-prepared'));
    const videoId = (await client.call(adminMasterVideoEndpoints.lessonVideo, { params: lesson })).published?.source.fileId ?? '';
    const languages = (info: { captions: { lang: string }[] }) => info.captions.map((caption) => caption.lang);
    const [korean] = await client.call(adminMasterVideoEndpoints.lessonSubtitles, { params: lesson });
    await client.call(adminMasterVideoEndpoints.addSubtitle, { params: lesson, body: { language: 'en', fileName: 'en.vtt', content: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello.\n' } });
    await client.call(adminMasterVideoEndpoints.deleteSubtitle, { params: { ...lesson, subtitleId: korean?.subtitleId ?? '' } });

    const before = await call.playInfo(videoId);
    expect(languages(before)).toEqual(['ko']);
    expect(await (await fetch(before.captions[0]?.url ?? '')).text()).toContain('안녕하세요.');
    expect(languages(await client.call(adminMasterVideoEndpoints.previewPlayInfo, { params: lesson }))).toEqual(['en']);

    await publish();
    expect(languages(await call.playInfo(videoId))).toEqual(['en']);
  });

  it('publishing, replacing a video and picking a thumbnail are in the change history in words an operator reads: who, which class and lesson, what', async () => {
    const operator = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
    const { items } = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['CURRICULUM', 'LESSON_VIDEO'], sort: 'changedAt,desc' } });
    const title = '신규 오픈 준비 클래스';
    const videos = items.filter((entry) => entry.record.type === 'LESSON_VIDEO');
    expect(videos.every((entry) => entry.actor.displayName === '오선생' && entry.record.label === `${title} · 클래스 미리 보기`)).toBe(true);
    expect(videos.find((entry) => entry.action === 'CREATE')?.changes).toEqual([{ field: 'video', before: null, after: '2강 실습.webm' }]);
    expect(videos.some((entry) => entry.action === 'UPDATE' && entry.changes.some((change) => change.before === '2강 실습.webm' && change.after === '2강 실습 다시 찍음.webm'))).toBe(true);
    expect(videos.some((entry) => entry.changes.some((change) => change.field === 'thumbnail' && change.after === '장면 00:06.jpg'))).toBe(true);
    const publishes = items.filter((entry) => entry.record.type === 'CURRICULUM');
    expect(publishes.length).toBeGreaterThanOrEqual(3);
    expect(publishes[0]).toMatchObject({ actor: { displayName: '오선생' }, record: { key: lesson.klassId, label: title }, action: 'UPDATE' });
    expect(publishes.at(-1)?.changes.find((change) => change.field === 'version')?.before).toBeNull();
  });

  it('a new video lesson is a draft command like the others; published before its video is uploaded, it is refused naming the lesson', async () => {
    const client = await teacher();
    const params = { klassId: lesson.klassId };
    const draft = await client.call(adminMasterEndpoints.curriculumDraft, { params });
    const chapterKey = draft.chapters[1]?.key ?? '';
    const newLesson = { key: 'ls-new-video', kind: 'video' as const, title: '3강 새 영상', description: '', status: 'PUBLIC' as const, previewSeconds: 0, quiz: null };
    const added = await client.call(adminMasterEndpoints.curriculumCommand, {
      params,
      body: { currentVersion: draft.currentVersion, command: { type: 'ADD_LESSON', chapterKey, at: 0, lesson: newLesson } },
    });
    expect(added.chapters[1]?.lessons[0]).toEqual(newLesson);
    const refused = await client.call(adminMasterEndpoints.publishCurriculum, { params, body: { currentVersion: added.currentVersion } }).catch((error: unknown) => error);
    expect(isApiError(refused) && { code: refused.code, data: refused.data }).toEqual({ code: 'curriculum.command.refused', data: { key: 'ls-new-video' } });
  });

  it('every play call was walked', () => {
    expect([...called].filter((id) => id.startsWith('hubPlayback')).sort()).toEqual(Object.values(endpoints).map((endpoint) => endpoint.id).sort());
  });
});
