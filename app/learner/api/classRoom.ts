/**
 * The class room's endpoint functions and query options (entering a class, its curriculum and
 * lessons, completion, the play track, announcements, attachments, status, the media token) and
 * progress reports. Apart from inventory.ts (my classes, course tickets, certificates) so the my
 * classes page does not download the class room's calls (issue 37: the learner's 150 KB budget).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import type { TicketType } from '@app/shared/api/contract/inventory';
import * as endpoints from '@app/shared/api/routes/inventory';
import { inventoryKeys } from './inventory';
import { normalizeAnnouncementSlice, normalizeCurriculum, normalizeLessonList } from './normalize';

export type AttachmentTarget = QueryInput<typeof endpoints.attachments>;
export type AnnouncementSliceQuery = QueryInput<typeof endpoints.announcementSlice>;
export type ConsumeBody = BodyInput<typeof endpoints.consume>;
export type KlassConsumeBody = BodyInput<typeof endpoints.consumeKlass>;

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

// Progress reports -------------------------------------------------------------------------------

export function reportLessonProgress(body: ConsumeBody) {
  return api.request(endpoints.consume, { body });
}

export function reportKlassProgress(body: KlassConsumeBody) {
  return api.request(endpoints.consumeKlass, { body });
}
