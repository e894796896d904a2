/**
 * Back-office warehouse calls (issue 40 "Stock per warehouse for books and goods; warehouses are
 * data (list, add, rename), not constants"; backoffice.md §7 Product "stock per warehouse"). Under
 * `/rest/product/admin/tenant/warehouses`, for whoever holds PRODUCT.
 *
 * What the server promises:
 * - a warehouse's name is §5 common text (normalised, 2–30) and unique in the tenant; a taken name
 *   answers 409 `product.warehouse.name_taken`;
 * - a warehouse is never deleted here: stock and past orders name it by key, so a rename changes
 *   only the name every screen shows;
 * - each row says how many units and how many variants it holds, summed over every product;
 * - adding and renaming are in the change history (record type PRODUCT_WAREHOUSE).
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { adminListQuery, adminPageOf } from './adminKit';
import { WAREHOUSE_NAME_MAX, WAREHOUSE_NAME_MIN } from './adminProductWords';
import { warehouseSortFields } from './adminProductWarehouseSorts';
import { countSchema, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

const base = '/rest/product/admin/tenant/warehouses';
const access = { side: 'operator', permission: 'PRODUCT' } as const;

export const WAREHOUSE_PAGE_SIZE = 20;

export const warehouseSchema = z.object({
  warehouseKey: z.string(),
  name: z.string(),
  /** Units of every product's variants kept here. */
  stockUnits: countSchema,
  /** Variants with at least one unit here. */
  stockedVariants: countSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

const warehouseName = boundedText({ min: WAREHOUSE_NAME_MIN, max: WAREHOUSE_NAME_MAX });
const params = z.object({ warehouseKey: z.string().check(z.minLength(1)) });

export const warehouses = defineEndpoint({
  id: 'adminProductWarehouse.warehouses',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.object({ name: z.optional(z.string().check(z.maxLength(100))), ...adminListQuery(warehouseSortFields, WAREHOUSE_PAGE_SIZE) }),
  response: adminPageOf(warehouseSchema),
  summary: "The tenant's warehouses, searched by name, sorted and paged, each with the units and variants it holds.",
});

export const createWarehouse = defineEndpoint({
  id: 'adminProductWarehouse.createWarehouse',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: z.object({ name: warehouseName }),
  response: warehouseSchema,
  summary: 'Add a warehouse holding nothing yet (every variant has 0 there); 409 product.warehouse.name_taken when another has the name.',
});

export const renameWarehouse = defineEndpoint({
  id: 'adminProductWarehouse.renameWarehouse',
  method: 'PUT',
  path: `${base}/{warehouseKey}`,
  auth: 'required',
  access,
  params,
  body: z.object({ name: warehouseName }),
  response: warehouseSchema,
  summary: 'Rename a warehouse (its stock stays); 409 product.warehouse.name_taken when another has the name, 404 request.not_found when unknown.',
});

export const adminProductWarehouseEndpoints = { warehouses, createWarehouse, renameWarehouse };
