/**
 * Contract walk of the inventory area (learner.md §7 Inventory): every endpoint is called through
 * the app's http client and every answer is parsed with its contract schema; every inventory
 * error code of §8 is reached through a real flow and answers `{status, code, message, data}`;
 * bad input answers 400 `request.invalid`. The walk, `describeInventoryContract(baseUrl)`, runs on
 * the Node mock and on the real mock HTTP server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  inventoryEndpoints as endpoints,
  type ConsumeRequest,
  type TicketStatus,
} from '@app/shared/api/contract/inventory';
import { seededLogins } from '@mocks/account/seed';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import { seoulDate } from '@mocks/engine/seoulTime';
import { klassRoomTokenLifetimes } from '@mocks/inventory/klassRoomTokens';
import {
  seededChapters,
  seededCourseItems,
  seededCourseTickets,
  seededKlasses,
  seededLessons,
  seededPackages,
  seededTickets,
} from '@mocks/inventory/seed/keys';
import { startNodeMock, stopNodeMock } from '@mocks/runtimes/node';
import { NODE_MOCK_ORIGIN } from '@tests/mock/client';
import {
  contractClient,
  expectApiError,
  loginAccessToken,
  type ContractClient,
} from './support/contractClient';
import { withMockHttpServer } from './harness';

const allStatuses: TicketStatus[] = [
  'AVAILABLE',
  'SCHEDULED',
  'ACTIVE',
  'STOPPED',
  'REFUND',
  'END_OF_TERM',
];
const main = seededKlasses.main;

function playEvent(
  klassRoomToken: string,
  lessonKey: string,
  range: { start: number; end: number },
  isLast = false,
): ConsumeRequest {
  return {
    klassRoomToken,
    lessonKey,
    lessonType: 'video',
    eventType: 'PLAY',
    createdAt: new Date().toISOString(),
    payload: { ...range, position: range.end, isLast },
  };
}

function describeInventoryContract(baseUrl: () => string): void {
  const called = new Set<string>();
  let learner: ContractClient;
  let newcomer: ContractClient;
  let visitor: ContractClient;
  // The scenario's clock, restored after a test moves it forward.
  let realNow = settings.now;

  beforeAll(async () => {
    realNow = settings.now;
    learner = contractClient(
      baseUrl(),
      await loginAccessToken(baseUrl(), seededLogins.learner),
      called,
    );
    newcomer = contractClient(
      baseUrl(),
      await loginAccessToken(baseUrl(), seededLogins.newLearner),
      called,
    );
    visitor = contractClient(baseUrl(), null, called);
  });
  afterEach(() => {
    settings.now = realNow;
  });

  const enter = (klassId: string, klassTicketKey: string) =>
    learner.call(endpoints.enterKlassRoom, { params: { id: klassId }, body: { klassTicketKey } });

  describe('my classes', () => {
    it('GET /my-klass lists visible tickets, most recently entered first; the new learner owns nothing', async () => {
      const { items } = await learner.call(endpoints.myKlass, {});
      expect(items[0]?.klassTicketKey).toBe(seededTickets.active);
      expect(items.every((item) => item.listStatus === 'SHOW')).toBe(true);
      expect((await newcomer.call(endpoints.myKlass, {})).items).toEqual([]);
      await expectApiError(visitor.call(endpoints.myKlass, {}), 'unauthenticated');
    });

    it('GET /my-klass/single (listStatus SHOW, page, size) pages the single classes', async () => {
      const first = await learner.call(endpoints.mySingleKlasses, {
        query: { listStatus: 'SHOW' },
      });
      expect(first).toMatchObject({ page: 1, size: 20 });
      expect(first.totalPages).toBeGreaterThan(1);
      expect(first.items.every((item) => item.listStatus === 'SHOW' && item.package === null)).toBe(
        true,
      );
      const second = await learner.call(endpoints.mySingleKlasses, {
        query: { page: 2, size: 20 },
      });
      expect(second.items.length).toBe(first.totalCount - 20);
    });

    it('GET /my-klass/single (listStatus HIDE and SHOW) adds hidden tickets; every ticket status is seeded', async () => {
      const all = await learner.call(endpoints.mySingleKlasses, {
        query: { listStatus: ['HIDE', 'SHOW'], size: 100 },
      });
      const keys = all.items.map((item) => item.klassTicketKey);
      expect(keys).toEqual(
        expect.arrayContaining([seededTickets.expired, seededTickets.expiredAtNull]),
      );
      expect(new Set(all.items.map((item) => item.status))).toEqual(new Set(allStatuses));
      expect(all.items.some((item) => item.onlyLive)).toBe(true);
      const scheduled = all.items.find((item) => item.klassTicketKey === seededTickets.scheduled);
      expect(scheduled).toMatchObject({ statusLabel: '오픈 예정', remainingTime: '5일 후 시작' });
      expect(scheduled?.availableAt).not.toBeNull();
      const active = all.items.find((item) => item.klassTicketKey === seededTickets.active);
      expect(active?.remainingTime).toMatch(/^\d+일 남음$/);
      expect(all.items.find((item) => item.status === 'REFUND')?.remainingTime).toBeNull();
    });

    it('GET /my-klass/package lists purchases per transaction; a fully hidden purchase only under HIDE', async () => {
      const shown = await learner.call(endpoints.myPackages, { query: {} });
      expect(shown.items.map((pkg) => pkg.transactionKey)).toEqual([
        seededPackages.marketing.transactionKey,
      ]);
      const hidden = await learner.call(endpoints.myPackages, { query: { listStatus: 'HIDE' } });
      expect(hidden.items.map((pkg) => pkg.packageId)).toEqual([
        seededPackages.designHidden.packageId,
      ]);
    });

    it('GET /my-klass/package/{id}?transactionKey= opens one purchase with its class tickets', async () => {
      const { packageId, transactionKey } = seededPackages.marketing;
      const detail = await learner.call(endpoints.myPackage, {
        params: { id: packageId },
        query: { transactionKey },
      });
      expect(detail.items).toHaveLength(3);
      expect(
        detail.items.every(
          (item) => item.package?.packageId === packageId && item.transactionKey === transactionKey,
        ),
      ).toBe(true);
      await expectApiError(
        learner.call(endpoints.myPackage, {
          params: { id: packageId },
          query: { transactionKey: 'tx-unknown' },
        }),
        'notFound',
      );
    });

    it('GET /klass-ticket/{key}: the learner’s ticket; another learner’s is not_found', async () => {
      const ticket = await learner.call(endpoints.klassTicket, {
        params: { key: seededTickets.stopped },
      });
      expect(ticket).toMatchObject({ status: 'STOPPED', statusLabel: '일시 정지' });
      await expectApiError(
        learner.call(endpoints.klassTicket, { params: { key: seededTickets.otherLearner } }),
        'ticketNotFound',
      );
    });

    it('POST /klass-ticket/list-status hides and shows a class ticket', async () => {
      const key = seededTickets.refund;
      const listed = async () =>
        (await learner.call(endpoints.mySingleKlasses, { query: { size: 100 } })).items.map(
          (item) => item.klassTicketKey,
        );
      const hidden = await learner.call(endpoints.listStatus, {
        body: { klassTicketKey: key, listStatus: 'HIDE' },
      });
      expect(hidden.listStatus).toBe('HIDE');
      expect(await listed()).not.toContain(key);
      await learner.call(endpoints.listStatus, {
        body: { klassTicketKey: key, listStatus: 'SHOW' },
      });
      expect(await listed()).toContain(key);
    });
  });

  describe('class room', () => {
    it('GET /klass/{id}/curriculum: chapters, durations, recentData, configuration.usePlaybackRates', async () => {
      const curriculum = await learner.call(endpoints.curriculum, {
        params: { id: main },
        query: { klassTicketKey: seededTickets.active },
      });
      expect(curriculum.chapters).toHaveLength(3);
      expect(curriculum.chapters[0]).toMatchObject({
        key: seededChapters.mainFirst,
        count: 3,
        durationTime: 24,
        duration: '0:24',
      });
      expect(curriculum.recentData).toEqual({
        chapterKey: seededChapters.mainFirst,
        lessonKey: seededLessons.mainResumeVideo,
      });
      expect(curriculum).toMatchObject({
        hasCompletionCriteria: true,
        configuration: { usePlaybackRates: true },
        klassRoomToken: null,
      });
      const plain = await learner.call(endpoints.curriculum, {
        params: { id: seededKlasses.noPlaybackRates },
        query: { klassTicketKey: seededTickets.available, requireToken: false },
      });
      expect(plain.configuration.usePlaybackRates).toBe(false);
    });

    it('GET /klass/{id}/curriculum/lessons: lowercased types, video player type, duration and resume position', async () => {
      const { items } = await learner.call(endpoints.curriculumLessons, {
        params: { id: main },
        query: { chapterKey: seededChapters.mainFirst },
      });
      expect(items.map((lesson) => lesson.type)).toEqual(['video', 'video', 'text']);
      const resume = items.find((lesson) => lesson.key === seededLessons.mainResumeVideo);
      expect(resume?.type === 'video' && resume.content).toMatchObject({
        playerType: 'HTML5',
        duration: 12,
        lastPosition: 9,
      });
      expect(items[0]?.completed).toBe(true);
    });

    it('an empty chapter is inventory.klass.not_prepared; a broken one inventory.nullpoint', async () => {
      await expectApiError(
        learner.call(endpoints.curriculumLessons, {
          params: { id: seededKlasses.notPrepared },
          query: { chapterKey: seededChapters.notPreparedEmpty },
        }),
        'klassNotPrepared',
      );
      await expectApiError(
        learner.call(endpoints.curriculumLessons, {
          params: { id: seededKlasses.legacy },
          query: { chapterKey: seededChapters.legacyBroken },
        }),
        'inventoryNullPoint',
      );
    });

    it('GET /klass/{id}/curriculum/completion is computed from the tracks; an unknown rule is inventory.unknown', async () => {
      const completion = await learner.call(endpoints.completion, {
        params: { id: main },
        query: { klassTicketKey: seededTickets.active },
      });
      expect(completion).toMatchObject({
        hasCompletionCriteria: true,
        requiredProgressRate: 80,
        isCompleted: false,
        totalLessonCount: 9,
      });
      expect(
        completion.lessons.find((lesson) => lesson.lessonKey === seededLessons.mainResumeVideo)
          ?.progressRate,
      ).toBe(58);
      await expectApiError(
        learner.call(endpoints.completion, {
          params: { id: seededKlasses.legacy },
          query: { klassTicketKey: seededTickets.legacy },
        }),
        'inventoryUnknown',
      );
    });

    it('GET /play-track answers the tracks as recorded (unmerged, unsorted: merging is the client’s rule)', async () => {
      const track = await learner.call(endpoints.playTrack, {
        params: { id: main, lessonKey: seededLessons.mainResumeVideo },
      });
      expect(track).toMatchObject({ duration: 12, lastPosition: 9 });
      expect(track.tracks).toEqual([
        { start: 6, end: 9 },
        { start: 0, end: 3 },
        { start: 2, end: 4 },
      ]);
    });

    it('GET /v2/public/klass/{id}/klass-room/attachments per class and per lesson', async () => {
      const klass = await learner.call(endpoints.attachments, {
        params: { id: main },
        query: { target: 'klass' },
      });
      expect(klass.items.map((file) => file.lessonKey)).toEqual([null, null]);
      const lesson = await learner.call(endpoints.attachments, {
        params: { id: main },
        query: { target: 'lesson', lessonKey: seededLessons.mainCompletedVideo },
      });
      expect(lesson.items).toHaveLength(1);
      // Media are served by the mock itself, at the origin that answered (mocks/engine/handle.ts).
      expect(lesson.items[0]?.url).toBe(`${baseUrl()}/mock-media/attachments/lesson-handout.pdf`);
    });

    it('GET /klass/{id}/announcement/slice pages by cursor; visitors see PUBLIC ones only', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let slices = 0;
      do {
        const slice = await learner.call(endpoints.announcementSlice, {
          params: { id: main },
          query: cursor ? { nextCursor: cursor } : {},
        });
        seen.push(...slice.items.map((item) => item.announcementId));
        cursor = slice.nextCursor ?? undefined;
        slices += 1;
      } while (cursor);
      expect(seen).toHaveLength(25);
      expect(new Set(seen).size).toBe(25);
      expect(slices).toBe(3);
      const publicOnly = await visitor.call(endpoints.announcementSlice, {
        params: { id: main },
        query: { size: 50 },
      });
      expect(publicOnly.items.length).toBeLessThan(25);
      expect(publicOnly.items.every((item) => item.visibility === 'PUBLIC')).toBe(true);
      expect(publicOnly.items.some((item) => /onerror=/.test(item.contentHtml))).toBe(true);
      await expectApiError(
        visitor.call(endpoints.announcementSlice, {
          params: { id: main },
          query: { nextCursor: 'nope' },
        }),
        'badRequest',
      );
    });

    it('GET /klass/{id}/status and /v2/public/courses/{id}/status, with the caller’s ticket', async () => {
      expect(
        (await visitor.call(endpoints.klassStatus, { params: { id: main } })).myTicket,
      ).toBeNull();
      const mine = await learner.call(endpoints.klassStatus, {
        params: { id: seededKlasses.liveOnly },
      });
      expect(mine).toMatchObject({
        status: 'OPEN',
        myTicket: { klassTicketKey: seededTickets.liveOnly },
      });
      const course = await learner.call(endpoints.courseStatus, { params: { id: 'course-001' } });
      expect(course.myTicket).not.toBeNull();
      await expectApiError(
        visitor.call(endpoints.klassStatus, { params: { id: seededKlasses.unknown } }),
        'klassNotFound',
      );
    });

    it('GET /ticket/{id}/certificate: a completed class\'s template, layout and values — a readable number, the class\'s title, dated the day it was completed (not the day printed); one has no layout', async () => {
      const certificate = await learner.call(endpoints.certificate, {
        params: { id: seededTickets.stopped },
        query: { type: 'KLASS' },
      });
      expect(certificate.layout?.map((item) => item.key)).toEqual(
        expect.arrayContaining(['certificateCode', 'logo', 'officialSeal', 'serviceName', 'title', 'klassTitle', 'completedAt']),
      );
      expect(certificate.layoutItem).toMatchObject({ displayName: '김하늘', title: '수료증', klassTitle: '주식 투자 기초' });
      // The day its last lesson was watched through (seed/content.ts: five days before the seed).
      const played = db.lessonProgress.findMany((q) => q.where({ accountKey: 'acc-learner', klassId: seededKlasses.completed }));
      const lastPlayed = played.map((record) => record.updatedAt).sort().at(-1) ?? '';
      expect(certificate.layoutItem.completedAt).toBe(seoulDate(lastPlayed));
      expect(certificate.layoutItem.completedAt).not.toBe(seoulDate(settings.now()));
      expect(certificate.layoutItem.certificateCode).toMatch(new RegExp(`^제 ${seoulDate(lastPlayed).slice(0, 4)}-\\d{6} 호$`));
      const noLayout = await learner.call(endpoints.certificate, {
        params: { id: seededTickets.endOfTerm },
        query: { type: 'KLASS' },
      });
      expect(noLayout.layout).toBeNull();
      await expectApiError(
        learner.call(endpoints.certificate, {
          params: { id: seededTickets.refund },
          query: { type: 'KLASS' },
        }),
        'notFound',
      );
    });

    it('GET /ticket/{id}/certificate of a course: "complete when every class of it is" — the course\'s title, dated the day its last class was completed', async () => {
      const course = await learner.call(endpoints.certificate, {
        params: { id: seededCourseTickets.completed.id },
        query: { type: 'COURSE' },
      });
      expect(course.templateImageUrl).toMatch(/\.png$/);
      expect(course.layoutItem).toMatchObject({ title: '코스 수료증', klassTitle: '직장인 실무 역량 코스' });
      // klass-004 (five days ago) was completed after klass-006 (forty days ago).
      const klass = await learner.call(endpoints.certificate, { params: { id: seededTickets.stopped }, query: { type: 'KLASS' } });
      expect(course.layoutItem.completedAt).toBe(klass.layoutItem.completedAt);
    });

    it('GET /ticket/{id}/certificate of a class or course not completed is refused: 409 inventory.certificate.not_completed, said in Korean', async () => {
      // klass-002 has no completion criteria, course-001 has live-only classes: neither can be completed.
      const refusal = await learner
        .call(endpoints.certificate, { params: { id: seededTickets.available }, query: { type: 'KLASS' } })
        .then(() => expect.fail('expected certificateNotCompleted'), (reason: unknown) => reason);
      expect(refusal).toMatchObject({ status: 409, code: 'inventory.certificate.not_completed', message: expect.stringMatching(/수료/) });
      await expectApiError(
        learner.call(endpoints.certificate, { params: { id: seededTickets.active }, query: { type: 'KLASS' } }),
        'certificateNotCompleted',
      );
      await expectApiError(
        learner.call(endpoints.certificate, { params: { id: seededCourseTickets.active.id }, query: { type: 'COURSE' } }),
        'certificateNotCompleted',
      );
      // The course list says which course is complete, the same rule.
      const courses = await learner.call(endpoints.courseTickets, { query: { size: 20 } });
      expect(courses.items.filter((item) => item.isCompleted).map((item) => item.courseTicketId)).toEqual([seededCourseTickets.completed.id]);
    });

    it('POST /v2/public/resource-access-token for a class ticket and a course ticket', async () => {
      const klass = await learner.call(endpoints.resourceAccessToken, {
        body: { ticketKey: seededTickets.active, tokenType: 'KLASS' },
      });
      expect(klass.tokenType).toBe('KLASS');
      await learner.call(endpoints.resourceAccessToken, {
        body: { ticketKey: seededCourseTickets.active.id, tokenType: 'COURSE' },
      });
      await expectApiError(
        learner.call(endpoints.resourceAccessToken, {
          body: { ticketKey: seededTickets.refund, tokenType: 'KLASS' },
        }),
        'ticketRefund',
      );
    });
  });

  describe('entering, progress reports and class-room tokens', () => {
    it('consume (event type PLAY, isLast on the end) records the range, the position and recentData, so reopening resumes', async () => {
      const { klassRoomToken } = await enter(main, seededTickets.active);
      const lessonKey = seededLessons.mainResumeVideo;
      const played = await learner.call(endpoints.consume, {
        body: playEvent(klassRoomToken, lessonKey, { start: 9, end: 12 }, true),
      });
      expect(played).toEqual({ lessonKey, lastPosition: 12, completed: false });
      const tracks = await learner.call(endpoints.playTrack, { params: { id: main, lessonKey } });
      expect(tracks.tracks).toContainEqual({ start: 9, end: 12 });
      const filled = await learner.call(endpoints.consume, {
        body: playEvent(klassRoomToken, lessonKey, { start: 3, end: 6 }),
      });
      expect(filled.completed).toBe(true);

      const klassLevel = await learner.call(endpoints.consumeKlass, {
        body: {
          klassRoomToken,
          eventType: 'PLAY',
          createdAt: new Date().toISOString(),
          payload: {
            platformType: 'WEB',
            isOffline: false,
            lessonKey: seededLessons.mainCompletedVideo,
            position: 12,
            isLast: true,
          },
        },
      });
      expect(klassLevel.recentData.lessonKey).toBe(seededLessons.mainCompletedVideo);
      const reopened = await learner.call(endpoints.curriculum, {
        params: { id: main },
        query: { klassTicketKey: seededTickets.active },
      });
      expect(reopened.recentData?.lessonKey).toBe(seededLessons.mainCompletedVideo);
    });

    it('a later entry (another device) makes the older token answer inventory.ticket-token.redundant-access', async () => {
      const older = await enter(main, seededTickets.active);
      const newer = await learner.call(endpoints.curriculum, {
        params: { id: main },
        query: { klassTicketKey: seededTickets.active, requireToken: true },
      });
      if (!newer.klassRoomToken) throw new Error('requireToken=true answers a class-room token');
      await expectApiError(
        learner.call(endpoints.consume, {
          body: playEvent(older.klassRoomToken, seededLessons.mainCompletedVideo, {
            start: 0,
            end: 1,
          }),
        }),
        'ticketTokenRedundantAccess',
      );
      await expectApiError(
        learner.call(endpoints.refreshKlassRoomToken, {
          body: { refreshToken: older.refreshToken },
        }),
        'ticketTokenRedundantAccess',
      );
      await learner.call(endpoints.consume, {
        body: playEvent(newer.klassRoomToken.klassRoomToken, seededLessons.mainCompletedVideo, {
          start: 0,
          end: 1,
        }),
      });
    });

    it('POST /klass-room/token/refresh rotates once: reuse is ticket_token.conflict, the replaced token expired, an unknown one not_found', async () => {
      const first = await enter(main, seededTickets.active);
      const second = await learner.call(endpoints.refreshKlassRoomToken, {
        body: { refreshToken: first.refreshToken },
      });
      expect(second.klassRoomToken).not.toBe(first.klassRoomToken);
      await expectApiError(
        learner.call(endpoints.refreshKlassRoomToken, {
          body: { refreshToken: first.refreshToken },
        }),
        'ticketTokenConflict',
      );
      await expectApiError(
        learner.call(endpoints.consume, {
          body: playEvent(first.klassRoomToken, seededLessons.mainCompletedVideo, {
            start: 0,
            end: 1,
          }),
        }),
        'klassTicketAccessTokenExpired',
      );
      await expectApiError(
        learner.call(endpoints.refreshKlassRoomToken, { body: { refreshToken: 'krr_unknown' } }),
        'klassTicketTokenNotFound',
      );
      await expectApiError(
        learner.call(endpoints.consume, {
          body: playEvent('krt_unknown', seededLessons.mainCompletedVideo, { start: 0, end: 1 }),
        }),
        'klassTicketTokenNotFound',
      );
    });

    it('a class-room token past its lifetime answers inventory.klass_ticket_token.expired', async () => {
      const { klassRoomToken } = await enter(main, seededTickets.active);
      const later = realNow() + (klassRoomTokenLifetimes.accessSeconds + 5) * 1000;
      settings.now = () => later;
      await expectApiError(
        learner.call(endpoints.consume, {
          body: playEvent(klassRoomToken, seededLessons.mainCompletedVideo, { start: 0, end: 1 }),
        }),
        'klassTicketAccessTokenExpired',
      );
    });

    it('the first entry starts an AVAILABLE ticket (ACTIVE, with an end date)', async () => {
      await enter(seededKlasses.noPlaybackRates, seededTickets.available);
      const ticket = await learner.call(endpoints.klassTicket, {
        params: { key: seededTickets.available },
      });
      expect(ticket.status).toBe('ACTIVE');
      expect(ticket.expiredAt).not.toBeNull();
    });

    it('enter answers each class-ticket error code of §8', async () => {
      const cases = [
        ['klass-003', seededTickets.scheduled, 'ticketIsNotOpened'],
        ['klass-004', seededTickets.stopped, 'ticketAlreadyStopped'],
        ['klass-021', seededTickets.overStopped, 'ticketOverStopped'],
        ['klass-005', seededTickets.refund, 'ticketRefund'],
        ['klass-006', seededTickets.endOfTerm, 'ticketEndOfTerm'],
        ['klass-019', seededTickets.expired, 'ticketExpired'],
        ['klass-020', seededTickets.expiredAtNull, 'ticketExpiredAtIsNull'],
        [seededKlasses.noPlaybackRates, seededTickets.active, 'ticketInvalid'],
        [main, seededTickets.otherLearner, 'ticketNotFound'],
        [seededKlasses.unknown, seededTickets.active, 'klassNotFound'],
      ] as const;
      for (const [klassId, ticketKey, code] of cases) {
        await expectApiError(enter(klassId, ticketKey), code);
      }
    });
  });

  describe('course tickets', () => {
    const active = seededCourseTickets.active;
    const item = (itemId: string) => ({ id: active.id, itemId });

    it('GET /v2/public/course-tickets (page, size) lists course tickets in every status', async () => {
      const page = await learner.call(endpoints.courseTickets, { query: { page: 1, size: 10 } });
      expect(new Set(page.items.map((ticket) => ticket.status))).toEqual(new Set(allStatuses));
      expect((await newcomer.call(endpoints.courseTickets, { query: {} })).totalCount).toBe(0);
    });

    it('GET detail and curriculum of a course ticket', async () => {
      const detail = await learner.call(endpoints.courseTicketDetail, {
        params: { id: active.id },
      });
      expect(detail.items.map((entry) => entry.itemId)).toEqual(Object.values(seededCourseItems));
      expect(detail.items[0]?.klassTicketKey).not.toBeNull();
      const curriculum = await learner.call(endpoints.courseTicketCurriculum, {
        params: { id: active.id },
      });
      expect(curriculum.items[0]?.chapters.length).toBeGreaterThan(0);
    });

    it('validate, issue (once: already_started), enter, live enter', async () => {
      const fresh = await learner.call(endpoints.validateCourseItem, {
        params: item(seededCourseItems.notIssued),
      });
      expect(fresh).toMatchObject({ issuable: true, klassTicketKey: null });
      await expectApiError(
        learner.call(endpoints.issueCourseItem, {
          params: item(seededCourseItems.notIssued),
          body: { courseTicketKey: 'ctk-wrong' },
        }),
        'ticketInvalid',
      );
      const issued = await learner.call(endpoints.issueCourseItem, {
        params: item(seededCourseItems.notIssued),
        body: { courseTicketKey: active.key },
      });
      expect(issued.klassId).toBe('klass-016');
      await expectApiError(
        learner.call(endpoints.issueCourseItem, {
          params: item(seededCourseItems.issued),
          body: { courseTicketKey: active.key },
        }),
        'ticketAlreadyStarted',
      );
      const entered = await learner.call(endpoints.enterCourseItem, {
        params: item(seededCourseItems.notIssued),
      });
      expect(entered.klassTicketKey).toBe(issued.klassTicketKey);
      const live = await learner.call(endpoints.enterCourseItemLive, {
        params: item(seededCourseItems.liveNow),
      });
      expect(live.liveUrl).toMatch(/^https:/);
      await expectApiError(
        learner.call(endpoints.enterCourseItemLive, { params: item(seededCourseItems.liveLater) }),
        'ticketIsNotOpened',
      );
    });

    it('course-ticket periods answer the class-ticket codes', async () => {
      await expectApiError(
        learner.call(endpoints.validateCourseItem, {
          params: { id: seededCourseTickets.refund.id, itemId: 'item-101' },
        }),
        'ticketRefund',
      );
      await expectApiError(
        learner.call(endpoints.validateCourseItem, {
          params: { id: seededCourseTickets.scheduled.id, itemId: 'item-101' },
        }),
        'ticketIsNotOpened',
      );
    });
  });

  describe('bad input answers 400 request.invalid', () => {
    it('a bad body, a bad query and a non-WEB platform', async () => {
      await expectApiError(
        learner.call(endpoints.listStatus, {
          body: { klassTicketKey: seededTickets.active, listStatus: 'GONE' as 'SHOW' },
        }),
        'badRequest',
      );
      await expectApiError(
        learner.call(endpoints.mySingleKlasses, { query: { size: 0 } }),
        'badRequest',
      );
      await expectApiError(
        learner.call(endpoints.consumeKlass, {
          body: {
            klassRoomToken: 'krt_x',
            eventType: 'PLAY',
            createdAt: new Date().toISOString(),
            payload: {
              platformType: 'IOS' as 'WEB',
              isOffline: false,
              lessonKey: 'x',
              position: 0,
              isLast: false,
            },
          },
        }),
        'badRequest',
      );
    });
  });

  it('walked every inventory endpoint', () => {
    expect([...called].sort()).toEqual(
      Object.values(endpoints)
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });
}

describe('inventory contract (Node mock)', () => {
  beforeAll(() => startNodeMock());
  afterAll(stopNodeMock);
  describeInventoryContract(() => NODE_MOCK_ORIGIN);
});

describe('inventory contract (mock HTTP server)', () => {
  const server = withMockHttpServer();
  describeInventoryContract(() => server.baseUrl);
});
