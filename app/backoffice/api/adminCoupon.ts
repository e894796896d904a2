/**
 * Coupon specification endpoint functions (adminCoupon.ts contract) and their query options: the
 * cursor slice, one specification, create, edit, operate and stop; its codes (code specifications,
 * the code list, one code on or off), issuing and holders, its usage and a member's coupons. A
 * change invalidates `adminCouponKeys.all` through the caller, so the list and the detail show the
 * new status at once (and the other tabs, through the change sync). Every coupon query sits under
 * that one key, the member detail's coupon section too, so a finished issue job (the job effect
 * below) refreshes the holders, the counts and the member's coupons in this tab and the others.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminCoupon';
import * as codeEndpoints from '@app/shared/api/routes/adminCouponCode';
import * as issueEndpoints from '@app/shared/api/routes/adminCouponIssue';
import * as usageEndpoints from '@app/shared/api/routes/adminCouponUsage';
import type { CodeStatus } from '@app/shared/api/contract/adminCouponCodeRules';
import { declareJobEffect } from '../kit/jobs/jobEffects';

export type CouponListQuery = QueryInput<typeof endpoints.couponSpecs>;
export type CouponCreateBody = BodyInput<typeof endpoints.createCouponSpec>;
export type CouponUpdateBody = BodyInput<typeof endpoints.updateCouponSpec>;
export type CodeSpecCreateBody = BodyInput<typeof codeEndpoints.createCodeSpec>;
export type CouponUsageQuery = QueryInput<typeof usageEndpoints.usage>;
export type CodeListQuery = QueryInput<typeof codeEndpoints.codes>;

export const adminCouponKeys = {
  all: ['adminCoupon'] as const,
  lists: () => [...adminCouponKeys.all, 'list'] as const,
  list: (query: Omit<CouponListQuery, 'cursor'>) => [...adminCouponKeys.lists(), query] as const,
  coupon: (couponKey: string) => [...adminCouponKeys.all, 'coupon', couponKey] as const,
  codeSpecs: (couponKey: string) => [...adminCouponKeys.all, 'codeSpecs', couponKey] as const,
  holders: (couponKey: string) => [...adminCouponKeys.all, 'holders', couponKey] as const,
  issueGroups: () => [...adminCouponKeys.all, 'issueGroups'] as const,
  issueMembers: (query: IssueMembersQuery) => [...adminCouponKeys.all, 'issueMembers', query] as const,
  usage: (couponKey: string, query: Omit<CouponUsageQuery, 'cursor'>) => [...adminCouponKeys.all, 'usage', couponKey, query] as const,
  codes: (codeSpecKey: string, query: Omit<CodeListQuery, 'cursor'>) => [...adminCouponKeys.all, 'codes', codeSpecKey, query] as const,
  memberCoupons: (accountKey: string) => [...adminCouponKeys.all, 'member', accountKey] as const,
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

export type IssueBody = BodyInput<typeof issueEndpoints.issue>;
export type IssueMembersQuery = QueryInput<typeof issueEndpoints.issueMembers>;

export function issueGroupsQuery() {
  return queryOptions({
    queryKey: adminCouponKeys.issueGroups(),
    queryFn: ({ signal }) => api.request(issueEndpoints.issueGroups, {}, { signal }),
  });
}

/** The member search of the issue page's recipient picker. */
export function issueMembersQuery(query: IssueMembersQuery) {
  return queryOptions({
    queryKey: adminCouponKeys.issueMembers(query),
    queryFn: ({ signal }) => api.request(issueEndpoints.issueMembers, { query }, { signal }),
  });
}

/** An imported list told apart against the coupon's holders. */
export function issueDryRun(couponKey: string, identifiers: string[], options?: RequestOptions) {
  return api.request(issueEndpoints.issueDryRun, { params: { couponKey }, body: { identifiers } }, options);
}

/** Starts the issue job (the caller tracks it in the job centre). */
export function issueCoupon(couponKey: string, body: IssueBody, options?: RequestOptions) {
  return api.request(issueEndpoints.issue, { params: { couponKey }, body }, options);
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

/** A specification's uses (orders that took it), newest first, each slice asked with the last one's `nextCursor`. */
export function couponUsageQuery(couponKey: string, query: Omit<CouponUsageQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: adminCouponKeys.usage(couponKey, query),
    queryFn: ({ pageParam, signal }) =>
      api.request(usageEndpoints.usage, { params: { couponKey }, query: pageParam ? { ...query, cursor: pageParam } : query }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The coupons a member holds (the member detail's coupon section). */
export function memberCouponsQuery(accountKey: string) {
  return queryOptions({
    queryKey: adminCouponKeys.memberCoupons(accountKey),
    queryFn: ({ signal }) => api.request(usageEndpoints.memberCoupons, { params: { accountKey } }, { signal }),
  });
}

/** A code specification's codes in the order they were made, by cursor slices. */
export function codesQuery(couponKey: string, codeSpecKey: string, query: Omit<CodeListQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: adminCouponKeys.codes(codeSpecKey, query),
    queryFn: ({ pageParam, signal }) =>
      api.request(codeEndpoints.codes, { params: { couponKey, codeSpecKey }, query: pageParam ? { ...query, cursor: pageParam } : query }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function changeCodeStatus(couponKey: string, codeSpecKey: string, code: string, status: CodeStatus, options?: RequestOptions) {
  return api.request(codeEndpoints.changeCodeStatus, { params: { couponKey, codeSpecKey, code }, body: { status } }, options);
}
