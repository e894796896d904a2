/**
 * The hub's play calls in the mock (hubPlayback.ts; backoffice.md §7 Contents, §8; issue 44): a
 * class room lesson whose content names a hub video asks its play info and a signed URL with the
 * ticket's resource access token in its header (mocks/inventory/resourceTokens.ts), and the media
 * answers behind the signed URLs. Kept with the master area because the videos are its records
 * (the lesson's upload, transcode, thumbnail and subtitles).
 *
 * The class room plays the lesson's published video (collections.ts `published`), for a ticket of
 * its class or of a course that has the class; the editor's preview plays the draft's (the
 * master's own lesson, no resource token).
 *
 * The mock cannot transcode: what a finished transcode plays is the mock's one sample video (12 s,
 * WebM, `media.video`), answered with byte ranges through the runtime's own media files, so the
 * learner's player really loads, seeks and plays it. The subtitles are the master's uploaded files,
 * an SRT one served as WebVTT (a `<track>` reads only WebVTT); the poster is the uploaded thumbnail
 * (through the file store's short-lived link) or, without one, the sample's frame — for the class
 * room the ones published with the video, so a new thumbnail or subtitle shows there after the
 * next publish.
 */
import { adminMasterVideoEndpoints, type SubtitleLanguage } from '@app/shared/api/contract/adminMasterVideo';
import { hubPlaybackEndpoints, type VideoPlayInfo } from '@app/shared/api/contract/hubPlayback';
import { RESOURCE_ACCESS_TOKEN_HEADER } from '@app/shared/api/contract/hubPlaybackRules';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { issueDownloadToken } from '@mocks/backoffice/files/store';
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { errorResponse, handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { findLesson } from '@mocks/inventory/curriculum';
import { media } from '@mocks/inventory/media';
import { mediaSigned, verifyResourceToken, type ResourceClaims } from '@mocks/inventory/resourceTokens';
import type { LessonSubtitleRecord, LessonVideoRecord, PublishedLessonVideo } from './collections';
import { frameMediaHandler } from './frames';
import { hubError, linkRefused, originOf, publicMedia, signedPath } from './signedMedia';
import { ownLesson, recordOf, sourcePlays, transcodedSource } from './video';

const VIDEO_PATH = '/hub-media/videos/:videoId/video.webm';
const CAPTION_PATH = '/hub-media/videos/:videoId/captions/:subtitleId';
/** What a media answer passes on from the runtime's file (not its connection's own headers). */
const MEDIA_HEADERS = ['Content-Type', 'Content-Length', 'Content-Range', 'Accept-Ranges'] as const;

/** The captions' labels, as the hub names the languages it keeps. */
const languageLabels: Record<SubtitleLanguage, string> = { ko: '한국어', en: '영어', ja: '일본어', zh: '중국어' };

/**
 * Whether the resource token's ticket opens the class: a class ticket of that class (one a course
 * issued included), or a course ticket whose course has the class among its items.
 */
function ticketOpens(claims: ResourceClaims, klassId: string): boolean {
  if (claims.tokenType === 'KLASS') return claims.targetId === klassId;
  const course = db.courses.findFirst((q) => q.where({ courseId: claims.targetId }));
  return course?.items.some((item) => item.klassId === klassId) ?? false;
}

/**
 * The published video a lesson of the class room plays, for the caller's own ticket of its class
 * (or of a course that has it), transcoded. A video replaced in the draft since is not this one:
 * the class room keeps the published one until the next publish (curriculum.ts).
 */
async function playableVideo(auth: AccessClaims | null, request: Request, videoId: string): Promise<PublishedLessonVideo> {
  const verdict = await verifyResourceToken(request.headers.get(RESOURCE_ACCESS_TOKEN_HEADER));
  if (!verdict.ok) {
    if (verdict.reason === 'expired') throw new MockError('hubTokenExpired', '영상 권한이 만료됐어요.');
    throw hubError('hubResourceTokenInvalid', '영상을 볼 수 있는 권한을 확인하지 못했어요.');
  }
  const record = db.lessonVideos.findFirst((q) => q.where((candidate) => candidate.published?.source.fileId === videoId));
  const lesson = record ? findLesson(record.klassId, record.lessonKey) : undefined;
  const playsIt = lesson?.spec.type === 'video' && 'videoId' in lesson.spec.content && lesson.spec.content.videoId === videoId;
  if (!record?.published || !playsIt) throw new MockError('notFound', '영상을 찾을 수 없어요.', { videoId });
  const { claims } = verdict;
  if (claims.accountKey !== auth?.sub || !ticketOpens(claims, record.klassId)) {
    throw hubError('hubVideoForbidden', '이 강의를 수강하는 분만 볼 수 있어요.', { videoId });
  }
  if (!(await sourcePlays(record.published.jobId))) throw hubError('hubVideoNotReady', '영상을 준비하고 있어요. 변환이 끝나면 볼 수 있어요.', { videoId });
  return record.published;
}

/** The draft's video of the master's own lesson, for the editor's preview, transcoded. */
async function previewVideo(auth: AccessClaims | null, klassId: string, lessonKey: string) {
  await ownLesson(auth, klassId, lessonKey);
  const record = recordOf(klassId, lessonKey);
  return { record, source: await transcodedSource(record) };
}

const videoPathOf = (videoId: string) => `/hub-media/videos/${encodeURIComponent(videoId)}/video.webm`;

type Subtitles = readonly Pick<LessonSubtitleRecord, 'subtitle' | 'content'>[];

/** The draft's subtitles of the lesson (what the preview plays). */
function draftSubtitles(record: LessonVideoRecord): Subtitles {
  return db.lessonSubtitles.findMany((q) => q.where({ klassId: record.klassId, lessonKey: record.lessonKey }));
}

/**
 * A subtitle a caption URL of the video opens: one published with it (kept after the draft deletes
 * it, until the next publish), else the draft's (the preview's).
 */
function captionOf(videoId: string, subtitleId: string): Subtitles[number] | undefined {
  const published = db.lessonVideos.findFirst((q) => q.where((candidate) => candidate.published?.source.fileId === videoId))?.published;
  return (
    published?.subtitles.find((record) => record.subtitle.subtitleId === subtitleId) ??
    db.lessonSubtitles.findFirst((q) => q.where((candidate) => candidate.subtitle.subtitleId === subtitleId))
  );
}

/** A video's play info: the given subtitles and thumbnail (or the sample's frame), signed. */
async function playInfoOf(request: Request, videoId: string, subtitles: Subtitles, thumbnail: LessonVideoRecord['thumbnail']): Promise<VideoPlayInfo> {
  const captions = await Promise.all(
    subtitles.map(async ({ subtitle }) => {
      const path = `/hub-media/videos/${encodeURIComponent(videoId)}/captions/${encodeURIComponent(subtitle.subtitleId)}`;
      const { url } = await signedPath(request, path, `caption:${videoId}:${subtitle.subtitleId}`);
      return { lang: subtitle.language, label: languageLabels[subtitle.language], url };
    }),
  );
  const posterUrl = thumbnail
    ? `${originOf(request)}/storage/files/${encodeURIComponent(thumbnail.fileId)}?token=${issueDownloadToken(thumbnail.fileId).token}`
    : media.poster;
  return { videoId, playerType: 'HTML5' as const, duration: media.videoSeconds, posterUrl, captions };
}

/** SRT as WebVTT: the header, and the decimal comma of its times as a point. */
export function asWebVtt(format: 'vtt' | 'srt', content: string): string {
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (format === 'vtt') return text;
  return `WEBVTT\n\n${text.replace(/(\d{2}:\d{2}:\d{2}),(\d{3})/g, '$1.$2')}`;
}

export const hubPlaybackHandlers = {
  videoPlayInfo: handle(hubPlaybackEndpoints.videoPlayInfo, async ({ auth, params, request }) => {
    const published = await playableVideo(auth, request, params.videoId);
    return playInfoOf(request, params.videoId, published.subtitles, published.thumbnail);
  }),

  videoSignedUrl: handle(hubPlaybackEndpoints.videoSignedUrl, async ({ auth, params, request }) => {
    await playableVideo(auth, request, params.videoId);
    return signedPath(request, videoPathOf(params.videoId), `video:${params.videoId}`);
  }),
} satisfies Record<keyof typeof hubPlaybackEndpoints, HttpHandler>;

/** The editor's preview of the draft's video: the same play info and media, with the master's session. */
export const masterPreviewHandlers = {
  previewPlayInfo: handle(adminMasterVideoEndpoints.previewPlayInfo, async ({ auth, params, request }) => {
    const { record, source } = await previewVideo(auth, params.klassId, params.lessonKey);
    return playInfoOf(request, source.fileId, draftSubtitles(record), record.thumbnail);
  }),

  previewSignedUrl: handle(adminMasterVideoEndpoints.previewSignedUrl, async ({ auth, params, request }) => {
    const { source } = await previewVideo(auth, params.klassId, params.lessonKey);
    return signedPath(request, videoPathOf(source.fileId), `video:${source.fileId}`);
  }),
} satisfies Pick<Record<keyof typeof adminMasterVideoEndpoints, HttpHandler>, 'previewPlayInfo' | 'previewSignedUrl'>;

/** What the signed URLs open: raw media, not JSON, checked by their signature alone (no header). */
export const hubMediaHandlers = {
  video: http.get(`*${VIDEO_PATH}`, async ({ request, params }) => {
    const signature = new URL(request.url).searchParams.get('signature');
    if (!(await mediaSigned(`video:${String(params.videoId)}`, signature))) return linkRefused();
    // The transcode's output is the sample: asked of the runtime's media files, ranges and all.
    const headers = new Headers();
    const range = request.headers.get('range');
    if (range) headers.set('range', range);
    const sample = await publicMedia(request, media.video, headers);
    const answer = new Headers({ 'Cache-Control': 'no-store' });
    for (const name of MEDIA_HEADERS) {
      const value = sample.headers.get(name);
      if (value !== null) answer.set(name, value);
    }
    return new HttpResponse(await sample.arrayBuffer(), { status: sample.status, headers: answer });
  }),

  caption: http.get(`*${CAPTION_PATH}`, async ({ request, params }) => {
    const videoId = String(params.videoId);
    const subtitleId = String(params.subtitleId);
    if (!(await mediaSigned(`caption:${videoId}:${subtitleId}`, new URL(request.url).searchParams.get('signature')))) return linkRefused();
    const record = captionOf(videoId, subtitleId);
    if (!record) return errorResponse(new MockError('notFound', '자막을 찾을 수 없어요.', { subtitleId }));
    return new HttpResponse(asWebVtt(record.subtitle.format, record.content), {
      headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }),

  frame: frameMediaHandler,
} satisfies Record<string, HttpHandler>;
