/**
 * The warehouse calls (adminProductWarehouse.ts, issue 40) and their query options, kept under the
 * product keys: a warehouse added or renamed changes the variant grid's stock columns too, so one
 * `adminProductKeys.all` refreshes both (here and in other tabs).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminProductWarehouse';
import { adminProductKeys } from '../catalogue/api';

export type WarehouseListQuery = QueryInput<typeof endpoints.warehouses>;

export const adminWarehouseKeys = {
  all: [...adminProductKeys.all, 'warehouses'] as const,
  list: (query: WarehouseListQuery) => [...adminWarehouseKeys.all, query] as const,
};

function fetchWarehouses(query: WarehouseListQuery, options?: RequestOptions) {
  return api.request(endpoints.warehouses, { query }, options);
}

export function warehousesQuery(query: WarehouseListQuery) {
  return queryOptions({
    queryKey: adminWarehouseKeys.list(query),
    queryFn: ({ signal }) => fetchWarehouses(query, { signal }),
  });
}

export function createWarehouse(name: string) {
  return api.request(endpoints.createWarehouse, { body: { name } });
}

export function renameWarehouse(warehouseKey: string, name: string) {
  return api.request(endpoints.renameWarehouse, { params: { warehouseKey }, body: { name } });
}
