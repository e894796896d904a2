/**
 * A video uploaded to the hub (issue 44; backoffice.md §7 Contents "video play info and signed url
 * with a resource access token header"): its play info, then a signed URL of its media, then the
 * player with the poster and the uploaded subtitles as tracks. Shared by both sides, each asking
 * through its own `source`: the learner's class room with the ticket's resource access token
 * (which the request layer renews once when the hub says it expired), the curriculum editor's
 * preview with the master's session. Every other state is said in words: loading, not transcoded
 * yet (with a way to look again), not enrolled, a token the hub would not take, a call that
 * failed, and media that would not load (signed again on request).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Skeleton } from '@ds/components/Skeleton';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { SignedVideoUrl, VideoPlayInfo } from '@app/shared/api/contract/hubPlayback';
import { hubPlaybackErrorCodes } from '@app/shared/api/contract/hubPlaybackRules';
import { copy } from '@app/shared/copy';
import { VideoPlayer, type PlayedRange } from './VideoPlayer';

/** A signed URL is asked again this long before it expires (a lesson opened again later). */
const SIGNED_URL_MARGIN_MS = 60_000;

const Loading = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  > p { margin: 0; color: ${vars.color.textMuted}; }
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

type Refusal = 'notReady' | 'forbidden' | 'tokenInvalid' | 'failed';

function refusalOf(error: unknown): Refusal {
  if (!isApiError(error)) return 'failed';
  if (error.code === hubPlaybackErrorCodes.hubVideoNotReady.code) return 'notReady';
  if (error.code === hubPlaybackErrorCodes.hubVideoForbidden.code) return 'forbidden';
  if (error.code === hubPlaybackErrorCodes.hubResourceTokenInvalid.code) return 'tokenInvalid';
  return 'failed';
}

/** How one side asks a hub video's play info and signed URL. */
export interface HubVideoSource {
  /** What both answers are cached under: one key per video and per way of asking. */
  key: readonly unknown[];
  playInfo(signal: AbortSignal): Promise<VideoPlayInfo>;
  signedUrl(signal: AbortSignal): Promise<SignedVideoUrl>;
}

export interface HubVideoProps {
  /** The lesson's title: the player is named by it. */
  title: string;
  source: HubVideoSource;
  /** Where to start, in seconds (the learner's last position). */
  resumeAt?: number;
  usePlaybackRates: boolean;
  /** What was played, for the class room's progress report; a preview reports nothing. */
  onPlayed?: (range: PlayedRange) => void;
}

export function HubVideo({ title, source, resumeAt = 0, usePlaybackRates, onPlayed }: HubVideoProps) {
  const t = copy.classRoom.hubVideo;
  const playInfo = useQuery({
    queryKey: [...source.key, 'playInfo'],
    queryFn: ({ signal }) => source.playInfo(signal),
    retry: false,
  });
  const signed = useQuery({
    queryKey: [...source.key, 'signedUrl'],
    queryFn: ({ signal }) => source.signedUrl(signal),
    enabled: playInfo.isSuccess,
    retry: false,
    staleTime: (query) => (query.state.data ? Math.max(0, Date.parse(query.state.data.expiredAt) - Date.now() - SIGNED_URL_MARGIN_MS) : 0),
  });
  const [mediaFailed, setMediaFailed] = useState(false);

  const error = playInfo.error ?? signed.error;
  if (error) {
    const refusal = refusalOf(error);
    const again = () => void (playInfo.isError ? playInfo.refetch() : signed.refetch());
    const action =
      refusal === 'notReady' || refusal === 'failed' ? (
        <Button size="sm" variant="secondary" onClick={again}>
          {refusal === 'notReady' ? t.checkAgain : copy.common.retry}
        </Button>
      ) : undefined;
    return (
      <Alert tone={refusal === 'notReady' ? 'info' : 'danger'} action={action}>
        {t[refusal]}
      </Alert>
    );
  }
  if (!playInfo.data || !signed.data) {
    return (
      <Loading role="status">
        <Skeleton variant="rect" height="240px" />
        <p>{t.loading}</p>
      </Loading>
    );
  }
  return (
    <Stack>
      <VideoPlayer
        // A URL signed again is a new source: the element starts over with it.
        key={signed.data.url}
        // The hub says what the player is and how long the media is.
        lesson={{ title, content: { playerType: playInfo.data.playerType, duration: playInfo.data.duration } }}
        src={signed.data.url}
        posterUrl={playInfo.data.posterUrl}
        captions={playInfo.data.captions}
        usePlaybackRates={usePlaybackRates}
        resumeAt={resumeAt}
        crossOrigin="anonymous"
        onPlayed={onPlayed}
        onMediaError={() => setMediaFailed(true)}
      />
      {mediaFailed && (
        <Alert
          tone="danger"
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setMediaFailed(false);
                void signed.refetch();
              }}
            >
              {t.reload}
            </Button>
          }
        >
          {t.mediaFailed}
        </Alert>
      )}
    </Stack>
  );
}
