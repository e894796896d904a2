/**
 * The mock's completion rules: played ranges are merged before coverage is counted (spec
 * learner.md §4 "adjacent or overlapping ranges are merged"), a video completes at 90%, the day a
 * class was completed is derived from the play records (the certificate's date), and a course is
 * complete when every class of it is.
 */
import { describe, expect, it } from 'vitest';
import type { LessonProgressRecord, LessonRecord } from './collections';
import { completedAtOf, courseCompletedAt, coveredSeconds, lessonState, mergeTracks, type KlassProgress } from './progress';

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

describe('the day a class was completed (the completion certificate is dated it, learner.md §3 Certificate)', () => {
  const lesson = (lessonKey: string): LessonRecord => ({
    lessonKey,
    klassId: 'k',
    chapterKey: 'c',
    title: lessonKey,
    order: 0,
    spec: { type: 'video', content: { playerType: 'HTML5', duration: 10, url: '/v.webm', posterUrl: null, captions: [] } },
  });
  const lessons = [lesson('l1'), lesson('l2')];
  const played = (lessonKey: string, end: number, updatedAt: string): LessonProgressRecord => ({
    accountKey: 'a',
    klassId: 'k',
    lessonKey,
    lastPosition: end,
    tracks: [{ start: 0, end }],
    opened: true,
    updatedAt,
  });
  // As a class with criteria at 80%: both lessons nearly whole.
  const atEighty = (progress: KlassProgress) => progress.progressRate >= 80;
  const since = '2026-11-01T00:00:00.000Z';

  it('is the play that made the records reach the class’s rule, not the day it is asked', () => {
    const records = [played('l1', 10, '2026-11-03T01:00:00.000Z'), played('l2', 10, '2026-11-05T02:00:00.000Z')];
    expect(completedAtOf(lessons, records, atEighty, since)).toBe('2026-11-05T02:00:00.000Z');
  });

  it('is null while the class is not complete (no certificate then)', () => {
    const records = [played('l1', 10, '2026-11-03T01:00:00.000Z'), played('l2', 4, '2026-11-05T02:00:00.000Z')];
    expect(completedAtOf(lessons, records, atEighty, since)).toBeNull();
    expect(completedAtOf(lessons, [], atEighty, since)).toBeNull();
  });

  it('a lesson played again after completing moves the day later, never earlier (a record keeps its last play only)', () => {
    const records = [played('l1', 10, '2026-11-09T01:00:00.000Z'), played('l2', 10, '2026-11-05T02:00:00.000Z')];
    expect(completedAtOf(lessons, records, atEighty, since)).toBe('2026-11-09T01:00:00.000Z');
  });

  it('a class complete with nothing played, or played through before the ticket began, was complete when the ticket began', () => {
    expect(completedAtOf(lessons, [], () => true, since)).toBe(since);
    const before = [played('l1', 10, '2026-10-03T01:00:00.000Z'), played('l2', 10, '2026-10-05T02:00:00.000Z')];
    expect(completedAtOf(lessons, before, atEighty, since)).toBe(since);
  });
});

describe('a course has no criteria of its own: "complete when every class of it is"', () => {
  it('is complete on the day the last of its classes was', () => {
    expect(courseCompletedAt(['2026-11-05T02:00:00.000Z', '2026-10-01T00:00:00.000Z'])).toBe('2026-11-05T02:00:00.000Z');
  });

  it('is not complete while any class is not', () => {
    expect(courseCompletedAt(['2026-11-05T02:00:00.000Z', null])).toBeNull();
  });

  it('a course without classes is never complete', () => {
    expect(courseCompletedAt([])).toBeNull();
  });
});
