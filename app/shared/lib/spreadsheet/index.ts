/**
 * Spreadsheet files for exports, shared by the app and the mock backend (pure, no app imports):
 * `toCsv` is small and synchronous; the XLSX writer carries fflate, so it is reached only through
 * `import()` here and a page that never exports never downloads it. Files are written in steps
 * that let the page run between them (`inSteps` in table.ts): the mock writes 100,000-row exports
 * in the operator's own tab.
 */
import { toCsvBytes } from './csv';
import type * as XlsxWriter from './xlsx';
import { SPREADSHEET_FILE, type SpreadsheetFormat, type SpreadsheetTable } from './table';

export { toCsv, toCsvBytes, UTF8_BOM } from './csv';
export {
  neutraliseFormula,
  ROWS_PER_STEP,
  SPREADSHEET_FILE,
  type SpreadsheetCell,
  type SpreadsheetColumn,
  type SpreadsheetColumnType,
  type SpreadsheetFormat,
  type SpreadsheetRow,
  type SpreadsheetTable,
} from './table';

/** The XLSX writer module, loaded on first use. */
export function loadXlsx(): Promise<typeof XlsxWriter> {
  return import('./xlsx');
}

export interface SpreadsheetFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface SpreadsheetRequest extends SpreadsheetTable {
  format: SpreadsheetFormat;
  /** The download's name, Korean welcome; the extension is added when missing. */
  fileName: string;
  /** XLSX only: the tab's name (default `Sheet1`). */
  sheetName?: string;
}

/** One table written as a file of either format, named and typed for a download. */
export async function writeSpreadsheet(request: SpreadsheetRequest): Promise<SpreadsheetFile> {
  const { format, columns, rows, sheetName } = request;
  const { extension, contentType } = SPREADSHEET_FILE[format];
  const fileName = request.fileName.toLowerCase().endsWith(`.${extension}`)
    ? request.fileName
    : `${request.fileName}.${extension}`;
  const bytes =
    format === 'CSV'
      ? await toCsvBytes({ columns, rows })
      : await (await loadXlsx()).toXlsx({ columns, rows }, sheetName === undefined ? {} : { sheetName });
  return { fileName, contentType, bytes };
}
