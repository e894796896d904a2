/**
 * A block of cells as spreadsheets put it on the clipboard (`text/plain`: Excel, Google Sheets,
 * LibreOffice, Numbers), read into rows of cells for a grid's paste (issue 40: "`"12,000"` keeps
 * its quotes and a quoted newline spills into a row outside the block"). Rows end at a line break
 * (CRLF, LF or a lone CR), cells at a tab; a cell the spreadsheet had to quote — one holding a
 * tab, a line break or a quote, and Sheets quotes some that hold a comma — starts with `"`, ends
 * at the next lone `"`, and `""` inside is one quote, so its commas, tabs and line breaks stay
 * in the one cell. The one line break a spreadsheet adds after the last row is not a row.
 *
 * Lenient where spreadsheets are: a cell whose opening quote is never closed is read as typed,
 * quote and all (a cell `"12` copied alone), and text after a closing quote stays in the cell.
 * Synchronous and without papaparse (the import kit's CSV reader streams files in chunks): a
 * paste is what one person copied, read in one go.
 */

/** One cell's text from `start` (a quote), or null when that quote is never closed. */
function quotedCell(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  let at = start + 1;
  while (at < text.length) {
    const quote = text.indexOf('"', at);
    if (quote === -1) return null;
    value += text.slice(at, quote);
    if (text[quote + 1] === '"') {
      value += '"';
      at = quote + 2;
    } else return { value: value.replace(/\r\n?/g, '\n'), end: quote + 1 };
  }
  return null;
}

const isLineBreak = (char: string | undefined) => char === '\n' || char === '\r';

/** The rows of cells the clipboard's text holds; `''` is no rows. */
export function readClipboardTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let at = 0;
  let cellStart = true;
  while (at < text.length) {
    const char = text[at];
    if (cellStart && char === '"') {
      const quoted = quotedCell(text, at);
      if (quoted) {
        cell = quoted.value;
        at = quoted.end;
        cellStart = false;
        continue;
      }
    }
    cellStart = false;
    if (char === '\t') {
      row.push(cell);
      cell = '';
      cellStart = true;
      at += 1;
    } else if (isLineBreak(char)) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      cellStart = true;
      at += char === '\r' && text[at + 1] === '\n' ? 2 : 1;
    } else {
      cell += char;
      at += 1;
    }
  }
  // Text after the last line break is a last row; the line break spreadsheets end with is not.
  if (!cellStart || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
