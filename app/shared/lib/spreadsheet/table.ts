/**
 * The one shape every spreadsheet export takes (columns with Korean headers, rows keyed by
 * column) and the formula guard both writers apply, so a CSV and an XLSX of the same rows can
 * never disagree about what a cell holds.
 *
 * Formula guard (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`, tab or
 * carriage return is read by Excel, LibreOffice and Google Sheets as a formula (`=HYPERLINK(…)`,
 * `@SUM(…)`, DDE `-cmd|…`), so an operator opening an export of learner-typed text could run it.
 * In a CSV, prefixing `'` makes the spreadsheet show the text as typed (and shows the `'`); an XLSX
 * text cell is never a formula, so the XLSX writer keeps the text as it is and marks the cell with
 * the quote-prefix style instead (no apostrophe on screen, still text when edited; issue 27).
 * Numbers and booleans are written as values, never guarded: `-5` the number is data, `"-5"` the
 * text is not trusted.
 *
 * A column says what it holds (issue 27: "결제 금액 '79000' as text cannot be summed"): a `number`
 * column's cells are numbers (a string of digits handed over is read as one); a `date` or
 * `dateTime` column takes a `yyyy-MM-dd` day or an ISO instant and writes it in Asia/Seoul as the
 * screens show it, `2025.01.10` / `2025.01.10 14:05`: as that text in a CSV, as a real date with
 * that display format in an XLSX.
 */

/** A cell as the exporter hands it over; `null`/`undefined` are an empty cell. */
export type SpreadsheetCell = string | number | boolean | null | undefined;

/** What a column holds; text when not said. */
export type SpreadsheetColumnType = 'text' | 'number' | 'date' | 'dateTime';

export interface SpreadsheetColumn {
  /** The row property this column reads. */
  key: string;
  /** The header row's text (Korean, from the caller's copy). */
  header: string;
  type?: SpreadsheetColumnType;
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

export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Korea keeps no daylight saving: Seoul is always UTC+9. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date cell's moment as Seoul wall-clock time in a UTC Date (read with getUTC*), or null when
 * the value is not a day or an instant (then it is written as text).
 */
function seoulWallClock(value: string): Date | null {
  const utc = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value) + SEOUL_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}

const two = (n: number) => String(n).padStart(2, '0');

/** `2025.01.10` or `2025.01.10 14:05` in Seoul, as the screens write them. */
export function seoulDateText(value: string, withTime: boolean): string | null {
  const at = seoulWallClock(value);
  if (!at) return null;
  const day = `${at.getUTCFullYear()}.${two(at.getUTCMonth() + 1)}.${two(at.getUTCDate())}`;
  return withTime ? `${day} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}` : day;
}

/** The spreadsheet's serial date (days since 1899-12-30, the fraction the time of day) in Seoul. */
export function seoulDateSerial(value: string, withTime: boolean): number | null {
  const at = seoulWallClock(value);
  if (!at) return null;
  const days = at.getTime() / DAY_MS + 25_569;
  return withTime ? Math.round(days * 1440) / 1440 : Math.floor(days);
}

/** A cell as its column holds it: a number column's digits as a number, non-finite numbers empty. */
export function typedCell(column: SpreadsheetColumn, value: SpreadsheetCell): SpreadsheetCell {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (column.type === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
}

/** The header row as a CSV writes it, every header guarded with `'`. */
export function headerCells(columns: readonly SpreadsheetColumn[]): SpreadsheetCell[] {
  return columns.map((column) => neutraliseFormula(column.header));
}

/** One row, in column order, as a CSV writes it: dates as Seoul text, every text cell guarded with `'`. */
export function rowCells(columns: readonly SpreadsheetColumn[], row: SpreadsheetRow): SpreadsheetCell[] {
  return columns.map((column) => {
    const value = typedCell(column, row[column.key]);
    if (typeof value !== 'string') return value;
    if (column.type === 'date' || column.type === 'dateTime') {
      const text = seoulDateText(value, column.type === 'dateTime');
      if (text) return text;
    }
    return neutraliseFormula(value);
  });
}

/** Rows written per step by the writers: a few milliseconds of work, so the page stays responsive. */
export const ROWS_PER_STEP = 2_000;

/** The parts a writer made, one after another, as one file's bytes. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** Lets the event loop run (input, paint, other tasks) before a writer's next step. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `write` called on the rows ROWS_PER_STEP at a time, the event loop let run between steps: a
 * 100,000-row export is fifty short tasks, not one long one (issue 37).
 */
export async function inSteps(rows: readonly SpreadsheetRow[], write: (slice: readonly SpreadsheetRow[], first: number) => void): Promise<void> {
  for (let first = 0; first < rows.length; first += ROWS_PER_STEP) {
    if (first > 0) await yieldToEventLoop();
    write(rows.slice(first, first + ROWS_PER_STEP), first);
  }
}

/** What a saved file of each format is called and typed as. */
export const SPREADSHEET_FILE = {
  CSV: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  XLSX: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const satisfies Record<SpreadsheetFormat, { extension: string; contentType: string }>;
