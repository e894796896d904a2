/**
 * The frames a transcode takes of a video, offered as its thumbnail (backoffice.md §7 Hub resource
 * "thumbnails"; issue 44). The mock cannot look into an uploaded file: every transcoded video is
 * the sample, so its frames are the sample's, taken beforehand at 2, 6 and 10 seconds
 * (`media.videoFrames`), each behind a signed URL as the media is. A frame chosen becomes an image
 * file of the master's (the file store), so it is a thumbnail like an uploaded one from then on.
 */
import type { VideoFrame } from '@app/shared/api/contract/adminMasterVideo';
import { formatMinutesSeconds } from '@app/shared/lib/format/duration';
import { http, HttpResponse } from 'msw';
import { media } from '@mocks/inventory/media';
import { mediaSigned } from '@mocks/inventory/resourceTokens';
import { linkRefused, publicMedia, signedPath } from './signedMedia';

const FRAME_PATH = '/hub-media/videos/:videoId/frames/:frameId';

type Frame = (typeof media.videoFrames)[number];

const frameIdOf = (frame: Frame) => `frame-${String(frame.seconds).padStart(2, '0')}s`;

export function findFrame(frameId: string): Frame | undefined {
  return media.videoFrames.find((frame) => frameIdOf(frame) === frameId);
}

/** The video's frames, each signed for this video. */
export function framesOf(request: Request, videoId: string): Promise<VideoFrame[]> {
  return Promise.all(
    media.videoFrames.map(async (frame) => {
      const frameId = frameIdOf(frame);
      const path = `/hub-media/videos/${encodeURIComponent(videoId)}/frames/${frameId}`;
      const { url } = await signedPath(request, path, `frame:${videoId}:${frameId}`);
      return { frameId, seconds: frame.seconds, url };
    }),
  );
}

/** A chosen frame's file name: where in the video it is ("장면 00:06.jpg"). */
export function frameFileName(seconds: number): string {
  return `장면 ${formatMinutesSeconds(seconds)}.jpg`;
}

/** The frame's image, as the file store keeps it once chosen. */
export async function frameImage(request: Request, frame: Frame): Promise<{ bytes: Uint8Array; contentType: string }> {
  const answer = await publicMedia(request, frame.url);
  return { bytes: new Uint8Array(await answer.arrayBuffer()), contentType: answer.headers.get('Content-Type') ?? 'image/jpeg' };
}

export const frameMediaHandler = http.get(`*${FRAME_PATH}`, async ({ request, params }) => {
  const videoId = String(params.videoId);
  const frameId = String(params.frameId);
  const frame = findFrame(frameId);
  if (!frame || !(await mediaSigned(`frame:${videoId}:${frameId}`, new URL(request.url).searchParams.get('signature')))) return linkRefused();
  const { bytes, contentType } = await frameImage(request, frame);
  return new HttpResponse(bytes, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});
