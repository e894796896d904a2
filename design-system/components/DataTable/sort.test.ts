import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort';

const names = (rows: { name: string | null }[]) => rows.map((row) => row.name);

describe('sortRows — DataTable sortable columns', () => {
  it('orders Korean text 가나다 and numbers inside text by value', () => {
    const rows = [{ name: '수강생 10' }, { name: '나영' }, { name: '수강생 2' }, { name: '가람' }];
    expect(names(sortRows(rows, (row) => row.name, 'asc'))).toEqual(['가람', '나영', '수강생 2', '수강생 10']);
  });

  it('reverses for descending', () => {
    const rows = [{ n: 3 }, { n: 1 }, { n: 2 }];
    expect(sortRows(rows, (row) => row.n, 'desc').map((row) => row.n)).toEqual([3, 2, 1]);
  });

  it('orders dates by time', () => {
    const rows = [{ d: new Date('2024-05-02') }, { d: new Date('2023-01-01') }];
    expect(sortRows(rows, (row) => row.d, 'asc').map((row) => row.d.getFullYear())).toEqual([2023, 2024]);
  });

  it('puts empty values last in both directions', () => {
    const rows = [{ name: null }, { name: '나' }, { name: '' }, { name: '가' }];
    expect(names(sortRows(rows, (row) => row.name, 'asc'))).toEqual(['가', '나', null, '']);
    expect(names(sortRows(rows, (row) => row.name, 'desc'))).toEqual(['나', '가', null, '']);
  });

  it('keeps ties in their original order (stable)', () => {
    const rows = [{ id: 'a', g: 1 }, { id: 'b', g: 0 }, { id: 'c', g: 1 }];
    expect(sortRows(rows, (row) => row.g, 'desc').map((row) => row.id)).toEqual(['a', 'c', 'b']);
  });

  it('does not change the input array', () => {
    const rows = [{ n: 2 }, { n: 1 }];
    sortRows(rows, (row) => row.n, 'asc');
    expect(rows.map((row) => row.n)).toEqual([2, 1]);
  });
});

describe('nextSort — a header click', () => {
  it('sorts a new column ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
    expect(nextSort({ columnId: 'email', direction: 'desc' }, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  });

  it('flips the direction of the same column', () => {
    expect(nextSort({ columnId: 'name', direction: 'asc' }, 'name')).toEqual({ columnId: 'name', direction: 'desc' });
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  });
});
