/**
 * How wide a DataTable column is (issue 27, "columns an operator can read"): a column says what it
 * holds (`kind`) and gets a width its values fit, so a phone number, a date, a date-time, an order
 * number, an amount or a count is never cut to "010-3…"; the table is at least as wide as its
 * columns (text columns count a readable minimum), so on a narrow screen it scrolls sideways
 * instead of squeezing every column to a character or two. Pure, so the widths are tested
 * without a browser.
 */

/** What a column holds; each kind has a width its longest usual value fits at the table's font. */
export type ColumnKind = 'phone' | 'date' | 'dateTime' | 'orderNumber' | 'money' | 'count';

/*
 * In rem at the table's small font, padding included: "010-1234-5678", "2026.01.10",
 * "2026.01.10 14:32", "tx-20260110-00001", "12,345,000원", "12,345명". Held by the DataTable story
 * that measures every such cell (no cell narrower than its text).
 */
const KIND_WIDTH_REM: Record<ColumnKind, number> = {
  phone: 9.5,
  date: 7.5,
  dateTime: 10.5,
  orderNumber: 11.5,
  money: 8.5,
  count: 6,
};

/** The least a text column (a name, a title) may shrink to before the table scrolls instead. */
export const TEXT_MIN_REM = 9;
/** The selection column's width in px (a checkbox). */
export const SELECT_COLUMN_PX = 52;

export interface SizedColumn {
  kind?: ColumnKind;
  /** A CSS width given by the list; wins over the kind's. */
  width?: string;
}

/** The column's CSS width: the one given, else its kind's, else none (text shares what is left). */
export function columnWidth(column: SizedColumn): string | undefined {
  if (column.width) return column.width;
  return column.kind ? `${KIND_WIDTH_REM[column.kind]}rem` : undefined;
}

function minimumRem(column: SizedColumn): number {
  const width = columnWidth(column);
  const rem = width?.endsWith('rem') ? Number.parseFloat(width) : Number.NaN;
  return Number.isFinite(rem) ? rem : TEXT_MIN_REM;
}

/** The table's least width (CSS): every column at its width, text columns at their minimum. */
export function tableMinWidth(columns: readonly SizedColumn[], selectable: boolean): string {
  const rem = columns.reduce((sum, column) => sum + minimumRem(column), 0);
  return selectable ? `calc(${rem}rem + ${SELECT_COLUMN_PX}px)` : `${rem}rem`;
}
