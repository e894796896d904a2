/**
 * What the shipping list shows while a bulk status change is in its undo window (issue 17 on the
 * issue 15 kit): the chosen rows in their new status at once, and, when the change is taken back,
 * only its own rows back in the status they had. A send that fails answers after later changes
 * may have been applied, so restoring the page as it was before would hide those.
 */
import type { Shipment } from '@app/shared/api/contract/adminShipping';
import type { ShippingStatus } from '@app/shared/api/contract/adminShippingRules';
import type { ShipmentSelection } from '../../api/adminShipping';
import type { ListPageData } from '../../kit/list/ListPage';

/** What these rules read of a shipment. */
type Row = Pick<Shipment, 'shipmentKey' | 'status'>;

function selects(selection: ShipmentSelection): (row: Row) => boolean {
  const keys = new Set(selection.kind === 'keys' ? selection.keys : selection.excluded);
  return (row) => (selection.kind === 'keys' ? keys.has(row.shipmentKey) : !keys.has(row.shipmentKey));
}

/** The page with the selection's rows in `status`. */
export function withStatus<R extends Row>(page: ListPageData<R>, selection: ShipmentSelection, status: ShippingStatus): ListPageData<R> {
  const chosen = selects(selection);
  return { ...page, items: page.items.map((row) => (chosen(row) ? { ...row, status } : row)) };
}

/**
 * The page as it is `now` with one change to `status` taken back: each of its rows still in that
 * status gets the status `before` showed; a row a later change moved on keeps where it went.
 */
export function withStatusTakenBack<R extends Row>(
  now: ListPageData<R> | undefined,
  before: ListPageData<R>,
  selection: ShipmentSelection,
  status: ShippingStatus,
): ListPageData<R> | undefined {
  if (!now) return now;
  const chosen = selects(selection);
  const statusBefore = new Map(before.items.map((row) => [row.shipmentKey, row.status]));
  return {
    ...now,
    items: now.items.map((row) => {
      const previous = statusBefore.get(row.shipmentKey);
      return chosen(row) && row.status === status && previous !== undefined ? { ...row, status: previous } : row;
    }),
  };
}
