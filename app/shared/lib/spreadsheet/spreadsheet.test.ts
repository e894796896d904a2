/**
 * Issue 15 §4 (files): exports are real files — CSV with a UTF-8 BOM so Excel shows Korean, XLSX
 * from a small writer, and a cell starting with `=`, `+`, `-`, `@`, tab or carriage return
 * neutralised in both so a spreadsheet cannot run it (OWASP CSV injection).
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, ROWS_PER_STEP, toCsv, UTF8_BOM, writeSpreadsheet, type SpreadsheetTable } from '.';
import { columnName, safeSheetName, toXlsx } from './xlsx';

const members: SpreadsheetTable = {
  columns: [
    { key: 'name', header: '이름' },
    { key: 'memo', header: '메모' },
    { key: 'points', header: '포인트' },
    { key: 'agreed', header: '수신 동의' },
  ],
  rows: [
    { name: '김하늘', memo: '=HYPERLINK("http://evil","클릭")', points: -5, agreed: true },
    { name: '이"바다"', memo: '줄\n바꿈, 쉼표', points: 1200, agreed: false },
    { name: '@박별', memo: null, points: Number.NaN },
  ],
};

describe('formula guard (issue 15 §4, OWASP CSV injection)', () => {
  it.each(['=1+1', '+82 10', '-cmd|calc', '@SUM(A1)', '\tTAB', '\rCR'])(
    'neutralises a text cell starting with a formula character: %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary Korean text and a formula character later in the text alone', () => {
    expect(neutraliseFormula('김하늘')).toBe('김하늘');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('CSV writer', () => {
  const csv = toCsv(members);

  it('starts with a UTF-8 byte-order mark so Excel reads the Korean as UTF-8', () => {
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes the header row then each row, CRLF-separated (RFC 4180)', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('이름,메모,포인트,수신 동의');
    expect(lines.at(-1)).toBe('');
  });

  it('quotes a field with a quote, comma or line break and doubles its quotes', () => {
    expect(csv).toContain('"이""바다""","줄\n바꿈, 쉼표",1200,false');
  });

  it('guards and quotes formula text, but writes a negative number as a number', () => {
    expect(csv).toContain('김하늘,"\'=HYPERLINK(""http://evil"",""클릭"")",-5,true');
    expect(csv).toContain('"\'@박별",,,');
  });
});

function readXlsx(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, content]) => [name, strFromU8(content)]),
  );
}

describe('XLSX writer', async () => {
  const files = readXlsx(await toXlsx(members, { sheetName: '그룹 회원' }));
  const sheet = files['xl/worksheets/sheet1.xml'] ?? '';

  it('is a SpreadsheetML package: content types, relationships, workbook, styles and the sheet', () => {
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files['xl/workbook.xml']).toContain('<sheet name="그룹 회원" sheetId="1" r:id="rId1"/>');
  });

  it('writes the bold header row and Korean text as inline strings', () => {
    expect(sheet).toContain(
      '<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">이름</t></is></c>',
    );
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">김하늘</t></is></c>',
    );
  });

  it('keeps formula text as typed in a quote-prefixed text cell (no visible apostrophe), escaped for XML; numbers and booleans as values', () => {
    // Issue 27: the CSV's `'` guard showed in Excel; an XLSX text cell is never a formula.
    expect(sheet).toContain(
      '<c r="B2" s="2" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://evil&quot;,&quot;클릭&quot;)</t></is></c>',
    );
    expect(sheet).toContain('<c r="C2"><v>-5</v></c>');
    expect(sheet).toContain('<c r="D2" t="b"><v>1</v></c>');
    expect(sheet).toContain('<c r="A4" s="2" t="inlineStr"><is><t xml:space="preserve">@박별</t></is></c>');
    expect(sheet).not.toContain("'");
    expect(files['xl/styles.xml']).toContain('quotePrefix="1"');
  });

  it('leaves empty and non-finite cells out', () => {
    expect(sheet).not.toContain('r="B4"');
    expect(sheet).not.toContain('r="C4"');
    expect(sheet).not.toContain('NaN');
  });

  it('drops characters XML cannot carry', async () => {
    const table = { columns: [{ key: 'a', header: 'A' }], rows: [{ a: 'x\u0001y' }] };
    expect(readXlsx(await toXlsx(table))['xl/worksheets/sheet1.xml']).toContain('>xy</t>');
  });

  it('names columns past Z and cleans sheet names Excel would refuse', () => {
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
    expect(safeSheetName('a/b:c')).toBe('a b c');
    expect(safeSheetName('')).toBe('Sheet1');
    expect(safeSheetName('가'.repeat(40))).toHaveLength(31);
  });
});

describe('typed columns (issue 27: an amount as text cannot be summed; one date format)', () => {
  const orders: SpreadsheetTable = {
    columns: [
      { key: 'key', header: '주문번호' },
      { key: 'orderedAt', header: '주문일시', type: 'dateTime' },
      { key: 'birthday', header: '생년월일', type: 'date' },
      { key: 'amount', header: '결제 금액', type: 'number' },
    ],
    rows: [
      // 2025-01-09 15:05 UTC is 2025-01-10 00:05 in Seoul: the day the screens show.
      { key: 'tx-1', orderedAt: '2025-01-09T15:05:00.000Z', birthday: '1994-03-15', amount: '79000' },
      { key: 'tx-2', orderedAt: 'not a date', birthday: null, amount: 1200 },
    ],
  };

  it('CSV: dates in Seoul as the screens write them, amounts as plain numbers', () => {
    const lines = toCsv(orders).slice(1).split('\r\n');
    expect(lines[1]).toBe('tx-1,2025.01.10 00:05,1994.03.15,79000');
    expect(lines[2]).toBe('tx-2,not a date,,1200');
  });

  it('XLSX: amounts are numbers with a thousands separator, dates are date serials with the yyyy.mm.dd format', async () => {
    const files = readXlsx(await toXlsx(orders));
    const sheet = files['xl/worksheets/sheet1.xml'] ?? '';
    expect(sheet).toContain('<c r="D2" s="5"><v>79000</v></c>');
    // 1994-03-15 is serial 34408; 2025-01-10 00:05 is 45667 + 5/1440.
    expect(sheet).toContain('<c r="C2" s="3"><v>34408</v></c>');
    expect(sheet).toMatch(/<c r="B2" s="4"><v>45667\.0034\d*<\/v><\/c>/);
    expect(sheet).toContain('<c r="B3" t="inlineStr"><is><t xml:space="preserve">not a date</t></is></c>');
    expect(files['xl/styles.xml']).toContain('<numFmt numFmtId="164" formatCode="yyyy.mm.dd"/>');
  });
});

describe('writeSpreadsheet', () => {
  it('names and types a CSV and an XLSX file of the same table', async () => {
    const csv = await writeSpreadsheet({ format: 'CSV', fileName: '회원 목록', ...members });
    expect(csv.fileName).toBe('회원 목록.csv');
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    const xlsx = await writeSpreadsheet({ format: 'XLSX', fileName: '회원 목록.XLSX', ...members });
    expect(xlsx.fileName).toBe('회원 목록.XLSX');
    expect(xlsx.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(readXlsx(xlsx.bytes)['xl/worksheets/sheet1.xml']).toContain('김하늘');
  });
});

describe('large files are written in steps (issue 37: 100,000 codes exported in the operator’s tab)', () => {
  const rows = Array.from({ length: ROWS_PER_STEP * 3 + 1 }, (_, index) => ({ code: `CODE-${index}`, memo: `=${index}` }));
  const table: SpreadsheetTable = { columns: [{ key: 'code', header: '코드' }, { key: 'memo', header: '메모' }], rows };

  it.each(['CSV', 'XLSX'] as const)('%s: other tasks run while the file is written, and every row is in it', async (format) => {
    let otherTasks = 0;
    const ticking = setInterval(() => (otherTasks += 1), 0);
    const file = await writeSpreadsheet({ format, fileName: '코드', ...table }).finally(() => clearInterval(ticking));
    expect(otherTasks).toBeGreaterThanOrEqual(3);
    const text = format === 'CSV' ? strFromU8(file.bytes) : (readXlsx(file.bytes)['xl/worksheets/sheet1.xml'] ?? '');
    expect(text).toContain(`CODE-${rows.length - 1}`);
    expect(text).toContain(`=${rows.length - 1}`);
    expect(text.split('CODE-').length - 1).toBe(rows.length);
  });

  it('CSV: the bytes written in steps are the text of toCsv', async () => {
    expect((await writeSpreadsheet({ format: 'CSV', fileName: '코드', ...table })).bytes).toEqual(new TextEncoder().encode(toCsv(table)));
  });
});
