/**
 * Warehouse handlers (`/rest/product/admin/tenant/warehouses`, adminProductWarehouse.ts; issue 40):
 * the list with the units and variants each holds (summed over every product's variants at each
 * read, so a saved grid or a placed order shows at once), an add and a rename — a taken name
 * refused with `product.warehouse.name_taken` —, each in the change history.
 */
import { adminProductWarehouseEndpoints, type Warehouse } from '@app/shared/api/contract/adminProductWarehouse';
import { variantRuleMessages } from '@app/shared/api/contract/adminProductWords';
import type { HttpHandler } from 'msw';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, contains, orderBy, pageOf, select } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { WarehouseRecord } from './collections';
import { productError } from './warehouses';

const nowIso = () => new Date(settings.now()).toISOString();

/** Units and stocked variants per warehouse key, over every product. */
function holdings(): Map<string, { stockUnits: number; stockedVariants: number }> {
  const sums = new Map<string, { stockUnits: number; stockedVariants: number }>();
  for (const set of db.catalogueVariants.all()) {
    for (const variant of set.variants) {
      for (const [key, units] of Object.entries(variant.stock)) {
        const sum = sums.get(key) ?? { stockUnits: 0, stockedVariants: 0 };
        sum.stockUnits += units;
        if (units > 0) sum.stockedVariants += 1;
        sums.set(key, sum);
      }
    }
  }
  return sums;
}

function toWarehouses(records: readonly WarehouseRecord[]): Warehouse[] {
  const sums = holdings();
  return records.map((record) => ({ ...record, ...(sums.get(record.warehouseKey) ?? { stockUnits: 0, stockedVariants: 0 }) }));
}

function requireWarehouse(warehouseKey: string): WarehouseRecord {
  const record = db.catalogueWarehouses.findFirst((q) => q.where({ warehouseKey }));
  if (!record) throw new MockError('notFound', '창고를 찾을 수 없어요.', { warehouseKey });
  return record;
}

function refuseTakenName(name: string, except?: string): void {
  const taken = db.catalogueWarehouses.all().some((record) => record.warehouseKey !== except && record.name === name);
  if (taken) throw productError('warehouseNameTaken', variantRuleMessages.warehouseNameTaken, { name });
}

/** `wh-0003`: the first number past the warehouses so far that no key has. */
function nextWarehouseKey(): string {
  let index = db.catalogueWarehouses.count() + 1;
  while (db.catalogueWarehouses.findFirst((q) => q.where({ warehouseKey: `wh-${String(index).padStart(4, '0')}` }))) index += 1;
  return `wh-${String(index).padStart(4, '0')}`;
}

const sortKeys = {
  name: (row: Warehouse) => row.name,
  createdAt: (row: Warehouse) => row.createdAt,
  stockUnits: (row: Warehouse) => row.stockUnits,
};

export const adminProductWarehouseHandlers = {
  warehouses: handle(adminProductWarehouseEndpoints.warehouses, ({ query }) => {
    const [field, direction] = (query.sort ?? 'createdAt,asc').split(',') as [keyof typeof sortKeys, 'asc' | 'desc'];
    const rows = toWarehouses(db.catalogueWarehouses.all());
    // The key breaks ties, so pages never overlap.
    const order = orderBy(by(sortKeys[field], direction), by((row: Warehouse) => row.warehouseKey));
    return pageOf(select(rows, { where: contains<Warehouse>((row) => row.name, query.name), orderBy: order }), query);
  }),

  createWarehouse: handle(adminProductWarehouseEndpoints.createWarehouse, async ({ body, auth }) => {
    refuseTakenName(body.name);
    const at = nowIso();
    const record = await db.catalogueWarehouses.create({ warehouseKey: nextWarehouseKey(), name: body.name, createdAt: at, updatedAt: at });
    await recordChange({ actor: auth, recordType: 'PRODUCT_WAREHOUSE', recordKey: record.warehouseKey, recordLabel: record.name, action: 'CREATE', before: null, after: { name: record.name } });
    const [answer] = toWarehouses([record]);
    return answer ?? { ...record, stockUnits: 0, stockedVariants: 0 };
  }),

  renameWarehouse: handle(adminProductWarehouseEndpoints.renameWarehouse, async ({ params, body, auth }) => {
    const before = requireWarehouse(params.warehouseKey);
    refuseTakenName(body.name, before.warehouseKey);
    const updated =
      (await db.catalogueWarehouses.update((q) => q.where({ warehouseKey: before.warehouseKey }), {
        data(draft) {
          draft.name = body.name;
          draft.updatedAt = nowIso();
        },
      })) ?? before;
    await recordChange({ actor: auth, recordType: 'PRODUCT_WAREHOUSE', recordKey: before.warehouseKey, recordLabel: body.name, action: 'UPDATE', before: { name: before.name }, after: { name: body.name } });
    const [answer] = toWarehouses([updated]);
    return answer ?? { ...updated, stockUnits: 0, stockedVariants: 0 };
  }),
} satisfies Record<keyof typeof adminProductWarehouseEndpoints, HttpHandler>;
