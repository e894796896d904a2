/**
 * What a list page shows while a bulk change of one field is in its undo window (issue 15's undo on
 * a selection; first written for the catalogue's display state, issue 28, and shared with the
 * reviews' hiding, issue 42): the selection's rows with the new value at once, and, when the change
 * is taken back, only its own rows back to what they had. A send that fails answers after later
 * changes may have been applied, so restoring the whole page as it was would undo those too.
 */
import type { ListPageData } from '../list/ListPage';

/** A selection as the bulk endpoints take it: picked keys, or every matching row but the excluded. */
export type RowScope = { kind: 'keys'; keys: readonly string[] } | { kind: 'query'; excluded: readonly string[] };

/** The one field a bulk change sets on a row. */
export interface RowField<R, V> {
  key: (row: R) => string;
  get: (row: R) => V;
  set: (row: R, value: V) => R;
}

function selects<R>(scope: RowScope, key: (row: R) => string): (row: R) => boolean {
  const keys = new Set(scope.kind === 'keys' ? scope.keys : scope.excluded);
  return (row) => (scope.kind === 'keys' ? keys.has(key(row)) : !keys.has(key(row)));
}

/** The page with the scope's rows set to `value`. */
export function withScopedValue<R, V>(page: ListPageData<R>, scope: RowScope, field: RowField<R, V>, value: V): ListPageData<R> {
  const chosen = selects(scope, field.key);
  return { ...page, items: page.items.map((row) => (chosen(row) ? field.set(row, value) : row)) };
}

/** The page as it is `now` with one change to `value` taken back: its rows still at that value get the value `before` showed. */
export function withScopedValueTakenBack<R, V>(
  now: ListPageData<R> | undefined,
  before: ListPageData<R>,
  scope: RowScope,
  field: RowField<R, V>,
  value: V,
): ListPageData<R> | undefined {
  if (!now) return now;
  const chosen = selects(scope, field.key);
  const valueBefore = new Map(before.items.map((row) => [field.key(row), field.get(row)]));
  return {
    ...now,
    items: now.items.map((row) => {
      const key = field.key(row);
      return chosen(row) && field.get(row) === value && valueBefore.has(key) ? field.set(row, valueBefore.get(key) as V) : row;
    }),
  };
}
