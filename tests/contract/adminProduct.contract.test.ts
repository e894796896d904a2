/**
 * Contract walk of product sales (issue 28; backoffice.md §7 Product "variants, price, status,
 * option groups, stock per warehouse") over real HTTP: the goods list; a seeded goods item's option group and
 * variants with stock in both warehouses; a save of two groups with stock per warehouse, from its
 * version (a stale version refused, nothing saved); variants that are not the groups'
 * combinations, a duplicate SKU or a negative stock refused with the rule's message; an unknown
 * product not found; the save in the product's change history. Issue 40: a goods item's and a
 * book's sales info edited by an operator holding PRODUCT and not CONTENT.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCatalogueEndpoints } from '@app/shared/api/contract/adminCatalogue';
import { adminProductEndpoints } from '@app/shared/api/contract/adminProduct';
import { catalogueErrorCodes } from '@app/shared/api/contract/adminCatalogueWords';
import { generateVariants, variantRuleMessages, type OptionGroup } from '@app/shared/api/contract/adminProductWords';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { productFixtures } from '@mocks/backoffice/catalogue/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const itemKey = productFixtures.goodsWithOptions;

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function refusal(call: Promise<unknown>): Promise<{ code: string; issues: unknown }> {
  const error: unknown = await call.then(() => expect.fail('expected a refusal'), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  return { code: error.code, issues: error.data?.['issues'] ?? error.data };
}

describe('product sales contract over HTTP', () => {
  it('answers the seeded option group and variants with stock per warehouse; an unknown product is not found', async () => {
    const client = await operator();
    const product = await client.call(adminProductEndpoints.productVariants, { params: { itemKey } });
    expect(product).toMatchObject({ itemKey, title: '수채화 물감 24색 세트', price: 45_000, optionGroups: [{ name: '옵션', values: ['튜브형', '고체형'] }], version: 1 });
    expect(product.variants.map((variant) => variant.optionValues)).toEqual([['튜브형'], ['고체형']]);
    expect(Object.keys(product.variants[0]?.stock ?? {})).toEqual(['wh-icheon', 'wh-busan']);
    expect(product.warehouses).toEqual([{ warehouseKey: 'wh-icheon', name: '이천 물류센터' }, { warehouseKey: 'wh-busan', name: '부산 물류센터' }]);
    await expectApiError(client.call(adminProductEndpoints.productVariants, { params: { itemKey: 'goods-none' } }), 'notFound');
  });

  it('lists the goods as the catalogue does, 20 a page, for whoever holds PRODUCT', async () => {
    const client = await operator();
    const page = await client.call(adminProductEndpoints.productItems, { query: {} });
    expect(page.size).toBe(20);
    expect(page.items.every((item) => item.type === 'GOODS')).toBe(true);
    const found = await client.call(adminProductEndpoints.productItems, { query: { q: itemKey } });
    expect(found.items.map((item) => item.itemKey)).toEqual([itemKey]);
  });

  it('issue 40 “Books listed under PRODUCT beside goods”: type=BOOK lists the books and their categories, for an operator holding PRODUCT only', async () => {
    const seller = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.product), called);
    const books = await seller.call(adminProductEndpoints.productItems, { query: { type: 'BOOK', q: productFixtures.book } });
    expect(books.items.map((item) => [item.itemKey, item.type])).toEqual([[productFixtures.book, 'BOOK']]);
    const categories = await seller.call(adminProductEndpoints.productCategories, { query: { type: 'BOOK' } });
    expect(categories.items.map((category) => category.categoryKey)).toContain('cat-book-recipe');
    const goods = await seller.call(adminProductEndpoints.productCategories, { query: {} });
    expect(goods.items.map((category) => category.categoryKey)).not.toContain('cat-book-recipe');
  });

  it('saves two groups with stock in two warehouses from its version; a stale save changes nothing', async () => {
    const client = await operator();
    const now = await client.call(adminProductEndpoints.productVariants, { params: { itemKey } });
    const groups: OptionGroup[] = [{ name: '형태', values: ['튜브형', '고체형'] }, { name: '색 수', values: ['12색', '24색'] }];
    const variants = generateVariants(now.optionGroups.map((group) => ({ ...group, name: '형태' })), now.variants, groups, { skuPrefix: 'WC', price: now.price }).map((variant, index) => ({
      ...variant,
      stock: { 'wh-icheon': 10 + index, 'wh-busan': index },
    }));
    const saved = await client.call(adminProductEndpoints.saveProductVariants, { params: { itemKey }, body: { optionGroups: groups, variants, version: now.version } });
    expect(saved.version).toBe(now.version + 1);
    expect(saved.variants).toHaveLength(4);
    expect(saved.variants[3]).toMatchObject({ optionValues: ['고체형', '24색'], stock: { 'wh-icheon': 13, 'wh-busan': 3 } });

    const stale = await refusal(client.call(adminProductEndpoints.saveProductVariants, { params: { itemKey }, body: { optionGroups: groups, variants, version: now.version } }));
    expect(stale).toEqual({ code: catalogueErrorCodes.catalogueVersionConflict.code, issues: { version: saved.version } });

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CATALOGUE_ITEM'], recordKey: itemKey } });
    expect(history.items[0]?.changes).toContainEqual({ field: 'variantCount', before: 2, after: 4 });
  });

  it('refuses variants that break a rule, with its message, and saves nothing', async () => {
    const client = await operator();
    const now = await client.call(adminProductEndpoints.productVariants, { params: { itemKey } });
    const body = { optionGroups: now.optionGroups, variants: now.variants, version: now.version };
    const messageOf = async (call: Promise<unknown>) => JSON.stringify((await refusal(call)).issues);
    const save = (change: Partial<typeof body>) => client.call(adminProductEndpoints.saveProductVariants, { params: { itemKey }, body: { ...body, ...change } });
    expect(await messageOf(save({ variants: now.variants.slice(1) }))).toContain(variantRuleMessages.mismatch);
    expect(await messageOf(save({ variants: now.variants.map((variant) => ({ ...variant, sku: 'SAME' })) }))).toContain(variantRuleMessages.skuTaken);
    expect(await messageOf(save({ variants: now.variants.map((variant) => ({ ...variant, stock: { ...variant.stock, 'wh-busan': -1 } })) }))).toContain(variantRuleMessages.stock);
    expect((await client.call(adminProductEndpoints.productVariants, { params: { itemKey } })).version).toBe(now.version);
  });

  it('issue 40 “Sales info belongs to PRODUCT”: an operator with PRODUCT and not CONTENT edits a goods item’s and a book’s price, tax type and shipping terms; a stale save is refused', async () => {
    const seller = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.product), called);
    // The catalogue's own call is not theirs.
    await expectApiError(seller.call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'goods', itemKey } }), 'permissionDenied');
    for (const key of [itemKey, productFixtures.book]) {
      const now = await seller.call(adminProductEndpoints.productSales, { params: { itemKey: key } });
      const saved = await seller.call(adminProductEndpoints.saveProductSales, {
        params: { itemKey: key },
        body: { saleStatus: 'ON_SALE', price: 47_000, priceDisplayMode: 'FREE', salePeriod: null, taxType: 'TAX_FREE', shippingFee: 2_500, freeShippingFrom: 30_000, maxPurchaseQuantity: 5, version: now.version },
      });
      expect(saved, key).toMatchObject({ itemKey: key, price: 47_000, taxType: 'TAX_FREE', shippingFee: 2_500, freeShippingFrom: 30_000, maxPurchaseQuantity: 5, version: now.version + 1 });
      const stale = await refusal(
        seller.call(adminProductEndpoints.saveProductSales, {
          params: { itemKey: key },
          body: { saleStatus: 'ON_SALE', price: 1, priceDisplayMode: 'FREE', salePeriod: null, taxType: 'TAXABLE', shippingFee: 0, freeShippingFrom: null, maxPurchaseQuantity: null, version: now.version },
        }),
      );
      expect(stale.code, key).toBe(catalogueErrorCodes.catalogueVersionConflict.code);
    }
    // What the catalogue lists is what PRODUCT saved.
    const listed = await (await operator()).call(adminCatalogueEndpoints.catalogueItem, { params: { type: 'books', itemKey: productFixtures.book } });
    expect(listed.price).toBe(47_000);
    // A class is not a product's: not found here.
    await expectApiError(seller.call(adminProductEndpoints.productSales, { params: { itemKey: 'klass-002' } }), 'notFound');
    const refused = await refusal(
      seller.call(adminProductEndpoints.saveProductSales, {
        params: { itemKey },
        body: { saleStatus: 'ON_SALE', price: -1, priceDisplayMode: 'FREE', salePeriod: null, taxType: 'TAXABLE', shippingFee: 0, freeShippingFrom: null, maxPurchaseQuantity: null, version: 1 },
      }),
    );
    expect(refused.code).toBe('request.invalid');
  });
});
