/**
 * What a catalogue list shows while a display-state change is in its undo window (issue 28 on the
 * issue 15 kit): the chosen rows in their new state at once, and, when the change is taken back,
 * only its own rows back in the state they had. A send that fails answers after later changes may
 * have been applied, so restoring the whole page as it was would hide those.
 */
import type { CatalogueItem } from '@app/shared/api/contract/adminCatalogue';
import type { DisplayState } from '@app/shared/api/contract/adminCatalogueWords';
import type { ListPageData } from '../kit/list/ListPage';
import type { CatalogueSelection } from './api';

type Row = Pick<CatalogueItem, 'itemKey' | 'displayState'>;

function selects(selection: CatalogueSelection): (row: Row) => boolean {
  const keys = new Set(selection.kind === 'keys' ? selection.keys : selection.excluded);
  return (row) => (selection.kind === 'keys' ? keys.has(row.itemKey) : !keys.has(row.itemKey));
}

/** The page with the selection's rows in `state`. */
export function withDisplayState<R extends Row>(page: ListPageData<R>, selection: CatalogueSelection, state: DisplayState): ListPageData<R> {
  const chosen = selects(selection);
  return { ...page, items: page.items.map((row) => (chosen(row) ? { ...row, displayState: state } : row)) };
}

/** The page as it is `now` with one change to `state` taken back: its rows still in that state get the state `before` showed. */
export function withDisplayStateTakenBack<R extends Row>(
  now: ListPageData<R> | undefined,
  before: ListPageData<R>,
  selection: CatalogueSelection,
  state: DisplayState,
): ListPageData<R> | undefined {
  if (!now) return now;
  const chosen = selects(selection);
  const stateBefore = new Map(before.items.map((row) => [row.itemKey, row.displayState]));
  return {
    ...now,
    items: now.items.map((row) => {
      const previous = stateBefore.get(row.itemKey);
      return chosen(row) && row.displayState === state && previous !== undefined ? { ...row, displayState: previous } : row;
    }),
  };
}
