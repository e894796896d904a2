import { describe, expect, it } from 'vitest';
import { selectAllState, toggleAll, toggleRow } from './selection';

const keys = ['a', 'b', 'c'];

describe('DataTable row selection with a select-all checkbox', () => {
  it('reports none, some or all for the select-all checkbox', () => {
    expect(selectAllState(keys, new Set())).toBe('none');
    expect(selectAllState(keys, new Set(['b']))).toBe('some');
    expect(selectAllState(keys, new Set(keys))).toBe('all');
  });

  it('ignores selected keys that are no longer rows', () => {
    expect(selectAllState(keys, new Set(['gone']))).toBe('none');
  });

  it('toggles one row without changing the input set', () => {
    const selected = new Set(['a']);
    expect([...toggleRow(selected, 'b')]).toEqual(['a', 'b']);
    expect([...toggleRow(selected, 'a')]).toEqual([]);
    expect([...selected]).toEqual(['a']);
  });

  it('select-all selects every row, then clears when all are selected', () => {
    expect([...toggleAll(keys, new Set(['b']))]).toEqual(keys);
    expect([...toggleAll(keys, new Set(keys))]).toEqual([]);
  });
});
