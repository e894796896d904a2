/**
 * The rejected-rows file (issue 15, part 5): every record the import will not take — invalid,
 * repeated, or not found by the server's dry run — with the file's own headers and cells kept as
 * they were in their places, then the row's line in the original file (issue 27: "which row was
 * it?" in a file of 10,000) and a column saying why, so the operator fixes the cells and uploads
 * the same file again (those two columns match no field and are left out). Written by the shared CSV writer (UTF-8 with BOM, formula guard); the guard's `'`
 * is taken off again when the file is read back (validateRows `unguardCell`).
 */
import { copy } from '@app/shared/copy';
import type { SpreadsheetColumn, SpreadsheetRow, SpreadsheetTable } from '@app/shared/lib/spreadsheet';
import type { ImportColumn } from './mapping';
import type { CsvRecord, ParsedCsv } from './parseCsv';
import type { ImportRowError } from './validateRows';

const text = copy.backofficeImport;

export interface RejectedRowsInput<K extends string> {
  csv: ParsedCsv;
  columns: readonly ImportColumn<K>[];
  errors: readonly ImportRowError<K>[];
  /** Rows the server's dry run did not find, with the screen's words for it. */
  notFound?: { rowNumbers: readonly number[]; message: string };
}

const ERROR_KEY = 'error';
const LINE_KEY = 'line';
const cellKey = (index: number) => `c${index}`;

/** "이메일: 이메일 형식에 맞게 입력해 주세요." — the column named, or the message alone. */
function describe<K extends string>(error: ImportRowError<K>, columns: readonly ImportColumn<K>[]): string {
  const label = columns.find((column) => column.key === error.column)?.label;
  return label ? `${label}: ${error.message}` : error.message;
}

export function rejectedRowsTable<K extends string>({ csv, columns, errors, notFound }: RejectedRowsInput<K>): SpreadsheetTable {
  const reasons = new Map<number, string[]>();
  const add = (rowNumber: number, reason: string) => reasons.set(rowNumber, [...(reasons.get(rowNumber) ?? []), reason]);
  for (const error of errors) add(error.rowNumber, describe(error, columns));
  for (const rowNumber of notFound?.rowNumbers ?? []) add(rowNumber, notFound?.message ?? text.notFoundMessage);

  // A data row may have more cells than the header; every cell is kept, under an empty header.
  const width = Math.max(csv.headers.length, ...csv.records.map((record) => record.cells.length));
  const tableColumns: SpreadsheetColumn[] = [
    ...Array.from({ length: width }, (_, index) => ({ key: cellKey(index), header: csv.headers[index] ?? '' })),
    { key: LINE_KEY, header: text.rejectedLineHeader, type: 'number' },
    { key: ERROR_KEY, header: text.rejectedErrorHeader },
  ];
  const rows = csv.records
    .filter((record) => reasons.has(record.rowNumber))
    .map((record: CsvRecord): SpreadsheetRow => ({
      ...Object.fromEntries(record.cells.map((cell, index) => [cellKey(index), cell])),
      [LINE_KEY]: record.rowNumber,
      [ERROR_KEY]: (reasons.get(record.rowNumber) ?? []).join(' / '),
    }));
  return { columns: tableColumns, rows };
}
