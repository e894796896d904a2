/**
 * Orders by variant and stock over real HTTP (issue 40 "an order line of goods names its variant
 * (`optionName`), takes its price, lowers that warehouse's stock, and an order over the stock or
 * the maximum quantity is refused by the mock with a Korean message; a refund puts stock back"):
 * the mock's order-placing action on goods with two option groups and stock in two warehouses,
 * read back through the order detail and the product's variants; refusals with their codes and
 * words; a partial then a whole refund through the orders area putting the units back. A book
 * (issue 40 "stock for books and for goods without options") is its one variant: its SKU and
 * stock per warehouse, at its own price; an order of it lowers that stock, a refund puts it back,
 * one with nothing left is refused as 품절, and the learner's item page says 품절.
 */
import { describe, expect, it } from 'vitest';
import { adminOrderEndpoints } from '@app/shared/api/contract/adminOrder';
import { adminProductEndpoints } from '@app/shared/api/contract/adminProduct';
import { sitePageEndpoints } from '@app/shared/api/contract/sitePage';
import { purchaseMessages } from '@app/shared/api/contract/adminProductStock';
import { generateVariants, productErrorCodes, type OptionGroup } from '@app/shared/api/contract/adminProductWords';
import { productFixtures } from '@mocks/backoffice/catalogue/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const itemKey = productFixtures.goodsWithOptions;

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), new Set());
}

async function place(body: Record<string, unknown>, type = 'GOODS', key: string = itemKey): Promise<{ status: number; json: { orderKey?: string; code?: string; message?: string; data?: Record<string, unknown> } }> {
  const response = await fetch(`${server.baseUrl}/__mock/catalogue/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type, itemKey: key, ...body }) });
  return { status: response.status, json: (await response.json()) as { orderKey?: string; code?: string; message?: string } };
}

/** The goods with 형태 × 색 수, each variant 2 units in 이천 and 5 in 부산, 네이비 고체형 24색 at 52,000원. */
async function stocked(client: ContractClient) {
  const now = await client.call(adminProductEndpoints.productVariants, { params: { itemKey } });
  const groups: OptionGroup[] = [{ name: '형태', values: ['튜브형', '고체형'] }, { name: '색 수', values: ['12색', '24색'] }];
  const variants = generateVariants([], [], groups, { skuPrefix: 'WC', price: now.price }).map((variant, index) => ({
    ...variant,
    price: index === 3 ? 52_000 : variant.price,
    stock: { 'wh-icheon': 2, 'wh-busan': 5 },
  }));
  return client.call(adminProductEndpoints.saveProductVariants, { params: { itemKey }, body: { optionGroups: groups, variants, version: now.version } });
}

const stockOf = async (client: ContractClient, sku: string) =>
  (await client.call(adminProductEndpoints.productVariants, { params: { itemKey } })).variants.find((variant) => variant.sku === sku)?.stock;

describe('orders by variant and stock', () => {
  it('an order line names its variant, takes its price and lowers the first warehouse holding it all; a refund puts the units back there', async () => {
    const client = await operator();
    const saved = await stocked(client);
    const variant = saved.variants[3];
    if (!variant) throw new Error('no fourth variant');

    const placed = await place({ sku: variant.sku, quantity: 3 });
    expect(placed.status).toBe(200);
    const orderKey = placed.json.orderKey ?? '';
    const order = await client.call(adminOrderEndpoints.order, { params: { orderKey } });
    const [line] = order.transactionInfo.orderItems;
    expect(line).toMatchObject({ productKey: itemKey, optionName: '고체형 / 24색', unitPrice: 52_000, quantity: 3 });
    // 이천 holds 2 of it: the three units leave 부산.
    expect(await stockOf(client, variant.sku)).toEqual({ 'wh-icheon': 2, 'wh-busan': 2 });

    await client.call(adminOrderEndpoints.refund, { params: { orderKey }, body: { refundItems: [{ itemKey: line?.itemKey ?? '', quantity: 1 }], shippingRefundItems: [], reasonType: 'CHANGE_OF_MIND', reason: '' } });
    expect(await stockOf(client, variant.sku)).toEqual({ 'wh-icheon': 2, 'wh-busan': 3 });
    await client.call(adminOrderEndpoints.refundAll, { params: { orderKey }, body: { reasonType: 'CHANGE_OF_MIND', reason: '' } });
    expect(await stockOf(client, variant.sku)).toEqual({ 'wh-icheon': 2, 'wh-busan': 5 });
  });

  it('refuses an order over the stock (409 product.stock.short) and over the maximum (400 product.quantity.over_max) in Korean, and one naming no variant; nothing moves', async () => {
    const client = await operator();
    const saved = await stocked(client);
    const sku = saved.variants[0]?.sku ?? '';

    const short = await place({ sku, quantity: 6 });
    expect([short.status, short.json.code, short.json.message]).toEqual([409, productErrorCodes.stockShort.code, purchaseMessages.short(5)]);

    const item = await client.call(adminProductEndpoints.productSales, { params: { itemKey } });
    const { saleStatus, price, priceDisplayMode, salePeriod, taxType, shippingFee, freeShippingFrom, version } = item;
    await client.call(adminProductEndpoints.saveProductSales, {
      params: { itemKey },
      body: { saleStatus, price, priceDisplayMode, salePeriod, taxType, shippingFee, freeShippingFrom, maxPurchaseQuantity: 2, version },
    });
    const overMax = await place({ sku, quantity: 3 });
    expect([overMax.status, overMax.json.code, overMax.json.message]).toEqual([400, productErrorCodes.quantityOverMax.code, purchaseMessages.overMax(2)]);

    const none = await place({});
    expect([none.status, none.json.code, none.json.message]).toEqual([400, productErrorCodes.variantRequired.code, purchaseMessages.chooseVariant]);
    expect(await stockOf(client, sku)).toEqual({ 'wh-icheon': 2, 'wh-busan': 5 });
  });

  it('a book is its one variant: SKU and stock per warehouse at its own price; an order lowers it, a refund puts it back, nothing left is 품절', async () => {
    const client = await operator();
    const book = productFixtures.book;
    const now = await client.call(adminProductEndpoints.productVariants, { params: { itemKey: book } });
    expect(now.optionGroups).toEqual([]);
    expect(now.variants).toHaveLength(1);
    const [itself] = now.variants;
    expect(itself).toMatchObject({ optionValues: [], sku: 'BOOK-005-0001', price: now.price, status: 'ON_SALE' });
    // Its price and status are the item's, whatever a save sends.
    const saved = await client.call(adminProductEndpoints.saveProductVariants, {
      params: { itemKey: book },
      body: { optionGroups: [], variants: [{ ...itself, optionValues: [], sku: itself?.sku ?? '', price: 1, status: 'STOPPED', stock: { 'wh-icheon': 1, 'wh-busan': 2 } }], version: now.version },
    });
    expect(saved.variants[0]).toMatchObject({ price: now.price, status: 'ON_SALE', stock: { 'wh-icheon': 1, 'wh-busan': 2 } });

    const placed = await place({ quantity: 2 }, 'BOOK', book);
    expect(placed.status).toBe(200);
    const order = await client.call(adminOrderEndpoints.order, { params: { orderKey: placed.json.orderKey ?? '' } });
    expect(order.transactionInfo.orderItems[0]).toMatchObject({ productKey: book, optionName: null, unitPrice: now.price, quantity: 2 });
    const bookStock = async () => (await client.call(adminProductEndpoints.productVariants, { params: { itemKey: book } })).variants[0]?.stock;
    expect(await bookStock()).toEqual({ 'wh-icheon': 1, 'wh-busan': 0 });
    const visitor = contractClient(server.baseUrl, null, new Set());
    const shown = async () => (await visitor.call(sitePageEndpoints.publicItem, { params: { type: 'BOOK', itemKey: book } })).stock;
    expect(await shown()).toEqual({ soldOut: false, options: [] });

    const last = await place({}, 'BOOK', book);
    expect(last.status).toBe(200);
    const soldOut = await place({}, 'BOOK', book);
    expect([soldOut.status, soldOut.json.code, soldOut.json.message]).toEqual([409, productErrorCodes.stockShort.code, purchaseMessages.itemSoldOut]);
    expect(await shown()).toEqual({ soldOut: true, options: [] });

    await client.call(adminOrderEndpoints.refundAll, { params: { orderKey: placed.json.orderKey ?? '' }, body: { reasonType: 'CHANGE_OF_MIND', reason: '' } });
    expect(await bookStock()).toEqual({ 'wh-icheon': 0, 'wh-busan': 2 });
    expect((await shown())?.soldOut).toBe(false);
  });

  it('the learner’s item page says which options of goods are 품절, and 품절 once none is left', async () => {
    const client = await operator();
    const saved = await stocked(client);
    const emptied = saved.variants.map((variant, index) => ({ ...variant, stock: index === 0 ? { 'wh-icheon': 0, 'wh-busan': 0 } : variant.stock }));
    await client.call(adminProductEndpoints.saveProductVariants, { params: { itemKey }, body: { optionGroups: saved.optionGroups, variants: emptied, version: saved.version } });
    const visitor = contractClient(server.baseUrl, null, new Set());
    const item = await visitor.call(sitePageEndpoints.publicItem, { params: { type: 'GOODS', itemKey } });
    expect(item.stock?.soldOut).toBe(false);
    expect(item.stock?.options.slice(0, 2)).toEqual([
      { name: '튜브형 / 12색', soldOut: true },
      { name: '튜브형 / 24색', soldOut: false },
    ]);
    const soldOutBook = await visitor.call(sitePageEndpoints.publicItem, { params: { type: 'BOOK', itemKey: productFixtures.soldOutBook } });
    expect(soldOutBook.stock).toEqual({ soldOut: true, options: [] });
  });
});
