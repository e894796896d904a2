/**
 * The shipment collection of the one mock database (backoffice.md §3 Shipping; issue 17): one
 * record per shipped (BOOK or GOODS) order that was paid, as the contract's shipment — the list
 * and the detail read one record, and every status, invoice or address change replaces it.
 */
import { Collection } from '@msw/data';
import { shipmentSchema, type Shipment } from '@app/shared/api/contract/adminShipping';

export type ShipmentRecord = Shipment;

export const shippingCollections = {
  shipments: new Collection({ schema: shipmentSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof shippingCollections> {}
}
