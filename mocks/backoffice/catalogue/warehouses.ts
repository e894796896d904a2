/**
 * The warehouses stock is kept in (issue 40: data, not constants), read by the product handlers
 * (the grid's stock columns; a save's stock keys checked against them), the warehouse handlers and
 * the order placing (a line takes its units from one of them). Kept apart so each reads one list.
 */
import { productErrorCodes, type ProductErrorName, type WarehouseRef } from '@app/shared/api/contract/adminProductWords';
import { db } from '@mocks/db/database';
import { AreaMockError } from '@mocks/engine/AreaMockError';

export function productError(name: ProductErrorName, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(productErrorCodes[name], message, data);
}

/** Every warehouse in the order it was added: the stock columns' order. */
export function warehouseRefs(): WarehouseRef[] {
  return db.catalogueWarehouses.all().map(({ warehouseKey, name }) => ({ warehouseKey, name }));
}

export const warehouseKeys = (): ReadonlySet<string> => new Set(db.catalogueWarehouses.all().map((warehouse) => warehouse.warehouseKey));
