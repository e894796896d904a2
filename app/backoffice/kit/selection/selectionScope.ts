/**
 * What a bulk action applies to (issue 15, part 2), as a pure value: rows picked by key (one row,
 * or "this page"), or "all N matching" — the filter frozen when it was chosen plus the rows the
 * operator then left out — which becomes adminKit's `selectionScope` with the expected count, never
 * a list of 10,000 ids. A selection belongs to its list and its filter (its owner): asked for
 * under another owner it is empty, so changing the filter clears it.
 */
import { SELECTION_KEYS_MAX } from '@app/shared/api/contract/adminKit';

export interface MatchingScope<Filter> {
  /** The list endpoint's filter query when "all matching" was chosen. */
  filter: Filter;
  /** The total the screen showed then ("검색 결과 전체 8,214명"). */
  total: number;
}

export interface Selection<Filter> {
  /** `listId?filters`: the list and filter this selection belongs to. */
  owner: string;
  /** Keys mode: the chosen rows. Matching mode: the rows left out. */
  keys: ReadonlySet<string>;
  /** Set in matching mode. */
  matching: MatchingScope<Filter> | null;
}

/** adminKit's selectionScope, as the bulk endpoint takes it. */
export type SelectionScope<Filter> =
  | { kind: 'keys'; keys: string[] }
  | { kind: 'query'; filter: Filter; excluded: string[]; expectedCount: number };

const none: ReadonlySet<string> = new Set();

export function selectionOwner(listId: string, filterKey: string): string {
  return `${listId}?${filterKey}`;
}

export function emptySelection<Filter>(owner: string): Selection<Filter> {
  return { owner, keys: none, matching: null };
}

/** The selection as seen by `owner`: another list's or another filter's selection is empty. */
export function selectionFor<Filter>(selection: Selection<Filter>, owner: string): Selection<Filter> {
  return selection.owner === owner ? selection : emptySelection(owner);
}

export function isSelected<Filter>(selection: Selection<Filter>, key: string): boolean {
  return selection.matching ? !selection.keys.has(key) : selection.keys.has(key);
}

export function selectedCount<Filter>(selection: Selection<Filter>): number {
  return selection.matching ? Math.max(0, selection.matching.total - selection.keys.size) : selection.keys.size;
}

/** One row: picked or unpicked; under "all matching" it is left out or taken back. */
export function toggleKey<Filter>(selection: Selection<Filter>, key: string): Selection<Filter> {
  const keys = new Set(selection.keys);
  if (keys.has(key)) keys.delete(key);
  else keys.add(key);
  return settled({ ...selection, keys });
}

/** Every matching row left out again is no selection at all. */
function settled<Filter>(selection: Selection<Filter>): Selection<Filter> {
  return selection.matching && selectedCount(selection) === 0 ? emptySelection(selection.owner) : selection;
}

/**
 * The rows shown (`visible`) now selected as `chosen` says (what the table's checkboxes report);
 * rows not shown keep their state. Under "all matching" the unchosen visible rows are the exclusions.
 */
export function setVisible<Filter>(selection: Selection<Filter>, visible: readonly string[], chosen: ReadonlySet<string>): Selection<Filter> {
  const keys = new Set(selection.keys);
  for (const key of visible) {
    const wantSelected = chosen.has(key);
    // In keys mode the set holds the selected rows; in matching mode the excluded ones.
    const inSet = selection.matching ? !wantSelected : wantSelected;
    if (inSet) keys.add(key);
    else keys.delete(key);
  }
  return settled({ ...selection, keys });
}

/** "All N matching": the filter frozen now, no exclusions. */
export function selectAllMatching<Filter>(selection: Selection<Filter>, filter: Filter, total: number): Selection<Filter> {
  return { owner: selection.owner, keys: none, matching: { filter, total } };
}

export function clearSelection<Filter>(selection: Selection<Filter>): Selection<Filter> {
  return emptySelection(selection.owner);
}

/** The keys or exclusions are past what one request may carry (adminKit SELECTION_KEYS_MAX). */
export function isTooLarge<Filter>(selection: Selection<Filter>): boolean {
  return selection.keys.size > SELECTION_KEYS_MAX;
}

/** The scope a bulk endpoint is sent; null when nothing is selected. */
export function toSelectionScope<Filter>(selection: Selection<Filter>): SelectionScope<Filter> | null {
  if (selectedCount(selection) === 0) return null;
  if (selection.matching) {
    return { kind: 'query', filter: selection.matching.filter, excluded: [...selection.keys], expectedCount: selectedCount(selection) };
  }
  return { kind: 'keys', keys: [...selection.keys] };
}

export interface SelectionWords {
  /** "선택한 12명" */
  picked: (count: string, unit: string) => string;
  /** "검색 결과 전체 8,214명" */
  allMatching: (total: string, unit: string) => string;
  /** "검색 결과 8,214명 중 8,211명" */
  matchingExcept: (count: string, total: string, unit: string) => string;
}

const countFormat = new Intl.NumberFormat('ko-KR');

/** The count and scope in words, with the list's unit word ("명", "건"). */
export function describeSelection<Filter>(selection: Selection<Filter>, unit: string, words: SelectionWords): string {
  const count = countFormat.format(selectedCount(selection));
  if (!selection.matching) return words.picked(count, unit);
  const total = countFormat.format(selection.matching.total);
  return selection.keys.size === 0 ? words.allMatching(total, unit) : words.matchingExcept(count, total, unit);
}
