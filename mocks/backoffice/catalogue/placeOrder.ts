/**
 * A new order of a catalogue item at its price now (issue 28 crossing: "a price change shows on
 * new orders' lines in the commerce area"). The mock has no checkout, so this is a mock-world
 * action, not an API call: `POST /__mock/catalogue/orders` (mocks/runtimes/http/control.ts) in
 * tests and the mock server, `placeCatalogueOrder` in Node. It places what a learner's checkout
 * would store: one line at the catalogue's current price, the item's own shipping fee and
 * free-from condition for what ships, paid by card, in the orders collection's record shape —
 * so `/admin/orders` and the order's detail show the price the back-office set.
 *
 * Books and goods sold by variant and stock (issue 40): an order of goods with options names the
 * variant by its SKU, and the line carries its option values as `optionName` and its price; a
 * book or goods item without options is its one variant at the item's price. Either takes its
 * units from one warehouse (stock.ts).
 * An order over the maximum purchase quantity or the stock is refused in Korean
 * (`product.quantity.over_max`, `product.stock.short`), as is one naming no variant for sale
 * (`product.variant.required`); a refund of the line puts its units back (orders/handlers.ts).
 *
 * What it does not do (a checkout would): grant tickets for a class, course or package, make a
 * shipment in the shipping area, or use a coupon. An item the learner cannot buy now (hidden,
 * stopped, outside its sale period) is refused as a checkout would refuse it.
 */
import type { OrderAddress, OrderBuyer } from '@app/shared/api/contract/adminOrder';
import { paidAmount } from '@app/shared/api/contract/adminOrderRefund';
import { isPurchasable, type CatalogueType } from '@app/shared/api/contract/adminCatalogueWords';
import { optionNameOf } from '@app/shared/api/contract/adminProductStock';
import { isSoldType } from '@app/shared/api/contract/adminProductWords';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import type { OrderRecord } from '@mocks/backoffice/orders/collections';
import { requireItem } from './items';
import { checkPurchase, orderedVariant, takeOrderStock } from './stock';

export interface PlaceOrderInput {
  type: CatalogueType;
  itemKey: string;
  /** 1 unless told. */
  quantity?: number;
  /** The variant of goods sold by variant (its SKU), as the buyer picked its options. */
  sku?: string;
  /** The seeded learner (acc-learner) unless told. */
  accountKey?: string;
}

const SHIPPED: readonly CatalogueType[] = ['BOOK', 'GOODS'];

function buyerOf(accountKey: string): OrderBuyer {
  const account = db.accounts.findFirst((q) => q.where({ accountKey }));
  if (!account) throw new MockError('notFound', '주문할 회원을 찾을 수 없어요.', { accountKey });
  return { accountKey, name: account.displayName, email: account.email, phone: account.phone ?? null };
}

function addressOf(buyer: OrderBuyer): OrderAddress {
  return { recipient: buyer.name, phone: buyer.phone ?? '010-0000-0000', zipCode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층', message: null };
}

/** The next free key of the day's new orders: `tx-new-20261128-0001`. */
function nextOrderKey(nowMs: number): string {
  const day = new Date(nowMs + 9 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  const prefix = `tx-new-${day}-`;
  const taken = db.orders.all().filter((order) => order.key.startsWith(prefix)).length;
  return `${prefix}${String(taken + 1).padStart(4, '0')}`;
}

/**
 * Places the order and puts it where the list reads it: the collection is kept newest first
 * (orders/collections.ts), so the new record goes before the first older one.
 */
export async function placeCatalogueOrder(input: PlaceOrderInput): Promise<OrderRecord> {
  const item = requireItem(input.type, input.itemKey);
  const nowMs = settings.now();
  if (item.displayState === 'HIDE' || !isPurchasable(item, nowMs)) {
    throw new MockError('badRequest', '지금은 살 수 없는 상품이에요. 노출 상태, 판매 상태와 판매 기간을 확인해 주세요.', { itemKey: item.itemKey });
  }
  const quantity = input.quantity ?? 1;
  const product = isSoldType(input.type) ? db.catalogueProducts.findFirst((q) => q.where({ itemKey: item.itemKey })) : undefined;
  const ordered = product ? orderedVariant(product, input.sku) : null;
  checkPurchase(quantity, item.maxPurchaseQuantity, ordered);
  const variant = ordered?.variant ?? null;
  const unitPrice = variant?.price ?? item.price;
  const buyer = buyerOf(input.accountKey ?? 'acc-learner');
  const key = nextOrderKey(nowMs);
  const orderedAt = new Date(nowMs).toISOString();
  const subtotal = unitPrice * quantity;
  const shipped = SHIPPED.includes(input.type);
  const freeShipping = item.freeShippingFrom !== null && subtotal >= item.freeShippingFrom;
  const lines = {
    period: null,
    orderItems: [
      {
        itemKey: `${key}-i1`,
        type: input.type,
        productKey: item.itemKey,
        title: item.title,
        optionName: variant ? optionNameOf(variant) : null,
        unitPrice,
        quantity,
        discountAmount: 0,
        refundedQuantity: 0,
        tickets: [],
      },
    ],
  };
  const shippingFees =
    shipped && item.shippingFee > 0 && !freeShipping ? [{ shippingItemKey: `${key}-s1`, title: '기본 배송비', amount: item.shippingFee, refunded: false }] : [];
  const record: OrderRecord = {
    key,
    title: item.title,
    orderType: input.type,
    status: 'COMPLETED',
    paymentCancel: null,
    orderedAt,
    paymentAmount: paidAmount({ transactionInfo: lines, shippingFees }),
    refundedAmount: 0,
    paymentMethod: 'CARD',
    buyer,
    paymentInfo: { cardName: '신한카드', quota: 0 },
    depositInfo: null,
    failDetail: null,
    transactionInfo: lines,
    shippingFees,
    address: shipped ? addressOf(buyer) : null,
    refunds: [],
  };
  const created = await db.orders.create(record);
  const [line] = lines.orderItems;
  if (product && ordered && line) await takeOrderStock(line.itemKey, product, ordered, quantity);
  // @msw/data's `all()` is the collection's own array (mocks/db/bulk.ts relies on the same).
  const orders = db.orders.all();
  orders.splice(orders.indexOf(created), 1);
  const place = orders.findIndex((order) => order.orderedAt < orderedAt || (order.orderedAt === orderedAt && order.key < key));
  orders.splice(place === -1 ? orders.length : place, 0, created);
  return created;
}
