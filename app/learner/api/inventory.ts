/**
 * Inventory endpoint functions (my classes, packages, course tickets, class room, progress
 * reports, certificates) and their react-query keys. Request and response types come only from
 * the contract.
 */
import { api } from '@app/shared/api/client/api';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/inventory';
import {
  normalizeAnnouncementSlice,
  normalizeCertificate,
  normalizeCurriculum,
  normalizeLessonList,
} from './normalize';
import type { TicketType } from '@app/shared/api/contract/inventory';

export type PageQuery = Omit<QueryInput<typeof endpoints.mySingleKlasses>, 'listStatus'>;
export type ListStatusFilter = QueryInput<typeof endpoints.myPackages>['listStatus'];
export type AttachmentTarget = QueryInput<typeof endpoints.attachments>;
export type AnnouncementSliceQuery = QueryInput<typeof endpoints.announcementSlice>;
export type ConsumeBody = BodyInput<typeof endpoints.consume>;
export type KlassConsumeBody = BodyInput<typeof endpoints.consumeKlass>;

// My classes -------------------------------------------------------------------------------------

export function fetchMyKlasses() {
  return api.request(endpoints.myKlass, {});
}

/** Single classes shown in the list (spec §7: listStatus SHOW, page, size). */
export function fetchMySingleKlasses(page: PageQuery = {}) {
  return api.request(endpoints.mySingleKlasses, { query: { ...page, listStatus: 'SHOW' } });
}

/** Single classes hidden and shown alike, for the view of hidden ones (spec §7: HIDE and SHOW). */
export function fetchAllMySingleKlasses(page: PageQuery = {}) {
  return api.request(endpoints.mySingleKlasses, {
    query: { ...page, listStatus: ['HIDE', 'SHOW'] },
  });
}

export function fetchMyPackages(listStatus: ListStatusFilter = ['SHOW']) {
  return api.request(endpoints.myPackages, { query: { listStatus } });
}

export function fetchMyPackage(packageId: string, transactionKey: string) {
  return api.request(endpoints.myPackage, { params: { id: packageId }, query: { transactionKey } });
}

export function fetchKlassTicket(klassTicketKey: string) {
  return api.request(endpoints.klassTicket, { params: { key: klassTicketKey } });
}

export function setKlassTicketListStatus(body: BodyInput<typeof endpoints.listStatus>) {
  return api.request(endpoints.listStatus, { body });
}

// Class room -------------------------------------------------------------------------------------

export function enterKlassRoom(klassId: string, klassTicketKey: string) {
  return api.request(endpoints.enterKlassRoom, {
    params: { id: klassId },
    body: { klassTicketKey },
  });
}

export function refreshKlassRoomToken(refreshToken: string) {
  return api.request(endpoints.refreshKlassRoomToken, { body: { refreshToken } });
}

export async function fetchCurriculum(
  klassId: string,
  klassTicketKey: string,
  requireToken = false,
) {
  const curriculum = await api.request(endpoints.curriculum, {
    params: { id: klassId },
    query: { klassTicketKey, requireToken },
  });
  return normalizeCurriculum(curriculum);
}

export async function fetchCurriculumLessons(klassId: string, chapterKey: string) {
  const lessons = await api.request(endpoints.curriculumLessons, {
    params: { id: klassId },
    query: { chapterKey },
  });
  return normalizeLessonList(lessons);
}

export function fetchCompletion(klassId: string, klassTicketKey: string) {
  return api.request(endpoints.completion, { params: { id: klassId }, query: { klassTicketKey } });
}

export function fetchPlayTrack(klassId: string, lessonKey: string) {
  return api.request(endpoints.playTrack, { params: { id: klassId, lessonKey } });
}

export async function fetchAnnouncementSlice(klassId: string, query: AnnouncementSliceQuery = {}) {
  const slice = await api.request(endpoints.announcementSlice, { params: { id: klassId }, query });
  return normalizeAnnouncementSlice(slice);
}

export function fetchAttachments(klassId: string, target: AttachmentTarget) {
  return api.request(endpoints.attachments, { params: { id: klassId }, query: target });
}

export function fetchKlassStatus(klassId: string) {
  return api.request(endpoints.klassStatus, { params: { id: klassId } });
}

export function fetchCourseStatus(courseId: string) {
  return api.request(endpoints.courseStatus, { params: { id: courseId } });
}

export function fetchResourceAccessToken(ticketKey: string, tokenType: TicketType) {
  return api.request(endpoints.resourceAccessToken, { body: { ticketKey, tokenType } });
}

export async function fetchCertificate(ticketKey: string, type: TicketType) {
  const certificate = await api.request(endpoints.certificate, {
    params: { id: ticketKey },
    query: { type },
  });
  return normalizeCertificate(certificate);
}

// Progress reports -------------------------------------------------------------------------------

export function reportLessonProgress(body: ConsumeBody) {
  return api.request(endpoints.consume, { body });
}

export function reportKlassProgress(body: KlassConsumeBody) {
  return api.request(endpoints.consumeKlass, { body });
}

// Course tickets ---------------------------------------------------------------------------------

export function fetchCourseTickets(page: PageQuery = {}) {
  return api.request(endpoints.courseTickets, { query: page });
}

export function fetchCourseTicketDetail(courseTicketId: string) {
  return api.request(endpoints.courseTicketDetail, { params: { id: courseTicketId } });
}

export function fetchCourseTicketCurriculum(courseTicketId: string) {
  return api.request(endpoints.courseTicketCurriculum, { params: { id: courseTicketId } });
}

export function validateCourseItem(courseTicketId: string, itemId: string) {
  return api.request(endpoints.validateCourseItem, { params: { id: courseTicketId, itemId } });
}

export function issueCourseItem(courseTicketId: string, itemId: string, courseTicketKey: string) {
  return api.request(endpoints.issueCourseItem, {
    params: { id: courseTicketId, itemId },
    body: { courseTicketKey },
  });
}

export function enterCourseItem(courseTicketId: string, itemId: string) {
  return api.request(endpoints.enterCourseItem, { params: { id: courseTicketId, itemId } });
}

export function enterCourseItemLive(courseTicketId: string, itemId: string) {
  return api.request(endpoints.enterCourseItemLive, { params: { id: courseTicketId, itemId } });
}

// Query keys -------------------------------------------------------------------------------------

/**
 * react-query keys, broadest first, so `invalidateQueries({ queryKey: inventoryKeys.myKlasses() })`
 * refreshes every list after a list-status change, and `inventoryKeys.klass(id)` everything of a
 * class after progress reports.
 */
export const inventoryKeys = {
  all: () => ['inventory'] as const,
  myKlasses: () => [...inventoryKeys.all(), 'my-klass'] as const,
  recentKlasses: () => [...inventoryKeys.myKlasses(), 'recent'] as const,
  singleKlasses: (filter: 'SHOW' | 'ALL', page: PageQuery = {}) =>
    [...inventoryKeys.myKlasses(), 'single', filter, page] as const,
  packages: (listStatus: ListStatusFilter = ['SHOW']) =>
    [...inventoryKeys.myKlasses(), 'packages', listStatus] as const,
  package: (packageId: string, transactionKey: string) =>
    [...inventoryKeys.myKlasses(), 'package', packageId, transactionKey] as const,
  ticket: (klassTicketKey: string) =>
    [...inventoryKeys.myKlasses(), 'ticket', klassTicketKey] as const,
  klass: (klassId: string) => [...inventoryKeys.all(), 'klass', klassId] as const,
  klassStatus: (klassId: string) => [...inventoryKeys.klass(klassId), 'status'] as const,
  curriculum: (klassId: string, klassTicketKey: string) =>
    [...inventoryKeys.klass(klassId), 'curriculum', klassTicketKey] as const,
  lessons: (klassId: string, chapterKey: string) =>
    [...inventoryKeys.klass(klassId), 'lessons', chapterKey] as const,
  completion: (klassId: string, klassTicketKey: string) =>
    [...inventoryKeys.klass(klassId), 'completion', klassTicketKey] as const,
  playTrack: (klassId: string, lessonKey: string) =>
    [...inventoryKeys.klass(klassId), 'play-track', lessonKey] as const,
  announcements: (klassId: string, size?: number) =>
    [...inventoryKeys.klass(klassId), 'announcements', size] as const,
  attachments: (klassId: string, target: AttachmentTarget) =>
    [...inventoryKeys.klass(klassId), 'attachments', target] as const,
  certificate: (ticketKey: string, type: TicketType) =>
    [...inventoryKeys.all(), 'certificate', type, ticketKey] as const,
  courses: () => [...inventoryKeys.all(), 'course'] as const,
  courseStatus: (courseId: string) => [...inventoryKeys.courses(), 'status', courseId] as const,
  courseTickets: (page: PageQuery = {}) => [...inventoryKeys.courses(), 'tickets', page] as const,
  courseTicket: (courseTicketId: string) =>
    [...inventoryKeys.courses(), 'ticket', courseTicketId] as const,
  courseTicketCurriculum: (courseTicketId: string) =>
    [...inventoryKeys.courseTicket(courseTicketId), 'curriculum'] as const,
};
