/**
 * Back-office notice endpoint functions (adminBoardNotice.ts contract) and their query options.
 * A notice is what the learner's class notices read, so every change also names their queries
 * (`learnerDocumentArea`): an open learner tab shows it without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminBoardNotice';

export type NoticeListQuery = QueryInput<typeof endpoints.notices>;
export type NoticeContent = Omit<BodyInput<typeof endpoints.updateNotice>, 'basedOn'>;

export const adminNoticeKeys = {
  all: ['adminBoardNotice'] as const,
  lists: () => [...adminNoticeKeys.all, 'list'] as const,
  list: (query: NoticeListQuery) => [...adminNoticeKeys.lists(), query] as const,
  klasses: () => [...adminNoticeKeys.all, 'klasses'] as const,
  notice: (noticeId: string) => [...adminNoticeKeys.all, 'notice', noticeId] as const,
};

/**
 * The learner's class-notice queries (app/learner/api/document.ts `documentKeys.all`), named here
 * by their prefix (the back-office may not import the learner side).
 */
export const learnerDocumentArea = ['document'] as const;

export function noticesQuery(query: NoticeListQuery) {
  return queryOptions({
    queryKey: adminNoticeKeys.list(query),
    queryFn: ({ signal }) => api.request(endpoints.notices, { query }, { signal }),
  });
}

export function noticeKlassesQuery() {
  return queryOptions({
    queryKey: adminNoticeKeys.klasses(),
    queryFn: ({ signal }) => api.request(endpoints.noticeKlasses, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function noticeQuery(noticeId: string) {
  return queryOptions({
    queryKey: adminNoticeKeys.notice(noticeId),
    queryFn: ({ signal }) => api.request(endpoints.notice, { params: { noticeId } }, { signal }),
  });
}

export function createNotice(klassId: string, content: NoticeContent) {
  return api.request(endpoints.createNotice, { body: { ...content, klassId } });
}

export function updateNotice(noticeId: string, content: NoticeContent, basedOn: string) {
  return api.request(endpoints.updateNotice, { params: { noticeId }, body: { ...content, basedOn } });
}

export function pinNotice(noticeId: string, pinned: boolean, options?: RequestOptions) {
  return api.request(endpoints.pinNotice, { params: { noticeId }, body: { pinned } }, options);
}

export function deleteNotice(noticeId: string) {
  return api.request(endpoints.deleteNotice, { params: { noticeId } });
}
