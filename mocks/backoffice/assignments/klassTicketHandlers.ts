/**
 * A class ticket's learning status and period (`/rest/inventory/admin/tenant/klass-tickets/…`,
 * adminKlassTicket.ts; issue 40): read from the inventory's ticket, class, lessons and the
 * learner's progress records (the learner's class room writes them), and its period extended or
 * ended by the rules of adminKlassTicketRules.ts, each change in the ticket's history in the
 * words its screen uses (status, end, period days). A course's or package's ticket the same way,
 * class by class (issue 40: its enrolled row opens it).
 */
import { adminKlassTicketEndpoints, type BundleTicketStatus, type KlassTicketStatus } from '@app/shared/api/contract/adminKlassTicket';
import { endedPeriod, endProblem, extendedPeriod, extendProblem, klassTicketErrorCodes, type TicketPeriodState } from '@app/shared/api/contract/adminKlassTicketRules';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import type { KlassRecord, KlassTicketRecord } from '@mocks/inventory/collections';
import { findLesson } from '@mocks/inventory/curriculum';
import { findProgress, isTicketCompleted, klassProgress, lessonState } from '@mocks/inventory/progress';
import { packageTickets } from './tickets';

function requireTicket(ticketKey: string): KlassTicketRecord {
  const ticket = db.klassTickets.findFirst((q) => q.where({ klassTicketKey: ticketKey }));
  if (!ticket) throw new MockError('notFound', '수강권을 찾을 수 없어요.', { ticketKey });
  return ticket;
}

/** The class's chapters with the learner's state in each lesson, in the curriculum's order. */
function chaptersOf(klass: KlassRecord, accountKey: string): KlassTicketStatus['chapters'] {
  return klass.chapters.map((chapter) => ({
    chapterKey: chapter.key,
    title: chapter.title,
    lessons: chapter.lessonKeys.flatMap((lessonKey) => {
      const lesson = findLesson(klass.klassId, lessonKey);
      if (!lesson) return [];
      const state = lessonState(lesson, findProgress(accountKey, klass.klassId, lessonKey));
      return [{ lessonKey, title: lesson.title, type: lesson.spec.type, progressRate: state.progressRate, completed: state.completed }];
    }),
  }));
}

/** The course whose ticket gave a course's class ticket, with that course ticket's end; null otherwise. */
function courseOf(ticket: KlassTicketRecord): KlassTicketStatus['course'] {
  const { courseTicketId } = ticket;
  if (courseTicketId === null) return null;
  const courseTicket = db.courseTickets.findFirst((q) => q.where({ courseTicketId }));
  const course = courseTicket && db.courses.findFirst((q) => q.where({ courseId: courseTicket.courseId }));
  return courseTicket && course ? { courseId: course.courseId, courseTitle: course.title, expiredAt: courseTicket.expiredAt } : null;
}

function statusOf(ticket: KlassTicketRecord): KlassTicketStatus {
  const klass = db.klasses.findFirst((q) => q.where({ klassId: ticket.klassId }));
  if (!klass) throw new MockError('notFound', '클래스를 찾을 수 없어요.', { klassId: ticket.klassId });
  const account = db.accounts.findFirst((q) => q.where({ accountKey: ticket.accountKey }));
  const progress = klassProgress(klass, ticket.accountKey);
  return {
    ticketKey: ticket.klassTicketKey,
    klassId: klass.klassId,
    klassTitle: klass.title,
    accountKey: ticket.accountKey,
    displayName: account?.displayName ?? ticket.accountKey,
    email: account?.email ?? '',
    status: ticket.status,
    availableAt: ticket.availableAt,
    expiredAt: ticket.expiredAt,
    periodDays: ticket.periodDays,
    course: courseOf(ticket),
    progressRate: progress.progressRate,
    isCompleted: isTicketCompleted(klass, progress, ticket.completionTarget),
    chapters: chaptersOf(klass, ticket.accountKey),
  };
}

/** A course's or package's ticket as its enrolled row reads it (its period), and the classes it opens. */
interface BundleHolding {
  bundleId: string;
  bundleTitle: string;
  accountKey: string;
  period: Pick<BundleTicketStatus, 'status' | 'availableAt' | 'expiredAt' | 'periodDays'>;
  klassIds: readonly string[];
  /** The class ticket the bundle gave for a class, if any yet. */
  klassTicketOf(klassId: string): KlassTicketRecord | undefined;
}

function courseHolding(ticketKey: string): BundleHolding {
  const ticket = db.courseTickets.findFirst((q) => q.where({ courseTicketId: ticketKey }));
  const course = ticket && db.courses.findFirst((q) => q.where({ courseId: ticket.courseId }));
  if (!ticket || !course) throw new MockError('notFound', '수강권을 찾을 수 없어요.', { ticketKey });
  const tickets = db.klassTickets.findMany((q) => q.where({ courseTicketId: ticket.courseTicketId }));
  return {
    bundleId: course.courseId,
    bundleTitle: course.title,
    accountKey: ticket.accountKey,
    period: { status: ticket.status, availableAt: ticket.availableAt, expiredAt: ticket.expiredAt, periodDays: ticket.periodDays },
    klassIds: course.items.map((item) => item.klassId),
    klassTicketOf: (klassId) => tickets.find((candidate) => candidate.klassId === klassId),
  };
}

function packageHolding(transactionKey: string): BundleHolding {
  const order = db.packageOrders.findFirst((q) => q.where({ transactionKey }));
  const bundle = order && db.packages.findFirst((q) => q.where({ packageId: order.packageId }));
  const row = bundle && packageTickets(bundle.packageId).find((candidate) => candidate.key === transactionKey);
  if (!order || !bundle || !row) throw new MockError('notFound', '수강권을 찾을 수 없어요.', { ticketKey: transactionKey });
  const tickets = db.klassTickets.findMany((q) => q.where({ transactionKey }));
  return {
    bundleId: bundle.packageId,
    bundleTitle: bundle.title,
    accountKey: order.accountKey,
    period: { status: row.status, availableAt: row.availableAt, expiredAt: row.expiredAt, periodDays: null },
    // The classes it gave tickets of (the package may have been recomposed since), then any added after.
    klassIds: [...new Set([...tickets.map((ticket) => ticket.klassId), ...bundle.klassIds])],
    klassTicketOf: (klassId) => tickets.find((candidate) => candidate.klassId === klassId),
  };
}

/**
 * The bundle's period and each class's learning. Its progress and completion are the enrolled
 * row's (the classes' progress averaged, complete when every class is), so the two agree.
 */
function bundleStatusOf(bundleType: BundleTicketStatus['bundleType'], ticketKey: string): BundleTicketStatus {
  const holding = bundleType === 'COURSE' ? courseHolding(ticketKey) : packageHolding(ticketKey);
  const account = db.accounts.findFirst((q) => q.where({ accountKey: holding.accountKey }));
  const klasses = holding.klassIds.flatMap((klassId) => {
    const klass = db.klasses.findFirst((q) => q.where({ klassId }));
    if (!klass) return [];
    const progress = klassProgress(klass, holding.accountKey);
    return [
      {
        klassId,
        klassTitle: klass.title,
        klassTicketKey: holding.klassTicketOf(klassId)?.klassTicketKey ?? null,
        progressRate: progress.progressRate,
        // As the bundle's enrolled row judges it: by the class's own rule.
        isCompleted: isTicketCompleted(klass, progress, undefined),
        chapters: chaptersOf(klass, holding.accountKey),
      },
    ];
  });
  return {
    bundleType,
    ticketKey,
    bundleId: holding.bundleId,
    bundleTitle: holding.bundleTitle,
    accountKey: holding.accountKey,
    displayName: account?.displayName ?? holding.accountKey,
    email: account?.email ?? '',
    ...holding.period,
    progressRate: klasses.length > 0 ? Math.floor(klasses.reduce((sum, klass) => sum + klass.progressRate, 0) / klasses.length) : 0,
    isCompleted: klasses.length > 0 && klasses.every((klass) => klass.isCompleted),
    klasses,
  };
}

function refuse(problem: string | null, ticketKey: string): void {
  if (problem) throw new AreaMockError(klassTicketErrorCodes.notChangeable, problem, { ticketKey });
}

/** Only the period's own fields: the rules spread what they are given, and history must name no more. */
const periodOf = ({ status, expiredAt, periodDays }: TicketPeriodState): TicketPeriodState => ({ status, expiredAt, periodDays });

/** Saves the new period and records what changed, in the ticket's history. */
async function changePeriod(auth: AccessClaims | null, ticket: KlassTicketRecord, changed: TicketPeriodState): Promise<KlassTicketStatus> {
  const before = periodOf(ticket);
  const next = periodOf(changed);
  const updated =
    (await db.klassTickets.update((q) => q.where({ klassTicketKey: ticket.klassTicketKey }), {
      data(draft) {
        draft.status = next.status;
        draft.expiredAt = next.expiredAt;
        draft.periodDays = next.periodDays;
      },
    })) ?? ticket;
  const klass = db.klasses.findFirst((q) => q.where({ klassId: ticket.klassId }));
  await recordChange({
    actor: auth,
    recordType: 'KLASS_TICKET',
    recordKey: ticket.klassTicketKey,
    recordLabel: klass?.title ?? ticket.klassId,
    action: 'UPDATE',
    before: { ...before },
    after: { ...next },
  });
  return statusOf(updated);
}

export const adminKlassTicketHandlers = {
  klassTicketStatus: handle(adminKlassTicketEndpoints.klassTicketStatus, ({ params }) => statusOf(requireTicket(params.ticketKey))),

  extendKlassTicket: handle(adminKlassTicketEndpoints.extendKlassTicket, ({ params, body, auth }) => {
    const ticket = requireTicket(params.ticketKey);
    refuse(extendProblem(ticket.status), ticket.klassTicketKey);
    return changePeriod(auth, ticket, extendedPeriod(ticket, body.days, settings.now()));
  }),

  endKlassTicket: handle(adminKlassTicketEndpoints.endKlassTicket, ({ params, auth }) => {
    const ticket = requireTicket(params.ticketKey);
    refuse(endProblem(ticket.status), ticket.klassTicketKey);
    return changePeriod(auth, ticket, endedPeriod(ticket, settings.now()));
  }),

  bundleTicketStatus: handle(adminKlassTicketEndpoints.bundleTicketStatus, ({ params }) =>
    bundleStatusOf(params.bundlePath === 'courses' ? 'COURSE' : 'PACKAGE', params.ticketKey),
  ),
} satisfies Record<keyof typeof adminKlassTicketEndpoints, HttpHandler>;
