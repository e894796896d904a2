/**
 * The sorts the warehouse list takes (adminProductWarehouse.ts builds its query from them), kept
 * without zod so the list screen offers exactly these and its first download carries no schema.
 */
export const warehouseSortFields = ['name', 'createdAt', 'stockUnits'] as const;
