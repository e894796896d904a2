/**
 * Handlers of course tickets: list, detail, curriculum, course status and the item calls
 * (validate, issue, enter, live enter).
 */
import { inventoryEndpoints as endpoints } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type { CourseTicketRecord } from '../collections';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, pageOf, sortRows } from '@mocks/engine/query';
import { findCourse, issuedTicket, requireCourse, requireCourseItem } from '../courses';
import { requireKlass } from '../curriculum';
import { enterKlass } from '../enter';
import { opaqueToken } from '../opaque';
import {
  assertUsablePeriod,
  requireOwnedCourseTicket,
  startCourseTicketIfAvailable,
} from '../tickets';
import { nowIso, nowMs } from '../time';
import { toChapters, toCourseEntry, toCourseTicketItem } from '../views';
import { courseShown } from '../shown';
import { learnerKey } from './learner';

/** Live rooms open this long before the session starts. */
const LIVE_DOORS_OPEN_MS = 10 * 60 * 1000;

/** A usable course ticket of the learner and one of its items. */
function usableItem(accountKey: string, courseTicketId: string, itemId: string) {
  const ticket = requireOwnedCourseTicket(accountKey, courseTicketId);
  assertUsablePeriod(ticket);
  const item = requireCourseItem(requireCourse(ticket.courseId), itemId);
  return { ticket, item };
}

const byNewest = by<CourseTicketRecord>((ticket) => ticket.createdAt, 'desc');

export const courseHandlers = {
  courseTickets: handle(endpoints.courseTickets, ({ auth, query }) => {
    const accountKey = learnerKey(auth);
    // A course the catalogue hides leaves the learner's list (issue 40), as a hidden class does.
    const tickets = db.courseTickets.findMany((q) => q.where({ accountKey })).filter((ticket) => courseShown(ticket.courseId));
    return pageOf(sortRows(tickets, byNewest), query, toCourseTicketItem);
  }),
  courseTicketDetail: handle(endpoints.courseTicketDetail, ({ auth, params }) => {
    const ticket = requireOwnedCourseTicket(learnerKey(auth), params.id);
    const course = requireCourse(ticket.courseId);
    return {
      ...toCourseTicketItem(ticket),
      description: course.description,
      items: course.items.map((item) => toCourseEntry(item, ticket)),
    };
  }),
  courseTicketCurriculum: handle(endpoints.courseTicketCurriculum, ({ auth, params }) => {
    const ticket = requireOwnedCourseTicket(learnerKey(auth), params.id);
    const course = requireCourse(ticket.courseId);
    return {
      courseTicketId: ticket.courseTicketId,
      title: course.title,
      items: course.items.map((item) => {
        const chapters = toChapters(requireKlass(item.klassId));
        return {
          ...toCourseEntry(item, ticket),
          durationTime: chapters.reduce((sum, chapter) => sum + chapter.durationTime, 0),
          chapters,
        };
      }),
    };
  }),
  courseStatus: handle(endpoints.courseStatus, ({ auth, params }) => {
    const course = findCourse(params.id);
    if (!course)
      throw new MockError('notFound', '코스를 찾을 수 없어요.', { courseId: params.id });
    const ticket = auth
      ? db.courseTickets
          .findMany((q) => q.where({ accountKey: auth.sub, courseId: course.courseId }))
          .sort(byNewest)[0]
      : undefined;
    return {
      courseId: course.courseId,
      title: course.title,
      status: course.status,
      myTicket: ticket ? { courseTicketId: ticket.courseTicketId, status: ticket.status } : null,
    };
  }),
  validateCourseItem: handle(endpoints.validateCourseItem, ({ auth, params }) => {
    const { ticket, item } = usableItem(learnerKey(auth), params.id, params.itemId);
    const issued = issuedTicket(ticket.courseTicketId, item.itemId);
    return {
      itemId: item.itemId,
      issuable: !issued,
      klassTicketKey: issued?.klassTicketKey ?? null,
    };
  }),
  issueCourseItem: handle(endpoints.issueCourseItem, async ({ auth, params, body }) => {
    const accountKey = learnerKey(auth);
    const owned = requireOwnedCourseTicket(accountKey, params.id);
    if (owned.courseTicketKey !== body.courseTicketKey) {
      throw new MockError('ticketInvalid', '코스 수강권 정보가 맞지 않아요.');
    }
    const { item } = usableItem(accountKey, params.id, params.itemId);
    const already = issuedTicket(owned.courseTicketId, item.itemId);
    if (already) {
      throw new MockError('ticketAlreadyStarted', '이미 발급된 수강권이에요.', {
        klassTicketKey: already.klassTicketKey,
      });
    }
    const ticket = await startCourseTicketIfAvailable(owned);
    const issued = await db.klassTickets.create({
      klassTicketKey: opaqueToken('kt-'),
      klassId: item.klassId,
      accountKey,
      status: 'ACTIVE',
      availableAt: nowIso(),
      // The class runs as long as the course ticket does.
      expiredAt: ticket.expiredAt,
      periodDays: ticket.periodDays,
      stoppedAt: null,
      maxStopDays: ticket.maxStopDays,
      createdAt: nowIso(),
      listStatus: 'SHOW',
      source: 'COURSE',
      packageId: null,
      transactionKey: null,
      courseTicketId: ticket.courseTicketId,
      courseItemId: item.itemId,
      lastAccessedAt: null,
      recentChapterKey: null,
      recentLessonKey: null,
    });
    return { klassId: issued.klassId, klassTicketKey: issued.klassTicketKey };
  }),
  enterCourseItem: handle(endpoints.enterCourseItem, async ({ auth, params }) => {
    const { ticket, item } = usableItem(learnerKey(auth), params.id, params.itemId);
    if (requireKlass(item.klassId).onlyLive) {
      throw new MockError(
        'ticketInvalid',
        '라이브로만 듣는 클래스예요. 라이브 입장을 이용해 주세요.',
      );
    }
    const issued = issuedTicket(ticket.courseTicketId, item.itemId);
    if (!issued) {
      throw new MockError('ticketNotFound', '먼저 수강권을 발급해 주세요.', {
        itemId: item.itemId,
      });
    }
    return {
      klassId: issued.klassId,
      klassTicketKey: issued.klassTicketKey,
      token: await enterKlass(issued),
    };
  }),
  enterCourseItemLive: handle(endpoints.enterCourseItemLive, ({ auth, params }) => {
    const { item } = usableItem(learnerKey(auth), params.id, params.itemId);
    if (!item.liveUrl || !item.liveStartAt || !item.liveEndAt) {
      throw new MockError('ticketInvalid', '라이브로 진행하는 클래스가 아니에요.');
    }
    const now = nowMs();
    if (Date.parse(item.liveStartAt) - LIVE_DOORS_OPEN_MS > now) {
      throw new MockError('ticketIsNotOpened', '아직 라이브가 시작되지 않았어요.', {
        liveStartAt: item.liveStartAt,
      });
    }
    if (Date.parse(item.liveEndAt) <= now) {
      throw new MockError('ticketExpired', '이미 끝난 라이브예요.', {
        liveEndAt: item.liveEndAt,
      });
    }
    return { liveUrl: item.liveUrl, startAt: item.liveStartAt, endAt: item.liveEndAt };
  }),
};
