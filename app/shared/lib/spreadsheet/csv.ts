/**
 * CSV writer for exports and the import's rejected-rows file: RFC 4180 (CRLF, fields quoted when
 * they hold a quote, comma or line break, quotes doubled), a UTF-8 byte-order mark first because
 * Excel on Korean Windows otherwise reads UTF-8 as CP949 and shows the Korean as mojibake, and the
 * formula guard of `table.ts` on every text cell. Pure and synchronous; small enough for any page.
 */
import { tableCells, type SpreadsheetCell, type SpreadsheetTable } from './table';

export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

function csvField(cell: SpreadsheetCell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'string' ? cell : String(cell);
  // OWASP asks for a guarded cell to be quoted as well as prefixed.
  return NEEDS_QUOTES.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file as text, BOM first; encode with `TextEncoder` (it keeps the BOM). */
export function toCsv(table: SpreadsheetTable): string {
  const lines = tableCells(table).map((cells) => cells.map(csvField).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** The same file as UTF-8 bytes, for a Blob or the mock's file store. */
export function toCsvBytes(table: SpreadsheetTable): Uint8Array {
  return new TextEncoder().encode(toCsv(table));
}
