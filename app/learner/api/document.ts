/**
 * Document endpoint functions (class notices) and their react-query keys.
 */
import { api } from '@app/shared/api/client/api';
import * as endpoints from '@app/shared/api/routes/document';
import type { QueryInput } from '@app/shared/api/contract/endpoint';

export type NoticeSliceQuery = QueryInput<typeof endpoints.noticeSlice>;

/** One cursor slice; pass the previous slice's `nextCursor` as `cursor`. */
export function fetchNoticeSlice(klassId: string, query: NoticeSliceQuery = {}) {
  return api.request(endpoints.noticeSlice, { params: { id: klassId }, query });
}

/** One notice; `token` is the share token of a link opened by a visitor. */
export function fetchNotice(klassId: string, noticeId: string, token?: string) {
  return api.request(endpoints.notice, {
    params: { id: klassId, noticeId },
    query: token === undefined ? {} : { token },
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
