/**
 * Column widths by what a column holds (issue 27, "columns an operator can read"): a kind gives a
 * width, a width given wins, text has none (it shares what is left), and the table's least width
 * counts every column, text at its readable minimum, so a narrow box scrolls instead of squeezing.
 */
import { describe, expect, it } from 'vitest';
import { columnWidth, tableMinWidth, TEXT_MIN_REM } from './columnWidths';

describe('column widths', () => {
  it('a kind gives its width, a given width wins, text has none', () => {
    expect(columnWidth({ kind: 'date' })).toBe('7.5rem');
    expect(columnWidth({ kind: 'phone', width: '18rem' })).toBe('18rem');
    expect(columnWidth({})).toBeUndefined();
  });

  it("the table's least width is every column's, text at its minimum, the selection's checkbox beside", () => {
    expect(tableMinWidth([{ kind: 'orderNumber' }, { kind: 'money' }, {}], false)).toBe(`${11.5 + 8.5 + TEXT_MIN_REM}rem`);
    expect(tableMinWidth([{ width: '12rem' }, { width: '20%' }], true)).toBe(`calc(${12 + TEXT_MIN_REM}rem + 52px)`);
  });
});
