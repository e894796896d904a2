/**
 * Handlers of the class room: enter and class-room token refresh, curriculum, lessons,
 * completion, play tracks, announcements, attachments, progress reports, class status,
 * certificates and resource access tokens.
 */
import { inventoryEndpoints as endpoints } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type { AnnouncementRecord } from '../collections';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, select, sliceAfter } from '@mocks/engine/query';
import { chapterLessons, requireKlass, requireLesson } from '../curriculum';
import { enterKlass, markRecent } from '../enter';
import { refreshKlassRoom, requireKlassRoomToken } from '../klassRoomTokens';
import { findProgress, isTicketCompleted, klassProgress, lessonState, recordPlay, ticketRequiredRate } from '../progress';
import {
  assertUsablePeriod,
  newestTicketForKlass,
  requireAnyTicketForKlass,
  requireOwnedKlassTicket,
  requireTicketForKlass,
} from '../tickets';
import { toChapters, toLesson } from '../views';
import { learnerKey } from './learner';

function toAnnouncement({ klassId: _klassId, updated: _updated, ...announcement }: AnnouncementRecord) {
  return announcement;
}

/** The learner's ticket behind a progress report, re-checked: an operator may have changed it. */
function reportingTicket(klassRoomToken: string, accountKey: string) {
  const token = requireKlassRoomToken(klassRoomToken, accountKey);
  const ticket = requireOwnedKlassTicket(accountKey, token.klassTicketKey);
  assertUsablePeriod(ticket);
  return ticket;
}

export const klassRoomHandlers = {
  enterKlassRoom: handle(endpoints.enterKlassRoom, ({ auth, params, body }) => {
    const accountKey = learnerKey(auth);
    requireKlass(params.id);
    return enterKlass(requireTicketForKlass(accountKey, body.klassTicketKey, params.id));
  }),
  refreshKlassRoomToken: handle(endpoints.refreshKlassRoomToken, ({ body }) =>
    refreshKlassRoom(body.refreshToken),
  ),
  curriculum: handle(endpoints.curriculum, async ({ auth, params, query }) => {
    const accountKey = learnerKey(auth);
    const klass = requireKlass(params.id);
    const ticket = requireTicketForKlass(accountKey, query.klassTicketKey, params.id);
    const chapters = toChapters(klass);
    return {
      klassId: klass.klassId,
      klassTitle: klass.title,
      klassCoverImageUrl: klass.coverImageUrl,
      durationTime: chapters.reduce((sum, chapter) => sum + chapter.durationTime, 0),
      chapters,
      recentData:
        ticket.recentChapterKey && ticket.recentLessonKey
          ? { chapterKey: ticket.recentChapterKey, lessonKey: ticket.recentLessonKey }
          : null,
      hasCompletionCriteria: klass.hasCompletionCriteria,
      configuration: { usePlaybackRates: klass.usePlaybackRates },
      klassRoomToken: query.requireToken ? await enterKlass(ticket) : null,
    };
  }),
  curriculumLessons: handle(endpoints.curriculumLessons, ({ auth, params, query }) => {
    const accountKey = learnerKey(auth);
    const klass = requireKlass(params.id);
    requireAnyTicketForKlass(accountKey, klass.klassId);
    const items = chapterLessons(klass, query.chapterKey).map((lesson) => {
      const progress = findProgress(accountKey, klass.klassId, lesson.lessonKey);
      return toLesson(lesson, progress, lessonState(lesson, progress));
    });
    return { chapterKey: query.chapterKey, items };
  }),
  completion: handle(endpoints.completion, ({ auth, params, query }) => {
    const accountKey = learnerKey(auth);
    const klass = requireKlass(params.id);
    const ticket = requireTicketForKlass(accountKey, query.klassTicketKey, params.id);
    if (klass.completionRule !== 'PROGRESS_RATE') {
      throw new MockError(
        'inventoryUnknown',
        '수료 기준을 확인할 수 없어요. 고객센터에 문의해 주세요.',
        {
          completionRule: klass.completionRule,
        },
      );
    }
    const progress = klassProgress(klass, accountKey);
    return {
      klassId: klass.klassId,
      klassTicketKey: ticket.klassTicketKey,
      // An assigned ticket may carry its own completion target (issue 29): it is this ticket's rule.
      hasCompletionCriteria: klass.hasCompletionCriteria || (ticket.completionTarget?.progressRate ?? null) !== null,
      requiredProgressRate: ticketRequiredRate(klass, ticket.completionTarget),
      progressRate: progress.progressRate,
      completedLessonCount: progress.completedLessonCount,
      totalLessonCount: progress.lessons.length,
      isCompleted: isTicketCompleted(klass, progress, ticket.completionTarget),
      lessons: progress.lessons,
    };
  }),
  playTrack: handle(endpoints.playTrack, ({ auth, params }) => {
    const accountKey = learnerKey(auth);
    requireKlass(params.id);
    requireAnyTicketForKlass(accountKey, params.id);
    const lesson = requireLesson(params.id, params.lessonKey);
    const progress = findProgress(accountKey, params.id, lesson.lessonKey);
    return {
      lessonKey: lesson.lessonKey,
      duration: lesson.spec.type === 'video' ? lesson.spec.content.duration : 0,
      lastPosition: progress?.lastPosition ?? 0,
      tracks: progress?.tracks ?? [],
    };
  }),
  announcementSlice: handle(endpoints.announcementSlice, ({ auth, params, query }) => {
    const klass = requireKlass(params.id);
    // PRIVATE announcements are for the class's learners only.
    const owner = auth !== null && newestTicketForKlass(auth.sub, klass.klassId) !== undefined;
    const announcements = select(db.announcements.all(), {
      where: (announcement) =>
        announcement.klassId === klass.klassId && (owner || announcement.visibility === 'PUBLIC'),
      orderBy: by((announcement) => announcement.created, 'desc'),
    });
    const slice = sliceAfter(
      announcements,
      {
        cursor: query.nextCursor,
        size: query.size,
        key: (announcement) => announcement.announcementId,
      },
      toAnnouncement,
    );
    if (!slice) {
      throw new MockError('badRequest', '목록 위치가 올바르지 않아요.', { nextCursor: query.nextCursor });
    }
    return slice;
  }),
  attachments: handle(endpoints.attachments, ({ auth, params, query }) => {
    const accountKey = learnerKey(auth);
    requireKlass(params.id);
    requireAnyTicketForKlass(accountKey, params.id);
    const lessonKey =
      query.target === 'lesson' ? requireLesson(params.id, query.lessonKey).lessonKey : null;
    const items = db.attachments
      .findMany((q) => q.where({ klassId: params.id, lessonKey: (key) => key === lessonKey }))
      .map(({ klassId: _klassId, ...attachment }) => attachment);
    return { items };
  }),
  consume: handle(endpoints.consume, async ({ auth, body }) => {
    const accountKey = learnerKey(auth);
    const ticket = reportingTicket(body.klassRoomToken, accountKey);
    const lesson = requireLesson(ticket.klassId, body.lessonKey);
    if (lesson.spec.type !== body.lessonType) {
      throw new MockError('badRequest', '강의 유형이 맞지 않아요.', {
        lessonType: body.lessonType,
        expected: lesson.spec.type,
      });
    }
    const progress = await recordPlay(accountKey, lesson, body.payload);
    await markRecent(ticket.klassTicketKey, lesson);
    return {
      lessonKey: lesson.lessonKey,
      lastPosition: progress.lastPosition,
      completed: lessonState(lesson, progress).completed,
    };
  }),
  consumeKlass: handle(endpoints.consumeKlass, async ({ auth, body }) => {
    const accountKey = learnerKey(auth);
    const ticket = reportingTicket(body.klassRoomToken, accountKey);
    const lesson = requireLesson(ticket.klassId, body.payload.lessonKey);
    await markRecent(ticket.klassTicketKey, lesson);
    return { recentData: { chapterKey: lesson.chapterKey, lessonKey: lesson.lessonKey } };
  }),
  klassStatus: handle(endpoints.klassStatus, ({ auth, params }) => {
    const klass = requireKlass(params.id);
    const ticket = auth ? newestTicketForKlass(auth.sub, klass.klassId) : undefined;
    return {
      klassId: klass.klassId,
      title: klass.title,
      status: klass.status,
      myTicket: ticket ? { klassTicketKey: ticket.klassTicketKey, status: ticket.status } : null,
    };
  }),
};
