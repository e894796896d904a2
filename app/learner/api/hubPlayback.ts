/**
 * The hub's play calls for a class room lesson whose video was uploaded to the hub (issue 44;
 * backoffice.md §7 Contents): its play info, then a signed URL of its media, each carrying the
 * ticket's resource access token, which the request layer renews once on its expiry code.
 */
import { api } from '@app/shared/api/client/api';
import type { RequestOptions, ResourceAccess } from '@app/shared/api/client/httpClient';
import * as endpoints from '@app/shared/api/routes/hubPlayback';

export const hubPlaybackKeys = {
  all: ['hubPlayback'] as const,
  playInfo: (videoId: string) => [...hubPlaybackKeys.all, 'playInfo', videoId] as const,
  signedUrl: (videoId: string) => [...hubPlaybackKeys.all, 'signedUrl', videoId] as const,
};

export function fetchVideoPlayInfo(videoId: string, resourceAccess: ResourceAccess, options?: RequestOptions) {
  return api.request(endpoints.videoPlayInfo, { params: { videoId } }, { ...options, resourceAccess });
}

export function fetchVideoSignedUrl(videoId: string, resourceAccess: ResourceAccess, options?: RequestOptions) {
  return api.request(endpoints.videoSignedUrl, { params: { videoId } }, { ...options, resourceAccess });
}
