/**
 * Issue 15 part 5, "the rejected rows download as a CSV with an error column, ready to fix and
 * upload again": the file's own headers and cells are kept, one column says why, rows the server
 * did not find are in it too, and the file read back by the kit gives the same records.
 */
import { describe, expect, it } from 'vitest';
import { copy } from '@app/shared/copy';
import { toCsv } from '@app/shared/lib/spreadsheet';
import { decodeCsv } from './encoding';
import { parseCsv, type ParsedCsv } from './parseCsv';
import { rejectedRowsTable } from './rejectedRows';
import { contactColumns, contactSchema, contactUniqueness } from './testing';
import { validateRows } from './validateRows';

const messages = copy.account.validation;
const text = copy.backofficeImport;
const immediately = () => Promise.resolve();

const csv: ParsedCsv = {
  headers: ['이름', 'E-mail', '메모'],
  records: [
    { rowNumber: 2, cells: ['홍길동', 'hong@klass.kr', ''] },
    { rowNumber: 3, cells: ['김철수', 'kim@@klass', '다시, 확인'] },
    { rowNumber: 4, cells: ['이영희', 'lee@klass.kr', '=HYPERLINK("x")'] },
    { rowNumber: 5, cells: ['박민수', 'hong@klass.kr', ''] },
  ],
};
const mapping = { email: 1, name: 0 };

async function rejected() {
  const result = await validateRows(csv.records, { columns: contactColumns, mapping, schema: contactSchema, uniqueBy: contactUniqueness, yieldToPage: immediately });
  return rejectedRowsTable({ csv, columns: contactColumns, errors: result.errors, notFound: { rowNumbers: [4], message: '회원을 찾을 수 없어요.' } });
}

describe('rejectedRowsTable', () => {
  it("keeps the original headers in their places and adds the row's line in the original file and the error column", async () => {
    expect((await rejected()).columns.map((column) => column.header)).toEqual(['이름', 'E-mail', '메모', text.rejectedLineHeader, text.rejectedErrorHeader]);
  });

  it('holds the invalid, repeated and not-found rows in file order, each with why', async () => {
    const table = await rejected();
    expect(table.rows).toEqual([
      { c0: '김철수', c1: 'kim@@klass', c2: '다시, 확인', line: 3, error: `이메일: ${messages.emailFormat}` },
      { c0: '이영희', c1: 'lee@klass.kr', c2: '=HYPERLINK("x")', line: 4, error: '회원을 찾을 수 없어요.' },
      { c0: '박민수', c1: 'hong@klass.kr', c2: '', line: 5, error: `이메일: ${text.duplicateInFile(2)}` },
    ]);
  });

  it('writes a CSV the kit reads back to the same cells (quoting and the formula guard undone)', async () => {
    const file = toCsv(await rejected());
    const decoded = decodeCsv(new TextEncoder().encode(file));
    expect(decoded).toMatchObject({ encoding: 'utf-8', bom: true });
    const again = await parseCsv(decoded.text, { yieldToPage: immediately });
    expect(again.headers).toEqual(['이름', 'E-mail', '메모', text.rejectedLineHeader, text.rejectedErrorHeader]);
    expect(again.records.map((record) => record.cells[3])).toEqual(['3', '4', '5']);
    expect(again.records.map((record) => record.cells.slice(0, 2))).toEqual([
      ['김철수', 'kim@@klass'],
      ['이영희', 'lee@klass.kr'],
      ['박민수', 'hong@klass.kr'],
    ]);
    const reread = await validateRows(again.records, { columns: contactColumns, mapping, schema: contactSchema, yieldToPage: immediately });
    expect(reread.valid.map((row) => row.value.email)).toEqual(['lee@klass.kr', 'hong@klass.kr']);
  });
});
