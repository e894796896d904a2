/**
 * CSV writer for exports and the import's rejected-rows file: RFC 4180 (CRLF, fields quoted when
 * they hold a quote, comma or line break, quotes doubled), a UTF-8 byte-order mark first because
 * Excel on Korean Windows otherwise reads UTF-8 as CP949 and shows the Korean as mojibake, and the
 * formula guard of `table.ts` on every text cell. Small enough for any page: `toCsv` is synchronous;
 * `toCsvBytes`, what files are written with, works in steps that let the page run between them
 * (a 100,000-row export is not one long task).
 */
import { concatBytes, headerCells, inSteps, rowCells, type SpreadsheetCell, type SpreadsheetTable } from './table';

export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

function csvField(cell: SpreadsheetCell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'string' ? cell : String(cell);
  // OWASP asks for a guarded cell to be quoted as well as prefixed.
  return NEEDS_QUOTES.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly SpreadsheetCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** The whole file as text, BOM first; encode with `TextEncoder` (it keeps the BOM). */
export function toCsv(table: SpreadsheetTable): string {
  const lines = table.rows.map((row) => csvLine(rowCells(table.columns, row)));
  return `${UTF8_BOM}${csvLine(headerCells(table.columns))}${lines.join('')}`;
}

/** The same file as UTF-8 bytes, for a Blob or the mock's file store, written in steps. */
export async function toCsvBytes(table: SpreadsheetTable): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const parts = [encoder.encode(`${UTF8_BOM}${csvLine(headerCells(table.columns))}`)];
  await inSteps(table.rows, (slice) => {
    parts.push(encoder.encode(slice.map((row) => csvLine(rowCells(table.columns, row))).join('')));
  });
  return concatBytes(parts);
}
