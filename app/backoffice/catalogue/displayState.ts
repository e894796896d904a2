/**
 * What a catalogue list shows while a display-state change is in its undo window (issue 28 on the
 * issue 15 kit): the chosen rows in their new state at once, and, when the change is taken back,
 * only its own rows back in the state they had (the kit's `scopedRows.ts` says why).
 */
import type { CatalogueItem } from '@app/shared/api/contract/adminCatalogue';
import type { DisplayState } from '@app/shared/api/contract/adminCatalogueWords';
import type { ListPageData } from '../kit/list/ListPage';
import { withScopedValue, withScopedValueTakenBack, type RowField } from '../kit/selection/scopedRows';
import type { CatalogueSelection } from './api';

type Row = Pick<CatalogueItem, 'itemKey' | 'displayState'>;

const displayState = <R extends Row>(): RowField<R, DisplayState> => ({
  key: (row) => row.itemKey,
  get: (row) => row.displayState,
  set: (row, value) => ({ ...row, displayState: value }),
});

/** The page with the selection's rows in `state`. */
export function withDisplayState<R extends Row>(page: ListPageData<R>, selection: CatalogueSelection, state: DisplayState): ListPageData<R> {
  return withScopedValue(page, selection, displayState<R>(), state);
}

/** The page as it is `now` with one change to `state` taken back: its rows still in that state get the state `before` showed. */
export function withDisplayStateTakenBack<R extends Row>(
  now: ListPageData<R> | undefined,
  before: ListPageData<R>,
  selection: CatalogueSelection,
  state: DisplayState,
): ListPageData<R> | undefined {
  return withScopedValueTakenBack(now, before, selection, displayState<R>(), state);
}
