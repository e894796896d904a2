/**
 * Contract walk of the warehouses (issue 40 "Stock per warehouse for books and goods; warehouses
 * are data (list, add, rename), not constants") over real HTTP: the seeded two with what they
 * hold, searched and sorted; an added one holding nothing, a stock column of every product's
 * variants and saved into; a rename that keeps the stock; a taken name refused (409
 * product.warehouse.name_taken) on add and rename; a name breaking §5 refused (400); an unknown
 * warehouse not found (404), and stock saved under a key of no warehouse refused (400
 * product.warehouse.unknown); each change in the history; for whoever holds PRODUCT only.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminProductEndpoints } from '@app/shared/api/contract/adminProduct';
import { adminProductWarehouseEndpoints } from '@app/shared/api/contract/adminProductWarehouse';
import { productErrorCodes } from '@app/shared/api/contract/adminProductWords';
import { productFixtures } from '@mocks/backoffice/catalogue/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const itemKey = productFixtures.goodsWithOptions;

async function seller(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.product), called);
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  const error: unknown = await call.then(() => expect.fail('expected a refusal'), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  return error.code;
}

describe('warehouse contract over HTTP', () => {
  it('lists the seeded warehouses with the units and variants each holds, searched by name and sorted', async () => {
    const client = await seller();
    const page = await client.call(adminProductWarehouseEndpoints.warehouses, { query: {} });
    expect(page.items.map((row) => row.name)).toEqual(['이천 물류센터', '부산 물류센터']);
    expect(page.items.every((row) => row.stockUnits > 0 && row.stockedVariants > 0)).toBe(true);
    const busan = await client.call(adminProductWarehouseEndpoints.warehouses, { query: { name: '부산' } });
    expect(busan.items.map((row) => row.warehouseKey)).toEqual(['wh-busan']);
    const byUnits = await client.call(adminProductWarehouseEndpoints.warehouses, { query: { sort: 'stockUnits,desc' } });
    expect(byUnits.items[0]?.stockUnits).toBeGreaterThanOrEqual(byUnits.items[1]?.stockUnits ?? 0);
  });

  it('adds a warehouse that every product counts stock in, renames it keeping the stock, and records both', async () => {
    const client = await seller();
    const added = await client.call(adminProductWarehouseEndpoints.createWarehouse, { body: { name: '  대전   반품센터 ' } });
    expect(added).toMatchObject({ name: '대전 반품센터', stockUnits: 0, stockedVariants: 0 });

    const product = await client.call(adminProductEndpoints.productVariants, { params: { itemKey } });
    expect(product.warehouses.map((warehouse) => warehouse.name)).toEqual(['이천 물류센터', '부산 물류센터', '대전 반품센터']);
    const variants = product.variants.map((variant) => ({ ...variant, stock: { ...variant.stock, [added.warehouseKey]: 7 } }));
    await client.call(adminProductEndpoints.saveProductVariants, { params: { itemKey }, body: { optionGroups: product.optionGroups, variants, version: product.version } });

    const renamed = await client.call(adminProductWarehouseEndpoints.renameWarehouse, { params: { warehouseKey: added.warehouseKey }, body: { name: '대전 센터' } });
    expect(renamed).toMatchObject({ warehouseKey: added.warehouseKey, name: '대전 센터', stockUnits: 7 * variants.length, stockedVariants: variants.length });

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['PRODUCT_WAREHOUSE'], recordKey: added.warehouseKey } });
    expect(history.items.map((entry) => entry.action)).toEqual(['UPDATE', 'CREATE']);
    expect(history.items[0]?.changes).toContainEqual({ field: 'name', before: '대전 반품센터', after: '대전 센터' });
  });

  it('refuses a taken name (409), a name breaking §5 (400), an unknown warehouse (404) and stock under a key of no warehouse (400)', async () => {
    const client = await seller();
    expect(await codeOf(client.call(adminProductWarehouseEndpoints.createWarehouse, { body: { name: '이천 물류센터' } }))).toBe(productErrorCodes.warehouseNameTaken.code);
    expect(await codeOf(client.call(adminProductWarehouseEndpoints.renameWarehouse, { params: { warehouseKey: 'wh-busan' }, body: { name: '이천 물류센터' } }))).toBe(
      productErrorCodes.warehouseNameTaken.code,
    );
    expect(await codeOf(client.call(adminProductWarehouseEndpoints.createWarehouse, { body: { name: '창' } }))).toBe('request.invalid');
    await expectApiError(client.call(adminProductWarehouseEndpoints.renameWarehouse, { params: { warehouseKey: 'wh-none' }, body: { name: '없는 창고' } }), 'notFound');

    const product = await client.call(adminProductEndpoints.productVariants, { params: { itemKey } });
    const variants = product.variants.map((variant) => ({ ...variant, stock: { ...variant.stock, 'wh-gone': 1 } }));
    expect(await codeOf(client.call(adminProductEndpoints.saveProductVariants, { params: { itemKey }, body: { optionGroups: product.optionGroups, variants, version: product.version } }))).toBe(
      productErrorCodes.warehouseUnknown.code,
    );
    expect((await client.call(adminProductEndpoints.productVariants, { params: { itemKey } })).version).toBe(product.version);
  });

  it('calls every endpoint of the warehouses', () => {
    expect([...called].filter((id) => id.startsWith('adminProductWarehouse.')).sort()).toEqual(Object.values(adminProductWarehouseEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
