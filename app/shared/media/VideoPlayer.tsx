/**
 * The lesson video player on the HTML video element (shared: the learner's class room plays
 * lessons in it, and the curriculum editor previews a lesson's uploaded video in it): native controls, captions tracks, a
 * playback-rate option (when the class allows it), keyboard controls on top of the native ones,
 * and resume from the last position. It turns what the learner does into played ranges: a play,
 * a pause, a jump and the end each close a range, handed to `onPlayed` for the progress report.
 * An HLS lesson's stream is attached through hls.js (hlsAttach.ts, loaded only for such lessons).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Select } from '@ds/components/Select';
import { vars } from '@ds/tokens/vars';
import type { PlayerType } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { attachHls, type Detach } from './hlsAttach';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const SEEK_STEP_SECONDS = 5;
/** A long uninterrupted play is still reported now and then, so little is lost if the tab dies. */
const REPORT_EVERY_SECONDS = 30;
/** Closer than this to the end, a resume starts the lesson over instead. */
const RESUME_END_MARGIN_SECONDS = 1;

export interface PlayedRange {
  start: number;
  end: number;
  position: number;
  isLast: boolean;
}

/** What the player needs of a lesson: its title (the element's name), player type and length. */
export interface PlayerLesson {
  title: string;
  content: { playerType: PlayerType; duration: number };
}

export interface VideoPlayerProps {
  lesson: PlayerLesson;
  /** Media URLs, already signed with the resource token. */
  src: string;
  captions: readonly { lang: string; label: string; url: string }[];
  posterUrl: string | null;
  usePlaybackRates: boolean;
  /** Where to start, in seconds. */
  resumeAt: number;
  /** What was played, for the progress report; a preview reports nothing. */
  onPlayed?: (range: PlayedRange) => void;
  /**
   * Media on another origin whose captions must load too (a hub video's signed URLs): asked with
   * CORS, as a `<track>` from another origin is read only then.
   */
  crossOrigin?: 'anonymous';
  /** The element could not load or play its media (a hub video then offers to sign it again). */
  onMediaError?: () => void;
}

const Frame = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  &:focus-within video { outline: 2px solid ${vars.color.focusRing}; outline-offset: 2px; }
`;

const Video = styled.video`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${vars.radius.md};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const Keys = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const RateSelect = styled.div`
  min-width: 140px;
`;

export function VideoPlayer({ lesson, src, captions, posterUrl, usePlaybackRates, resumeAt, onPlayed, crossOrigin, onMediaError }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const segmentStart = useRef<number | null>(null);
  const lastTime = useRef(0);
  const onPlayedRef = useRef(onPlayed);
  const [rate, setRate] = useState('1');
  const [streamFailed, setStreamFailed] = useState(false);
  const keysId = useId();
  const isHls = lesson.content.playerType === 'HLS';
  useEffect(() => {
    onPlayedRef.current = onPlayed;
  }, [onPlayed]);

  /** Closes the range being played (if any) at `end`. */
  function close(end: number, isLast: boolean, position = end) {
    const start = segmentStart.current ?? position;
    segmentStart.current = null;
    onPlayedRef.current?.({ start, end: Math.max(start, end), position, isLast });
  }

  // An HLS stream is attached, not set as `src`: outside Safari the element cannot read it.
  useEffect(() => {
    const element = video.current;
    if (!isHls || !element) return undefined;
    let detach: Detach | null = null;
    let left = false;
    void attachHls(element, src, () => setStreamFailed(true)).then(
      (attached) => {
        if (left) attached();
        else detach = attached;
      },
      () => setStreamFailed(true),
    );
    return () => {
      left = true;
      detach?.();
    };
  }, [isHls, src]);

  // Leaving the lesson while it plays still reports what was watched.
  useEffect(() => {
    const element = video.current;
    return () => {
      if (element && segmentStart.current !== null) close(lastTime.current, false);
    };
  }, []);

  function onLoadedMetadata() {
    const element = video.current;
    if (!element) return;
    const duration = Number.isFinite(element.duration) ? element.duration : lesson.content.duration;
    if (resumeAt > 0 && resumeAt < duration - RESUME_END_MARGIN_SECONDS) element.currentTime = resumeAt;
    element.playbackRate = Number(rate);
    lastTime.current = element.currentTime;
  }

  function onPlay() {
    const element = video.current;
    if (!element) return;
    segmentStart.current = element.currentTime;
    // The play event itself is reported (a zero-length range at the start position).
    onPlayedRef.current?.({ start: element.currentTime, end: element.currentTime, position: element.currentTime, isLast: false });
  }

  function onTimeUpdate() {
    const element = video.current;
    if (!element) return;
    lastTime.current = element.currentTime;
    const start = segmentStart.current;
    if (start !== null && element.currentTime - start >= REPORT_EVERY_SECONDS) {
      close(element.currentTime, false);
      segmentStart.current = element.currentTime;
    }
  }

  function onPause() {
    const element = video.current;
    // The end fires its own report; a pause at the end is part of it.
    if (!element || element.ended || segmentStart.current === null) return;
    close(element.currentTime, false);
  }

  function onSeeking() {
    const element = video.current;
    if (!element || segmentStart.current === null) return;
    // A jump while playing: what was played before the jump is one range, the rest starts anew.
    close(lastTime.current, false, element.currentTime);
    if (!element.paused) segmentStart.current = element.currentTime;
  }

  function onEnded() {
    const element = video.current;
    if (!element) return;
    const duration = Number.isFinite(element.duration) ? element.duration : lesson.content.duration;
    close(duration, true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const element = video.current;
    if (!element || event.target instanceof HTMLSelectElement) return;
    const key = event.key.toLowerCase();
    if (key === ' ' || key === 'k') {
      if (element.paused) void element.play();
      else element.pause();
    } else if (key === 'arrowleft' || key === 'j') {
      element.currentTime = Math.max(0, element.currentTime - SEEK_STEP_SECONDS);
    } else if (key === 'arrowright' || key === 'l') {
      element.currentTime = Math.min(element.duration || Infinity, element.currentTime + SEEK_STEP_SECONDS);
    } else if (key === 'c') {
      const track = element.textTracks[0];
      if (track) track.mode = track.mode === 'showing' ? 'hidden' : 'showing';
    } else {
      return;
    }
    event.preventDefault();
  }

  function changeRate(next: string) {
    setRate(next);
    if (video.current) video.current.playbackRate = Number(next);
  }

  return (
    <Frame onKeyDown={onKeyDown}>
      <Video
        ref={video}
        src={isHls ? undefined : src}
        poster={posterUrl ?? undefined}
        controls
        preload="metadata"
        playsInline
        crossOrigin={crossOrigin}
        onError={onMediaError}
        aria-label={copy.classRoom.playerLabel(lesson.title)}
        aria-describedby={keysId}
        data-player-type={lesson.content.playerType}
        onLoadedMetadata={onLoadedMetadata}
        onPlay={onPlay}
        onPause={onPause}
        onSeeking={onSeeking}
        onTimeUpdate={onTimeUpdate}
        onEnded={onEnded}
      >
        {captions.map((caption, index) => (
          <track key={caption.url} kind="captions" src={caption.url} srcLang={caption.lang} label={caption.label} default={index === 0} />
        ))}
      </Video>
      {streamFailed && <Alert tone="danger">{copy.classRoom.streamFailed}</Alert>}
      <Bar>
        <Keys id={keysId}>{copy.classRoom.playerKeys(captions.length > 0)}</Keys>
        {usePlaybackRates ? (
          <RateSelect>
            <Select
              label={copy.classRoom.playbackRate}
              value={rate}
              onChange={(event) => changeRate(event.target.value)}
              options={PLAYBACK_RATES.map((value) => ({ value: String(value), label: copy.classRoom.playbackRateOption(value) }))}
            />
          </RateSelect>
        ) : null}
      </Bar>
    </Frame>
  );
}
