/**
 * Every record of the file checked with the screen's zod schema — the same rules as its forms —
 * (issue 15, part 5): each failure becomes an error with the spreadsheet row, the column, the
 * value as typed and the rule's Korean message; a record whose key repeats an earlier one is an
 * error too ("파일 안에서 중복돼요"), so the server never sees the same member twice. Runs in
 * chunks of rows with the page handed back between them, like the parsing.
 */
import type { z } from 'zod/mini';
import { copy } from '@app/shared/copy';
import type { ImportColumn, ImportMapping } from './mapping';
import { nextMacrotask, type CsvRecord } from './parseCsv';

const text = copy.backofficeImport;

/** The record as the schema reads it: every column's cell, trimmed; '' for an unmapped column. */
export type ImportInput<K extends string> = Record<K, string>;

/** The screen's rules for one record: what it accepts, and the value it makes of it. */
export type ImportSchema<K extends string, T> = z.ZodMiniType<T, ImportInput<K>>;

/** Records that must not repeat: the column the error points at and the key two records share. */
export interface ImportUniqueness<K extends string, T> {
  column: K;
  key: (value: T) => string;
}

/** A record that passed, with its spreadsheet row so later outcomes can point back at it. */
export interface ImportRow<T> {
  rowNumber: number;
  value: T;
}

export interface ImportRowError<K extends string = string> {
  rowNumber: number;
  /** The column the rule is about; null when it is about the whole record. */
  column: K | null;
  value: string;
  message: string;
}

export interface ValidationResult<K extends string, T> {
  valid: ImportRow<T>[];
  errors: ImportRowError<K>[];
  /** Records with at least one error (a record may have several). */
  invalidCount: number;
}

export interface ValidateOptions<K extends string, T> {
  columns: readonly ImportColumn<K>[];
  mapping: ImportMapping<K>;
  schema: ImportSchema<K, T>;
  uniqueBy?: ImportUniqueness<K, T>;
  chunkRows?: number;
  yieldToPage?: () => Promise<void>;
}

export const DEFAULT_CHUNK_ROWS = 500;

/**
 * A cell written by the spreadsheet writer's formula guard (`'=…`, `'+82…`) back to what the
 * operator typed, so the rejected-rows file uploads again unchanged.
 */
export function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

export function recordInput<K extends string>(record: CsvRecord, columns: readonly ImportColumn<K>[], mapping: ImportMapping<K>): ImportInput<K> {
  const input = {} as ImportInput<K>;
  for (const column of columns) {
    const index = mapping[column.key];
    input[column.key] = index === null ? '' : unguardCell(record.cells[index] ?? '').trim();
  }
  return input;
}

function columnOf<K extends string>(path: readonly PropertyKey[], columns: readonly ImportColumn<K>[]): K | null {
  const first = path[0];
  return columns.find((column) => column.key === first)?.key ?? null;
}

export async function validateRows<K extends string, T>(records: readonly CsvRecord[], options: ValidateOptions<K, T>): Promise<ValidationResult<K, T>> {
  const { columns, mapping, schema, uniqueBy, chunkRows = DEFAULT_CHUNK_ROWS, yieldToPage = nextMacrotask } = options;
  const valid: ImportRow<T>[] = [];
  const errors: ImportRowError<K>[] = [];
  const firstRowOfKey = new Map<string, number>();
  let invalidCount = 0;

  for (let start = 0; start < records.length; start += chunkRows) {
    if (start > 0) await yieldToPage();
    for (const record of records.slice(start, start + chunkRows)) {
      const input = recordInput(record, columns, mapping);
      const result = schema.safeParse(input);
      if (!result.success) {
        invalidCount += 1;
        // One message per column, the first, as the form shows it under its field.
        const reported = new Set<K | null>();
        for (const issue of result.error.issues) {
          const column = columnOf(issue.path, columns);
          if (reported.has(column)) continue;
          reported.add(column);
          errors.push({ rowNumber: record.rowNumber, column, value: column === null ? '' : input[column], message: issue.message });
        }
        continue;
      }
      if (uniqueBy) {
        const key = uniqueBy.key(result.data);
        const firstRow = firstRowOfKey.get(key);
        if (firstRow !== undefined) {
          invalidCount += 1;
          errors.push({ rowNumber: record.rowNumber, column: uniqueBy.column, value: input[uniqueBy.column], message: text.duplicateInFile(firstRow) });
          continue;
        }
        firstRowOfKey.set(key, record.rowNumber);
      }
      valid.push({ rowNumber: record.rowNumber, value: result.data });
    }
  }
  return { valid, errors, invalidCount };
}
