/**
 * The variant grid's model (issue 28 "each cell validates with the forms' rules and shows its
 * error; … pasting a block of cells from a spreadsheet fills a range; edits can be undone"): a
 * typed value is read with the rules or kept as typed with its message; a pasted block is clipped
 * to the grid; one undo takes back a whole paste; duplicate SKUs are errors; the error cells come
 * in reading order. Issue 40: a paste of N columns fills N columns from the active cell and counts
 * what ran past the grid; a spreadsheet's quoted cell is one cell.
 */
import { describe, expect, it } from 'vitest';
import { catalogueRuleMessages } from '@app/shared/api/contract/adminCatalogueWords';
import { generateVariants, variantRuleMessages } from '@app/shared/api/contract/adminProductWords';
import { copy } from '@app/shared/copy';
import { applyEdits, cellsInError, columnsOf, errorCells, pasteEdits, stepCellCount, undoStep, type GridData } from './gridModel';

const words = copy.backofficeCatalogue.saleStatusNames;
const groups = [{ name: '색상', values: ['화이트', '블랙', '네이비'] }];
const warehouses = [
  { warehouseKey: 'wh-icheon', name: '이천 물류센터' },
  { warehouseKey: 'wh-busan', name: '부산 물류센터' },
];
const columns = columnsOf(groups, warehouses);
// option, price, sku, stock icheon, stock busan, status
const [, PRICE, SKU, ICHEON, BUSAN, STATUS] = [0, 1, 2, 3, 4, 5];
const fresh = (): GridData => ({ variants: generateVariants([], [], groups, { skuPrefix: 'G', price: 10_000 }), invalid: new Map() });

describe('an item without options (issue 40: a book, goods without option groups)', () => {
  it('is one row of its SKU and stock per warehouse: its price and sale status are the item’s, not the grid’s', () => {
    expect(columnsOf([], warehouses).map((column) => column.kind)).toEqual(['sku', 'stock', 'stock']);
    const itself = columnsOf([], warehouses);
    const data: GridData = { variants: generateVariants([], [], [], { skuPrefix: 'BOOK-005', price: 18_000 }), invalid: new Map() };
    const pasted = pasteEdits('BOOK-005-A\t12\t3\t9', { row: 0, col: 0 }, itself, data.variants.length);
    expect(pasted.columnsPast).toBe(1);
    const { data: after } = applyEdits(data, itself, pasted.edits, words);
    expect(after.variants).toEqual([{ optionValues: [], sku: 'BOOK-005-A', price: 18_000, stock: { 'wh-icheon': 12, 'wh-busan': 3 }, status: 'ON_SALE' }]);
  });
});

describe('cells', () => {
  it('reads a price with commas, an SKU in capitals, a stock, a status in words or code', () => {
    const { data } = applyEdits(fresh(), columns, [
      { row: 0, col: PRICE, raw: '12,500' },
      { row: 0, col: SKU, raw: ' tumbler-wh ' },
      { row: 0, col: ICHEON, raw: '30' },
      { row: 0, col: STATUS, raw: words.STOPPED },
      { row: 1, col: STATUS, raw: 'stopped' },
    ], words);
    expect(data.variants[0]).toMatchObject({ price: 12_500, sku: 'TUMBLER-WH', stock: { 'wh-icheon': 30 }, status: 'STOPPED' });
    expect(data.variants[1]?.status).toBe('STOPPED');
    expect(data.invalid.size).toBe(0);
  });

  it('keeps a refused value as typed with the rule’s message, and clears it once fixed', () => {
    const refused = applyEdits(fresh(), columns, [{ row: 2, col: BUSAN, raw: '-3' }, { row: 2, col: PRICE, raw: '만원' }], words).data;
    expect(refused.invalid.get(`2:${BUSAN}`)).toEqual({ raw: '-3', error: variantRuleMessages.stock });
    expect(refused.invalid.get(`2:${PRICE}`)).toEqual({ raw: '만원', error: catalogueRuleMessages.price });
    expect(refused.variants[2]?.price).toBe(10_000);
    expect(errorCells(refused, columns)).toEqual([{ row: 2, col: PRICE }, { row: 2, col: BUSAN }]);
    const fixed = applyEdits(refused, columns, [{ row: 2, col: BUSAN, raw: '3' }], words).data;
    expect(fixed.invalid.has(`2:${BUSAN}`)).toBe(false);
  });

  it('an option value cannot be edited', () => {
    const { data } = applyEdits(fresh(), columns, [{ row: 0, col: 0, raw: '레드' }], words);
    expect(data.variants[0]?.optionValues).toEqual(['화이트']);
  });

  it('two rows with one SKU are both in error', () => {
    const { data } = applyEdits(fresh(), columns, [{ row: 0, col: SKU, raw: 'SAME' }, { row: 2, col: SKU, raw: 'SAME' }], words);
    expect(errorCells(data, columns)).toEqual([{ row: 0, col: SKU }, { row: 2, col: SKU }]);
  });
});

describe('paste and undo', () => {
  it('fills a block from the active cell, clipped to the grid, and counts the rows past its end', () => {
    const pasted = pasteEdits('1000\tA-1\t5\n2000\tA-2\t6\n3000\tA-3\t7\n4000\tA-4\t8\n', { row: 1, col: PRICE }, columns, 3);
    expect(pasted.edits).toEqual([
      { row: 1, col: PRICE, raw: '1000' },
      { row: 1, col: SKU, raw: 'A-1' },
      { row: 1, col: ICHEON, raw: '5' },
      { row: 2, col: PRICE, raw: '2000' },
      { row: 2, col: SKU, raw: 'A-2' },
      { row: 2, col: ICHEON, raw: '6' },
    ]);
    expect(pasted).toMatchObject({ rowsPast: 2, columnsPast: 0, readOnlyCells: 0 });
  });

  it('“a paste of N columns fills N columns from the active cell, as in a spreadsheet”', () => {
    // Two columns pasted at the SKU fill the SKU and the first warehouse, nothing else.
    const pasted = pasteEdits('B-1\t9\nB-2\t8', { row: 0, col: SKU }, columns, 3);
    expect(pasted.edits).toEqual([
      { row: 0, col: SKU, raw: 'B-1' },
      { row: 0, col: ICHEON, raw: '9' },
      { row: 1, col: SKU, raw: 'B-2' },
      { row: 1, col: ICHEON, raw: '8' },
    ]);
    // From an option cell the block starts there too: the option value is not edited, and says so.
    expect(pasteEdits('레드\t9000', { row: 0, col: 0 }, columns, 3)).toEqual({
      edits: [{ row: 0, col: PRICE, raw: '9000' }],
      columnsPast: 0,
      rowsPast: 0,
      readOnlyCells: 1,
    });
  });

  it('“says so when it runs past the last column”: the columns past the end are counted, not pasted', () => {
    const pasted = pasteEdits('판매 중\t1\t2', { row: 0, col: STATUS }, columns, 3);
    expect(pasted.edits).toEqual([{ row: 0, col: STATUS, raw: '판매 중' }]);
    expect(pasted.columnsPast).toBe(2);
  });

  it('a quoted cell is one cell: "12,000" is a price and a quoted line break stays in its row', () => {
    const pasted = pasteEdits('"12,000"\t"A\nB"\n"13,000"\tC-2\n', { row: 0, col: PRICE }, columns, 3);
    expect(pasted.edits).toEqual([
      { row: 0, col: PRICE, raw: '12,000' },
      { row: 0, col: SKU, raw: 'A\nB' },
      { row: 1, col: PRICE, raw: '13,000' },
      { row: 1, col: SKU, raw: 'C-2' },
    ]);
    const { data } = applyEdits(fresh(), columns, pasted.edits, words);
    expect(data.variants.map((variant) => variant.price)).toEqual([12_000, 13_000, 10_000]);
    expect(data.invalid.get(`0:${SKU}`)?.error).toBe(variantRuleMessages.sku);
  });

  it('one undo takes back a whole paste, refused cells included', () => {
    const start = fresh();
    const pasted = applyEdits(start, columns, pasteEdits('1000\t-\n2000\tB-2', { row: 0, col: PRICE }, columns, 3).edits, words);
    expect(pasted.data.invalid.size).toBe(1);
    const back = undoStep(pasted.data, pasted.undo);
    expect(back.variants).toEqual(start.variants);
    expect(back.invalid.size).toBe(0);
  });

  it('a bad paste names each cell it got wrong, a refused value or a SKU another row has; its undo counts every cell it puts back', () => {
    const start = fresh();
    const third = start.variants[2]?.sku ?? '';
    const { edits } = pasteEdits(`만원\t${third}\n-5\tB-2`, { row: 0, col: PRICE }, columns, 3);
    const pasted = applyEdits(start, columns, edits, words);
    // Row 0's price refused and its SKU the third row's; row 1's price refused.
    expect(cellsInError(pasted.data, columns, edits)).toEqual([
      { row: 0, col: PRICE, raw: '만원' },
      { row: 0, col: SKU, raw: third },
      { row: 1, col: PRICE, raw: '-5' },
    ]);
    expect(stepCellCount(pasted.undo)).toBe(4);
  });
});
