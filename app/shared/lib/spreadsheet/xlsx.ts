/**
 * XLSX writer: the smallest SpreadsheetML package Excel, LibreOffice, Numbers and Google Sheets
 * open without repair — content types, relationships, a workbook with one sheet, a stylesheet
 * with a bold header font, and the sheet with inline strings (no shared-string table to build) —
 * zipped with fflate (about 8 KB gzip of the whole library; the npm `xlsx` package is frozen with
 * known CVEs and never used). The header row is bold and frozen, and columns get a width from
 * their longest text (a Hangul syllable counts double, as it is drawn twice as wide).
 *
 * Import this module only with `import()` (`loadXlsx` in `index.ts`): pages that never export
 * must not carry fflate.
 */
import { strToU8, zipSync } from 'fflate';
import { tableCells, type SpreadsheetCell, type SpreadsheetTable } from './table';

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

function cellXml(cell: SpreadsheetCell, ref: string, style: string): string {
  if (cell === null || cell === undefined || cell === '') return '';
  if (typeof cell === 'number') return `<c r="${ref}"${style}><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${ref}"${style} t="b"><v>${cell ? 1 : 0}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
}

function displayWidth(cell: SpreadsheetCell): number {
  if (cell === null || cell === undefined) return 0;
  let width = 0;
  for (const character of String(cell))
    width += /[\u1100-\u11FF\u3000-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/.test(character) ? 2 : 1;
  return width;
}

function sheetXml(cells: readonly SpreadsheetCell[][]): string {
  const widths: number[] = [];
  const rows = cells.map((row, rowIndex) => {
    const style = rowIndex === 0 ? ' s="1"' : '';
    const cellsXml = row
      .map((cell, columnIndex) => {
        widths[columnIndex] = Math.max(widths[columnIndex] ?? 0, displayWidth(cell));
        return cellXml(cell, `${columnName(columnIndex)}${rowIndex + 1}`, style);
      })
      .join('');
    return `<row r="${rowIndex + 1}">${cellsXml}</row>`;
  });
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
    `<sheetData>${rows.join('')}</sheetData></worksheet>`
  );
}

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

/** Style 0 is the default, style 1 the bold header. */
const STYLES =
  `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="맑은 고딕"/></font>' +
  '<font><b/><sz val="11"/><name val="맑은 고딕"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbookXml(sheetName: string): string {
  return (
    `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${escapeXml(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

/** The workbook file's bytes: one sheet, header row first. */
export function toXlsx(table: SpreadsheetTable, options: XlsxOptions = {}): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'xl/workbook.xml': strToU8(workbookXml(options.sheetName ?? 'Sheet1')),
      'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
      'xl/styles.xml': strToU8(STYLES),
      'xl/worksheets/sheet1.xml': strToU8(sheetXml(tableCells(table))),
    },
    { level: 6 },
  );
}
