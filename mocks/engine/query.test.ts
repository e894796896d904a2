/** Unit tests of the mock's list query: filters, stable sorts, numbered pages and cursor slices. */
import { describe, expect, it } from 'vitest';
import {
  allOf,
  between,
  by,
  contains,
  equals,
  filterRows,
  oneOf,
  orderBy,
  pageOf,
  select,
  sliceAfter,
  sortRows,
} from './query';

interface Row {
  id: string;
  title: string | null;
  rating: number;
  pinned: boolean;
  created: string | null;
}

const rows: Row[] = [
  {
    id: 'a',
    title: '자바스크립트 입문',
    rating: 5,
    pinned: false,
    created: '2026-01-03T00:00:00.000Z',
  },
  { id: 'b', title: 'React 실전', rating: 3, pinned: true, created: '2026-01-01T00:00:00.000Z' },
  { id: 'c', title: null, rating: 5, pinned: false, created: null },
  { id: 'd', title: 'react 기초', rating: 1, pinned: false, created: '2026-01-02T00:00:00.000Z' },
  { id: 'e', title: '타입스크립트', rating: 3, pinned: true, created: '2026-01-04T00:00:00.000Z' },
];
const ids = (list: readonly Row[]) => list.map((row) => row.id);

describe('filters', () => {
  it('an absent parameter is no filter; allOf skips it and needs every other clause', () => {
    expect(equals((row: Row) => row.rating, undefined)).toBeUndefined();
    expect(allOf<Row>(undefined, undefined)).toBeUndefined();
    const where = allOf<Row>(
      equals((row) => row.rating, 5),
      undefined,
      (row) => row.title !== null,
    );
    expect(ids(filterRows(rows, where))).toEqual(['a']);
  });

  it('oneOf keeps rows whose field is in the set', () => {
    expect(
      ids(
        filterRows(
          rows,
          oneOf((row) => row.rating, [1, 3]),
        ),
      ),
    ).toEqual(['b', 'd', 'e']);
    expect(
      ids(
        filterRows(
          rows,
          oneOf((row) => row.rating, []),
        ),
      ),
    ).toEqual([]);
  });

  it('contains ignores case and surrounding spaces; a blank needle is no filter; null never matches', () => {
    expect(
      ids(
        filterRows(
          rows,
          contains((row) => row.title, '  REACT '),
        ),
      ),
    ).toEqual(['b', 'd']);
    expect(contains((row: Row) => row.title, '   ')).toBeUndefined();
    expect(
      ids(
        filterRows(
          rows,
          contains((row) => row.title, '스크립트'),
        ),
      ),
    ).toEqual(['a', 'e']);
  });

  it('between is inclusive, open on a missing bound, and compares ISO instants as strings', () => {
    expect(
      ids(
        filterRows(
          rows,
          between((row) => row.rating, { min: 3, max: 5 }),
        ),
      ),
    ).toEqual(['a', 'b', 'c', 'e']);
    expect(
      ids(
        filterRows(
          rows,
          between((row) => row.rating, { max: 1 }),
        ),
      ),
    ).toEqual(['d']);
    const january2 = { min: '2026-01-02T00:00:00.000Z', max: '2026-01-03T23:59:59.999Z' };
    expect(
      ids(
        filterRows(
          rows,
          between((row) => row.created, january2),
        ),
      ),
    ).toEqual(['a', 'd']);
    expect(between((row: Row) => row.rating, {})).toBeUndefined();
  });

  it('filterRows copies: the source array is never changed, even by a later sort', () => {
    const source = [...rows];
    const kept = select(source, { orderBy: by((row) => row.rating) });
    expect(kept).not.toBe(source);
    expect(ids(source)).toEqual(ids(rows));
  });
});

describe('sorting', () => {
  it('by key ascending or descending, nulls last either way', () => {
    expect(
      ids(
        sortRows(
          [...rows],
          by((row) => row.created),
        ),
      ),
    ).toEqual(['b', 'd', 'a', 'e', 'c']);
    expect(
      ids(
        sortRows(
          [...rows],
          by((row) => row.created, 'desc'),
        ),
      ),
    ).toEqual(['e', 'a', 'd', 'b', 'c']);
  });

  it('orderBy breaks ties with the next key; rows equal under every key keep their order', () => {
    const pinnedThenRating = orderBy<Row>(
      by((row) => row.pinned, 'desc'),
      by((row) => row.rating, 'desc'),
    );
    expect(ids(sortRows([...rows], pinnedThenRating))).toEqual(['b', 'e', 'a', 'c', 'd']);
  });

  it('select filters then sorts', () => {
    const list = select(rows, {
      where: equals((row) => row.pinned, false),
      orderBy: by((row) => row.rating),
    });
    expect(ids(list)).toEqual(['d', 'a', 'c']);
  });
});

describe('pageOf', () => {
  it('answers a numbered page with its totals, and an empty page past the end', () => {
    expect(pageOf(rows, { page: 2, size: 2 })).toEqual({
      items: [rows[2], rows[3]],
      page: 2,
      size: 2,
      totalCount: 5,
      totalPages: 3,
    });
    expect(pageOf(rows, { page: 3, size: 2 }).items).toEqual([rows[4]]);
    expect(pageOf(rows, { page: 4, size: 2 }).items).toEqual([]);
    expect(pageOf([], { page: 1, size: 20 })).toMatchObject({ totalCount: 0, totalPages: 0 });
  });

  it('maps only the rows of the page', () => {
    const seen: string[] = [];
    const page = pageOf(rows, { page: 1, size: 2 }, (row) => {
      seen.push(row.id);
      return row.id.toUpperCase();
    });
    expect(page.items).toEqual(['A', 'B']);
    expect(seen).toEqual(['a', 'b']);
  });
});

describe('sliceAfter', () => {
  const key = (row: Row) => row.id;

  it('starts at the beginning without a cursor and names the last row as the next cursor', () => {
    expect(sliceAfter(rows, { cursor: null, size: 2, key })).toEqual({
      items: [rows[0], rows[1]],
      nextCursor: 'b',
    });
  });

  it('continues after the cursor; the last slice has no next cursor', () => {
    expect(sliceAfter(rows, { cursor: 'b', size: 2, key }, key)).toEqual({
      items: ['c', 'd'],
      nextCursor: 'd',
    });
    expect(sliceAfter(rows, { cursor: 'd', size: 2, key }, key)).toEqual({
      items: ['e'],
      nextCursor: null,
    });
    expect(sliceAfter(rows, { cursor: 'c', size: 2, key })?.nextCursor).toBeNull();
  });

  it('answers null for a cursor no row has', () => {
    expect(sliceAfter(rows, { cursor: 'zz', size: 2, key })).toBeNull();
  });

  it('continues after a cursor row that left the filter from its place in the list order', () => {
    // The whole collection in list order (a descending number, then the key); the list shows the even ones.
    const all = [
      { id: 'p', n: 6 },
      { id: 'q', n: 5 },
      { id: 'r', n: 4 },
      { id: 's', n: 3 },
      { id: 't', n: 2 },
    ];
    const shown = all.filter((row) => row.n % 2 === 0);
    const resume = { find: (cursor: string) => all.find((row) => row.id === cursor), order: orderBy(by((row: { n: number }) => row.n, 'desc')) };
    const ids = (row: { id: string }) => row.id;
    // 'q' was on screen when it was the cursor; it no longer matches, and the slice goes on after it.
    expect(sliceAfter(shown, { cursor: 'q', size: 1, key: ids, resume }, ids)).toEqual({ items: ['r'], nextCursor: 'r' });
    expect(sliceAfter(shown, { cursor: 's', size: 5, key: ids, resume }, ids)).toEqual({ items: ['t'], nextCursor: null });
    // Without `resume` the same cursor is unknown; with it, a key no row has still is.
    expect(sliceAfter(shown, { cursor: 'q', size: 1, key: ids })).toBeNull();
    expect(sliceAfter(shown, { cursor: 'zz', size: 1, key: ids, resume })).toBeNull();
  });
});

describe('a 10,000-row collection', () => {
  const big = Array.from({ length: 10_000 }, (_, index) => ({
    id: `r-${index}`,
    rating: (index % 5) + 1,
    created: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  }));

  it('filters in one pass, sorts only the kept rows and maps only one page', () => {
    let predicateCalls = 0;
    let mapCalls = 0;
    const kept = select(big, {
      where: (row) => {
        predicateCalls += 1;
        return row.rating === 4;
      },
      orderBy: by((row) => row.created, 'desc'),
    });
    const page = pageOf(kept, { page: 50, size: 20 }, (row) => {
      mapCalls += 1;
      return row.id;
    });
    expect(predicateCalls).toBe(10_000);
    expect(mapCalls).toBe(20);
    expect(page).toMatchObject({ totalCount: 2_000, totalPages: 100 });
    // Rating 4 is every fifth row from r-3; newest first, page 50 starts at the 981st of them.
    expect(page.items[0]).toBe(`r-${3 + 5 * (2_000 - 981)}`);
  });
});
