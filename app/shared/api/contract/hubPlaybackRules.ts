/**
 * What the hub's play calls (hubPlayback.ts; backoffice.md §7 Contents "video play info and signed
 * url with a resource access token header") promise that the request layer, the class room and the
 * mock read without zod: the header the resource access token travels in, and the codes a play call
 * answers besides the token's expiry (HUB_TOKEN_EXPIRED, coreErrors.ts, after which the client takes
 * a new resource access token once and retries). Kept schema-free because the request layer, which
 * every first route downloads, reads the header's name.
 */

/**
 * The ticket's resource access token (`POST /v2/public/resource-access-token`, learner.md §7) goes
 * in this header, beside the session's Authorization; the name is ours (the spec says only "a
 * resource access token header"). The mock HTTP server allows it across origins.
 */
export const RESOURCE_ACCESS_TOKEN_HEADER = 'X-Resource-Access-Token';

export const hubPlaybackErrorCodes = {
  /** No resource access token, or one the hub did not issue. */
  hubResourceTokenInvalid: { code: 'hub.resource_token.invalid', status: 401 },
  /** The token is not of a ticket of the video's class, or not the caller's: not enrolled. */
  hubVideoForbidden: { code: 'hub.video.forbidden', status: 403 },
  /** The video is uploaded but not transcoded yet (or its transcode failed): nothing to play. */
  hubVideoNotReady: { code: 'hub.video.not_ready', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;
export type HubPlaybackErrorName = keyof typeof hubPlaybackErrorCodes;
