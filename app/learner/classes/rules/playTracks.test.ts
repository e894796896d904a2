/** Spec learner.md §4 "Play tracks: adjacent or overlapping ranges are merged; uncovered ranges are computed against the total duration." */
import { describe, expect, it } from 'vitest';
import { mergePlayTracks, uncoveredRanges, watchedCoverage } from './playTracks';

describe('mergePlayTracks', () => {
  it('joins touching ranges (end of one = start of the next)', () => {
    expect(mergePlayTracks([{ start: 0, end: 5 }, { start: 5, end: 8 }], 12)).toEqual([{ start: 0, end: 8 }]);
  });

  it('joins overlapping ranges', () => {
    expect(mergePlayTracks([{ start: 0, end: 6 }, { start: 4, end: 9 }], 12)).toEqual([{ start: 0, end: 9 }]);
  });

  it('swallows a nested range', () => {
    expect(mergePlayTracks([{ start: 1, end: 10 }, { start: 3, end: 4 }], 12)).toEqual([{ start: 1, end: 10 }]);
  });

  it('sorts unsorted input and keeps separate ranges apart', () => {
    expect(
      mergePlayTracks([{ start: 8, end: 10 }, { start: 0, end: 2 }, { start: 1, end: 3 }], 12),
    ).toEqual([
      { start: 0, end: 3 },
      { start: 8, end: 10 },
    ]);
  });

  it('drops zero-length and reversed ranges', () => {
    expect(mergePlayTracks([{ start: 4, end: 4 }, { start: 6, end: 5 }], 12)).toEqual([]);
  });

  it('clips ranges beyond the duration and drops ones entirely past it', () => {
    expect(mergePlayTracks([{ start: 10, end: 20 }, { start: 14, end: 18 }], 12)).toEqual([{ start: 10, end: 12 }]);
  });

  it('does not change its input', () => {
    const input = [{ start: 0, end: 5 }, { start: 3, end: 8 }];
    mergePlayTracks(input, 12);
    expect(input).toEqual([{ start: 0, end: 5 }, { start: 3, end: 8 }]);
  });
});

describe('uncoveredRanges', () => {
  it('with no tracks the whole lesson is uncovered', () => {
    expect(uncoveredRanges([], 12)).toEqual([{ start: 0, end: 12 }]);
  });

  it('gives the gaps before, between and after the merged tracks', () => {
    expect(uncoveredRanges([{ start: 6, end: 8 }, { start: 2, end: 4 }], 12)).toEqual([
      { start: 0, end: 2 },
      { start: 4, end: 6 },
      { start: 8, end: 12 },
    ]);
  });

  it('nothing is uncovered when tracks reach beyond both ends', () => {
    expect(uncoveredRanges([{ start: -3, end: 7 }, { start: 7, end: 30 }], 12)).toEqual([]);
  });

  it('a zero-length lesson has nothing to cover', () => {
    expect(uncoveredRanges([{ start: 0, end: 3 }], 0)).toEqual([]);
  });
});

describe('watchedCoverage', () => {
  it('counts merged seconds once and rounds the percentage down', () => {
    const coverage = watchedCoverage([{ start: 0, end: 5 }, { start: 3, end: 7 }, { start: 9, end: 10 }], 12);
    expect(coverage.watchedSeconds).toBe(8);
    expect(coverage.percent).toBe(66);
  });

  it('a fully watched lesson is 100%', () => {
    expect(watchedCoverage([{ start: 0, end: 12 }], 12).percent).toBe(100);
  });

  it('a zero-length lesson is 0%, not NaN', () => {
    expect(watchedCoverage([], 0).percent).toBe(0);
  });
});
