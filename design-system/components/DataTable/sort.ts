/**
 * Sorting of DataTable rows: Korean-aware text order (가나다, numbers inside text by value),
 * numbers and dates by value, empty values last in both directions, ties kept in input order.
 */
export type SortValue = string | number | Date | boolean | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

type Present = string | number | Date | boolean;

const present = (value: SortValue): Present | null => (value === null || value === undefined || value === '' ? null : value);

const asNumber = (value: number | Date | boolean) => (value instanceof Date ? value.getTime() : Number(value));

/** Ascending order of two non-empty values. */
function compareValues(a: Present, b: Present): number {
  if (typeof a === 'string' || typeof b === 'string') return collator.compare(String(a), String(b));
  return asNumber(a) - asNumber(b);
}

export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: present(value(row)) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    const order = compareValues(a.key, b.key);
    return order === 0 ? a.index - b.index : sign * order;
  });
  return keyed.map((entry) => entry.row);
}

/** A header click: a new column sorts ascending; the same column flips direction. */
export function nextSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId === columnId) return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { columnId, direction: 'asc' };
}
