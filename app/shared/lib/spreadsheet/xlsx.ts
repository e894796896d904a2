/**
 * XLSX writer: the smallest SpreadsheetML package Excel, LibreOffice, Numbers and Google Sheets
 * open without repair — content types, relationships, a workbook with one sheet, a stylesheet
 * with a bold header font, and the sheet with inline strings (no shared-string table to build) —
 * zipped with fflate (about 8 KB gzip of the whole library; the npm `xlsx` package is frozen with
 * known CVEs and never used). The header row is bold and frozen, and columns get a width from
 * their longest text (a Hangul syllable counts double, as it is drawn twice as wide).
 *
 * Cells are typed by their column (issue 27): numbers as numbers (amounts and counts with a
 * thousands separator, so they can be summed), dates and date-times as real dates shown
 * `yyyy.mm.dd` / `yyyy.mm.dd hh:mm`, and text that would read as a formula elsewhere kept as typed
 * with the quote-prefix style rather than a visible `'` (an inline string is never a formula).
 *
 * Written in steps (issue 37): the rows ROWS_PER_STEP at a time, each step's XML deflated into the
 * zip as it is made (fflate's streaming `Zip`), the event loop let run between steps, so a
 * 100,000-row sheet is many short tasks. The column widths come from every row, and the `<cols>`
 * that holds them comes before the rows, so the rows' XML is made first and deflated after.
 *
 * Import this module only with `import()` (`loadXlsx` in `index.ts`): pages that never export
 * must not carry fflate.
 */
import { strToU8, Zip, ZipDeflate } from 'fflate';
import {
  concatBytes,
  inSteps,
  isFormulaLike,
  seoulDateSerial,
  seoulDateText,
  typedCell,
  type SpreadsheetCell,
  type SpreadsheetColumn,
  type SpreadsheetTable,
  yieldToEventLoop,
} from './table';

export interface XlsxOptions {
  /** The tab's name; Excel allows 31 characters and none of `[]:*?/\`. */
  sheetName?: string;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const MAX_COLUMN_WIDTH = 60;

/** Characters XML 1.0 cannot carry at all; Excel refuses a file holding one. */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

export function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

/** The cell styles of STYLES' cellXfs, by index. */
const STYLE = { plain: 0, header: 1, quoted: 2, date: 3, dateTime: 4, amount: 5 } as const;

/** One cell as the sheet writes it: its XML and how wide its text reads. */
interface SheetCell {
  xml: string;
  width: number;
}

function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += /[\u1100-\u11FF\u3000-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/.test(character) ? 2 : 1;
  return width;
}

function styleAttribute(style: number): string {
  return style === STYLE.plain ? '' : ` s="${style}"`;
}

function textCell(ref: string, text: string, style: number): SheetCell {
  return {
    xml: `<c r="${ref}"${styleAttribute(style)} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`,
    width: displayWidth(text),
  };
}

function numberCell(ref: string, value: number, style: number, shown: string): SheetCell {
  return { xml: `<c r="${ref}"${styleAttribute(style)}><v>${value}</v></c>`, width: displayWidth(shown) };
}

function bodyCell(column: SpreadsheetColumn, raw: SpreadsheetCell, ref: string): SheetCell | null {
  const cell = typedCell(column, raw);
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'boolean') return { xml: `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`, width: 5 };
  if (typeof cell === 'number') {
    const style = column.type === 'number' ? STYLE.amount : STYLE.plain;
    return numberCell(ref, cell, style, style === STYLE.amount ? cell.toLocaleString('en-US') : String(cell));
  }
  if (column.type === 'date' || column.type === 'dateTime') {
    const withTime = column.type === 'dateTime';
    const serial = seoulDateSerial(cell, withTime);
    const shown = seoulDateText(cell, withTime);
    if (serial !== null && shown !== null) return numberCell(ref, serial, withTime ? STYLE.dateTime : STYLE.date, shown);
  }
  return textCell(ref, cell, isFormulaLike(cell) ? STYLE.quoted : STYLE.plain);
}

/** The rows' XML, one string per step of rows, and each column's width as its widest cell reads. */
async function sheetRows(table: SpreadsheetTable): Promise<{ steps: string[]; widths: number[] }> {
  const widths = table.columns.map((column) => displayWidth(column.header));
  const steps: string[] = [];
  await inSteps(table.rows, (slice, first) => {
    const rows = slice.map((row, index) => {
      const r = first + index + 2;
      const cells = table.columns.map((column, columnIndex) => {
        const cell = bodyCell(column, row[column.key], `${columnName(columnIndex)}${r}`);
        if (!cell) return '';
        widths[columnIndex] = Math.max(widths[columnIndex] ?? 0, cell.width);
        return cell.xml;
      });
      return `<row r="${r}">${cells.join('')}</row>`;
    });
    steps.push(rows.join(''));
  });
  return { steps, widths };
}

/** The sheet's XML before its rows: the frozen header pane, the column widths, the header row. */
function sheetHead(table: SpreadsheetTable, widths: readonly number[]): string {
  const header = table.columns.map((column, index) => textCell(`${columnName(index)}1`, column.header, STYLE.header).xml).join('');
  const cols = widths
    .map((width, index) => {
      const chars = Math.min(MAX_COLUMN_WIDTH, Math.max(8, width + 2));
      return `<col min="${index + 1}" max="${index + 1}" width="${chars}" customWidth="1"/>`;
    })
    .join('');
  return (
    `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews>' +
    (cols === '' ? '' : `<cols>${cols}</cols>`) +
    `<sheetData><row r="1">${header}</row>`
  );
}

const SHEET_TAIL = '</sheetData></worksheet>';

const CONTENT_TYPES =
  `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/**
 * The cell styles, in STYLE's order: the default, the bold header, quote-prefixed text, a date, a
 * date-time, and an amount with a thousands separator (built-in format 3, `#,##0`).
 */
const STYLES =
  `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy.mm.dd"/><numFmt numFmtId="165" formatCode="yyyy.mm.dd hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="맑은 고딕"/></font>' +
  '<font><b/><sz val="11"/><name val="맑은 고딕"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbookXml(sheetName: string): string {
  return (
    `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${escapeXml(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

/** The workbook file's bytes: one sheet, header row first; written in steps (see the header). */
export async function toXlsx(table: SpreadsheetTable, options: XlsxOptions = {}): Promise<Uint8Array> {
  const { steps, widths } = await sheetRows(table);
  const output: Uint8Array[] = [];
  const failures: Error[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) failures.push(error);
    else output.push(chunk);
  });
  for (const [name, text] of [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbookXml(options.sheetName ?? 'Sheet1')],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
  ] as const) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(strToU8(sheetHead(table, widths)));
  for (const step of steps) {
    await yieldToEventLoop();
    sheet.push(strToU8(step));
  }
  sheet.push(strToU8(SHEET_TAIL), true);
  zip.end();
  const [failure] = failures;
  if (failure) throw failure;
  return concatBytes(output);
}
