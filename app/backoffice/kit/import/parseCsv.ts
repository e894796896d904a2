/**
 * Reading a decoded CSV into a header row and records with papaparse (issue 15, part 5), in chunks:
 * after each chunk the parser pauses and hands the page back (`yieldToPage`), so a 10,000-row file
 * never holds the main thread for one long task. Each record keeps its row number as a spreadsheet
 * shows it (the header is row 1), so an error points at the row the operator sees in Excel; blank
 * records are skipped without renumbering the rest.
 */
import Papa from 'papaparse';

export interface CsvRecord {
  /** 1-based, as in the spreadsheet: the first record after the header is row 2. */
  rowNumber: number;
  cells: string[];
}

export interface ParsedCsv {
  headers: string[];
  records: CsvRecord[];
}

export interface ParseCsvOptions {
  /** Characters per chunk; papaparse rejoins a record split between two chunks. */
  chunkSize?: number;
  /** Lets the page run between chunks; the default waits for the next macrotask. */
  yieldToPage?: () => Promise<void>;
}

export const DEFAULT_CHUNK_SIZE = 32 * 1024;

export function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The file's line ending, read once from its first line. Papaparse would guess it again for every
 * chunk, and a chunk that starts inside a quoted multi-line cell can guess wrong.
 */
export function lineEndingOf(text: string): '\r\n' | '\n' | '\r' {
  const newline = text.indexOf('\n');
  if (newline === -1) return text.includes('\r') ? '\r' : '\n';
  return text[newline - 1] === '\r' ? '\r\n' : '\n';
}

export function parseCsv(text: string, { chunkSize = DEFAULT_CHUNK_SIZE, yieldToPage = nextMacrotask }: ParseCsvOptions = {}): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    let headers: string[] | null = null;
    const records: CsvRecord[] = [];
    let index = 0;
    // Papaparse streams a string in chunks as it does a file (its StringStreamer); its types only
    // list the chunk callback for files, so the string goes through that overload's config.
    const config: Papa.ParseLocalConfig<string[]> & { worker?: false; download?: false } = {
      chunkSize,
      newline: lineEndingOf(text),
      skipEmptyLines: false,
      chunk: (results, parser) => {
        for (const cells of results.data) {
          index += 1;
          if (headers === null) headers = cells;
          else if (!isBlank(cells)) records.push({ rowNumber: index, cells });
        }
        parser.pause();
        yieldToPage().then(() => parser.resume(), reject);
      },
      complete: () => resolve({ headers: headers ?? [], records }),
      error: (error) => reject(error),
    };
    Papa.parse(text, config);
  });
}
