/**
 * A back-office list's state lives in its URL (issue 15, part 1): filters, sort, page, page size
 * and visible columns. So reload, back/forward, a pasted link and leaving and coming back all
 * restore the same list, and the menu link (no query) is the default view. Pure: a list definition
 * says what the list has; `parseListState` reads any search string without ever throwing (an
 * invalid or unknown value falls back to its default) and `serializeListState` writes only what
 * differs from the defaults, so one view has one URL. `toListQuery` turns the state into the query
 * of the list endpoint (adminListQuery's page/size/sort plus the filters).
 *
 * URL forms: text `q=김`; status set `status=ACTIVE,DORMANT`; Seoul-day range
 * `joined=2025-01-01~2025-01-31` (either side may be empty); number `age=3`; number range
 * `points=10~100`; `sort=name,asc`; `page=2`; `size=100`; `cols=name,email`.
 */
import { nextSeoulDayStartMs, seoulDayStartMs } from '@app/shared/lib/format/seoulDay';

export type SortDirection = 'asc' | 'desc';

export interface SortSpec<Field extends string = string> {
  field: Field;
  direction: SortDirection;
}

export interface TextFilter {
  kind: 'text';
  label: string;
  placeholder?: string;
}

export interface SetFilterOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SetFilter<V extends string = string> {
  kind: 'set';
  label: string;
  options: readonly SetFilterOption<V>[];
}

/** A range of whole days in Asia/Seoul, inclusive at both ends. */
export interface DateRangeFilter {
  kind: 'dateRange';
  label: string;
}

export interface NumberFilter {
  kind: 'number';
  label: string;
  min?: number;
  max?: number;
}

export interface NumberRangeFilter {
  kind: 'numberRange';
  label: string;
  min?: number;
  max?: number;
}

export type FilterDefinition = TextFilter | SetFilter | DateRangeFilter | NumberFilter | NumberRangeFilter;

/** `yyyy-MM-dd` days in Asia/Seoul; null is an open end. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface NumberRange {
  min: number | null;
  max: number | null;
}

export type FilterValue<F> = F extends SetFilter<infer V>
  ? readonly V[]
  : F extends TextFilter
    ? string
    : F extends DateRangeFilter
      ? DayRange
      : F extends NumberFilter
        ? number | null
        : F extends NumberRangeFilter
          ? NumberRange
          : never;

export type FilterValues<Filters> = { readonly [K in keyof Filters]: FilterValue<Filters[K]> };

export interface ColumnSpec<Id extends string = string> {
  id: Id;
  /** Left out of the default view; the column picker can show it. */
  hiddenByDefault?: boolean;
  /** Always shown; the column picker does not offer to hide it (the row's name, say). */
  alwaysVisible?: boolean;
}

export interface ListDefinition<
  Filters extends Record<string, FilterDefinition> = Record<string, FilterDefinition>,
  SortField extends string = string,
  ColumnId extends string = string,
> {
  /** Names the list for saved views and for the selection that belongs to it: `member-groups.members`. */
  id: string;
  filters: Filters;
  /**
   * The fields a header may sort by: the list endpoint's own sort fields, taken from its contract
   * (schema-free beside it: `adminListQuery(memberListSortFields)` there, `sortFields: memberListSortFields` here), so a
   * list never offers a sort its endpoint ignores.
   */
  sortFields: readonly [SortField, ...SortField[]];
  defaultSort: SortSpec<NoInfer<SortField>>;
  /**
   * The endpoint answers in one order only (a slice list newest first, say): `defaultSort` names
   * it, no header offers another, and a `sort=` in the URL is ignored — a header that flips an
   * arrow while the rows stay put is a control that does nothing.
   */
  fixedOrder?: boolean;
  pageSizes: readonly [number, ...number[]];
  defaultPageSize: number;
  columns: readonly ColumnSpec<ColumnId>[];
}

/** Any list definition: what the kit's generic pieces take. */
export type AnyListDefinition = ListDefinition<Record<string, FilterDefinition>, string, string>;

export type FiltersOf<D> = D extends ListDefinition<infer F, string, string> ? F : never;
export type SortFieldOf<D> = D extends ListDefinition<Record<string, FilterDefinition>, infer S, string> ? S : never;
export type ColumnIdOf<D> = D extends ListDefinition<Record<string, FilterDefinition>, string, infer C> ? C : never;

export interface ListState<D extends AnyListDefinition> {
  filters: FilterValues<FiltersOf<D>>;
  sort: SortSpec<SortFieldOf<D>>;
  /** From 1. */
  page: number;
  size: number;
  /** Visible columns, in the definition's order. */
  columns: readonly ColumnIdOf<D>[];
}

type QueryPart<K extends string, F> = F extends SetFilter<infer V>
  ? { [P in K]?: V[] }
  : F extends TextFilter
    ? { [P in K]?: string }
    : F extends DateRangeFilter
      ? { [P in `${K}From` | `${K}To`]?: string }
      : F extends NumberFilter
        ? { [P in K]?: number }
        : F extends NumberRangeFilter
          ? { [P in `${K}Min` | `${K}Max`]?: number }
          : never;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/**
 * The filters as the list endpoint takes them: text as `key` (trimmed, absent when blank), a set
 * as `key` repeated, a day range as `keyFrom`/`keyTo` ISO instants (the first and last moment of
 * the Seoul days, both inclusive, as mocks/engine/query.ts `between` compares), a number as `key`,
 * a number range as `keyMin`/`keyMax`. Empty filters are absent.
 */
export type FilterQuery<Filters> = UnionToIntersection<
  { [K in keyof Filters & string]: QueryPart<K, Filters[K]> }[keyof Filters & string]
>;

export type ListQuery<D extends AnyListDefinition> = {
  page: number;
  size: number;
  sort: `${SortFieldOf<D>},${SortDirection}`;
} & FilterQuery<FiltersOf<D>>;

const RESERVED = ['sort', 'page', 'size', 'cols'] as const;
/** Far past any real list; a larger page in a URL is a typo. */
const PAGE_MAX = 1_000_000;
const RANGE_SEPARATOR = '~';

/**
 * Declares a list; the `const` parameters keep the filter keys, set values, sort fields and column
 * ids as literal types. A filter key that clashes with a paging parameter is a programming error.
 */
export function defineList<
  const Filters extends Record<string, FilterDefinition>,
  const SortField extends string,
  const ColumnId extends string,
>(definition: ListDefinition<Filters, SortField, ColumnId>): ListDefinition<Filters, SortField, ColumnId> {
  for (const key of Object.keys(definition.filters)) {
    if ((RESERVED as readonly string[]).includes(key)) throw new Error(`List filter "${key}" clashes with a paging parameter`);
  }
  if (!definition.pageSizes.includes(definition.defaultPageSize)) throw new Error('defaultPageSize must be one of pageSizes');
  return definition;
}

// ---- defaults -----------------------------------------------------------------------------

function emptyFilterValue(filter: FilterDefinition): unknown {
  switch (filter.kind) {
    case 'text':
      return '';
    case 'set':
      return [];
    case 'dateRange':
      return { from: null, to: null } satisfies DayRange;
    case 'number':
      return null;
    case 'numberRange':
      return { min: null, max: null } satisfies NumberRange;
  }
}

function filterEntries(definition: AnyListDefinition): [string, FilterDefinition][] {
  return Object.entries(definition.filters as Record<string, FilterDefinition>);
}

export function defaultFilters<D extends AnyListDefinition>(definition: D): FilterValues<FiltersOf<D>> {
  const values: Record<string, unknown> = {};
  for (const [key, filter] of filterEntries(definition)) values[key] = emptyFilterValue(filter);
  return values as FilterValues<FiltersOf<D>>;
}

export function defaultColumns<D extends AnyListDefinition>(definition: D): ColumnIdOf<D>[] {
  return definition.columns.filter((column) => !column.hiddenByDefault || column.alwaysVisible).map((column) => column.id as ColumnIdOf<D>);
}

export function defaultListState<D extends AnyListDefinition>(definition: D): ListState<D> {
  return {
    filters: defaultFilters(definition),
    sort: definition.defaultSort as SortSpec<SortFieldOf<D>>,
    page: 1,
    size: definition.defaultPageSize,
    columns: defaultColumns(definition),
  };
}

// ---- values ---------------------------------------------------------------------------------

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/** A real calendar day written `yyyy-MM-dd` (not 2025-02-30). */
export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function splitRange(text: string): [string, string] | null {
  const parts = text.split(RANGE_SEPARATOR);
  if (parts.length !== 2) return null;
  return [parts[0] ?? '', parts[1] ?? ''];
}

function parseDayRange(text: string): DayRange | null {
  const parts = splitRange(text);
  if (!parts) return null;
  const [from, to] = parts;
  if ((from && !isDay(from)) || (to && !isDay(to))) return null;
  if (!from && !to) return null;
  if (from && to && from > to) return null;
  return { from: from || null, to: to || null };
}

function parseNumber(text: string, filter: NumberFilter | NumberRangeFilter): number | null {
  if (!NUMBER_PATTERN.test(text)) return null;
  const value = Number(text);
  if (filter.min !== undefined && value < filter.min) return null;
  if (filter.max !== undefined && value > filter.max) return null;
  return value;
}

function parseNumberRange(text: string, filter: NumberRangeFilter): NumberRange | null {
  const parts = splitRange(text);
  if (!parts) return null;
  const min = parts[0] ? parseNumber(parts[0], filter) : null;
  const max = parts[1] ? parseNumber(parts[1], filter) : null;
  if ((parts[0] && min === null) || (parts[1] && max === null)) return null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

function parseFilter(filter: FilterDefinition, text: string | null): unknown {
  if (text === null) return emptyFilterValue(filter);
  switch (filter.kind) {
    case 'text':
      return text;
    case 'set': {
      const wanted = new Set(text.split(','));
      return filter.options.filter((option) => wanted.has(option.value)).map((option) => option.value);
    }
    case 'dateRange':
      return parseDayRange(text) ?? emptyFilterValue(filter);
    case 'number':
      return parseNumber(text, filter);
    case 'numberRange':
      return parseNumberRange(text, filter) ?? emptyFilterValue(filter);
  }
}

/** The URL text of a filter's value, or null when it is the empty (default) value. */
function writeFilter(filter: FilterDefinition, value: unknown): string | null {
  switch (filter.kind) {
    case 'text':
      return typeof value === 'string' && value !== '' ? value : null;
    case 'set': {
      const chosen = new Set(value as readonly string[]);
      const ordered = filter.options.filter((option) => chosen.has(option.value)).map((option) => option.value);
      return ordered.length > 0 ? ordered.join(',') : null;
    }
    case 'dateRange': {
      const range = value as DayRange;
      return range.from || range.to ? `${range.from ?? ''}${RANGE_SEPARATOR}${range.to ?? ''}` : null;
    }
    case 'number':
      return typeof value === 'number' ? String(value) : null;
    case 'numberRange': {
      const range = value as NumberRange;
      return range.min !== null || range.max !== null ? `${range.min ?? ''}${RANGE_SEPARATOR}${range.max ?? ''}` : null;
    }
  }
}

// ---- parse and serialise -------------------------------------------------------------------

function parseSort<D extends AnyListDefinition>(definition: D, text: string | null): SortSpec<SortFieldOf<D>> {
  const fallback = definition.defaultSort as SortSpec<SortFieldOf<D>>;
  if (text === null || definition.fixedOrder) return fallback;
  const [field, direction, ...rest] = text.split(',');
  if (rest.length > 0 || field === undefined || !definition.sortFields.includes(field)) return fallback;
  if (direction !== 'asc' && direction !== 'desc') return fallback;
  return { field: field as SortFieldOf<D>, direction };
}

function parsePositiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= PAGE_MAX ? value : null;
}

function parseColumns<D extends AnyListDefinition>(definition: D, text: string | null): ColumnIdOf<D>[] {
  if (text === null) return defaultColumns(definition);
  const wanted = new Set(text.split(','));
  const chosen = definition.columns.filter((column) => column.alwaysVisible || wanted.has(column.id));
  // Only always-visible columns left means nothing the person asked for was known.
  if (!chosen.some((column) => wanted.has(column.id))) return defaultColumns(definition);
  return chosen.map((column) => column.id as ColumnIdOf<D>);
}

/** Reads a list's state from its search params; anything invalid or unknown is the default. */
export function parseListState<D extends AnyListDefinition>(definition: D, params: URLSearchParams): ListState<D> {
  const filters: Record<string, unknown> = {};
  for (const [key, filter] of filterEntries(definition)) filters[key] = parseFilter(filter, params.get(key));
  const size = parsePositiveInteger(params.get('size'));
  return {
    filters: filters as FilterValues<FiltersOf<D>>,
    sort: parseSort(definition, params.get('sort')),
    page: parsePositiveInteger(params.get('page')) ?? 1,
    size: size !== null && definition.pageSizes.includes(size) ? size : definition.defaultPageSize,
    columns: parseColumns(definition, params.get('cols')),
  };
}

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** The filters alone, as search params: what a selection belongs to, and what "filtered" means. */
export function serializeFilters<D extends AnyListDefinition>(definition: D, filters: FilterValues<FiltersOf<D>>): URLSearchParams {
  const params = new URLSearchParams();
  const values = filters as Record<string, unknown>;
  for (const [key, filter] of filterEntries(definition)) {
    const text = writeFilter(filter, values[key]);
    if (text !== null) params.set(key, text);
  }
  return params;
}

/** The search params of a state, leaving out every default (the default view has none). */
export function serializeListState<D extends AnyListDefinition>(definition: D, state: ListState<D>): URLSearchParams {
  const params = serializeFilters(definition, state.filters);
  const sort = state.sort;
  if (sort.field !== definition.defaultSort.field || sort.direction !== definition.defaultSort.direction) {
    params.set('sort', `${sort.field},${sort.direction}`);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.size !== definition.defaultPageSize) params.set('size', String(state.size));
  const columns = definition.columns.filter((column) => column.alwaysVisible || state.columns.includes(column.id as ColumnIdOf<D>)).map((column) => column.id);
  if (!sameColumns(columns, defaultColumns(definition))) params.set('cols', columns.join(','));
  return params;
}

/** Whether any filter differs from its default ("필터 지우기" has something to clear). */
export function isFiltered<D extends AnyListDefinition>(definition: D, filters: FilterValues<FiltersOf<D>>): boolean {
  return serializeFilters(definition, filters).size > 0;
}

// ---- the endpoint's query ------------------------------------------------------------------

/** The first moment of a Seoul day, as an ISO instant. */
export function seoulDayStart(day: string): string {
  return new Date(seoulDayStartMs(day)).toISOString();
}

/** The last moment (millisecond) of a Seoul day, as an ISO instant: a millisecond before the next day's first. */
export function seoulDayEnd(day: string): string {
  return new Date(nextSeoulDayStartMs(seoulDayStartMs(day)) - 1).toISOString();
}

/** The filters as the list endpoint takes them (see FilterQuery). */
export function toFilterQuery<D extends AnyListDefinition>(definition: D, filters: FilterValues<FiltersOf<D>>): FilterQuery<FiltersOf<D>> {
  const query: Record<string, string | number | string[]> = {};
  const values = filters as Record<string, unknown>;
  for (const [key, filter] of filterEntries(definition)) {
    const value = values[key];
    switch (filter.kind) {
      case 'text': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text) query[key] = text;
        break;
      }
      case 'set': {
        const chosen = value as readonly string[];
        if (chosen.length > 0) query[key] = [...chosen];
        break;
      }
      case 'dateRange': {
        const range = value as DayRange;
        if (range.from) query[`${key}From`] = seoulDayStart(range.from);
        if (range.to) query[`${key}To`] = seoulDayEnd(range.to);
        break;
      }
      case 'number':
        if (typeof value === 'number') query[key] = value;
        break;
      case 'numberRange': {
        const range = value as NumberRange;
        if (range.min !== null) query[`${key}Min`] = range.min;
        if (range.max !== null) query[`${key}Max`] = range.max;
        break;
      }
    }
  }
  return query as FilterQuery<FiltersOf<D>>;
}

/** The list endpoint's query: adminListQuery's page/size/sort plus the filters. */
export function toListQuery<D extends AnyListDefinition>(definition: D, state: ListState<D>): ListQuery<D> {
  return {
    page: state.page,
    size: state.size,
    sort: `${state.sort.field},${state.sort.direction}`,
    ...(toFilterQuery(definition, state.filters) as Record<string, unknown>),
  } as ListQuery<D>;
}
