/**
 * Play tracks (spec learner.md §4): the ranges of a video the learner has played, merged when
 * adjacent or overlapping, and the ranges not yet covered against the total duration — what the
 * lesson shows as watched coverage.
 */
import type { PlayTrack } from '@app/shared/api/contract/inventory';

/** Sorted, inside [0, duration], zero-length ranges dropped, touching or overlapping ones joined. */
export function mergePlayTracks(tracks: readonly PlayTrack[], duration: number): PlayTrack[] {
  const limit = Math.max(0, duration);
  const clipped = tracks
    .map((track) => ({
      start: Math.min(Math.max(track.start, 0), limit),
      end: Math.min(Math.max(track.end, 0), limit),
    }))
    .filter((track) => track.end > track.start)
    .sort((a, b) => a.start - b.start);
  const merged: PlayTrack[] = [];
  for (const track of clipped) {
    const last = merged.at(-1);
    if (last && track.start <= last.end) last.end = Math.max(last.end, track.end);
    else merged.push(track);
  }
  return merged;
}

/** The parts of [0, duration] no track covers, in order. */
export function uncoveredRanges(tracks: readonly PlayTrack[], duration: number): PlayTrack[] {
  const gaps: PlayTrack[] = [];
  let cursor = 0;
  for (const track of mergePlayTracks(tracks, duration)) {
    if (track.start > cursor) gaps.push({ start: cursor, end: track.start });
    cursor = track.end;
  }
  if (duration > cursor) gaps.push({ start: cursor, end: duration });
  return gaps;
}

export interface WatchedCoverage {
  watchedSeconds: number;
  /** Whole percent of the duration watched, 0–100 (0 for a zero-length lesson). */
  percent: number;
  merged: PlayTrack[];
  uncovered: PlayTrack[];
}

export function watchedCoverage(tracks: readonly PlayTrack[], duration: number): WatchedCoverage {
  const merged = mergePlayTracks(tracks, duration);
  const watchedSeconds = merged.reduce((sum, track) => sum + track.end - track.start, 0);
  return {
    watchedSeconds,
    percent: duration > 0 ? Math.floor((watchedSeconds / duration) * 100) : 0,
    merged,
    uncovered: uncoveredRanges(tracks, duration),
  };
}
