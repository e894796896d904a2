/**
 * The mock's completion rules: played ranges are merged before coverage is counted (spec
 * learner.md §4 "adjacent or overlapping ranges are merged"), and a video completes at 90%.
 */
import { describe, expect, it } from 'vitest';
import type { LessonRecord } from './collections';
import { coveredSeconds, lessonState, mergeTracks } from './progress';

describe('mergeTracks', () => {
  it('joins overlapping, touching and nested ranges of unsorted input; drops zero-length ones', () => {
    expect(
      mergeTracks([
        { start: 6, end: 9 },
        { start: 0, end: 3 },
        { start: 3, end: 4 },
        { start: 7, end: 8 },
        { start: 10, end: 10 },
      ]),
    ).toEqual([
      { start: 0, end: 4 },
      { start: 6, end: 9 },
    ]);
  });
});

describe('coveredSeconds', () => {
  it('counts merged coverage clipped to the duration', () => {
    expect(
      coveredSeconds(
        [
          { start: 0, end: 5 },
          { start: 4, end: 20 },
        ],
        12,
      ),
    ).toBe(12);
    expect(
      coveredSeconds(
        [
          { start: 6, end: 9 },
          { start: 0, end: 3 },
          { start: 2, end: 4 },
        ],
        12,
      ),
    ).toBe(7);
  });
});

describe('lessonState', () => {
  const video: LessonRecord = {
    lessonKey: 'l1',
    klassId: 'k',
    chapterKey: 'c',
    title: '영상',
    order: 0,
    spec: {
      type: 'video',
      content: { playerType: 'HTML5', duration: 10, url: '/v.webm', posterUrl: null, captions: [] },
    },
  };
  const progress = (tracks: { start: number; end: number }[]) => ({
    accountKey: 'a',
    klassId: 'k',
    lessonKey: 'l1',
    lastPosition: 0,
    tracks,
    opened: true,
    updatedAt: '2025-01-01T00:00:00.000Z',
  });

  it('a video completes once 90% of it was watched', () => {
    expect(lessonState(video, progress([{ start: 0, end: 8.9 }]))).toMatchObject({
      completed: false,
      progressRate: 89,
    });
    expect(lessonState(video, progress([{ start: 0, end: 9 }]))).toMatchObject({
      completed: true,
      progressRate: 90,
    });
    expect(lessonState(video, undefined)).toMatchObject({ completed: false, progressRate: 0 });
  });

  it('another lesson type completes when opened', () => {
    const text: LessonRecord = { ...video, spec: { type: 'text', content: { html: '<p>글</p>' } } };
    expect(lessonState(text, progress([]))).toMatchObject({ completed: true, progressRate: 100 });
    expect(lessonState(text, undefined).completed).toBe(false);
  });
});
