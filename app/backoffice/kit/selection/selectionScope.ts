/**
 * What a bulk action applies to (issue 15, part 2), as a pure value: rows picked by key (one row,
 * or "this page"), or "all N matching" — the filter frozen when it was chosen plus the rows the
 * operator then left out — which becomes adminKit's `selectionScope` with the expected count, never
 * a list of 10,000 ids. A selection belongs to its list and its filter (its owner): asked for
 * under another owner it is empty, so changing the filter clears it.
 *
 * Picked rows may carry a fact the screen read off the row as it was picked (a shipment's status),
 * so what the bulk bar offers can depend on rows picked on pages no longer shown: `pickedFacts`.
 * "All matching" carries none — those rows were never all on screen; the screen asks the server.
 */
import { formatCount } from '@ds/lib/text/number';
import { SELECTION_KEYS_MAX } from '@app/shared/api/contract/adminLimits';

export interface MatchingScope<Filter> {
  /** The list endpoint's filter query when "all matching" was chosen. */
  filter: Filter;
  /** The total the screen showed then ("검색 결과 전체 8,214명"). */
  total: number;
}

export interface Selection<Filter, Fact = never> {
  /** `listId?filters`: the list and filter this selection belongs to. */
  owner: string;
  /** Keys mode: the chosen rows. Matching mode: the rows left out. */
  keys: ReadonlySet<string>;
  /** Set in matching mode. */
  matching: MatchingScope<Filter> | null;
  /** Keys mode: each picked row's fact as it was when picked (rows picked with one). */
  facts: ReadonlyMap<string, Fact>;
}

/** A row's fact as the screen knows it now; undefined when the row is not shown. */
export type FactOf<Fact> = (key: string) => Fact | undefined;

/** adminKit's selectionScope, as the bulk endpoint takes it. */
export type SelectionScope<Filter> =
  | { kind: 'keys'; keys: string[] }
  | { kind: 'query'; filter: Filter; excluded: string[]; expectedCount: number };

const none: ReadonlySet<string> = new Set();
const noFacts: ReadonlyMap<string, never> = new Map<string, never>();

export function selectionOwner(listId: string, filterKey: string): string {
  return `${listId}?${filterKey}`;
}

export function emptySelection<Filter, Fact = never>(owner: string): Selection<Filter, Fact> {
  return { owner, keys: none, matching: null, facts: noFacts };
}

/** The selection as seen by `owner`: another list's or another filter's selection is empty. */
export function selectionFor<Filter, Fact>(selection: Selection<Filter, Fact>, owner: string): Selection<Filter, Fact> {
  return selection.owner === owner ? selection : emptySelection(owner);
}

/**
 * The selection as seen by `owner` where picks outlive a search (the recipient picker: a person
 * picked stays picked while the operator searches for the next one): picked rows and their facts
 * are carried to the new filter; "all matching" belonged to its filter and is gone.
 */
export function selectionKeepingPicks<Filter, Fact>(selection: Selection<Filter, Fact>, owner: string): Selection<Filter, Fact> {
  if (selection.owner === owner) return selection;
  return selection.matching ? emptySelection(owner) : { ...selection, owner };
}

export function isSelected<Filter, Fact>(selection: Selection<Filter, Fact>, key: string): boolean {
  return selection.matching ? !selection.keys.has(key) : selection.keys.has(key);
}

export function selectedCount<Filter, Fact>(selection: Selection<Filter, Fact>): number {
  return selection.matching ? Math.max(0, selection.matching.total - selection.keys.size) : selection.keys.size;
}

/** The facts of keys mode after `key` was picked (with its fact, when known) or unpicked. */
function withFact<Fact>(facts: ReadonlyMap<string, Fact>, key: string, picked: boolean, factOf: FactOf<Fact> | undefined): ReadonlyMap<string, Fact> {
  const fact = picked ? factOf?.(key) : undefined;
  if (fact === undefined && !facts.has(key)) return facts;
  const next = new Map(facts);
  if (fact === undefined) next.delete(key);
  else next.set(key, fact);
  return next;
}

/** One row: picked or unpicked (remembering its fact); under "all matching" it is left out or taken back. */
export function toggleKey<Filter, Fact>(selection: Selection<Filter, Fact>, key: string, factOf?: FactOf<Fact>): Selection<Filter, Fact> {
  const keys = new Set(selection.keys);
  const picked = !keys.has(key);
  if (picked) keys.add(key);
  else keys.delete(key);
  const facts = selection.matching ? selection.facts : withFact(selection.facts, key, picked, factOf);
  return settled({ ...selection, keys, facts });
}

/** Every matching row left out again is no selection at all. */
function settled<Filter, Fact>(selection: Selection<Filter, Fact>): Selection<Filter, Fact> {
  return selection.matching && selectedCount(selection) === 0 ? emptySelection(selection.owner) : selection;
}

/**
 * The rows shown (`visible`) now selected as `chosen` says (what the table's checkboxes report);
 * rows not shown keep their state (and their facts). Under "all matching" the unchosen visible
 * rows are the exclusions.
 */
export function setVisible<Filter, Fact>(
  selection: Selection<Filter, Fact>,
  visible: readonly string[],
  chosen: ReadonlySet<string>,
  factOf?: FactOf<Fact>,
): Selection<Filter, Fact> {
  const keys = new Set(selection.keys);
  let facts = selection.facts;
  for (const key of visible) {
    const wantSelected = chosen.has(key);
    // In keys mode the set holds the selected rows; in matching mode the excluded ones.
    const inSet = selection.matching ? !wantSelected : wantSelected;
    if (inSet) keys.add(key);
    else keys.delete(key);
    if (!selection.matching) facts = withFact(facts, key, wantSelected, factOf);
  }
  return settled({ ...selection, keys, facts });
}

/** "All N matching": the filter frozen now, no exclusions, no facts (the server knows the rows). */
export function selectAllMatching<Filter, Fact>(selection: Selection<Filter, Fact>, filter: Filter, total: number): Selection<Filter, Fact> {
  return { owner: selection.owner, keys: none, matching: { filter, total }, facts: noFacts };
}

export function clearSelection<Filter, Fact>(selection: Selection<Filter, Fact>): Selection<Filter, Fact> {
  return emptySelection(selection.owner);
}

/**
 * The facts of every picked row — the row's current fact when it is shown (fresher), else the one
 * remembered when it was picked; null under "all matching", or when a picked row's fact is not
 * known (picked without one), since the screen then cannot say what the whole selection allows.
 */
export function pickedFacts<Filter, Fact>(selection: Selection<Filter, Fact>, current?: FactOf<Fact>): Fact[] | null {
  if (selection.matching) return null;
  const facts: Fact[] = [];
  for (const key of selection.keys) {
    const fact = current?.(key) ?? selection.facts.get(key);
    if (fact === undefined) return null;
    facts.push(fact);
  }
  return facts;
}

/** The keys or exclusions are past what one request may carry (adminLimits SELECTION_KEYS_MAX). */
export function isTooLarge<Filter, Fact>(selection: Selection<Filter, Fact>): boolean {
  return selection.keys.size > SELECTION_KEYS_MAX;
}

/** The scope a bulk endpoint is sent; null when nothing is selected. */
export function toSelectionScope<Filter, Fact>(selection: Selection<Filter, Fact>): SelectionScope<Filter> | null {
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


/** The count and scope in words, with the list's unit word ("명", "건"). */
export function describeSelection<Filter, Fact>(selection: Selection<Filter, Fact>, unit: string, words: SelectionWords): string {
  const count = formatCount(selectedCount(selection));
  if (!selection.matching) return words.picked(count, unit);
  const total = formatCount(selection.matching.total);
  return selection.keys.size === 0 ? words.allMatching(total, unit) : words.matchingExcept(count, total, unit);
}
