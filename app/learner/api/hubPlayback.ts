/**
 * The hub's play calls for a class room lesson whose video was uploaded to the hub (issue 44;
 * backoffice.md §7 Contents): its play info, then a signed URL of its media, each carrying the
 * ticket's resource access token, which the request layer renews once on its expiry code — the
 * class room's way of asking for the shared player (HubVideo.tsx).
 */
import { api } from '@app/shared/api/client/api';
import type { ResourceAccess } from '@app/shared/api/client/httpClient';
import * as endpoints from '@app/shared/api/routes/hubPlayback';
import type { HubVideoSource } from '@app/shared/media/HubVideo';

export function ticketHubVideo(videoId: string, resourceAccess: ResourceAccess): HubVideoSource {
  return {
    key: ['hubPlayback', videoId],
    playInfo: (signal) => api.request(endpoints.videoPlayInfo, { params: { videoId } }, { signal, resourceAccess }),
    signedUrl: (signal) => api.request(endpoints.videoSignedUrl, { params: { videoId } }, { signal, resourceAccess }),
  };
}
