/**
 * A list's selection in React (selectionScope.ts bound to useListState): it belongs to the list's
 * id and its filters, so a filter change clears it; "all N matching" freezes the endpoint's filter
 * query of the moment with the total the screen showed. `tableProps` wires it to the DataTable.
 * A screen whose bulk actions depend on a fact of each row (a shipment's status) passes `factOf`,
 * the fact of a row it shows; picked rows keep theirs after their page is left (`pickedFacts`).
 * A list whose picks are a collection built over several searches (the recipient picker) passes
 * `keepPicksAcrossFilters`: picked rows then survive a filter change, "all matching" still does not.
 */
import { useCallback, useMemo, useState } from 'react';
import type { DataTableSelectionNotice } from '@ds/components/DataTable';
import { formatCount } from '@ds/lib/text/number';
import { copy } from '@app/shared/copy';
import type { ListStateApi } from '../list/useListState';
import { toFilterQuery, type AnyListDefinition, type FilterQuery, type FiltersOf } from '../list/urlState';
import {
  clearSelection,
  describeSelection,
  emptySelection,
  isSelected,
  pickedFacts,
  isTooLarge,
  selectAllMatching,
  selectedCount,
  selectionFor,
  selectionKeepingPicks,
  selectionOwner,
  setVisible,
  toSelectionScope,
  toggleKey,
  type FactOf,
  type Selection,
  type SelectionScope,
  type SelectionWords,
} from './selectionScope';

const words: SelectionWords = {
  picked: copy.listKit.selectionPicked,
  allMatching: copy.listKit.selectionAllMatching,
  matchingExcept: copy.listKit.selectionMatchingExcept,
};


export interface ListSelectionApi<D extends AnyListDefinition, Fact = unknown> {
  selection: Selection<FilterQuery<FiltersOf<D>>, Fact>;
  count: number;
  /** What the bulk endpoint is sent (adminKit selectionScope); null when nothing is selected. */
  scope: SelectionScope<FilterQuery<FiltersOf<D>>> | null;
  /** "검색 결과 전체 8,214명" / "선택한 12명". */
  summary: string;
  /** Too many keys or exclusions for one request. */
  tooLarge: boolean;
  /** Each picked row's fact (shown rows' current ones); null under "all matching" or when one is unknown. */
  pickedFacts: readonly Fact[] | null;
  isSelected(key: string): boolean;
  toggle(key: string): void;
  selectAllMatching(): void;
  clear(): void;
  /** The DataTable's selection props for the rows shown. */
  tableProps(visibleKeys: readonly string[]): {
    selectable: true;
    selectedKeys: ReadonlySet<string>;
    onSelectionChange: (keys: Set<string>) => void;
    selectionNotice: DataTableSelectionNotice | undefined;
  };
}

/**
 * @param total the list's total count under the current filter (undefined while unknown)
 * @param unit the list's unit word ("명", "건")
 * @param factOf the fact of a row shown now (keep it stable: useCallback over the page's rows)
 * @param options.keepPicksAcrossFilters picked rows stay picked when the filter changes
 */
export function useListSelection<D extends AnyListDefinition, Fact = never>(
  list: ListStateApi<D>,
  total: number | undefined,
  unit: string,
  factOf?: FactOf<Fact>,
  options: { keepPicksAcrossFilters?: boolean } = {},
): ListSelectionApi<D, Fact> {
  type Filter = FilterQuery<FiltersOf<D>>;
  const owner = selectionOwner(list.definition.id, list.filterKey);
  const [stored, setStored] = useState<Selection<Filter, Fact>>(() => emptySelection(owner));
  const seenBy = options.keepPicksAcrossFilters ? selectionKeepingPicks : selectionFor;
  const selection = seenBy(stored, owner);
  const update = useCallback(
    (change: (current: Selection<Filter, Fact>) => Selection<Filter, Fact>) => setStored((current) => change(seenBy(current, owner))),
    [owner, seenBy],
  );

  const { definition, state } = list;
  const matchAll = useCallback(() => {
    if (total === undefined || total === 0) return;
    update((current) => selectAllMatching(current, toFilterQuery(definition, state.filters) as Filter, total));
  }, [definition, state.filters, total, update]);

  return useMemo(() => {
    const count = selectedCount(selection);
    const totalText = total === undefined ? '' : formatCount(total);
    return {
      selection,
      count,
      scope: toSelectionScope(selection),
      summary: describeSelection(selection, unit, words),
      tooLarge: isTooLarge(selection),
      pickedFacts: pickedFacts(selection, factOf),
      isSelected: (key) => isSelected(selection, key),
      toggle: (key) => update((current) => toggleKey(current, key, factOf)),
      selectAllMatching: matchAll,
      clear: () => update(clearSelection),
      tableProps: (visibleKeys) => ({
        selectable: true,
        selectedKeys: new Set(visibleKeys.filter((key) => isSelected(selection, key))),
        onSelectionChange: (keys) => update((current) => setVisible(current, visibleKeys, keys, factOf)),
        selectionNotice: selection.matching
          ? { message: copy.listKit.allMatchingSelected(totalText, unit), actionLabel: copy.listKit.clearSelection, onAction: () => update(clearSelection) }
          : total !== undefined && total > visibleKeys.length
            ? {
                message: copy.listKit.pageAllSelected(formatCount(visibleKeys.length), unit),
                actionLabel: copy.listKit.selectAllMatching(totalText, unit),
                onAction: matchAll,
              }
            : undefined,
      }),
    };
  }, [selection, total, unit, update, matchAll, factOf]);
}
