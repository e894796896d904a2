/**
 * Issue 15 part 5, "validate every row with the same zod rules as the forms": each failure is an
 * error with the spreadsheet row, the column, the value and the rule's Korean message; a record
 * repeating an earlier one's key is an error too; unmapped columns read as empty; the formula
 * guard of the rejected-rows file is taken off on the way back in.
 */
import { describe, expect, it } from 'vitest';
import { copy } from '@app/shared/copy';
import type { CsvRecord } from './parseCsv';
import { contactColumns, contactSchema, contactUniqueness, type Contact, type ContactKey } from './testing';
import { unguardCell, validateRows, type ValidateOptions } from './validateRows';

const messages = copy.account.validation;
const text = copy.backofficeImport;
const immediately = () => Promise.resolve();
const mapping = { email: 0, name: 1 };

const records = (...rows: string[][]): CsvRecord[] => rows.map((cells, index) => ({ rowNumber: index + 2, cells }));

const validate = (input: CsvRecord[], options: Partial<ValidateOptions<ContactKey, Contact>> = {}) =>
  validateRows(input, { columns: contactColumns, mapping, schema: contactSchema, uniqueBy: contactUniqueness, yieldToPage: immediately, ...options });

describe('validateRows', () => {
  it('keeps the records that pass, trimmed, with their row numbers', async () => {
    const result = await validate(records([' hong@klass.kr ', '홍길동'], ['kim@klass.kr', '']));
    expect(result).toEqual({
      valid: [
        { rowNumber: 2, value: { email: 'hong@klass.kr', name: '홍길동' } },
        { rowNumber: 3, value: { email: 'kim@klass.kr', name: '' } },
      ],
      errors: [],
      invalidCount: 0,
    });
  });

  it('reports each failure with its row, column, value and the form rule\'s Korean message, one per column', async () => {
    const result = await validate(records(['hong@klass.kr', '홍길동'], ['not-an-email', '김철수'], ['', '이영희']));
    expect(result.valid.map((row) => row.rowNumber)).toEqual([2]);
    expect(result.invalidCount).toBe(2);
    expect(result.errors).toEqual([
      { rowNumber: 3, column: 'email', value: 'not-an-email', message: messages.emailFormat },
      { rowNumber: 4, column: 'email', value: '', message: messages.required },
    ]);
  });

  it('reports a repeated key (e-mails compared case-insensitively) at the later row, naming the first', async () => {
    const result = await validate(records(['hong@klass.kr', '홍길동'], ['kim@klass.kr', '김철수'], ['HONG@klass.kr', '홍길동']));
    expect(result.valid.map((row) => row.rowNumber)).toEqual([2, 3]);
    expect(result.errors).toEqual([{ rowNumber: 4, column: 'email', value: 'HONG@klass.kr', message: text.duplicateInFile(2) }]);
  });

  it('reads an unmapped column as empty', async () => {
    const result = await validate(records(['hong@klass.kr', '홍길동']), { mapping: { email: 0, name: null } });
    expect(result.valid).toEqual([{ rowNumber: 2, value: { email: 'hong@klass.kr', name: '' } }]);
  });

  it('hands the page back between chunks of rows', async () => {
    let yields = 0;
    const many = records(...Array.from({ length: 25 }, (_, index) => [`m${index}@klass.kr`, '']));
    const result = await validate(many, {
      chunkRows: 10,
      yieldToPage: () => {
        yields += 1;
        return Promise.resolve();
      },
    });
    expect(result.valid).toHaveLength(25);
    expect(yields).toBe(2);
  });
});

describe('unguardCell', () => {
  it("takes off the spreadsheet writer's formula guard, and only that", () => {
    expect(unguardCell("'+82 10-1234-5678")).toBe('+82 10-1234-5678');
    expect(unguardCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unguardCell("'quoted")).toBe("'quoted");
    expect(unguardCell('plain')).toBe('plain');
  });
});
