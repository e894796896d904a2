/**
 * The import's limits (issue 20): a file of more rows than its server takes is refused on the
 * page, before anything is sent, saying how many it has and how many fit; the kit's row limit is
 * the contract's for every import, and the file limit keeps the rows' JSON under the gateway's.
 */
import { describe, expect, it } from 'vitest';
import { MEMBER_IMPORT_ROWS_MAX } from '@app/shared/api/contract/adminMember';
import { INVOICE_IMPORT_ROWS_MAX } from '@app/shared/api/contract/adminShipping';
import { REQUEST_BODY_MAX_BYTES } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { IMPORT_FILE_MAX_BYTES, IMPORT_ROWS_MAX, ImportFileError, readImportFile } from './dryRun';

const immediately = () => Promise.resolve();
const csv = (rows: number) =>
  new File([['이메일,이름', ...Array.from({ length: rows }, (_, index) => `m${index}@klass.kr,회원${index}`)].join('\r\n')], '회원.csv', {
    type: 'text/csv',
  });

describe('import limits', () => {
  it('reads a file of exactly maxRows rows', async () => {
    const read = await readImportFile(csv(3), { maxRows: 3, yieldToPage: immediately });
    expect(read.csv.records).toHaveLength(3);
  });

  it('refuses one row more before anything is sent, with both counts', async () => {
    const refused = readImportFile(csv(4), { maxRows: 3, yieldToPage: immediately });
    await expect(refused).rejects.toBeInstanceOf(ImportFileError);
    await expect(refused).rejects.toThrow(copy.backofficeImport.tooManyRows(4, 3));
  });

  it('holds every import to the contract row limit by default, and a file to half the body limit', async () => {
    expect(IMPORT_ROWS_MAX).toBe(MEMBER_IMPORT_ROWS_MAX);
    expect(IMPORT_ROWS_MAX).toBe(INVOICE_IMPORT_ROWS_MAX);
    expect(IMPORT_FILE_MAX_BYTES).toBe(REQUEST_BODY_MAX_BYTES / 2);
    await expect(readImportFile(csv(IMPORT_ROWS_MAX + 1), { yieldToPage: immediately })).rejects.toThrow(
      copy.backofficeImport.tooManyRows(IMPORT_ROWS_MAX + 1, IMPORT_ROWS_MAX),
    );
  });
});
