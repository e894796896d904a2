/**
 * A class ticket's learning status and period over real HTTP (issue 40; backoffice.md §7
 * Inventory admin "klass tickets; lesson status"): the seeded learner's ticket of 실전 데이터 분석
 * 입문 lesson by lesson as the class room recorded it; 30 more days move the end and the learner's
 * ticket with it; the end makes the learner's ticket END_OF_TERM; both in the history; a refunded
 * ticket refused (409 assignment.ticket.not_changeable), a day count breaking §5 refused (400), an
 * unknown ticket not found; for whoever holds ASSIGNMENT.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminAssignmentEndpoints } from '@app/shared/api/contract/adminAssignment';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminKlassTicketEndpoints } from '@app/shared/api/contract/adminKlassTicket';
import { klassTicketErrorCodes } from '@app/shared/api/contract/adminKlassTicketRules';
import { inventoryEndpoints } from '@app/shared/api/contract/inventory';
import { seededLogins } from '@mocks/account/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { seededCourses, seededCourseTickets, seededLessons, seededPackages, seededTickets } from '@mocks/inventory/seed/keys';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const signedIn = async (login: { identifier: string; password: string }): Promise<ContractClient> => contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);

async function codeOf(call: Promise<unknown>): Promise<string> {
  const error: unknown = await call.then(() => expect.fail('expected a refusal'), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  return error.code;
}

describe('a class ticket’s learning status and period', () => {
  it('§7 lesson status: each lesson as the learner’s class room recorded it, in the curriculum’s order', async () => {
    const operator = await signedIn(seededOperators.full);
    const status = await operator.call(adminKlassTicketEndpoints.klassTicketStatus, { params: { ticketKey: seededTickets.active } });
    expect(status).toMatchObject({ klassId: 'klass-001', klassTitle: '실전 데이터 분석 입문', accountKey: 'acc-learner', displayName: '김하늘', status: 'ACTIVE' });
    const lessons = status.chapters.flatMap((chapter) => chapter.lessons);
    expect(lessons.find((lesson) => lesson.lessonKey === seededLessons.mainCompletedVideo)).toMatchObject({ completed: true, progressRate: 100 });
    const half = lessons.find((lesson) => lesson.lessonKey === seededLessons.mainResumeVideo);
    expect(half?.completed).toBe(false);
    expect(half?.progressRate).toBeGreaterThan(0);
    await expectApiError(operator.call(adminKlassTicketEndpoints.klassTicketStatus, { params: { ticketKey: 'kt-none' } }), 'notFound');
  });

  it('a course’s class ticket names its course and when the course ticket ends (the screen warns past it); a class held alone none', async () => {
    const operator = await signedIn(seededOperators.full);
    const alone = await operator.call(adminKlassTicketEndpoints.klassTicketStatus, { params: { ticketKey: seededTickets.active } });
    expect(alone.course).toBeNull();
    const ofCourse = await operator.call(adminKlassTicketEndpoints.klassTicketStatus, { params: { ticketKey: 'kt-course-015' } });
    const courseTicket = await operator.call(adminKlassTicketEndpoints.bundleTicketStatus, { params: { bundlePath: 'courses', ticketKey: seededCourseTickets.active.id } });
    expect(ofCourse.course).toEqual({ courseId: seededCourses.fullStack, courseTitle: '풀스택 개발자 코스', expiredAt: courseTicket.expiredAt });
  });

  it('extends the period and ends it: the learner’s ticket follows, each change in the history', async () => {
    const operator = await signedIn(seededOperators.full);
    const learner = await signedIn(seededLogins.learner);
    const before = await operator.call(adminKlassTicketEndpoints.klassTicketStatus, { params: { ticketKey: seededTickets.active } });
    const extended = await operator.call(adminKlassTicketEndpoints.extendKlassTicket, { params: { ticketKey: seededTickets.active }, body: { days: 30 } });
    expect(Date.parse(extended.expiredAt ?? '') - Date.parse(before.expiredAt ?? '')).toBe(30 * 86_400_000);
    expect((await learner.call(inventoryEndpoints.klassTicket, { params: { key: seededTickets.active } })).expiredAt).toBe(extended.expiredAt);

    const ended = await operator.call(adminKlassTicketEndpoints.endKlassTicket, { params: { ticketKey: seededTickets.active } });
    expect(ended.status).toBe('END_OF_TERM');
    expect((await learner.call(inventoryEndpoints.klassTicket, { params: { key: seededTickets.active } })).status).toBe('END_OF_TERM');
    expect(await codeOf(operator.call(adminKlassTicketEndpoints.endKlassTicket, { params: { ticketKey: seededTickets.active } }))).toBe(klassTicketErrorCodes.notChangeable.code);

    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['KLASS_TICKET'], recordKey: seededTickets.active } });
    expect(history.items).toHaveLength(2);
    expect(history.items[0]?.changes).toContainEqual({ field: 'status', before: 'ACTIVE', after: 'END_OF_TERM' });
    expect(history.items[1]?.changes).toContainEqual({ field: 'expiredAt', before: before.expiredAt, after: extended.expiredAt });
    // Only the period's fields, each with its words in the history: never the ticket's keys, its
    // learner or its list state (a review found all of them, as "(없음) → acc-learner").
    const fields = history.items.flatMap((entry) => entry.changes.map((change) => change.field));
    expect(new Set(fields)).toEqual(new Set(['status', 'expiredAt']));
  });

  it('refuses a refunded ticket (409) and a day count outside 1–365 (400)', async () => {
    const operator = await signedIn(seededOperators.full);
    expect(await codeOf(operator.call(adminKlassTicketEndpoints.extendKlassTicket, { params: { ticketKey: seededTickets.refund }, body: { days: 10 } }))).toBe(klassTicketErrorCodes.notChangeable.code);
    expect(await codeOf(operator.call(adminKlassTicketEndpoints.endKlassTicket, { params: { ticketKey: seededTickets.refund } }))).toBe(klassTicketErrorCodes.notChangeable.code);
    expect(await codeOf(operator.call(adminKlassTicketEndpoints.extendKlassTicket, { params: { ticketKey: seededTickets.available }, body: { days: 366 } }))).toBe('request.invalid');
  });

  it('a course’s or package’s row opens its ticket class by class: the period, each class’s lessons and the class ticket it was entered by', async () => {
    const operator = await signedIn(seededOperators.full);
    const course = await operator.call(adminKlassTicketEndpoints.bundleTicketStatus, { params: { bundlePath: 'courses', ticketKey: seededCourseTickets.active.id } });
    expect(course).toMatchObject({ bundleType: 'COURSE', bundleId: seededCourses.fullStack, accountKey: 'acc-learner', displayName: '김하늘', status: 'ACTIVE', periodDays: 180 });
    // The class entered through the course has its class ticket; the others none yet.
    expect(course.klasses.find((klass) => klass.klassId === 'klass-015')?.klassTicketKey).toBe('kt-course-015');
    expect(course.klasses.filter((klass) => klass.klassTicketKey === null).length).toBeGreaterThan(0);
    expect(course.klasses.every((klass) => klass.chapters.length > 0)).toBe(true);
    // The enrolled row and the page agree on the progress.
    const rows = await operator.call(adminAssignmentEndpoints.enrolled, { params: { targetType: 'courses', targetId: seededCourses.fullStack }, query: { q: 'learner@klass.test' } });
    expect(rows.items.find((row) => row.ticketKey === seededCourseTickets.active.id)?.progressRate).toBe(course.progressRate);

    const pack = await operator.call(adminKlassTicketEndpoints.bundleTicketStatus, { params: { bundlePath: 'packages', ticketKey: seededPackages.marketing.transactionKey } });
    expect(pack).toMatchObject({ bundleType: 'PACKAGE', bundleId: seededPackages.marketing.packageId, periodDays: null });
    expect(pack.klasses).toHaveLength(3);
    expect(pack.klasses.every((klass) => klass.klassTicketKey !== null)).toBe(true);
    await expectApiError(operator.call(adminKlassTicketEndpoints.bundleTicketStatus, { params: { bundlePath: 'packages', ticketKey: 'tx-none' } }), 'notFound');
    await expectApiError(operator.call(adminKlassTicketEndpoints.bundleTicketStatus, { params: { bundlePath: 'courses', ticketKey: 'ct-none' } }), 'notFound');
  });

  it('calls every endpoint of the class ticket', () => {
    expect([...called].filter((id) => id.startsWith('adminKlassTicket.')).sort()).toEqual(Object.values(adminKlassTicketEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
