/**
 * The list's URL state against issue 15 part 1: the URL is the one source of truth (a pasted URL
 * restores the list), the menu link with no query is the default view, invalid or unknown values
 * fall back to defaults without throwing, and date ranges are Asia/Seoul days.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  defaultListState,
  defineList,
  isFiltered,
  parseListState,
  serializeFilters,
  serializeListState,
  toListQuery,
  type ListState,
} from './urlState';

const members = defineList({
  id: 'test.members',
  filters: {
    q: { kind: 'text', label: '검색어' },
    status: {
      kind: 'set',
      label: '상태',
      options: [
        { value: 'ACTIVE', label: '활동' },
        { value: 'DORMANT', label: '휴면' },
        { value: 'BLOCKED', label: '정지' },
      ],
    },
    joined: { kind: 'dateRange', label: '가입일' },
    age: { kind: 'number', label: '나이', min: 0, max: 150 },
    points: { kind: 'numberRange', label: '포인트', min: 0 },
  },
  sortFields: ['name', 'joinedAt'],
  defaultSort: { field: 'joinedAt', direction: 'desc' },
  pageSizes: [20, 50, 100],
  defaultPageSize: 50,
  columns: [{ id: 'name', alwaysVisible: true }, { id: 'email' }, { id: 'phone', hiddenByDefault: true }, { id: 'joinedAt' }],
});

const parse = (search: string) => parseListState(members, new URLSearchParams(search));
const write = (state: ListState<typeof members>) => serializeListState(members, state).toString();

describe('the menu link with no query is the default view', () => {
  it('an empty query parses to the defaults', () => {
    expect(parse('')).toEqual({
      filters: { q: '', status: [], joined: { from: null, to: null }, age: null, points: { min: null, max: null } },
      sort: { field: 'joinedAt', direction: 'desc' },
      page: 1,
      size: 50,
      columns: ['name', 'email', 'joinedAt'],
    });
  });

  it('the default state serialises to no query at all', () => {
    expect(write(defaultListState(members))).toBe('');
  });

  it('only what differs from the defaults is written', () => {
    const state = { ...defaultListState(members), page: 3 };
    expect(write(state)).toBe('page=3');
  });
});

describe('a pasted URL restores the same list (parse ∘ serialise is the identity)', () => {
  it('every kind of filter, sort, page, size and columns round-trip', () => {
    const search = 'q=%EA%B9%80&status=ACTIVE%2CBLOCKED&joined=2025-01-01%7E2025-01-31&age=30&points=10%7E&sort=name%2Casc&page=2&size=100&cols=name%2Cphone';
    const state = parse(search);
    expect(state).toEqual({
      filters: { q: '김', status: ['ACTIVE', 'BLOCKED'], joined: { from: '2025-01-01', to: '2025-01-31' }, age: 30, points: { min: 10, max: null } },
      sort: { field: 'name', direction: 'asc' },
      page: 2,
      size: 100,
      columns: ['name', 'phone'],
    });
    expect(write(state)).toBe(search);
  });

  it('a set is written in the options order whatever order it was chosen in', () => {
    const state = { ...defaultListState(members), filters: { ...defaultListState(members).filters, status: ['BLOCKED', 'ACTIVE'] as const } };
    expect(write(state)).toBe('status=ACTIVE%2CBLOCKED');
  });

  it('columns are kept in the definition order, and the name column cannot be hidden', () => {
    expect(parse('cols=joinedAt,email').columns).toEqual(['name', 'email', 'joinedAt']);
  });
});

describe('invalid or unknown values fall back to defaults and never throw', () => {
  it.each([
    ['unknown parameters', 'foo=bar&utm=x'],
    ['an unknown status', 'status=GONE'],
    ['a day that does not exist', 'joined=2025-02-30~'],
    ['a day range the wrong way round', 'joined=2025-02-01~2025-01-01'],
    ['a day range without its separator', 'joined=2025-01-01'],
    ['a number out of its bounds', 'age=200'],
    ['a number that is not one', 'age=3e2'],
    ['a number range the wrong way round', 'points=100~10'],
    ['a sort on a field that is not sortable', 'sort=email,asc'],
    ['a sort direction that is not one', 'sort=name,up'],
    ['a page of 0', 'page=0'],
    ['a negative page', 'page=-2'],
    ['a page that is not a number', 'page=two'],
    ['a page size not offered', 'size=7'],
    ['only unknown columns', 'cols=password'],
    ['malformed percent-encoding', 'q=%E0%A4%A'],
  ])('%s', (_, search) => {
    const state = parse(search);
    const defaults = defaultListState(members);
    // The bad value fell back; the text filter keeps whatever text it was given.
    expect({ ...state, filters: { ...state.filters, q: '' } }).toEqual(defaults);
  });

  it('unknown set values are dropped and known ones kept', () => {
    expect(parse('status=GONE,DORMANT').filters.status).toEqual(['DORMANT']);
  });

  it('a defaults-only query written by hand serialises back to nothing', () => {
    expect(write(parse('sort=joinedAt,desc&page=1&size=50&cols=name,email,joinedAt'))).toBe('');
  });
});

describe('date ranges are whole days in Asia/Seoul', () => {
  it('a day range becomes the first and last moment of those Seoul days', () => {
    const query = toListQuery(members, parse('joined=2025-01-01~2025-01-31'));
    expect(query).toMatchObject({ joinedFrom: '2024-12-31T15:00:00.000Z', joinedTo: '2025-01-31T14:59:59.999Z' });
  });

  it('an open end leaves its bound out', () => {
    const query = toListQuery(members, parse('joined=~2025-01-31'));
    expect(query).not.toHaveProperty('joinedFrom');
    expect(query).toHaveProperty('joinedTo', '2025-01-31T14:59:59.999Z');
  });
});

describe("the state yields the list endpoint's query", () => {
  it('page, size and sort as adminListQuery takes them, plus every set filter; empty filters are absent', () => {
    const query = toListQuery(members, parse('q=%20김%20&status=DORMANT&points=~500&sort=name,asc&page=4&size=20'));
    expect(query).toEqual({ page: 4, size: 20, sort: 'name,asc', q: '김', status: ['DORMANT'], pointsMax: 500 });
    expectTypeOf(query.sort).toEqualTypeOf<'name,asc' | 'name,desc' | 'joinedAt,asc' | 'joinedAt,desc'>();
    expectTypeOf(query.status).toEqualTypeOf<('ACTIVE' | 'DORMANT' | 'BLOCKED')[] | undefined>();
    expectTypeOf(query.joinedFrom).toEqualTypeOf<string | undefined>();
  });

  it('the default view asks for page 1 in the default size and sort', () => {
    expect(toListQuery(members, parse(''))).toEqual({ page: 1, size: 50, sort: 'joinedAt,desc' });
  });
});

describe('what the selection belongs to and what "filtered" means', () => {
  it('the filters alone are serialised, without sort, paging or columns', () => {
    expect(serializeFilters(members, parse('status=ACTIVE&sort=name,asc&page=2').filters).toString()).toBe('status=ACTIVE');
  });

  it('a list is filtered when any filter differs from its default', () => {
    expect(isFiltered(members, parse('sort=name,asc&page=3').filters)).toBe(false);
    expect(isFiltered(members, parse('age=3').filters)).toBe(true);
  });
});

describe('a definition is checked when it is declared', () => {
  it('a filter named like a paging parameter is refused', () => {
    expect(() =>
      defineList({
        id: 'bad',
        filters: { page: { kind: 'text', label: 'x' } },
        sortFields: ['a'],
        defaultSort: { field: 'a', direction: 'asc' },
        pageSizes: [10],
        defaultPageSize: 10,
        columns: [],
      }),
    ).toThrow(/clashes/);
  });
});

describe('a list offers only the sorts its endpoint honours (issue 27: "a control that does nothing is a defect")', () => {
  const slices = defineList({
    id: 'test.orders',
    filters: {},
    sortFields: ['orderedAt'],
    defaultSort: { field: 'orderedAt', direction: 'desc' },
    fixedOrder: true,
    pageSizes: [100],
    defaultPageSize: 100,
    columns: [{ id: 'orderedAt' }],
  });

  it('a list in its endpoint’s one order ignores a sort written in the URL, and never writes one', () => {
    const state = parseListState(slices, new URLSearchParams('sort=orderedAt,asc'));
    expect(state.sort).toEqual({ field: 'orderedAt', direction: 'desc' });
    expect(serializeListState(slices, state).toString()).toBe('');
  });

  it('a list whose endpoint sorts still reads the sort from the URL', () => {
    expect(parseListState(members, new URLSearchParams('sort=name,asc')).sort).toEqual({ field: 'name', direction: 'asc' });
  });
});
