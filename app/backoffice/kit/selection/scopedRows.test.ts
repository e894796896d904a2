/** The rows a bulk change shows in its undo window, and what taking it back restores (scopedRows.ts). */
import { describe, expect, it } from 'vitest';
import type { ListPageData } from '../list/ListPage';
import { withScopedValue, withScopedValueTakenBack, type RowField } from './scopedRows';

interface Row {
  key: string;
  hidden: boolean;
}

const field: RowField<Row, boolean> = { key: (row) => row.key, get: (row) => row.hidden, set: (row, hidden) => ({ ...row, hidden }) };
const page = (...rows: Row[]): ListPageData<Row> => ({ items: rows, totalCount: rows.length, totalPages: 1 });
const hiddenKeys = (data: ListPageData<Row> | undefined) => data?.items.filter((row) => row.hidden).map((row) => row.key);

describe('a bulk change shown on a list page', () => {
  const before = page({ key: 'a', hidden: false }, { key: 'b', hidden: true }, { key: 'c', hidden: false });

  it('sets the picked keys only, or every row of a query scope but the excluded', () => {
    expect(hiddenKeys(withScopedValue(before, { kind: 'keys', keys: ['a'] }, field, true))).toEqual(['a', 'b']);
    expect(hiddenKeys(withScopedValue(before, { kind: 'query', excluded: ['c'] }, field, true))).toEqual(['a', 'b']);
    expect(hiddenKeys(withScopedValue(before, { kind: 'query', excluded: [] }, field, false))).toEqual([]);
  });

  it('taken back, gives its own rows the value they had, and leaves a later change to another row alone', () => {
    const scope = { kind: 'keys', keys: ['a', 'b'] } as const;
    const applied = withScopedValue(before, scope, field, true);
    // A later change showed c meanwhile; b was already hidden before the change.
    const later = withScopedValue(applied, { kind: 'keys', keys: ['c'] }, field, true);
    expect(hiddenKeys(withScopedValueTakenBack(later, before, scope, field, true))).toEqual(['b', 'c']);
    expect(withScopedValueTakenBack(undefined, before, scope, field, true)).toBeUndefined();
  });
});
