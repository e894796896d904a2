/** Spec learner.md §9: "Breakpoints: xs 0, sm 600, md 900, lg 1025, xl 1196. Page container max width 1196 px." */
import { describe, expect, it } from 'vitest';
import { between, breakpoints, containerMaxWidth, down, up } from './breakpoints';

describe('breakpoints (learner.md §9)', () => {
  it('are exactly xs 0, sm 600, md 900, lg 1025, xl 1196 with a 1196 px container', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1025, xl: 1196 });
    expect(containerMaxWidth).toBe(1196);
  });

  it('up() starts at the breakpoint itself', () => {
    expect(up('xs')).toBe('@media (min-width: 0px)');
    expect(up('md')).toBe('@media (min-width: 900px)');
    expect(up('xl')).toBe('@media (min-width: 1196px)');
  });

  it('down() ends just below the next breakpoint, so up() and down() never overlap', () => {
    expect(down('xs')).toBe('@media (max-width: 599.98px)');
    expect(down('sm')).toBe('@media (max-width: 899.98px)');
    expect(down('lg')).toBe('@media (max-width: 1195.98px)');
    expect(down('xl')).toBe('@media all');
  });

  it('between() covers from one breakpoint up to the next one named', () => {
    expect(between('sm', 'lg')).toBe('@media (min-width: 600px) and (max-width: 1024.98px)');
  });
});
