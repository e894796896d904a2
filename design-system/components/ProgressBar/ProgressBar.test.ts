/** The value a progress bar shows and announces: clamped to 0…max, whole percent. */
import { describe, expect, it } from 'vitest';
import { progressPercent } from './ProgressBar';

describe('progressPercent', () => {
  it('turns a value out of max into a whole percentage', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(512, 1024)).toBe(50);
  });

  it('clamps below 0 and above max, and survives a zero max or NaN', () => {
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
  });
});
