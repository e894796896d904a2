/**
 * Inventory endpoint functions (my classes, packages, course tickets, class room, progress
 * reports, certificates), their query options and react-query keys. Request and response types
 * come only from the contract.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
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

/** Every visible class ticket, most recently entered first. */
export function fetchMyKlasses(options?: RequestOptions) {
  return api.request(endpoints.myKlass, {}, options);
}

export function myKlassesQuery() {
  return queryOptions({
    queryKey: inventoryKeys.recentKlasses(),
    queryFn: ({ signal }) => fetchMyKlasses({ signal }),
  });
}

/** Single classes shown in the list (spec §7: listStatus SHOW, page, size). */
export function fetchMySingleKlasses(page: PageQuery = {}, options?: RequestOptions) {
  return api.request(
    endpoints.mySingleKlasses,
    { query: { ...page, listStatus: 'SHOW' } },
    options,
  );
}

export function mySingleKlassesQuery(page: PageQuery = {}) {
  return queryOptions({
    queryKey: inventoryKeys.singleKlasses('SHOW', page),
    queryFn: ({ signal }) => fetchMySingleKlasses(page, { signal }),
  });
}

/** Single classes hidden and shown alike, for the view of hidden ones (spec §7: HIDE and SHOW). */
export function fetchAllMySingleKlasses(page: PageQuery = {}, options?: RequestOptions) {
  return api.request(
    endpoints.mySingleKlasses,
    { query: { ...page, listStatus: ['HIDE', 'SHOW'] } },
    options,
  );
}

export function allMySingleKlassesQuery(page: PageQuery = {}) {
  return queryOptions({
    queryKey: inventoryKeys.singleKlasses('ALL', page),
    queryFn: ({ signal }) => fetchAllMySingleKlasses(page, { signal }),
  });
}

export function fetchMyPackages(listStatus: ListStatusFilter = ['SHOW'], options?: RequestOptions) {
  return api.request(endpoints.myPackages, { query: { listStatus } }, options);
}

export function myPackagesQuery(listStatus: ListStatusFilter = ['SHOW']) {
  return queryOptions({
    queryKey: inventoryKeys.packages(listStatus),
    queryFn: ({ signal }) => fetchMyPackages(listStatus, { signal }),
  });
}

export function fetchMyPackage(
  packageId: string,
  transactionKey: string,
  options?: RequestOptions,
) {
  return api.request(
    endpoints.myPackage,
    { params: { id: packageId }, query: { transactionKey } },
    options,
  );
}

export function myPackageQuery(packageId: string, transactionKey: string) {
  return queryOptions({
    queryKey: inventoryKeys.package(packageId, transactionKey),
    queryFn: ({ signal }) => fetchMyPackage(packageId, transactionKey, { signal }),
  });
}

export function fetchKlassTicket(klassTicketKey: string, options?: RequestOptions) {
  return api.request(endpoints.klassTicket, { params: { key: klassTicketKey } }, options);
}

export function klassTicketQuery(klassTicketKey: string) {
  return queryOptions({
    queryKey: inventoryKeys.ticket(klassTicketKey),
    queryFn: ({ signal }) => fetchKlassTicket(klassTicketKey, { signal }),
  });
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

/**
 * Entering as a query, so it runs once per ticket. No abort signal: a cancelled entry may already
 * have been made on the server, and the entry that replaced it would revoke its token.
 */
export function klassRoomEntryQuery(klassId: string, klassTicketKey: string) {
  return queryOptions({
    queryKey: inventoryKeys.klassRoomEntry(klassId, klassTicketKey),
    queryFn: () => enterKlassRoom(klassId, klassTicketKey),
  });
}

export function refreshKlassRoomToken(refreshToken: string) {
  return api.request(endpoints.refreshKlassRoomToken, { body: { refreshToken } });
}

export async function fetchCurriculum(
  klassId: string,
  klassTicketKey: string,
  requireToken = false,
  options?: RequestOptions,
) {
  const curriculum = await api.request(
    endpoints.curriculum,
    { params: { id: klassId }, query: { klassTicketKey, requireToken } },
    options,
  );
  return normalizeCurriculum(curriculum);
}

/** The curriculum without lesson tokens, the one the class room shows (its key has no token flag). */
export function curriculumQuery(klassId: string, klassTicketKey: string) {
  return queryOptions({
    queryKey: inventoryKeys.curriculum(klassId, klassTicketKey),
    queryFn: ({ signal }) => fetchCurriculum(klassId, klassTicketKey, false, { signal }),
  });
}

export async function fetchCurriculumLessons(
  klassId: string,
  chapterKey: string,
  options?: RequestOptions,
) {
  const lessons = await api.request(
    endpoints.curriculumLessons,
    { params: { id: klassId }, query: { chapterKey } },
    options,
  );
  return normalizeLessonList(lessons);
}

export function curriculumLessonsQuery(klassId: string, chapterKey: string) {
  return queryOptions({
    queryKey: inventoryKeys.lessons(klassId, chapterKey),
    queryFn: ({ signal }) => fetchCurriculumLessons(klassId, chapterKey, { signal }),
  });
}

export function fetchCompletion(klassId: string, klassTicketKey: string, options?: RequestOptions) {
  return api.request(
    endpoints.completion,
    { params: { id: klassId }, query: { klassTicketKey } },
    options,
  );
}

export function completionQuery(klassId: string, klassTicketKey: string) {
  return queryOptions({
    queryKey: inventoryKeys.completion(klassId, klassTicketKey),
    queryFn: ({ signal }) => fetchCompletion(klassId, klassTicketKey, { signal }),
  });
}

export function fetchPlayTrack(klassId: string, lessonKey: string, options?: RequestOptions) {
  return api.request(endpoints.playTrack, { params: { id: klassId, lessonKey } }, options);
}

export function playTrackQuery(klassId: string, lessonKey: string) {
  return queryOptions({
    queryKey: inventoryKeys.playTrack(klassId, lessonKey),
    queryFn: ({ signal }) => fetchPlayTrack(klassId, lessonKey, { signal }),
  });
}

export async function fetchAnnouncementSlice(
  klassId: string,
  query: AnnouncementSliceQuery = {},
  options?: RequestOptions,
) {
  const slice = await api.request(
    endpoints.announcementSlice,
    { params: { id: klassId }, query },
    options,
  );
  return normalizeAnnouncementSlice(slice);
}

/** The announcements as cursor slices of `size`, one page per slice ("load more"). */
export function announcementSlicesQuery(klassId: string, size: number) {
  return infiniteQueryOptions({
    queryKey: inventoryKeys.announcements(klassId, size),
    queryFn: ({ pageParam, signal }) =>
      fetchAnnouncementSlice(
        klassId,
        { size, ...(pageParam === null ? {} : { nextCursor: pageParam }) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function fetchAttachments(
  klassId: string,
  target: AttachmentTarget,
  options?: RequestOptions,
) {
  return api.request(endpoints.attachments, { params: { id: klassId }, query: target }, options);
}

export function attachmentsQuery(klassId: string, target: AttachmentTarget) {
  return queryOptions({
    queryKey: inventoryKeys.attachments(klassId, target),
    queryFn: ({ signal }) => fetchAttachments(klassId, target, { signal }),
  });
}

export function fetchKlassStatus(klassId: string, options?: RequestOptions) {
  return api.request(endpoints.klassStatus, { params: { id: klassId } }, options);
}

export function klassStatusQuery(klassId: string) {
  return queryOptions({
    queryKey: inventoryKeys.klassStatus(klassId),
    queryFn: ({ signal }) => fetchKlassStatus(klassId, { signal }),
  });
}

export function fetchCourseStatus(courseId: string, options?: RequestOptions) {
  return api.request(endpoints.courseStatus, { params: { id: courseId } }, options);
}

export function courseStatusQuery(courseId: string) {
  return queryOptions({
    queryKey: inventoryKeys.courseStatus(courseId),
    queryFn: ({ signal }) => fetchCourseStatus(courseId, { signal }),
  });
}

/** A read, though sent as a POST: the ticket's current token for media and downloads. */
export function fetchResourceAccessToken(
  ticketKey: string,
  tokenType: TicketType,
  options?: RequestOptions,
) {
  return api.request(endpoints.resourceAccessToken, { body: { ticketKey, tokenType } }, options);
}

export function resourceAccessTokenQuery(ticketKey: string, tokenType: TicketType) {
  return queryOptions({
    queryKey: inventoryKeys.resourceToken(ticketKey, tokenType),
    queryFn: ({ signal }) => fetchResourceAccessToken(ticketKey, tokenType, { signal }),
  });
}

export async function fetchCertificate(
  ticketKey: string,
  type: TicketType,
  options?: RequestOptions,
) {
  const certificate = await api.request(
    endpoints.certificate,
    { params: { id: ticketKey }, query: { type } },
    options,
  );
  return normalizeCertificate(certificate);
}

export function certificateQuery(ticketKey: string, type: TicketType) {
  return queryOptions({
    queryKey: inventoryKeys.certificate(ticketKey, type),
    queryFn: ({ signal }) => fetchCertificate(ticketKey, type, { signal }),
  });
}

// Progress reports -------------------------------------------------------------------------------

export function reportLessonProgress(body: ConsumeBody) {
  return api.request(endpoints.consume, { body });
}

export function reportKlassProgress(body: KlassConsumeBody) {
  return api.request(endpoints.consumeKlass, { body });
}

// Course tickets ---------------------------------------------------------------------------------

export function fetchCourseTickets(page: PageQuery = {}, options?: RequestOptions) {
  return api.request(endpoints.courseTickets, { query: page }, options);
}

export function courseTicketsQuery(page: PageQuery = {}) {
  return queryOptions({
    queryKey: inventoryKeys.courseTickets(page),
    queryFn: ({ signal }) => fetchCourseTickets(page, { signal }),
  });
}

export function fetchCourseTicketDetail(courseTicketId: string, options?: RequestOptions) {
  return api.request(endpoints.courseTicketDetail, { params: { id: courseTicketId } }, options);
}

export function courseTicketDetailQuery(courseTicketId: string) {
  return queryOptions({
    queryKey: inventoryKeys.courseTicket(courseTicketId),
    queryFn: ({ signal }) => fetchCourseTicketDetail(courseTicketId, { signal }),
  });
}

export function fetchCourseTicketCurriculum(courseTicketId: string, options?: RequestOptions) {
  return api.request(endpoints.courseTicketCurriculum, { params: { id: courseTicketId } }, options);
}

export function courseTicketCurriculumQuery(courseTicketId: string) {
  return queryOptions({
    queryKey: inventoryKeys.courseTicketCurriculum(courseTicketId),
    queryFn: ({ signal }) => fetchCourseTicketCurriculum(courseTicketId, { signal }),
  });
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
  /** Outside `klass(id)`, so refreshing a class's data never enters its class room again. */
  klassRoomEntry: (klassId: string, klassTicketKey: string) =>
    [...inventoryKeys.all(), 'klass-room-entry', klassId, klassTicketKey] as const,
  resourceToken: (ticketKey: string, tokenType: TicketType) =>
    [...inventoryKeys.all(), 'resource-token', tokenType, ticketKey] as const,
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
