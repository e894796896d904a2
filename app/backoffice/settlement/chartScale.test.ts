/** The chart's value axis (chartScale.ts): round steps, a top at or above the largest value. */
import { describe, expect, it } from 'vitest';
import { chartScale, inMan } from './chartScale';

describe('chartScale', () => {
  it('rounds the top up to a 1-2-5 step and lists the grid from zero', () => {
    expect(chartScale(43_210_000)).toEqual({ top: 60_000_000, ticks: [0, 20_000_000, 40_000_000, 60_000_000] });
    expect(chartScale(180_000_000).top).toBe(200_000_000);
  });

  it('keeps a one-만원 axis for an empty or tiny range', () => {
    expect(chartScale(0)).toEqual({ top: 10_000, ticks: [0, 10_000] });
    expect(chartScale(3_000).ticks.at(-1)).toBeGreaterThanOrEqual(3_000);
  });

  it('writes amounts in 만원', () => {
    expect(inMan(120_000_000)).toBe(12_000);
    expect(inMan(4_999)).toBe(0);
  });
});
