/**
 * Row selection of DataTable as pure set operations: one row on or off, all rows on or off, and
 * the state of the select-all checkbox (checked, partly checked, unchecked).
 */
export type SelectAllState = 'all' | 'some' | 'none';

export function selectAllState(allKeys: readonly string[], selected: ReadonlySet<string>): SelectAllState {
  let count = 0;
  for (const key of allKeys) if (selected.has(key)) count += 1;
  if (count === 0) return 'none';
  return count === allKeys.length ? 'all' : 'some';
}

export function toggleRow(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Select-all selects every row (not only those scrolled into view); when all are on it clears. */
export function toggleAll(allKeys: readonly string[], selected: ReadonlySet<string>): Set<string> {
  return selectAllState(allKeys, selected) === 'all' ? new Set() : new Set(allKeys);
}
