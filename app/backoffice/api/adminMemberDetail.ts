/**
 * Member-detail endpoint functions (adminMemberDetail.ts contract), their query options and keys:
 * the detail, the info patches, the marketing consent, the memos, the learning status and the LX
 * history. Types come only from the contract. Every change answers the member (or the memo): the
 * screens put it in the cache and invalidate `adminMemberDetailKeys.member(accountKey)`, so the
 * memos, the history and the learning cards follow.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminMemberDetail';
import { declareJobEffect } from '../kit/jobs/jobEffects';
import { adminHistoryKeys } from './adminHistory';

export type BasicInfoBody = BodyInput<typeof endpoints.updateBasicInfo>;
export type AdditionalInfoBody = BodyInput<typeof endpoints.updateAdditionalInfo>;
export type MemoQuery = QueryInput<typeof endpoints.memos>;
export type LxQuery = QueryInput<typeof endpoints.lxHistory>;

export const adminMemberDetailKeys = {
  all: ['adminMemberDetail'] as const,
  member: (accountKey: string) => [...adminMemberDetailKeys.all, accountKey] as const,
  detail: (accountKey: string) => [...adminMemberDetailKeys.member(accountKey), 'detail'] as const,
  memos: (accountKey: string, query: MemoQuery) => [...adminMemberDetailKeys.member(accountKey), 'memos', query] as const,
  learning: (accountKey: string) => [...adminMemberDetailKeys.member(accountKey), 'learning'] as const,
  lxHistory: (accountKey: string, query: LxQuery) => [...adminMemberDetailKeys.member(accountKey), 'lx', query] as const,
};

/** A group import that ended changes a member's groups; every member job writes the change history. */
declareJobEffect({ area: 'MEMBER', kinds: ['IMPORT'], queryKeys: [adminMemberDetailKeys.all, adminHistoryKeys.all] });

const params = (accountKey: string) => ({ accountKey });

export function fetchMemberDetail(accountKey: string, options?: RequestOptions) {
  return api.request(endpoints.detail, { params: params(accountKey) }, options);
}

export function memberDetailQuery(accountKey: string) {
  return queryOptions({
    queryKey: adminMemberDetailKeys.detail(accountKey),
    queryFn: ({ signal }) => fetchMemberDetail(accountKey, { signal }),
  });
}

export function updateBasicInfo(accountKey: string, body: BasicInfoBody, options?: RequestOptions) {
  return api.request(endpoints.updateBasicInfo, { params: params(accountKey), body }, options);
}

export function updateAdditionalInfo(accountKey: string, body: AdditionalInfoBody, options?: RequestOptions) {
  return api.request(endpoints.updateAdditionalInfo, { params: params(accountKey), body }, options);
}

export function updateMarketing(accountKey: string, agreed: boolean, options?: RequestOptions) {
  return api.request(endpoints.updateMarketing, { params: params(accountKey), body: { agreed } }, options);
}

export function updateNightMarketing(accountKey: string, agreed: boolean, options?: RequestOptions) {
  return api.request(endpoints.updateNightMarketing, { params: params(accountKey), body: { agreed } }, options);
}

export function fetchMemos(accountKey: string, query: MemoQuery, options?: RequestOptions) {
  return api.request(endpoints.memos, { params: params(accountKey), query }, options);
}

export function memosQuery(accountKey: string, query: MemoQuery) {
  return queryOptions({
    queryKey: adminMemberDetailKeys.memos(accountKey, query),
    queryFn: ({ signal }) => fetchMemos(accountKey, query, { signal }),
  });
}

export function createMemo(accountKey: string, content: string, options?: RequestOptions) {
  return api.request(endpoints.createMemo, { params: params(accountKey), body: { content } }, options);
}

export function updateMemo(accountKey: string, memoKey: string, content: string, options?: RequestOptions) {
  return api.request(endpoints.updateMemo, { params: { accountKey, memoKey }, body: { content } }, options);
}

export function deleteMemo(accountKey: string, memoKey: string, options?: RequestOptions) {
  return api.request(endpoints.deleteMemo, { params: { accountKey, memoKey } }, options);
}

export function fetchMemberLearning(accountKey: string, options?: RequestOptions) {
  return api.request(endpoints.learning, { params: params(accountKey) }, options);
}

export function memberLearningQuery(accountKey: string) {
  return queryOptions({
    queryKey: adminMemberDetailKeys.learning(accountKey),
    queryFn: ({ signal }) => fetchMemberLearning(accountKey, { signal }),
  });
}

export function fetchLxHistory(accountKey: string, query: LxQuery, options?: RequestOptions) {
  return api.request(endpoints.lxHistory, { params: params(accountKey), query }, options);
}

export function lxHistoryQuery(accountKey: string, query: LxQuery) {
  return queryOptions({
    queryKey: adminMemberDetailKeys.lxHistory(accountKey, query),
    queryFn: ({ signal }) => fetchLxHistory(accountKey, query, { signal }),
  });
}
