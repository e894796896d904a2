/**
 * Binds a list definition to the address bar (issue 15, part 1): the state is always read from
 * react-router's search params, never kept beside them. Committed changes (a status chosen, a sort,
 * a page) push a history entry so back/forward walk them; typing in a text filter shows at once in
 * its field but reaches the URL after a pause, the first write of a burst pushing and the rest
 * replacing, so one search is one history entry, not one per keystroke. A filter change goes back
 * to page 1.
 *
 * The router applies a URL change inside a transition, so a busy page could paint a clicked
 * checkbox unchecked for a moment (and a test that checks it at once sees the click "not take").
 * `useOptimistic` shows the written state in the same click while the router's transition runs.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useOptimistic, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  defaultFilters,
  isFiltered,
  parseListState,
  serializeFilters,
  serializeListState,
  toListQuery,
  type AnyListDefinition,
  type ColumnIdOf,
  type FilterValues,
  type FiltersOf,
  type ListQuery,
  type ListState,
  type SortFieldOf,
  type SortSpec,
} from './urlState';

/** How long typing pauses before the text reaches the URL (and the list is asked again). */
export const TEXT_FILTER_DELAY_MS = 300;

export interface ListStateApi<D extends AnyListDefinition> {
  definition: D;
  /** The state in the URL: what the list shows. */
  state: ListState<D>;
  /** The list endpoint's query for `state`. */
  query: ListQuery<D>;
  /** The filters as they stand in the fields (text being typed included). */
  draftFilters: FilterValues<FiltersOf<D>>;
  /** The filters alone, serialised: a selection belongs to this (it changes when a filter does). */
  filterKey: string;
  /** Any filter differs from its default. */
  filtered: boolean;
  /** The URL's search of this state (`?…`, or '' for the default view): what a saved view keeps. */
  search: string;
  /**
   * Text filters wait for a pause (and replace); every other kind pushes at once. Goes to page 1.
   * `composing`: the text ends in a Hangul syllable the IME is still composing ("김ㅁ" on the way
   * to "김민"): the field shows it and no pause is counted until the composition ends.
   */
  setFilter<K extends keyof FiltersOf<D> & string>(key: K, value: FilterValues<FiltersOf<D>>[K], options?: { composing?: boolean }): void;
  /** Sends text still waiting for its pause now (Enter in a search field). */
  commitText(): void;
  clearFilters(): void;
  setSort(sort: SortSpec<SortFieldOf<D>>): void;
  setPage(page: number): void;
  /** Goes to page 1. */
  setPageSize(size: number): void;
  setColumns(columns: readonly ColumnIdOf<D>[]): void;
  /** Opens a saved view's search (`?…` or ''). */
  applySearch(search: string): void;
}

function asSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useListState<D extends AnyListDefinition>(definition: D): ListStateApi<D> {
  const [params, setParams] = useSearchParams();
  const [shownParams, showParams] = useOptimistic(params);
  const state = useMemo(() => parseListState(definition, shownParams), [definition, shownParams]);
  const [drafts, setDrafts] = useState<Partial<Record<string, string>>>({});
  const draftsRef = useRef(drafts);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A typing burst has already pushed its one history entry. */
  const typing = useRef(false);
  /** The search this hook last wrote: any other change of the URL came from outside (back, a link). */
  const written = useRef<string | null>(null);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  const write = useCallback(
    (next: ListState<D>, replace: boolean) => {
      const search = serializeListState(definition, next);
      written.current = search.toString();
      startTransition(() => {
        showParams(search);
        setParams(search, { replace });
      });
    },
    [definition, setParams, showParams],
  );

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  // Back/forward or a link changed the URL: the fields show it, and pending text is dropped.
  const current = params.toString();
  useEffect(() => {
    if (written.current !== null && written.current === current) return;
    cancelTimer();
    typing.current = false;
    draftsRef.current = {};
    setDrafts({});
  }, [current]);

  useEffect(() => cancelTimer, []);

  /** The URL state with the typed text merged in. */
  const withDrafts = useCallback(
    (base: ListState<D>): ListState<D> => ({ ...base, page: 1, filters: { ...base.filters, ...draftsRef.current } }),
    [],
  );

  const flushText = useCallback(
    (replace: boolean) => {
      cancelTimer();
      if (Object.keys(draftsRef.current).length === 0) return;
      write(withDrafts(stateRef.current), replace);
      draftsRef.current = {};
      setDrafts({});
    },
    [write, withDrafts],
  );

  /** A committed change: pending text goes with it, one pushed entry, the burst is over. */
  const commit = useCallback(
    (change: (base: ListState<D>) => ListState<D>) => {
      cancelTimer();
      const base = Object.keys(draftsRef.current).length > 0 ? withDrafts(stateRef.current) : stateRef.current;
      draftsRef.current = {};
      setDrafts({});
      typing.current = false;
      write(change(base), false);
    },
    [write, withDrafts],
  );

  const setFilter = useCallback(
    <K extends keyof FiltersOf<D> & string>(key: K, value: FilterValues<FiltersOf<D>>[K], options?: { composing?: boolean }) => {
      if (definition.filters[key]?.kind === 'text') {
        draftsRef.current = { ...draftsRef.current, [key]: value as string };
        setDrafts(draftsRef.current);
        cancelTimer();
        if (options?.composing) return;
        timer.current = setTimeout(() => {
          flushText(typing.current);
          typing.current = true;
        }, TEXT_FILTER_DELAY_MS);
        return;
      }
      commit((base) => ({ ...base, page: 1, filters: { ...base.filters, [key]: value } }));
    },
    [definition, commit, flushText],
  );

  const commitText = useCallback(() => {
    flushText(typing.current);
    typing.current = false;
  }, [flushText]);

  const draftFilters = useMemo(() => ({ ...state.filters, ...drafts }) as FilterValues<FiltersOf<D>>, [state.filters, drafts]);

  return {
    definition,
    state,
    query: useMemo(() => toListQuery(definition, state), [definition, state]),
    draftFilters,
    filterKey: useMemo(() => serializeFilters(definition, state.filters).toString(), [definition, state.filters]),
    filtered: useMemo(() => isFiltered(definition, state.filters), [definition, state.filters]),
    search: asSearch(serializeListState(definition, state)),
    setFilter,
    commitText,
    clearFilters: useCallback(() => commit((base) => ({ ...base, page: 1, filters: defaultFilters(definition) })), [commit, definition]),
    setSort: useCallback((sort: SortSpec<SortFieldOf<D>>) => commit((base) => ({ ...base, page: 1, sort })), [commit]),
    setPage: useCallback((page: number) => commit((base) => ({ ...base, page })), [commit]),
    setPageSize: useCallback((size: number) => commit((base) => ({ ...base, page: 1, size })), [commit]),
    setColumns: useCallback((columns: readonly ColumnIdOf<D>[]) => commit((base) => ({ ...base, columns })), [commit]),
    applySearch: useCallback(
      (search: string) => commit(() => parseListState(definition, new URLSearchParams(search))),
      [commit, definition],
    ),
  };
}
