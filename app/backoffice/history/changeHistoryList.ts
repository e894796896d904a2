/**
 * The change-history page's list (issue 15, part 6 "a change-history page lists all of it with
 * the list kit"): its filters, sort and columns as a list-kit definition, so the URL holds them,
 * and the endpoint's query read from that state. Pure, so the rules have tests.
 *
 * The record-type filter offers only the types the person may see (an operator holding no SITE
 * permission is never offered 사이트 정보): a link naming another type reads as no such filter
 * instead of a refused call. The history endpoint takes Seoul days as they are (`from`/`to`), not
 * the instants the kit's generic `toListQuery` writes, hence a query of its own.
 *
 * A bulk change is one row (issue 27): its entry names whom it touched, so the entries of each
 * touched record (`partOf` it) are folded away unless the operator asks for them or looks up one
 * record by its key — a change to 5,000 members is not 5,001 rows of the list.
 */
import type { ChangesQuery } from '../api/adminHistory';
import { recordTypeWords } from '../kit/kinds/foundKindWords';
import { defineList, type ListState } from '../kit/list/urlState';
import type { HistoryRecordType } from '@app/shared/api/contract/adminHistory';
import { copy } from '@app/shared/copy';

const text = copy.backofficeHistory.page;

/** The history list for a person who sees `recordTypes` (in the contract's order). */
export function changeHistoryList(recordTypes: readonly HistoryRecordType[]) {
  return defineList({
    id: 'history.changes',
    filters: {
      type: {
        kind: 'set',
        label: text.filters.recordType,
        options: recordTypes.map((value) => ({ value, label: recordTypeWords(value).name })),
      },
      actor: { kind: 'text', label: text.filters.actor, placeholder: text.filters.actorPlaceholder },
      key: { kind: 'text', label: text.filters.recordKey, placeholder: text.filters.recordKeyPlaceholder },
      changed: { kind: 'dateRange', label: text.filters.changed },
      parts: { kind: 'set', label: text.filters.parts, options: [{ value: 'SHOWN', label: text.filters.partsShown }] },
    },
    sortFields: ['changedAt'],
    defaultSort: { field: 'changedAt', direction: 'desc' },
    pageSizes: [20, 50, 100],
    defaultPageSize: 50,
    columns: [
      { id: 'changedAt', alwaysVisible: true },
      { id: 'actor' },
      { id: 'recordType' },
      { id: 'record', alwaysVisible: true },
      { id: 'action' },
      { id: 'changes' },
      { id: 'detail', alwaysVisible: true },
    ],
  });
}

export type ChangeHistoryList = ReturnType<typeof changeHistoryList>;

/** The endpoint's query for the list's state: empty filters are left out. */
export function toChangesQuery(state: ListState<ChangeHistoryList>): ChangesQuery {
  const { type, actor, key, changed, parts } = state.filters;
  const actorText = actor.trim();
  const keyText = key.trim();
  const folded = !keyText && !parts.includes('SHOWN');
  return {
    page: state.page,
    size: state.size,
    sort: `${state.sort.field},${state.sort.direction}`,
    ...(type.length > 0 ? { recordType: [...type] } : {}),
    ...(actorText ? { actor: actorText } : {}),
    ...(keyText ? { recordKey: keyText } : {}),
    ...(changed.from ? { from: changed.from } : {}),
    ...(changed.to ? { to: changed.to } : {}),
    ...(folded ? { folded: true } : {}),
  };
}
