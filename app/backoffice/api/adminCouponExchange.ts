/**
 * Exchange code endpoint functions (adminCouponExchange.ts contract) and their query options: the
 * cursor slice, one code, create, edit and on / off. Kept under the coupon area's query keys
 * (`adminCouponKeys.all`), so a coupon stopped elsewhere shows as stopped in an exchange code's
 * detail too, and one change announcement reaches both.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import type { ExchangeCodeStatus } from '@app/shared/api/contract/adminCouponExchangeRules';
import * as endpoints from '@app/shared/api/routes/adminCouponExchange';
import { adminCouponKeys } from './adminCoupon';

export type ExchangeListQuery = QueryInput<typeof endpoints.exchangeCodes>;
export type ExchangeCreateBody = BodyInput<typeof endpoints.createExchangeCode>;
export type ExchangeUpdateBody = BodyInput<typeof endpoints.updateExchangeCode>;

export const adminExchangeKeys = {
  all: [...adminCouponKeys.all, 'exchange'] as const,
  lists: () => [...adminExchangeKeys.all, 'list'] as const,
  list: (query: Omit<ExchangeListQuery, 'cursor'>) => [...adminExchangeKeys.lists(), query] as const,
  exchange: (exchangeCodeKey: string) => [...adminExchangeKeys.all, 'code', exchangeCodeKey] as const,
};

export function fetchExchangeCodes(query: ExchangeListQuery, options?: RequestOptions) {
  return api.request(endpoints.exchangeCodes, { query }, options);
}

/** The list's cursor slices for a filter, each asked with the last one's `nextCursor`. */
export function exchangeCodesQuery(query: Omit<ExchangeListQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: adminExchangeKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchExchangeCodes(pageParam ? { ...query, cursor: pageParam } : query, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function exchangeCodeQuery(exchangeCodeKey: string) {
  return queryOptions({
    queryKey: adminExchangeKeys.exchange(exchangeCodeKey),
    queryFn: ({ signal }) => api.request(endpoints.exchangeCode, { params: { exchangeCodeKey } }, { signal }),
  });
}

export function createExchangeCode(body: ExchangeCreateBody, options?: RequestOptions) {
  return api.request(endpoints.createExchangeCode, { body }, options);
}

export function updateExchangeCode(exchangeCodeKey: string, body: ExchangeUpdateBody, options?: RequestOptions) {
  return api.request(endpoints.updateExchangeCode, { params: { exchangeCodeKey }, body }, options);
}

export function changeExchangeCodeStatus(exchangeCodeKey: string, status: ExchangeCodeStatus, version: number, options?: RequestOptions) {
  return api.request(endpoints.changeExchangeCodeStatus, { params: { exchangeCodeKey }, body: { status, version } }, options);
}
