/**
 * Issue 15 part 5, "a 10,000-row file previews without freezing the tab": the CSV is parsed in
 * chunks with the page handed back between them, and chunking changes nothing in the result;
 * rows are numbered as the spreadsheet numbers them.
 */
import { describe, expect, it } from 'vitest';
import { lineEndingOf, parseCsv } from './parseCsv';

const immediately = () => Promise.resolve();

describe('parseCsv', () => {
  it('splits the header row from the records, numbering records from row 2', async () => {
    const parsed = await parseCsv('이메일,이름\r\nhong@klass.kr,홍길동\r\nkim@klass.kr,김철수\r\n', { yieldToPage: immediately });
    expect(parsed).toEqual({
      headers: ['이메일', '이름'],
      records: [
        { rowNumber: 2, cells: ['hong@klass.kr', '홍길동'] },
        { rowNumber: 3, cells: ['kim@klass.kr', '김철수'] },
      ],
    });
  });

  it('skips blank records without renumbering the rest', async () => {
    const parsed = await parseCsv('이메일\n\na@klass.kr\n , \nb@klass.kr', { yieldToPage: immediately });
    expect(parsed.records).toEqual([
      { rowNumber: 3, cells: ['a@klass.kr'] },
      { rowNumber: 5, cells: ['b@klass.kr'] },
    ]);
  });

  it('gives the page back between chunks and reads quoted cells split across chunks whole', async () => {
    const lines = Array.from({ length: 500 }, (_, index) => `m${index}@klass.kr,"이름 ${index}\r\n둘째 줄, 쉼표 ""따옴표"""`);
    const text = `이메일,메모\r\n${lines.join('\r\n')}\r\n`;
    let yields = 0;
    const parsed = await parseCsv(text, {
      chunkSize: 997,
      yieldToPage: () => {
        yields += 1;
        return Promise.resolve();
      },
    });
    expect(yields).toBeGreaterThan(10);
    expect(parsed.records).toHaveLength(500);
    parsed.records.forEach((record, index) => {
      expect(record).toEqual({ rowNumber: index + 2, cells: [`m${index}@klass.kr`, `이름 ${index}\r\n둘째 줄, 쉼표 "따옴표"`] });
    });
  });

  it('answers no headers and no records for an empty text', async () => {
    expect(await parseCsv('', { yieldToPage: immediately })).toEqual({ headers: [], records: [] });
  });
});

describe('lineEndingOf', () => {
  it('reads the line ending of the first line', () => {
    expect(lineEndingOf('a\r\nb\nc')).toBe('\r\n');
    expect(lineEndingOf('a\nb')).toBe('\n');
    expect(lineEndingOf('a\rb')).toBe('\r');
    expect(lineEndingOf('a')).toBe('\n');
  });
});
