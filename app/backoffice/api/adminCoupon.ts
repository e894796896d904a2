/**
 * Coupon specification endpoint functions (adminCoupon.ts contract) and their query options: the
 * cursor slice, one specification, create, edit, operate and stop. A change invalidates
 * `adminCouponKeys.all` through the caller, so the list and the detail show the new status at once
 * (and the other tabs, through the change sync).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminCoupon';
import * as codeEndpoints from '@app/shared/api/routes/adminCouponCode';
import * as issueEndpoints from '@app/shared/api/routes/adminCouponIssue';
import { declareJobEffect } from '../kit/jobs/jobEffects';

export type CouponListQuery = QueryInput<typeof endpoints.couponSpecs>;
export type CouponCreateBody = BodyInput<typeof endpoints.createCouponSpec>;
export type CouponUpdateBody = BodyInput<typeof endpoints.updateCouponSpec>;
export type CodeSpecCreateBody = BodyInput<typeof codeEndpoints.createCodeSpec>;

export const adminCouponKeys = {
  all: ['adminCoupon'] as const,
  lists: () => [...adminCouponKeys.all, 'list'] as const,
  list: (query: Omit<CouponListQuery, 'cursor'>) => [...adminCouponKeys.lists(), query] as const,
  coupon: (couponKey: string) => [...adminCouponKeys.all, 'coupon', couponKey] as const,
  codeSpecs: (couponKey: string) => [...adminCouponKeys.all, 'codeSpecs', couponKey] as const,
  holders: (couponKey: string) => [...adminCouponKeys.all, 'holders', couponKey] as const,
  issueGroups: () => [...adminCouponKeys.all, 'issueGroups'] as const,
};

// A finished code generation changes how many codes each specification has made.
// …and a finished issue job the holders and the issued counts.
declareJobEffect({ area: 'COUPON', kinds: ['COUPON_CODES', 'COUPON_ISSUE'], queryKeys: [adminCouponKeys.all] });

export function fetchCouponSpecs(query: CouponListQuery, options?: RequestOptions) {
  return api.request(endpoints.couponSpecs, { query }, options);
}

/** The list's cursor slices for a filter, each asked with the last one's `nextCursor`. */
export function couponSpecsQuery(query: Omit<CouponListQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: adminCouponKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchCouponSpecs(pageParam ? { ...query, cursor: pageParam } : query, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function fetchCouponSpec(couponKey: string, options?: RequestOptions) {
  return api.request(endpoints.couponSpec, { params: { couponKey } }, options);
}

export function couponSpecQuery(couponKey: string) {
  return queryOptions({
    queryKey: adminCouponKeys.coupon(couponKey),
    queryFn: ({ signal }) => fetchCouponSpec(couponKey, { signal }),
  });
}

export function createCouponSpec(body: CouponCreateBody, options?: RequestOptions) {
  return api.request(endpoints.createCouponSpec, { body }, options);
}

export function updateCouponSpec(couponKey: string, body: CouponUpdateBody, options?: RequestOptions) {
  return api.request(endpoints.updateCouponSpec, { params: { couponKey }, body }, options);
}

export function operateCouponSpec(couponKey: string, options?: RequestOptions) {
  return api.request(endpoints.operateCouponSpec, { params: { couponKey } }, options);
}

export function stopCouponSpec(couponKey: string, options?: RequestOptions) {
  return api.request(endpoints.stopCouponSpec, { params: { couponKey } }, options);
}

export function fetchCodeSpecs(couponKey: string, options?: RequestOptions) {
  return api.request(codeEndpoints.codeSpecs, { params: { couponKey } }, options);
}

export function codeSpecsQuery(couponKey: string) {
  return queryOptions({
    queryKey: adminCouponKeys.codeSpecs(couponKey),
    queryFn: ({ signal }) => fetchCodeSpecs(couponKey, { signal }),
  });
}

/** Adds a code specification; the answer holds its generation job (the caller tracks it in the job centre). */
export function createCodeSpec(couponKey: string, body: CodeSpecCreateBody, options?: RequestOptions) {
  return api.request(codeEndpoints.createCodeSpec, { params: { couponKey }, body }, options);
}

export function exportCodes(couponKey: string, codeSpecKey: string, format: 'CSV' | 'XLSX', options?: RequestOptions) {
  return api.request(codeEndpoints.exportCodes, { params: { couponKey, codeSpecKey }, body: { format } }, options);
}

export type IssueToGroupBody = BodyInput<typeof issueEndpoints.issueToGroup>;

export function issueGroupsQuery() {
  return queryOptions({
    queryKey: adminCouponKeys.issueGroups(),
    queryFn: ({ signal }) => api.request(issueEndpoints.issueGroups, {}, { signal }),
  });
}

/** Starts the issue job (the caller tracks it in the job centre). */
export function issueToGroup(couponKey: string, body: IssueToGroupBody, options?: RequestOptions) {
  return api.request(issueEndpoints.issueToGroup, { params: { couponKey }, body }, options);
}

/** A specification's holders, newest first, each slice asked with the last one's `nextCursor`. */
export function holdersQuery(couponKey: string) {
  return infiniteQueryOptions({
    queryKey: adminCouponKeys.holders(couponKey),
    queryFn: ({ pageParam, signal }) =>
      api.request(issueEndpoints.holders, { params: { couponKey }, query: pageParam ? { cursor: pageParam, size: 50 } : { size: 50 } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
