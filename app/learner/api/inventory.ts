/**
 * Inventory endpoint functions (my classes, packages, course tickets, certificates), their query
 * options and the react-query keys of all inventory reads (the class room's calls are in
 * classRoom.ts). Request and response types come only from the contract.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/inventory';
import { normalizeCertificate } from './normalize';
import type { TicketType } from '@app/shared/api/contract/inventory';
import type { AttachmentTarget } from './classRoom';

export type PageQuery = Omit<QueryInput<typeof endpoints.mySingleKlasses>, 'listStatus'>;
export type ListStatusFilter = QueryInput<typeof endpoints.myPackages>['listStatus'];

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

// Certificates -----------------------------------------------------------------------------------

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
