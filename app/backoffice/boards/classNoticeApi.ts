/**
 * Back-office class-notice endpoint functions (adminBoardClassNotice.ts contract) and their query
 * options. A class notice is the class room's announcement, so every change also names the
 * learner's class-room queries (`learnerInventoryArea`): an open class room shows it without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminBoardClassNotice';

export type ClassNoticeListQuery = QueryInput<typeof endpoints.classNotices>;
export type ClassNoticeContent = Omit<BodyInput<typeof endpoints.updateClassNotice>, 'basedOn'>;

export const adminClassNoticeKeys = {
  all: ['adminBoardClassNotice'] as const,
  lists: () => [...adminClassNoticeKeys.all, 'list'] as const,
  list: (query: ClassNoticeListQuery) => [...adminClassNoticeKeys.lists(), query] as const,
  classNotice: (announcementId: string) => [...adminClassNoticeKeys.all, 'classNotice', announcementId] as const,
};

/**
 * The learner's class-room queries (app/learner/api/inventory.ts `inventoryKeys.all()`), named here
 * by their prefix (the back-office may not import the learner side).
 */
export const learnerInventoryArea = ['inventory'] as const;

export function classNoticesQuery(query: ClassNoticeListQuery) {
  return queryOptions({
    queryKey: adminClassNoticeKeys.list(query),
    queryFn: ({ signal }) => api.request(endpoints.classNotices, { query }, { signal }),
  });
}

export function classNoticeQuery(announcementId: string) {
  return queryOptions({
    queryKey: adminClassNoticeKeys.classNotice(announcementId),
    queryFn: ({ signal }) => api.request(endpoints.classNotice, { params: { announcementId } }, { signal }),
  });
}

export function createClassNotice(klassId: string, content: ClassNoticeContent) {
  return api.request(endpoints.createClassNotice, { body: { ...content, klassId } });
}

export function updateClassNotice(announcementId: string, content: ClassNoticeContent, basedOn: string) {
  return api.request(endpoints.updateClassNotice, { params: { announcementId }, body: { ...content, basedOn } });
}

export function deleteClassNotice(announcementId: string) {
  return api.request(endpoints.deleteClassNotice, { params: { announcementId } });
}
