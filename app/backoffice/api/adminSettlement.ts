/**
 * Settlement endpoint functions (adminSettlement.ts contract) and their query options: the monthly
 * sales of a range and their export job. The figures follow the orders (a refund changes them), so
 * they are read again on every visit (react-query's default staleness), never kept.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminSettlement';

export type MonthlySalesQuery = QueryInput<typeof endpoints.monthlySales>;

export const adminSettlementKeys = {
  all: ['adminSettlement'] as const,
  monthlySales: (query: MonthlySalesQuery) => [...adminSettlementKeys.all, 'monthlySales', query] as const,
};

export function fetchMonthlySales(query: MonthlySalesQuery, options?: RequestOptions) {
  return api.request(endpoints.monthlySales, { query }, options);
}

export function monthlySalesQuery(query: MonthlySalesQuery) {
  return queryOptions({
    queryKey: adminSettlementKeys.monthlySales(query),
    queryFn: ({ signal }) => fetchMonthlySales(query, { signal }),
  });
}

export function exportMonthlySales(body: MonthlySalesQuery, options?: RequestOptions) {
  return api.request(endpoints.exportMonthlySales, { body }, options);
}
