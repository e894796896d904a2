/**
 * The one list query of the mock: filter, sort and page (or cursor-slice) a collection's rows, so
 * every list endpoint, learner or back-office, answers its filters, sort and paging the same way.
 *
 * Built for 10,000-row collections: `filterRows` makes the only copy in one pass (hand it
 * `db.<collection>.all()`, which is the collection's own array, never sorted here), `sortRows`
 * sorts just those filtered rows in place (stable), and `pageOf` / `sliceAfter` read one page out
 * of them and map only that page to answers.
 */

/** Whether a row belongs in the list. */
export type Predicate<T> = (row: T) => boolean;

/** A comparator for `sortRows`; negative puts `a` first. */
export type Order<T> = (a: T, b: T) => number;

/** A value a row is filtered or sorted by. */
export type Key = string | number | boolean | null | undefined;

/**
 * Every clause must hold. A clause left `undefined` (the filter's query parameter was absent) is
 * skipped, so a handler writes one `allOf` whatever the request carried.
 */
export function allOf<T>(...clauses: (Predicate<T> | undefined)[]): Predicate<T> | undefined {
  const present = clauses.filter((clause): clause is Predicate<T> => clause !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return (row) => present.every((clause) => clause(row));
}

/** The row's field equals `value`; no filter when `value` is undefined. */
export function equals<T, V extends Key>(
  field: (row: T) => V,
  value: V | undefined,
): Predicate<T> | undefined {
  return value === undefined ? undefined : (row) => field(row) === value;
}

/** The row's field is one of `values`; no filter when `values` is undefined. */
export function oneOf<T, V extends Key>(
  field: (row: T) => V,
  values: Iterable<V> | undefined,
): Predicate<T> | undefined {
  if (values === undefined) return undefined;
  const set = new Set(values);
  return (row) => set.has(field(row));
}

/**
 * The row's text contains `needle`, ignoring case and surrounding spaces; no filter when the
 * needle is undefined or blank. A row whose text is null never matches.
 */
export function contains<T>(
  field: (row: T) => string | null,
  needle: string | undefined,
): Predicate<T> | undefined {
  const wanted = needle?.trim().toLowerCase();
  if (!wanted) return undefined;
  return (row) => field(row)?.toLowerCase().includes(wanted) ?? false;
}

/** Inclusive bounds; either may be left out. */
export interface Range<V extends number | string> {
  min?: V | undefined;
  max?: V | undefined;
}

/**
 * The row's field lies within `range` (inclusive; ISO instants compare as strings); no filter when
 * both bounds are absent. A row whose field is null never matches.
 */
export function between<T, V extends number | string>(
  field: (row: T) => V | null,
  range: Range<V> | undefined,
): Predicate<T> | undefined {
  const min = range?.min;
  const max = range?.max;
  if (min === undefined && max === undefined) return undefined;
  return (row) => {
    const value = field(row);
    return (
      value !== null && (min === undefined || value >= min) && (max === undefined || value <= max)
    );
  };
}

/** The rows that pass `where`, in their order, as a new array (the one copy a query makes). */
export function filterRows<T>(rows: Iterable<T>, where?: Predicate<T>): T[] {
  const kept: T[] = [];
  for (const row of rows) if (!where || where(row)) kept.push(row);
  return kept;
}

/**
 * Orders rows by a key. Strings compare by code unit (ISO instants in time order), false before
 * true; null and undefined come last in either direction.
 */
export function by<T>(key: (row: T) => Key, direction: 'asc' | 'desc' = 'asc'): Order<T> {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const left = key(a);
    const right = key(b);
    if (left === right) return 0;
    if (left === null || left === undefined) return 1;
    if (right === null || right === undefined) return -1;
    return (left < right ? -1 : 1) * sign;
  };
}

/** The first order that tells two rows apart decides; rows equal under all keep their order. */
export function orderBy<T>(...orders: Order<T>[]): Order<T> {
  return (a, b) => {
    for (const order of orders) {
      const result = order(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/** Sorts `rows` in place (stable) and returns them; only for arrays the caller owns. */
export function sortRows<T>(rows: T[], order?: Order<T>): T[] {
  return order ? rows.sort(order) : rows;
}

/** Filters then sorts: the rows of a list before paging. */
export function select<T>(
  rows: Iterable<T>,
  spec: { where?: Predicate<T> | undefined; orderBy?: Order<T> | undefined },
): T[] {
  return sortRows(filterRows(rows, spec.where), spec.orderBy);
}

/** One numbered page with its totals (`page` starts at 1). */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  totalCount: number;
  totalPages: number;
}

/** Page `page` of `size` rows; `toItem` maps only that page's rows to answers. */
export function pageOf<T>(rows: readonly T[], request: { page: number; size: number }): Page<T>;
export function pageOf<T, U>(
  rows: readonly T[],
  request: { page: number; size: number },
  toItem: (row: T) => U,
): Page<U>;
export function pageOf<T, U>(
  rows: readonly T[],
  { page, size }: { page: number; size: number },
  toItem?: (row: T) => U,
): Page<T | U> {
  const start = (page - 1) * size;
  const rowsOfPage = rows.slice(start, start + size);
  return {
    items: toItem ? rowsOfPage.map(toItem) : rowsOfPage,
    page,
    size,
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / size),
  };
}

/** A cursor slice: `nextCursor` is the key of its last row, null when nothing follows. */
export interface Slice<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * How a cursor survives its row leaving the list (another operator refunded the last order of a
 * status-filtered list): the row is looked up in the whole collection and the slice continues
 * with the first matching row that sorts after it, so the next slice neither repeats nor skips.
 */
export interface CursorResume<T> {
  /** The cursor's row wherever it is now, filtered out or not; undefined when no row has the key. */
  find: (cursor: string) => T | undefined;
  /** The order `rows` are in (the list's sort, ties broken by the key). */
  order: Order<T>;
}

interface SliceRequest<T> {
  cursor: string | null | undefined;
  size: number;
  key: (row: T) => string;
  /** Without it a cursor must name a row of `rows`. */
  resume?: CursorResume<T> | undefined;
}

/** Where the slice after `cursor` starts in `rows`; -1 for a cursor no row has. */
function startAfter<T>(rows: readonly T[], cursor: string, { key, resume }: SliceRequest<T>): number {
  const at = rows.findIndex((row) => key(row) === cursor);
  if (at >= 0) return at + 1;
  const anchor = resume?.find(cursor);
  if (!resume || anchor === undefined) return -1;
  // `rows` are sorted by `order`: the first row after the anchor, found by bisection.
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const row = rows[middle];
    if (row !== undefined && resume.order(row, anchor) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The `size` rows after the row whose key is `cursor` (from the start without a cursor). With
 * `resume`, a cursor whose row no longer matches continues from its place in the list order.
 * Answers null for a cursor no row has, which the caller refuses in its own words.
 */
export function sliceAfter<T>(rows: readonly T[], request: SliceRequest<T>): Slice<T> | null;
export function sliceAfter<T, U>(rows: readonly T[], request: SliceRequest<T>, toItem: (row: T) => U): Slice<U> | null;
export function sliceAfter<T, U>(rows: readonly T[], request: SliceRequest<T>, toItem?: (row: T) => U): Slice<T | U> | null {
  const { cursor, size, key } = request;
  const start = cursor ? startAfter(rows, cursor, request) : 0;
  if (start < 0) return null;
  const rowsOfSlice = rows.slice(start, start + size);
  const last = rowsOfSlice.at(-1);
  return {
    items: toItem ? rowsOfSlice.map(toItem) : rowsOfSlice,
    nextCursor: last !== undefined && start + size < rows.length ? key(last) : null,
  };
}
