/**
 * Playing a video uploaded to the hub (backoffice.md §7 Contents "video play info and signed url
 * with a resource access token header", §8 the hub resource token's expiry code; issue 44): a
 * learner's class room lesson whose content names a `videoId` (inventory.ts `hubVideoContentSchema`)
 * asks its play info, then a signed URL of its media. Paths chosen here, beside the hub's admin
 * paths (`/rest/hub/admin/master/...`, adminMasterVideo.ts), under `/rest/hub/v2/public`.
 *
 * Both calls carry the session's Authorization and the ticket's resource access token in
 * RESOURCE_ACCESS_TOKEN_HEADER (hubPlaybackRules.ts). What the server promises:
 * - a missing or unknown resource token is 401 `hub.resource_token.invalid`; an expired one is 401
 *   HUB_TOKEN_EXPIRED, after which the client takes a new resource token once and retries;
 * - a token of another class's ticket, or of someone else's, is 403 `hub.video.forbidden` (a
 *   learner not enrolled); a video no published lesson plays is 404 `request.not_found`;
 * - a video not transcoded yet (or whose transcode failed) is 409 `hub.video.not_ready`;
 * - the signed URL plays the transcoded media without any header (a video element sends none),
 *   until `expiredAt`; captions and the poster in the play info are signed the same way.
 */
import { z } from 'zod/mini';
import { isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { captionSchema, playerTypeSchema } from './inventory';

const mediaUrl = z.string().check(z.minLength(1));
const videoParams = z.object({ videoId: z.string().check(z.minLength(1), z.maxLength(120)) });

export const videoPlayInfoSchema = z.object({
  videoId: z.string(),
  playerType: playerTypeSchema,
  /** Seconds, of the transcoded media. */
  duration: z.number().check(z.nonnegative()),
  /** The lesson's thumbnail, or a frame the transcode took; signed like the media. */
  posterUrl: z.nullable(mediaUrl),
  /** The video's subtitles as WebVTT (an SRT file is served converted), signed like the media. */
  captions: z.array(captionSchema),
});
export type VideoPlayInfo = z.infer<typeof videoPlayInfoSchema>;

export const signedVideoUrlSchema = z.object({ url: mediaUrl, expiredAt: isoDateTime });
export type SignedVideoUrl = z.infer<typeof signedVideoUrlSchema>;

export const videoPlayInfo = defineEndpoint({
  id: 'hubPlayback.videoPlayInfo',
  method: 'GET',
  path: '/rest/hub/v2/public/videos/{videoId}/play-info',
  auth: 'required',
  params: videoParams,
  response: videoPlayInfoSchema,
  summary:
    "A hub video's player type, duration, poster and captions, asked with the resource access token header; 401 HUB_TOKEN_EXPIRED, 401 hub.resource_token.invalid, 403 hub.video.forbidden, 404, 409 hub.video.not_ready.",
});

export const videoSignedUrl = defineEndpoint({
  id: 'hubPlayback.videoSignedUrl',
  method: 'GET',
  path: '/rest/hub/v2/public/videos/{videoId}/signed-url',
  auth: 'required',
  params: videoParams,
  response: signedVideoUrlSchema,
  summary: "A signed URL of a hub video's media, asked with the resource access token header; the same refusals as the play info.",
});

export const hubPlaybackEndpoints = { videoPlayInfo, videoSignedUrl };
