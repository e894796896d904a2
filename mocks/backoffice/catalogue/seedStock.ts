/**
 * The seeded stock, in agreement with the seeded orders (issue 40 "stock = initial − sold +
 * refunded per variant and warehouse"). Every book and goods item has its variants (goods with
 * options: one per option; the others: the item itself) with the stock they were first received
 * with; then every seeded order that was not refused takes its lines' units, and every seeded
 * refund puts its units back, in the order they happened and through the same arithmetic a new
 * order and a refund use (adminProductStock.ts). What is left is the stock the world starts with,
 * and each line's take is a stock move, so a refund an operator makes of a seeded order restocks
 * it as one of a new order would.
 *
 * Why the orders' seed runs it (mocks/backoffice/orders/seed.ts) and not the catalogue's: the
 * orders are built from the catalogue's items, so the stock can only be known once they are.
 *
 * The units an item was received with are chosen so that it ends where a seeded catalogue looks
 * realistic (20 to 200 in 이천, 0 to 59 in 부산; the first option of every tenth item out in
 * 이천; `productFixtures.soldOutBook` out everywhere), and never so few that an order would have
 * found none: all the seeded orders shipped from 이천, which always held enough.
 */
import { putBack, takeStock, warehouseFor, type Stock } from '@app/shared/api/contract/adminProductStock';
import { generateVariants, type OptionGroup, type Variant } from '@app/shared/api/contract/adminProductWords';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import type { OrderRecord } from '@mocks/backoffice/orders/collections';
import type { ProductRecord, StockMoveRecord, VariantSetRecord } from './collections';
import { productFixtures, productSeed, seededWarehouses } from './seed';

/** The option group name a goods item's seeded options come under. */
const SEEDED_GROUP = '옵션';

/** A variant's key across products: its item and SKU. */
export const variantKey = (itemKey: string, sku: string): string => `${itemKey}\u0000${sku}`;

/** What the seed built: the sets as the world starts, each variant's first stock, and the orders' moves. */
export interface SeededStock {
  sets: VariantSetRecord[];
  /** Each variant's stock before any seeded order, by variantKey. */
  initial: ReadonlyMap<string, Stock>;
  moves: StockMoveRecord[];
}

/** The stock a seeded item ends with, before the orders are known (see the header). */
function targetStock(product: ProductRecord, index: number, place: number): Stock {
  if (product.itemKey === productFixtures.soldOutBook) return { 'wh-icheon': 0, 'wh-busan': 0 };
  return { 'wh-icheon': index % 10 === 0 && place === 0 ? 0 : 20 + ((index * 7 + place * 13) % 180), 'wh-busan': (index * 3 + place * 11) % 60 };
}

/** A book's or goods item's variants, with no stock yet. */
function variantsOf(product: ProductRecord): { optionGroups: OptionGroup[]; variants: Variant[] } {
  const optionGroups: OptionGroup[] = product.optionNames.length > 0 ? [{ name: SEEDED_GROUP, values: [...product.optionNames] }] : [];
  return { optionGroups, variants: generateVariants([], [], optionGroups, { skuPrefix: product.itemKey.toUpperCase(), price: product.catalogue.price }) };
}

/** A line's take or a refund's return of a variant's units, when it happened. */
interface StockEvent {
  at: string;
  kind: 'take' | 'return';
  orderItemKey: string;
  key: string;
  quantity: number;
}

/** Which variant an order line sold: the option it names, or the item itself. */
function lineVariant(variants: readonly Variant[], optionName: string | null): Variant | undefined {
  return optionName === null ? variants.find((variant) => variant.optionValues.length === 0) : variants.find((variant) => variant.optionValues.join(' / ') === optionName);
}

/** The takes and returns of the seeded orders, oldest first (a take before a return at the same instant). */
function eventsOf(orders: readonly OrderRecord[], variantsByItem: ReadonlyMap<string, readonly Variant[]>): StockEvent[] {
  const events: StockEvent[] = [];
  for (const order of orders) {
    // A refused order took nothing ("결제한 뒤 재고가 모자라 주문이 실패했어요" among them).
    if (order.status === 'FAILED') continue;
    for (const line of order.transactionInfo.orderItems) {
      const variant = lineVariant(variantsByItem.get(line.productKey) ?? [], line.optionName);
      if (!variant) continue;
      const key = variantKey(line.productKey, variant.sku);
      events.push({ at: order.orderedAt, kind: 'take', orderItemKey: line.itemKey, key, quantity: line.quantity });
      for (const refund of order.refunds) {
        const quantity = refund.items.filter((item) => item.itemKey === line.itemKey).reduce((sum, item) => sum + item.quantity, 0);
        if (quantity > 0) events.push({ at: refund.refundedAt, kind: 'return', orderItemKey: line.itemKey, key, quantity });
      }
    }
  }
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.kind === b.kind ? 0 : a.kind === 'take' ? -1 : 1));
}

/**
 * The units 이천 must have been received with for the variant to end at `target` there, raised to
 * what no take along the way would have found short.
 */
function firstUnits(events: readonly StockEvent[], target: number): number {
  let running = 0;
  let lowest = 0;
  for (const event of events) {
    running += event.kind === 'take' ? -event.quantity : event.quantity;
    if (event.kind === 'take') lowest = Math.min(lowest, running);
  }
  return Math.max(target - running, -lowest);
}

/** The seeded stock after the seeded orders and refunds (pure: the products and orders given). */
export function stockAfterOrders(products: readonly ProductRecord[], orders: readonly OrderRecord[]): SeededStock {
  const warehouseOrder = seededWarehouses.map((warehouse) => warehouse.warehouseKey);
  const [first = 'wh-icheon'] = warehouseOrder;
  const sold = products.filter((product) => product.type === 'BOOK' || product.type === 'GOODS');
  const built = sold.map((product) => ({ product, ...variantsOf(product) }));
  const events = eventsOf(orders, new Map(built.map(({ product, variants }) => [product.itemKey, variants])));
  const eventsByVariant = new Map<string, StockEvent[]>();
  for (const event of events) {
    const list = eventsByVariant.get(event.key);
    if (list) list.push(event);
    else eventsByVariant.set(event.key, [event]);
  }

  const stock = new Map<string, Stock>();
  const initial = new Map<string, Stock>();
  built.forEach(({ product, variants }, index) =>
    variants.forEach((variant, place) => {
      const key = variantKey(product.itemKey, variant.sku);
      const target = targetStock(product, index, place);
      const received = { ...target, [first]: firstUnits(eventsByVariant.get(key) ?? [], target[first] ?? 0) };
      initial.set(key, received);
      stock.set(key, received);
    }),
  );

  const moves = new Map<string, StockMoveRecord>();
  for (const event of events) {
    const now = stock.get(event.key) ?? {};
    if (event.kind === 'take') {
      const warehouseKey = warehouseFor(now, warehouseOrder, event.quantity);
      if (warehouseKey === null) throw new Error(`stock seed: no warehouse held ${event.quantity} for ${event.orderItemKey}`);
      stock.set(event.key, takeStock(now, warehouseKey, event.quantity));
      const [itemKey = '', sku = ''] = event.key.split('\u0000');
      moves.set(event.orderItemKey, { orderItemKey: event.orderItemKey, itemKey, sku, warehouseKey, quantity: event.quantity, restocked: 0 });
    } else {
      const move = moves.get(event.orderItemKey);
      if (!move) continue;
      const back = putBack(now, move, event.quantity);
      stock.set(event.key, back.stock);
      moves.set(event.orderItemKey, { ...move, restocked: back.taken.restocked });
    }
  }

  const sets = built.map(({ product, optionGroups, variants }): VariantSetRecord => ({
    itemKey: product.itemKey,
    optionGroups,
    variants: variants.map((variant) => ({ ...variant, stock: stock.get(variantKey(product.itemKey, variant.sku)) ?? {} })),
    version: 1,
  }));
  return { sets, initial, moves: [...moves.values()] };
}

let seeded: SeededStock | null = null;

/** The seeded stock for these orders, built once per process (the orders are the same every time: orders/seed.ts). */
export function seededStock(orders: readonly OrderRecord[]): SeededStock {
  seeded ??= stockAfterOrders(productSeed(), orders);
  return seeded;
}

/** Puts the stock after the seeded orders in the world (the orders' seed calls it once they are built). */
export async function seedStockAfterOrders(orders: readonly OrderRecord[]): Promise<void> {
  await seedBulk(db.catalogueVariants, () => seededStock(orders).sets);
  await seedBulk(db.catalogueStockMoves, () => seededStock(orders).moves);
}
