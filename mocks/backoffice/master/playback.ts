/**
 * The hub's play calls in the mock (hubPlayback.ts; backoffice.md §7 Contents, §8; issue 44): a
 * class room lesson whose content names a hub video asks its play info and a signed URL with the
 * ticket's resource access token in its header (mocks/inventory/resourceTokens.ts), and the media
 * answers behind the signed URLs. Kept with the master area because the videos are its records
 * (the lesson's upload, transcode, thumbnail and subtitles).
 *
 * The mock cannot transcode: what a finished transcode plays is the mock's one sample video (12 s,
 * WebM, `media.video`), answered with byte ranges through the runtime's own media files, so the
 * learner's player really loads, seeks and plays it. The subtitles are the master's uploaded files,
 * an SRT one served as WebVTT (a `<track>` reads only WebVTT); the poster is the uploaded thumbnail
 * (through the file store's short-lived link) or, without one, the sample's frame.
 */
import { hubPlaybackEndpoints } from '@app/shared/api/contract/hubPlayback';
import { hubPlaybackErrorCodes, RESOURCE_ACCESS_TOKEN_HEADER } from '@app/shared/api/contract/hubPlaybackRules';
import type { SubtitleLanguage } from '@app/shared/api/contract/adminMasterVideo';
import { bypass, http, HttpResponse, type HttpHandler } from 'msw';
import { issueDownloadToken } from '@mocks/backoffice/files/store';
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { errorResponse, handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { findLesson } from '@mocks/inventory/curriculum';
import { media } from '@mocks/inventory/media';
import { mediaSigned, signMedia, verifyResourceToken } from '@mocks/inventory/resourceTokens';
import type { LessonVideoRecord } from './collections';
import { videoPlays } from './video';

const VIDEO_PATH = '/hub-media/videos/:videoId/video.webm';
const CAPTION_PATH = '/hub-media/videos/:videoId/captions/:subtitleId';
/** What a media answer passes on from the runtime's file (not its connection's own headers). */
const MEDIA_HEADERS = ['Content-Type', 'Content-Length', 'Content-Range', 'Accept-Ranges'] as const;

/** The captions' labels, as the hub names the languages it keeps. */
const languageLabels: Record<SubtitleLanguage, string> = { ko: '한국어', en: '영어', ja: '일본어', zh: '중국어' };

function hubError(name: keyof typeof hubPlaybackErrorCodes, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(hubPlaybackErrorCodes[name], message, data);
}

/** The video a published lesson plays, for the caller's own ticket of its class, transcoded. */
async function playableVideo(auth: AccessClaims | null, request: Request, videoId: string): Promise<LessonVideoRecord> {
  const verdict = await verifyResourceToken(request.headers.get(RESOURCE_ACCESS_TOKEN_HEADER));
  if (!verdict.ok) {
    if (verdict.reason === 'expired') throw new MockError('hubTokenExpired', '영상 권한이 만료됐어요.');
    throw hubError('hubResourceTokenInvalid', '영상을 볼 수 있는 권한을 확인하지 못했어요.');
  }
  const record = db.lessonVideos.findFirst((q) => q.where((candidate) => candidate.source?.fileId === videoId));
  const lesson = record ? findLesson(record.klassId, record.lessonKey) : undefined;
  const published = lesson?.spec.type === 'video' && 'videoId' in lesson.spec.content && lesson.spec.content.videoId === videoId;
  if (!record || !published) throw new MockError('notFound', '영상을 찾을 수 없어요.', { videoId });
  const { claims } = verdict;
  if (claims.accountKey !== auth?.sub || claims.tokenType !== 'KLASS' || claims.targetId !== record.klassId) {
    throw hubError('hubVideoForbidden', '이 강의를 수강하는 분만 볼 수 있어요.', { videoId });
  }
  if (!(await videoPlays(record))) throw hubError('hubVideoNotReady', '영상을 준비하고 있어요. 변환이 끝나면 볼 수 있어요.', { videoId });
  return record;
}

function originOf(request: Request): string {
  return new URL(request.url).origin;
}

async function signedPath(request: Request, path: string, resource: string) {
  const { signature, expiredAt } = await signMedia(resource);
  return { url: `${originOf(request)}${path}?${new URLSearchParams({ signature }).toString()}`, expiredAt };
}

/** SRT as WebVTT: the header, and the decimal comma of its times as a point. */
export function asWebVtt(format: 'vtt' | 'srt', content: string): string {
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (format === 'vtt') return text;
  return `WEBVTT\n\n${text.replace(/(\d{2}:\d{2}:\d{2}),(\d{3})/g, '$1.$2')}`;
}

function linkRefused(): Response {
  return errorResponse(hubError('hubVideoForbidden', '영상 주소가 만료됐어요. 레슨을 다시 열어 주세요.'));
}

export const hubPlaybackHandlers = {
  videoPlayInfo: handle(hubPlaybackEndpoints.videoPlayInfo, async ({ auth, params, request }) => {
    const record = await playableVideo(auth, request, params.videoId);
    const videoId = encodeURIComponent(params.videoId);
    const subtitles = db.lessonSubtitles.findMany((q) => q.where({ klassId: record.klassId, lessonKey: record.lessonKey }));
    const captions = await Promise.all(
      subtitles.map(async ({ subtitle }) => {
        const path = `/hub-media/videos/${videoId}/captions/${encodeURIComponent(subtitle.subtitleId)}`;
        const { url } = await signedPath(request, path, `caption:${params.videoId}:${subtitle.subtitleId}`);
        return { lang: subtitle.language, label: languageLabels[subtitle.language], url };
      }),
    );
    const thumbnail = record.thumbnail;
    const posterUrl = thumbnail
      ? `${originOf(request)}/storage/files/${encodeURIComponent(thumbnail.fileId)}?token=${issueDownloadToken(thumbnail.fileId).token}`
      : media.poster;
    return { videoId: params.videoId, playerType: 'HTML5' as const, duration: media.videoSeconds, posterUrl, captions };
  }),

  videoSignedUrl: handle(hubPlaybackEndpoints.videoSignedUrl, async ({ auth, params, request }) => {
    await playableVideo(auth, request, params.videoId);
    return signedPath(request, `/hub-media/videos/${encodeURIComponent(params.videoId)}/video.webm`, `video:${params.videoId}`);
  }),
} satisfies Record<keyof typeof hubPlaybackEndpoints, HttpHandler>;

/** What the signed URLs open: raw media, not JSON, checked by their signature alone (no header). */
export const hubMediaHandlers = {
  video: http.get(`*${VIDEO_PATH}`, async ({ request, params }) => {
    const signature = new URL(request.url).searchParams.get('signature');
    if (!(await mediaSigned(`video:${String(params.videoId)}`, signature))) return linkRefused();
    // The transcode's output is the sample: asked of the runtime's media files, ranges and all.
    const headers = new Headers();
    const range = request.headers.get('range');
    if (range) headers.set('range', range);
    const sample = await fetch(bypass(new Request(new URL(media.video, request.url), { headers })));
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
    const record = db.lessonSubtitles.findFirst((q) => q.where((candidate) => candidate.subtitle.subtitleId === subtitleId));
    if (!record) return errorResponse(new MockError('notFound', '자막을 찾을 수 없어요.', { subtitleId }));
    return new HttpResponse(asWebVtt(record.subtitle.format, record.content), {
      headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }),
} satisfies Record<string, HttpHandler>;
