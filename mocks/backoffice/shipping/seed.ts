/**
 * The seeded shipments (issue 17): one for every paid physical-goods order of the orders area
 * (`shippedOrders()`, the same records, so a shipment's order exists), about 2,500 of them. The
 * status follows the order's age: the last three weeks' orders are still to be prepared, held,
 * prepared or on their way; older ones were delivered (a few dropped); an order refunded in whole
 * was dropped. Shipments in transit or delivered carry one of the ten carriers and an invoice.
 *
 * Besides them, the named fixtures tests and stories use (`shipmentFixtures`): one shipment in
 * every status, shipping the newest orders paid in full (so first in the default list); one's
 * delivery message would run as a spreadsheet formula (the exports' guard is checked on it).
 * Built once per process from its own seeded faker (seedBulk).
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import { shippedOrderTypes } from '@app/shared/api/contract/adminOrder';
import { carriers, type Carrier, type ShippingStatus } from '@app/shared/api/contract/adminShippingRules';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import type { OrderRecord } from '@mocks/backoffice/orders/collections';
import { ORDER_SEED_DAY_MS, shippedOrders } from '@mocks/backoffice/orders/seed';
import type { ShipmentRecord } from './collections';

const SHIPPING_FAKER_SEED = 20261702;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface Fixture {
  shipmentKey: string;
  status: ShippingStatus;
  recipient: string;
  phone: string;
  message: string;
  carrier?: Carrier;
  invoiceNumber?: string;
}

/** Shipments tests and stories name; `paid*` are the bulk actions' rows. */
export const shipmentFixtures = {
  paidFirst: { shipmentKey: 'shp-fx-paid-1', status: 'PAYMENT_RECEIVED', recipient: '김배송', phone: '010-7000-0001', message: '문 앞에 놓아 주세요' },
  paidSecond: { shipmentKey: 'shp-fx-paid-2', status: 'PAYMENT_RECEIVED', recipient: '이준비', phone: '010-7000-0002', message: '=HYPERLINK("http://evil.test")' },
  pending: { shipmentKey: 'shp-fx-pending', status: 'PENDING', recipient: '박보류', phone: '010-7000-0003', message: '' },
  prepared: { shipmentKey: 'shp-fx-prepared', status: 'PREPARED_DELIVERY', recipient: '최포장', phone: '010-7000-0004', message: '경비실에 맡겨 주세요' },
  inTransit: { shipmentKey: 'shp-fx-transit', status: 'IN_TRANSIT', recipient: '정운송', phone: '010-7000-0005', message: '', carrier: 'CJ', invoiceNumber: '612345678901' },
  delivered: { shipmentKey: 'shp-fx-delivered', status: 'DELIVERED', recipient: '강도착', phone: '010-7000-0006', message: '', carrier: 'HANJIN', invoiceNumber: '420012345678' },
  dropped: { shipmentKey: 'shp-fx-dropped', status: 'DROP_OUT', recipient: '윤중단', phone: '010-7000-0007', message: '' },
} as const satisfies Record<string, Fixture>;

/** What the order ships: its first shipped item's title, "외 N건" for the others, and their quantity. */
function shippedGoods(order: OrderRecord): { title: string; quantity: number } {
  const items = order.transactionInfo.orderItems.filter((item) => shippedOrderTypes.includes(item.type));
  const first = items[0];
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const title = !first ? order.title : items.length > 1 ? `${first.title} 외 ${items.length - 1}건` : first.title;
  return { title, quantity: Math.max(1, quantity) };
}

function shipmentOf(order: OrderRecord, shipmentKey: string, status: ShippingStatus, updatedAt: string): ShipmentRecord {
  const address = order.address;
  const goods = shippedGoods(order);
  return {
    shipmentKey,
    orderKey: order.key,
    orderTitle: goods.title,
    quantity: goods.quantity,
    buyerName: order.buyer.name,
    orderedAt: order.orderedAt,
    status,
    carrier: null,
    invoiceNumber: null,
    recipient: {
      name: address?.recipient ?? order.buyer.name,
      phone: address?.phone ?? order.buyer.phone ?? '010-0000-0000',
      zipCode: address?.zipCode ?? '00000',
      address: address?.address ?? '',
      addressDetail: address?.addressDetail ?? '',
    },
    message: address?.message ?? '',
    updatedAt,
  };
}

/** Newer orders are still being handled; older ones arrived (a few were dropped). */
function statusByAge(faker: Faker, ageDays: number): ShippingStatus {
  if (ageDays < 21) {
    return faker.helpers.weightedArrayElement<ShippingStatus>([
      { value: 'PAYMENT_RECEIVED', weight: 40 },
      { value: 'PENDING', weight: 10 },
      { value: 'PREPARED_DELIVERY', weight: 20 },
      { value: 'IN_TRANSIT', weight: 30 },
    ]);
  }
  if (ageDays < 45) {
    return faker.helpers.weightedArrayElement<ShippingStatus>([
      { value: 'IN_TRANSIT', weight: 20 },
      { value: 'DELIVERED', weight: 80 },
    ]);
  }
  return faker.datatype.boolean({ probability: 0.03 }) ? 'DROP_OUT' : 'DELIVERED';
}

const invoiceDigits = (faker: Faker) => faker.string.numeric({ length: 12, allowLeadingZeros: false });

function buildShipments(): ShipmentRecord[] {
  const faker = new Faker({ locale: [ko, en, base], seed: SHIPPING_FAKER_SEED });
  const paid = shippedOrders().filter((order) => order.status !== 'FAILED' && order.status !== 'PENDING_INCOME');
  // The newest orders paid in full carry the fixtures, so they are on the default list's first page
  // (newest first; a refunded order may be newer); sorted here, not in the orders seed's own order.
  const fixtureOrders = paid
    .filter((order) => order.status === 'COMPLETED')
    .sort((a, b) => b.orderedAt.localeCompare(a.orderedAt) || b.key.localeCompare(a.key))
    .slice(0, Object.keys(shipmentFixtures).length);
  const fixtures = Object.values(shipmentFixtures).map((fixture: Fixture, index): ShipmentRecord => {
    const order = fixtureOrders[index];
    if (!order) throw new Error('The orders area seeds fewer shipped orders than the shipping fixtures need.');
    const shipment = shipmentOf(order, fixture.shipmentKey, fixture.status, order.orderedAt);
    return {
      ...shipment,
      recipient: { ...shipment.recipient, name: fixture.recipient, phone: fixture.phone },
      message: fixture.message,
      carrier: fixture.carrier ?? null,
      invoiceNumber: fixture.invoiceNumber ?? null,
    };
  });
  const taken = new Set(fixtureOrders);
  const generated = paid.filter((order) => !taken.has(order)).map((order) => {
    const ordered = Date.parse(order.orderedAt);
    const status = order.status === 'REFUND_COMPLETED' ? 'DROP_OUT' : statusByAge(faker, (ORDER_SEED_DAY_MS - ordered) / DAY_MS);
    const updatedAt = new Date(Math.min(ORDER_SEED_DAY_MS, ordered + faker.number.int({ min: 1, max: 72 }) * HOUR_MS)).toISOString();
    const shipment = shipmentOf(order, `shp-${order.key.replace(/^tx-/, '')}`, status, updatedAt);
    if (status !== 'IN_TRANSIT' && status !== 'DELIVERED') return shipment;
    return { ...shipment, carrier: faker.helpers.arrayElement(carriers), invoiceNumber: invoiceDigits(faker) };
  });
  return [...fixtures, ...generated];
}

let built: ShipmentRecord[] | null = null;

/** After the orders area (its records are built once per process and read here). */
export async function seedShippingArea(): Promise<void> {
  await seedBulk(db.shipments, () => (built ??= buildShipments()));
}
