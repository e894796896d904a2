/**
 * The import's dry run as one call (issue 15, part 5): a chosen file read (encoding detected,
 * parsed in chunks), then every record checked with the screen's rules and the valid ones handed
 * to the screen's `classify` (its server dry run) for the new / already there / not found counts,
 * and for the rows the server turns away with a reason of its own (an e-mail already registered).
 * What a screen declares to import is `ImportDefinition`; the dialog and the benchmark both run
 * through here.
 */
import { REQUEST_BODY_MAX_BYTES } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { decodeCsv, type CsvEncoding } from './encoding';
import type { ImportColumn, ImportMapping } from './mapping';
import { parseCsv, type ParsedCsv } from './parseCsv';
import { validateRows, type ImportRow, type ImportRowError, type ImportSchema, type ImportUniqueness, type ValidationResult } from './validateRows';

const text = copy.backofficeImport;

/**
 * The largest CSV the kit reads (issue 20; ours): its rows go to the server as JSON in one request
 * body, which the gateway caps at REQUEST_BODY_MAX_BYTES (413 `request.too_large`); JSON adds each
 * field's name and quotes to every row, so half the cap for the file keeps the body under it.
 */
export const IMPORT_FILE_MAX_BYTES = REQUEST_BODY_MAX_BYTES / 2;
/**
 * The most rows one import sends: the limit of every import endpoint of the contract
 * (MEMBER_IMPORT_ROWS_MAX, INVOICE_IMPORT_ROWS_MAX; a test keeps them equal), which answers more
 * with 400 `request.invalid` at its rows. A definition with a smaller one says so (`maxRows`).
 */
export const IMPORT_ROWS_MAX = 10_000;

/**
 * An outcome of an area's own beyond new / already there / not found (a recipient list's withdrawn
 * accounts): counted apart in the preview under the area's word. Its rows are turned away through
 * `rejected`, each with its reason.
 */
export interface ImportOutcome {
  id: string;
  label: string;
  count: number;
}

/** The server's dry run of the valid rows: how many are new, already there, not found. */
export interface ImportClassification<K extends string = string> {
  new: number;
  existing: number;
  notFound: number;
  /** The spreadsheet rows of the records not found; they go to the rejected-rows file. */
  notFoundRows?: readonly number[];
  /**
   * Rows the server refused, each with its own reason at its column (a register's e-mail that is
   * taken, or belonged to a withdrawn account): listed with the rule errors, written to the
   * rejected-rows file, never committed.
   */
  rejected?: readonly ImportRowError<K>[];
  /** The area's own outcomes, each its own count after the three (none by default). */
  outcomes?: readonly ImportOutcome[];
}

/** `validOnly` skips the rejected rows; `allOrNothing` applies the whole file or nothing. */
export type ImportCommitMode = 'validOnly' | 'allOrNothing';

/** What the commit started: how many rows it takes, and the job running it when there is one. */
export interface ImportCommitResult {
  count: number;
  jobId?: string;
}

export interface ImportDefinition<K extends string, T> {
  columns: readonly ImportColumn<K>[];
  schema: ImportSchema<K, T>;
  uniqueBy?: ImportUniqueness<K, T>;
  /** The most rows its server takes at once; IMPORT_ROWS_MAX when not said. */
  maxRows?: number;
  /** The server's dry run of the valid rows; abort when the signal fires (the mapping changed). */
  classify: (rows: readonly ImportRow<T>[], options: { signal: AbortSignal }) => Promise<ImportClassification<K>>;
  /** Applies the rows (the valid ones not reported not found), usually by starting a job. */
  commit: (rows: readonly ImportRow<T>[], mode: ImportCommitMode) => Promise<ImportCommitResult>;
}

export interface ReadFile {
  name: string;
  encoding: CsvEncoding;
  csv: ParsedCsv;
}

export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}

export interface Pace {
  yieldToPage?: () => Promise<void>;
}

/**
 * The file's bytes to headers and records; an unreadable or empty file, or one of more records
 * than `maxRows` (told before anything is sent), is an ImportFileError.
 */
export async function readImportFile(
  file: Blob & { name: string },
  { maxRows = IMPORT_ROWS_MAX, ...pace }: Pace & { maxRows?: number } = {},
): Promise<ReadFile> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new ImportFileError(text.unreadableFile);
  }
  const decoded = decodeCsv(bytes);
  if (decoded.text.includes('\u0000')) throw new ImportFileError(text.unreadableFile);
  const csv = await parseCsv(decoded.text, pace);
  if (csv.headers.every((header) => header.trim() === '') || csv.records.length === 0) throw new ImportFileError(text.emptyFile);
  if (csv.records.length > maxRows) throw new ImportFileError(text.tooManyRows(csv.records.length, maxRows));
  return { name: file.name, encoding: decoded.encoding, csv };
}

export interface DryRun<K extends string, T> {
  validation: ValidationResult<K, T>;
  classification: ImportClassification<K>;
  /** The rows a commit sends: valid, and neither reported not found nor refused by the server. */
  committable: ImportRow<T>[];
  /** Every error to show and to write to the rejected-rows file: the rules' and the server's, by row. */
  errors: ImportRowError<K>[];
  /** Records the import will not take: invalid, not found, or refused by the server. */
  rejectedCount: number;
}

export async function runDryRun<K extends string, T>(
  definition: ImportDefinition<K, T>,
  csv: ParsedCsv,
  mapping: ImportMapping<K>,
  { signal, yieldToPage }: Pace & { signal: AbortSignal },
): Promise<DryRun<K, T>> {
  const validation = await validateRows(csv.records, { columns: definition.columns, mapping, schema: definition.schema, uniqueBy: definition.uniqueBy, yieldToPage });
  signal.throwIfAborted();
  const classification: ImportClassification<K> =
    validation.valid.length > 0 ? await definition.classify(validation.valid, { signal }) : { new: 0, existing: 0, notFound: 0 };
  const refused = classification.rejected ?? [];
  const turnedAway = new Set([...(classification.notFoundRows ?? []), ...refused.map((error) => error.rowNumber)]);
  const committable = validation.valid.filter((row) => !turnedAway.has(row.rowNumber));
  const errors = refused.length > 0 ? [...validation.errors, ...refused].sort((a, b) => a.rowNumber - b.rowNumber) : validation.errors;
  return { validation, classification, committable, errors, rejectedCount: validation.invalidCount + turnedAway.size };
}
