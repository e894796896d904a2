/**
 * The master workspace's endpoint functions (adminMaster.ts contract) and query options: the
 * master's classes, one class and its learners, the curriculum draft with its commands and
 * publish, and the classes' notices. Kept beside the master areas' screens (their own chunks). A publish changes what the
 * learner's class room shows, so it names the learner's query area for the browser's other tabs.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { CurriculumCommandBody, MasterNoticeBody } from '@app/shared/api/contract/adminMaster';
import type { QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminMaster';

export type MasterKlassesQuery = QueryInput<typeof endpoints.masterKlasses>;
export type MasterLearnersQuery = QueryInput<typeof endpoints.masterKlassLearners>;
export type MasterNoticesQuery = QueryInput<typeof endpoints.masterNotices>;

export const adminMasterKeys = {
  all: ['adminMaster'] as const,
  klasses: (query: MasterKlassesQuery) => [...adminMasterKeys.all, 'klasses', query] as const,
  klass: (klassId: string) => [...adminMasterKeys.all, 'klass', klassId] as const,
  learners: (klassId: string, query: MasterLearnersQuery) => [...adminMasterKeys.all, 'learners', klassId, query] as const,
  draft: (klassId: string) => [...adminMasterKeys.all, 'draft', klassId] as const,
  notices: () => [...adminMasterKeys.all, 'notices'] as const,
  noticeList: (query: MasterNoticesQuery) => [...adminMasterKeys.notices(), 'list', query] as const,
  notice: (noticeId: string) => [...adminMasterKeys.notices(), 'notice', noticeId] as const,
};

/**
 * The learner side's query area of classes and class rooms (app/learner/api/inventory.ts
 * `inventoryKeys.all`, which the back-office may not import): a publish changes it.
 */
export const LEARNER_CLASSES_AREA = ['inventory'] as const;

export function masterKlassesQuery(query: MasterKlassesQuery) {
  return queryOptions({
    queryKey: adminMasterKeys.klasses(query),
    queryFn: ({ signal }) => api.request(endpoints.masterKlasses, { query }, { signal }),
  });
}

export function masterKlassQuery(klassId: string) {
  return queryOptions({
    queryKey: adminMasterKeys.klass(klassId),
    queryFn: ({ signal }) => api.request(endpoints.masterKlass, { params: { klassId } }, { signal }),
  });
}

export function masterLearnersQuery(klassId: string, query: MasterLearnersQuery) {
  return queryOptions({
    queryKey: adminMasterKeys.learners(klassId, query),
    queryFn: ({ signal }) => api.request(endpoints.masterKlassLearners, { params: { klassId }, query }, { signal }),
  });
}

export function fetchCurriculumDraft(klassId: string, signal?: AbortSignal) {
  return api.request(endpoints.curriculumDraft, { params: { klassId } }, { signal });
}

export function curriculumDraftQuery(klassId: string) {
  return queryOptions({
    queryKey: adminMasterKeys.draft(klassId),
    queryFn: ({ signal }) => fetchCurriculumDraft(klassId, signal),
  });
}

export function sendCurriculumCommand(klassId: string, body: CurriculumCommandBody) {
  return api.request(endpoints.curriculumCommand, { params: { klassId }, body });
}

export function publishCurriculum(klassId: string, currentVersion: number) {
  return api.request(endpoints.publishCurriculum, { params: { klassId }, body: { currentVersion } });
}

export function masterNoticesQuery(query: MasterNoticesQuery) {
  return queryOptions({
    queryKey: adminMasterKeys.noticeList(query),
    queryFn: ({ signal }) => api.request(endpoints.masterNotices, { query }, { signal }),
  });
}

export function masterNoticeQuery(noticeId: string) {
  return queryOptions({
    queryKey: adminMasterKeys.notice(noticeId),
    queryFn: ({ signal }) => api.request(endpoints.masterNotice, { params: { noticeId } }, { signal }),
  });
}

export function createMasterNotice(body: MasterNoticeBody) {
  return api.request(endpoints.createMasterNotice, { body });
}

export function updateMasterNotice(noticeId: string, body: MasterNoticeBody) {
  return api.request(endpoints.updateMasterNotice, { params: { noticeId }, body });
}

export function deleteMasterNotice(noticeId: string) {
  return api.request(endpoints.deleteMasterNotice, { params: { noticeId } });
}
