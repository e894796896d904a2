/**
 * The order collection of the one mock database (backoffice.md §3 Transaction; issue 17). A record
 * is the order in full as the detail answers it (items, shipping fees, address, refunds), so the
 * list and the detail read one record and a refund replaces one record. The status is a string as
 * the contract keeps it (an unknown value counts as COMPLETED).
 *
 * The seed puts the records in list order (newest first, then the key descending) and @msw/data
 * replaces an updated record at its place, so the list reads the array without sorting it.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { OrderDetail } from '@app/shared/api/contract/adminOrder';

export type OrderRecord = OrderDetail;

/**
 * Checked as an object only: parsing the full detail schema (nested items, ISO instants) took
 * about 4 s for the 10,000 seeded orders, paid by every test process's first seed. The seed test
 * parses every seeded record with `orderDetailSchema` instead, and the handlers answer through the
 * contract's schema checks like every other area.
 */
const orderRecordSchema = z.custom<OrderRecord>((value) => typeof value === 'object' && value !== null && 'key' in value);

export const orderCollections = {
  orders: new Collection({ schema: orderRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof orderCollections> {}
}
