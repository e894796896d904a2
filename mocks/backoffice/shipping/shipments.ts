/**
 * The shipment list's query in the mock (adminShipping.ts): the filter the list and a frozen
 * selection scope share, the sort keys, and the rows a selection covers — refused with
 * `selection.changed` when a query scope no longer covers the count the operator was shown.
 */
import type { ShipmentFilter, ShipmentScope } from '@app/shared/api/contract/adminShipping';
import type { shipmentSortFields } from '@app/shared/api/contract/adminShippingRules';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { allOf, between, by, oneOf, orderBy, select, type Key, type Order, type Predicate } from '@mocks/engine/query';
import type { ShipmentRecord } from './collections';

/** Text matches the shipment or order key, the goods, the buyer, the recipient, the phone or the invoice. */
function matchesText(needle: string | undefined): Predicate<ShipmentRecord> | undefined {
  const wanted = needle?.trim().toLowerCase();
  if (!wanted) return undefined;
  const digits = wanted.replace(/\D/g, '');
  return (row) =>
    row.shipmentKey.toLowerCase().includes(wanted) ||
    row.orderKey.toLowerCase().includes(wanted) ||
    row.orderTitle.toLowerCase().includes(wanted) ||
    row.buyerName.toLowerCase().includes(wanted) ||
    row.recipient.name.toLowerCase().includes(wanted) ||
    row.recipient.phone.includes(wanted) ||
    (digits.length >= 4 && (row.invoiceNumber?.includes(digits) ?? false));
}

export function shipmentFilter(filter: ShipmentFilter): Predicate<ShipmentRecord> | undefined {
  const statuses = filter.status === undefined ? undefined : [filter.status].flat();
  const carrierList = filter.carrier === undefined ? undefined : [filter.carrier].flat();
  return allOf(
    matchesText(filter.q),
    oneOf((row) => row.status, statuses),
    oneOf((row) => row.carrier, carrierList),
    between((row) => row.orderedAt, { min: filter.orderedFrom, max: filter.orderedTo }),
  );
}

type SortField = (typeof shipmentSortFields)[number];
const sortKeys: Record<SortField, (row: ShipmentRecord) => Key> = {
  orderedAt: (row) => row.orderedAt,
  updatedAt: (row) => row.updatedAt,
  status: (row) => row.status,
  recipientName: (row) => row.recipient.name,
};

/** `field,direction` (newest orders first by default), the shipment key breaking ties so pages never overlap. */
export function shipmentOrder(sort: `${SortField},${'asc' | 'desc'}` | undefined): Order<ShipmentRecord> {
  const [field, direction] = (sort ?? 'orderedAt,desc').split(',') as [SortField, 'asc' | 'desc'];
  return orderBy(by(sortKeys[field], direction), by((row) => row.shipmentKey, direction));
}

export function requireShipment(shipmentKey: string): ShipmentRecord {
  const record = db.shipments.findFirst((q) => q.where({ shipmentKey }));
  if (!record) throw new MockError('notFound', '배송 정보를 찾을 수 없어요.', { shipmentKey });
  return record;
}

/** The shipments a selection covers now, in list order. */
export function scopeRows(selection: ShipmentScope): ShipmentRecord[] {
  if (selection.kind === 'keys') {
    const wanted = new Set(selection.keys);
    return db.shipments.all().filter((row) => wanted.has(row.shipmentKey));
  }
  const excluded = new Set(selection.excluded);
  const covered = select(db.shipments.all(), { where: shipmentFilter(selection.filter) }).filter((row) => !excluded.has(row.shipmentKey));
  if (covered.length !== selection.expectedCount) {
    throw new MockError('selectionChanged', '조건에 맞는 배송 건수가 바뀌었어요. 목록을 새로 고친 뒤 다시 시도해 주세요.', {
      expectedCount: selection.expectedCount,
      matchingCount: covered.length,
    });
  }
  return covered;
}
