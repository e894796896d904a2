/**
 * Document endpoint functions (class notices), their query options and react-query keys.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import * as endpoints from '@app/shared/api/routes/document';
import type { QueryInput } from '@app/shared/api/contract/endpoint';

export type NoticeSliceQuery = QueryInput<typeof endpoints.noticeSlice>;

/** One cursor slice; pass the previous slice's `nextCursor` as `cursor`. */
export function fetchNoticeSlice(
  klassId: string,
  query: NoticeSliceQuery = {},
  options?: RequestOptions,
) {
  return api.request(endpoints.noticeSlice, { params: { id: klassId }, query }, options);
}

/** The notices as cursor slices of `size`, one page per slice ("load more"). */
export function noticeSlicesQuery(klassId: string, size: number) {
  return infiniteQueryOptions({
    queryKey: documentKeys.noticeSlices(klassId, size),
    queryFn: ({ pageParam, signal }) =>
      fetchNoticeSlice(
        klassId,
        { size, ...(pageParam === null ? {} : { cursor: pageParam }) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One notice; `token` is the share token of a link opened by a visitor. */
export function fetchNotice(
  klassId: string,
  noticeId: string,
  token?: string,
  options?: RequestOptions,
) {
  return api.request(
    endpoints.notice,
    { params: { id: klassId, noticeId }, query: token === undefined ? {} : { token } },
    options,
  );
}

export function noticeQuery(klassId: string, noticeId: string, token?: string) {
  return queryOptions({
    // The share token is part of the key: what a link shows a visitor is cached apart.
    queryKey: [...documentKeys.notice(klassId, noticeId), token ?? null] as const,
    queryFn: ({ signal }) => fetchNotice(klassId, noticeId, token, { signal }),
  });
}

export const documentKeys = {
  all: ['document'] as const,
  notices: (klassId: string) => [...documentKeys.all, 'klass', klassId, 'notices'] as const,
  /** Key of an infinite query over slices of the given size. */
  noticeSlices: (klassId: string, size?: number) =>
    [...documentKeys.notices(klassId), 'slices', size ?? null] as const,
  notice: (klassId: string, noticeId: string) =>
    [...documentKeys.notices(klassId), noticeId] as const,
};
