import { describe, expect, it } from 'vitest';
import { ratingForKey } from './ratingKeys';

describe('ratingForKey — the stars are operable from the keyboard as a radio group', () => {
  it('selects 1 star on the first arrow press from the unrated 0 (a rating must not be 0, learner.md §5)', () => {
    expect(ratingForKey('ArrowRight', 0)).toBe(1);
    expect(ratingForKey('ArrowLeft', 0)).toBe(1);
  });

  it('steps up with right and up, down with left and down', () => {
    expect(ratingForKey('ArrowRight', 3)).toBe(4);
    expect(ratingForKey('ArrowUp', 3)).toBe(4);
    expect(ratingForKey('ArrowLeft', 3)).toBe(2);
    expect(ratingForKey('ArrowDown', 3)).toBe(2);
  });

  it('stops at 1 and 5 instead of wrapping', () => {
    expect(ratingForKey('ArrowRight', 5)).toBe(5);
    expect(ratingForKey('ArrowLeft', 1)).toBe(1);
  });

  it('goes to 1 on Home and 5 on End', () => {
    expect(ratingForKey('Home', 4)).toBe(1);
    expect(ratingForKey('End', 2)).toBe(5);
  });

  it('ignores other keys', () => {
    expect(ratingForKey('Tab', 2)).toBeNull();
  });
});
