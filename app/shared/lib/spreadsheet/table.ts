/**
 * The one shape every spreadsheet export takes (columns with Korean headers, rows keyed by
 * column) and the formula guard both writers apply, so a CSV and an XLSX of the same rows can
 * never disagree about what a cell holds.
 *
 * Formula guard (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`, tab or
 * carriage return is read by Excel, LibreOffice and Google Sheets as a formula (`=HYPERLINK(…)`,
 * `@SUM(…)`, DDE `-cmd|…`), so an operator opening an export of learner-typed text could run it.
 * Prefixing `'` makes the spreadsheet show the text as typed. Numbers and booleans are written as
 * values, never guarded: `-5` the number is data, `"-5"` the text is not trusted.
 */

/** A cell as the exporter hands it over; `null`/`undefined` are an empty cell. */
export type SpreadsheetCell = string | number | boolean | null | undefined;

export interface SpreadsheetColumn {
  /** The row property this column reads. */
  key: string;
  /** The header row's text (Korean, from the caller's copy). */
  header: string;
}

export type SpreadsheetRow = Readonly<Record<string, SpreadsheetCell>>;

export interface SpreadsheetTable {
  columns: readonly SpreadsheetColumn[];
  rows: readonly SpreadsheetRow[];
}

export type SpreadsheetFormat = 'CSV' | 'XLSX';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a cell as a spreadsheet may safely show it (see the file comment). */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Header row then one array per row, in column order, every text cell guarded. */
export function tableCells(table: SpreadsheetTable): SpreadsheetCell[][] {
  const header = table.columns.map((column) => neutraliseFormula(column.header));
  const body = table.rows.map((row) =>
    table.columns.map((column) => {
      const value = row[column.key];
      if (typeof value === 'number' && !Number.isFinite(value)) return null;
      return typeof value === 'string' ? neutraliseFormula(value) : value;
    }),
  );
  return [header, ...body];
}

/** What a saved file of each format is called and typed as. */
export const SPREADSHEET_FILE = {
  CSV: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  XLSX: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const satisfies Record<SpreadsheetFormat, { extension: string; contentType: string }>;
