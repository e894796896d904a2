/** Responsive columns (issue 3: "responsive values done with CSS"): each breakpoint inherits the smaller one's count. */
import { describe, expect, it } from 'vitest';
import { columnVariables } from './Grid';

describe('columnVariables', () => {
  it('uses one count everywhere for a number', () => {
    expect(columnVariables(3)).toEqual({ '--k-grid-xs': 3, '--k-grid-sm': 3, '--k-grid-md': 3, '--k-grid-lg': 3, '--k-grid-xl': 3 });
  });

  it('carries a breakpoint value up until the next one given, starting from 1', () => {
    expect(columnVariables({ sm: 2, lg: 4 })).toEqual({ '--k-grid-xs': 1, '--k-grid-sm': 2, '--k-grid-md': 2, '--k-grid-lg': 4, '--k-grid-xl': 4 });
  });
});
