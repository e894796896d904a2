/**
 * The variant grid's model, framework-free (issue 28 "the variant grid is keyboard-first"): its
 * columns (the option values, read-only, then price, SKU, stock per warehouse and status), what a
 * cell shows and how a typed value is read and checked with the forms' rules (adminProductWords.ts,
 * the server's own), edits that keep what was typed when it is refused, a block pasted from a
 * spreadsheet (its quoting read as spreadsheets write it) filling as many columns from the active
 * cell as it has, and an undo history of edit batches (a paste is one). Pure functions over plain
 * data, so 2,048 rows stay cheap: an edit copies only the rows it touches.
 *
 * Why not the editor kit's history (kit/editor/editHistory.ts, issue 41), which keeps whole
 * documents: a grid of 2,048 variants kept 100 times over is megabytes, and every step would be
 * compared whole; here a step holds only the rows a batch touched, and the grid saves each batch
 * at once, so it keeps no draft in the browser either.
 */
import { priceProblem, saleStatuses, type SaleStatus } from '@app/shared/api/contract/adminCatalogueWords';
import {
  isItemItself,
  skuProblem,
  stockIn,
  stockProblem,
  variantRuleMessages,
  type OptionGroup,
  type Variant,
  type WarehouseRef,
} from '@app/shared/api/contract/adminProductWords';
import { copy } from '@app/shared/copy';
import { readClipboardTable } from '@app/shared/lib/spreadsheet/clipboardTable';
import { typedWholeNumber } from '../typedNumber';

export type GridColumn =
  | { id: string; kind: 'option'; group: number; label: string }
  | { id: 'price'; kind: 'price' }
  | { id: 'sku'; kind: 'sku' }
  | { id: string; kind: 'stock'; warehouseKey: string; label: string }
  | { id: 'status'; kind: 'status' };

/**
 * The columns for these groups and the tenant's warehouses (data, issue 40: one stock column
 * each). An item without options (the item itself, issue 40) has only its SKU and stock: its
 * price and sale status are the item's, edited in its sales info.
 */
export function columnsOf(groups: readonly OptionGroup[], warehouses: readonly WarehouseRef[]): GridColumn[] {
  const stock = warehouses.map((warehouse): GridColumn => ({ id: `stock-${warehouse.warehouseKey}`, kind: 'stock', warehouseKey: warehouse.warehouseKey, label: warehouse.name }));
  if (isItemItself(groups)) return [{ id: 'sku', kind: 'sku' }, ...stock];
  return [
    ...groups.map((group, index): GridColumn => ({ id: `option-${index}`, kind: 'option', group: index, label: group.name })),
    { id: 'price', kind: 'price' },
    { id: 'sku', kind: 'sku' },
    ...stock,
    { id: 'status', kind: 'status' },
  ];
}

export const isEditable = (column: GridColumn): boolean => column.kind !== 'option';

/** The words a status cell accepts and shows (the screens' own, passed in: the model knows no copy). */
export type StatusWords = Readonly<Record<SaleStatus, string>>;

/** The cell's value as text, as it is edited and copied. */
export function cellText(variant: Variant, column: GridColumn, statusWords: StatusWords): string {
  switch (column.kind) {
    case 'option':
      return variant.optionValues[column.group] ?? '';
    case 'price':
      return String(variant.price);
    case 'sku':
      return variant.sku;
    case 'stock':
      return String(stockIn(variant, column.warehouseKey));
    case 'status':
      return statusWords[variant.status];
  }
}


/** Reads typed text into the variant, or says why it cannot (the forms' rule messages). */
export function readCell(variant: Variant, column: GridColumn, raw: string, statusWords: StatusWords): { variant: Variant } | { error: string } {
  switch (column.kind) {
    case 'option':
      return { variant };
    case 'price': {
      const price = typedWholeNumber(raw);
      const problem = priceProblem(price);
      return problem ? { error: problem } : { variant: { ...variant, price } };
    }
    case 'sku': {
      const sku = raw.trim().toUpperCase();
      const problem = skuProblem(sku);
      return problem ? { error: problem } : { variant: { ...variant, sku } };
    }
    case 'stock': {
      const stock = typedWholeNumber(raw);
      const problem = stockProblem(stock);
      return problem ? { error: problem } : { variant: { ...variant, stock: { ...variant.stock, [column.warehouseKey]: stock } } };
    }
    case 'status': {
      const wanted = raw.trim();
      const status = saleStatuses.find((code) => code === wanted.toUpperCase() || statusWords[code] === wanted);
      return status ? { variant: { ...variant, status } } : { error: copy.backofficeCatalogue.variants.statusTyped };
    }
  }
}

export interface CellAt {
  row: number;
  col: number;
}

export const cellKey = (at: CellAt): string => `${at.row}:${at.col}`;

/** The grid's data: the variants as last read, and the cells whose typed text was refused. */
export interface GridData {
  variants: readonly Variant[];
  /** Refused cells: what was typed (kept, shown) and why. */
  invalid: ReadonlyMap<string, { raw: string; error: string }>;
}

export interface CellEdit extends CellAt {
  raw: string;
}

/** What an edit batch changed, to take it back: each touched row and refused cell as it was. */
export interface UndoStep {
  rows: ReadonlyMap<number, Variant>;
  invalid: ReadonlyMap<string, { raw: string; error: string } | undefined>;
}

/** Applies a batch of typed values; answers the new data and the step that takes the batch back. */
export function applyEdits(data: GridData, columns: readonly GridColumn[], edits: readonly CellEdit[], statusWords: StatusWords): { data: GridData; undo: UndoStep } {
  const variants = [...data.variants];
  const invalid = new Map(data.invalid);
  const rowsBefore = new Map<number, Variant>();
  const invalidBefore = new Map<string, { raw: string; error: string } | undefined>();
  for (const edit of edits) {
    const column = columns[edit.col];
    const variant = variants[edit.row];
    if (!column || !variant || !isEditable(column)) continue;
    const key = cellKey(edit);
    if (!rowsBefore.has(edit.row)) rowsBefore.set(edit.row, variant);
    if (!invalidBefore.has(key)) invalidBefore.set(key, invalid.get(key));
    const read = readCell(variant, column, edit.raw, statusWords);
    if ('error' in read) invalid.set(key, { raw: edit.raw, error: read.error });
    else {
      invalid.delete(key);
      variants[edit.row] = read.variant;
    }
  }
  return { data: { variants, invalid }, undo: { rows: rowsBefore, invalid: invalidBefore } };
}

export function undoStep(data: GridData, step: UndoStep): GridData {
  const variants = [...data.variants];
  for (const [row, variant] of step.rows) variants[row] = variant;
  const invalid = new Map(data.invalid);
  for (const [key, was] of step.invalid) {
    if (was) invalid.set(key, was);
    else invalid.delete(key);
  }
  return { variants, invalid };
}

/** What a paste did: the edits, and how much of the block fell outside the grid or on read-only cells. */
export interface PasteResult {
  edits: CellEdit[];
  /** The block's columns past the grid's last column, and rows past its last row: not pasted. */
  columnsPast: number;
  rowsPast: number;
  /** Cells of the block that landed on an option value, which is not edited in the grid. */
  readOnlyCells: number;
}

/**
 * A block copied from a spreadsheet (clipboardTable.ts reads its quoting) as edits, as a
 * spreadsheet pastes: its N columns fill the N columns from the active cell rightwards and its
 * rows go downwards from it, clipped to the grid; what falls past the last column or row, or on an
 * option value's cell, is counted so the page can say so (issue 40).
 */
export function pasteEdits(text: string, at: CellAt, columns: readonly GridColumn[], rowCount: number): PasteResult {
  const block = readClipboardTable(text);
  const width = block.reduce((widest, cells) => Math.max(widest, cells.length), 0);
  const edits: CellEdit[] = [];
  let readOnlyCells = 0;
  block.forEach((cells, offset) => {
    const row = at.row + offset;
    if (row >= rowCount) return;
    cells.forEach((raw, index) => {
      const col = at.col + index;
      const column = columns[col];
      if (!column) return;
      if (isEditable(column)) edits.push({ row, col, raw });
      else readOnlyCells += 1;
    });
  });
  return {
    edits,
    columnsPast: Math.max(0, at.col + width - columns.length),
    rowsPast: Math.max(0, at.row + block.length - rowCount),
    readOnlyCells,
  };
}

/** Rows whose SKU another row also has: their SKU cell is in error too (a SKU is unique in a product). */
export function duplicateSkuRows(variants: readonly Variant[]): ReadonlySet<number> {
  const first = new Map<string, number>();
  const duplicates = new Set<number>();
  variants.forEach((variant, row) => {
    const seen = first.get(variant.sku);
    if (seen === undefined) first.set(variant.sku, row);
    else {
      duplicates.add(seen);
      duplicates.add(row);
    }
  });
  return duplicates;
}

/** Every cell in error, in reading order: refused typed values and duplicate SKUs. */
export function errorCells(data: GridData, columns: readonly GridColumn[]): CellAt[] {
  const skuCol = columns.findIndex((column) => column.kind === 'sku');
  const cells = [...data.invalid.keys()].map((key) => {
    const [row = 0, col = 0] = key.split(':').map(Number);
    return { row, col };
  });
  for (const row of duplicateSkuRows(data.variants)) if (!data.invalid.has(cellKey({ row, col: skuCol }))) cells.push({ row, col: skuCol });
  return cells.sort((a, b) => a.row - b.row || a.col - b.col);
}

/** Of these cells, the ones in error now (refused, or a SKU another row has): what a paste got wrong, each to be named. */
export function cellsInError(data: GridData, columns: readonly GridColumn[], cells: readonly CellAt[]): CellAt[] {
  const duplicates = duplicateSkuRows(data.variants);
  return cells.filter((at) => cellError(data, columns, at, duplicates) !== null);
}

/** How many cells an undo step puts back: it holds each touched cell's refusal as it was, absent or not. */
export const stepCellCount = (step: UndoStep): number => step.invalid.size;

/** The message of a cell in error, or null. */
export function cellError(data: GridData, columns: readonly GridColumn[], at: CellAt, duplicates: ReadonlySet<number>): string | null {
  const refused = data.invalid.get(cellKey(at));
  if (refused) return refused.error;
  return columns[at.col]?.kind === 'sku' && duplicates.has(at.row) ? variantRuleMessages.skuTaken : null;
}
