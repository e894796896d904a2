/**
 * Issue 40 "paste reads the clipboard as spreadsheets write it: a quoted cell keeps its commas,
 * doubled quotes and newlines as one cell": the text/plain that Excel, Google Sheets and
 * LibreOffice put on the clipboard for a block of cells, read back into the block.
 */
import { describe, expect, it } from 'vitest';
import { readClipboardTable } from './clipboardTable';

describe('readClipboardTable', () => {
  it('reads rows by line and cells by tab; the line break after the last row is not a row', () => {
    expect(readClipboardTable('1000\tA-1\t5\r\n2000\tA-2\t6\r\n')).toEqual([
      ['1000', 'A-1', '5'],
      ['2000', 'A-2', '6'],
    ]);
    expect(readClipboardTable('1000\tA-1\n2000\tA-2')).toEqual([
      ['1000', 'A-1'],
      ['2000', 'A-2'],
    ]);
  });

  it('a quoted cell keeps its comma and loses its quotes: "12,000" is 12,000', () => {
    expect(readClipboardTable('"12,000"\tSKU-1\n')).toEqual([['12,000', 'SKU-1']]);
  });

  it('a doubled quote inside a quoted cell is one quote', () => {
    expect(readClipboardTable('"24"" 모니터"\t"말 ""그대로"""\n')).toEqual([['24" 모니터', '말 "그대로"']]);
  });

  it('a quoted line break stays in its cell and does not start a row outside the block', () => {
    const rows = readClipboardTable('"첫 줄\n둘째 줄"\t3000\r\n"셋째\r\n넷째"\t4000\r\n');
    expect(rows).toEqual([
      ['첫 줄\n둘째 줄', '3000'],
      ['셋째\n넷째', '4000'],
    ]);
  });

  it('a quoted tab stays in its cell', () => {
    expect(readClipboardTable('"a\tb"\tc')).toEqual([['a\tb', 'c']]);
  });

  it('a quote inside an unquoted cell is kept as typed (Excel does not quote 5" alone)', () => {
    expect(readClipboardTable('5"\t12" 자\n')).toEqual([['5"', '12" 자']]);
  });

  it('an opening quote never closed is read as typed', () => {
    expect(readClipboardTable('"12\t300\n')).toEqual([['"12', '300']]);
  });

  it('empty cells and empty rows keep their places', () => {
    expect(readClipboardTable('\t5\n\n7\t\n')).toEqual([['', '5'], [''], ['7', '']]);
    expect(readClipboardTable('')).toEqual([]);
  });

  it('a lone CR ends a row (old Mac Excel)', () => {
    expect(readClipboardTable('1\t2\r3\t4\r')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });
});
