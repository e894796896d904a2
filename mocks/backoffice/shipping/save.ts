/**
 * Every write to a shipment, and what the orders area asks of the shipping area (issue 17,
 * backoffice.md §3 Transaction and Shipping): one place that stores a shipment's change and records
 * it in its change history (record type SHIPMENT), so an operator action, an invoice, an address
 * and a refund of the order all leave the same trace; and the two ways the areas keep one world:
 * - a whole refund of a shipped order drops its shipments out while the parcel has not left (the
 *   statuses that allow DROP_OUT in adminShippingRules.ts); a parcel in transit or delivered is left as
 *   it is — it is on its way or arrived, and only the one transition table moves a shipment;
 * - a new address on the shipment becomes the order's address, so the order detail shows where the
 *   parcel actually goes.
 */
import type { OrderAddress } from '@app/shared/api/contract/adminOrder';
import { canApply } from '@app/shared/api/contract/adminShippingRules';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import type { ShipmentRecord } from './collections';

export type ShipmentChange = Partial<Pick<ShipmentRecord, 'status' | 'carrier' | 'invoiceNumber' | 'message'>> & {
  recipient?: ShipmentRecord['recipient'];
};

/** What the history shows of a shipment: its fields flat, the recipient's dotted by the recorder. */
function historyState(record: ShipmentRecord) {
  return {
    status: record.status,
    carrier: record.carrier,
    invoiceNumber: record.invoiceNumber,
    recipient: record.recipient,
    message: record.message,
  };
}

/** Stores the change and records it in the shipment's history. */
export async function saveShipment(auth: AccessClaims | null, record: ShipmentRecord, change: ShipmentChange): Promise<ShipmentRecord> {
  const updated = await db.shipments.update((q) => q.where({ shipmentKey: record.shipmentKey }), {
    data(draft) {
      Object.assign(draft, change, { updatedAt: new Date(settings.now()).toISOString() });
    },
  });
  const after = updated ?? { ...record, ...change };
  await recordChange({
    actor: auth,
    recordType: 'SHIPMENT',
    recordKey: record.shipmentKey,
    recordLabel: `${record.orderTitle} · ${record.recipient.name}`,
    action: 'UPDATE',
    before: historyState(record),
    after: historyState(after),
  });
  return after;
}

/** After a whole refund: the order's shipments that have not left yet are dropped out. */
export async function dropOutShipmentsOfOrder(auth: AccessClaims | null, orderKey: string): Promise<void> {
  const shipments = db.shipments.findMany((q) => q.where({ orderKey }));
  for (const shipment of shipments) {
    if (canApply(shipment.status, 'DROP_OUT')) await saveShipment(auth, shipment, { status: 'DROP_OUT' });
  }
}

/** After an address change on the shipment: the order ships there now (its detail shows it). */
export async function moveOrderAddress(auth: AccessClaims | null, shipment: ShipmentRecord): Promise<void> {
  const order = db.orders.findFirst((q) => q.where({ key: shipment.orderKey }));
  if (!order) return;
  const address: OrderAddress = {
    recipient: shipment.recipient.name,
    phone: shipment.recipient.phone,
    zipCode: shipment.recipient.zipCode,
    address: shipment.recipient.address,
    addressDetail: shipment.recipient.addressDetail,
    // The order keeps "no message" as null; the shipment as ''.
    message: shipment.message === '' ? null : shipment.message,
  };
  await db.orders.update((q) => q.where({ key: order.key }), { data: (draft) => void (draft.address = address) });
  await recordChange({
    actor: auth,
    recordType: 'ORDER',
    recordKey: order.key,
    recordLabel: order.title,
    action: 'UPDATE',
    before: { address: order.address },
    after: { address },
  });
}
