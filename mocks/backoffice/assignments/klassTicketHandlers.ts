/**
 * A class ticket's learning status and period (`/rest/inventory/admin/tenant/klass-tickets/…`,
 * adminKlassTicket.ts; issue 40): read from the inventory's ticket, class, lessons and the
 * learner's progress records (the learner's class room writes them), and its period extended or
 * ended by the rules of adminKlassTicketRules.ts, each change in the ticket's history in the
 * words its screen uses (status, end, period days).
 */
import { adminKlassTicketEndpoints, type KlassTicketStatus } from '@app/shared/api/contract/adminKlassTicket';
import { endedPeriod, endProblem, extendedPeriod, extendProblem, klassTicketErrorCodes, type TicketPeriodState } from '@app/shared/api/contract/adminKlassTicketRules';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import type { KlassTicketRecord } from '@mocks/inventory/collections';
import { findLesson } from '@mocks/inventory/curriculum';
import { findProgress, isTicketCompleted, klassProgress, lessonState } from '@mocks/inventory/progress';

function requireTicket(ticketKey: string): KlassTicketRecord {
  const ticket = db.klassTickets.findFirst((q) => q.where({ klassTicketKey: ticketKey }));
  if (!ticket) throw new MockError('notFound', '수강권을 찾을 수 없어요.', { ticketKey });
  return ticket;
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
    progressRate: progress.progressRate,
    isCompleted: isTicketCompleted(klass, progress, ticket.completionTarget),
    chapters: klass.chapters.map((chapter) => ({
      chapterKey: chapter.key,
      title: chapter.title,
      lessons: chapter.lessonKeys.flatMap((lessonKey) => {
        const lesson = findLesson(klass.klassId, lessonKey);
        if (!lesson) return [];
        const state = lessonState(lesson, findProgress(ticket.accountKey, klass.klassId, lessonKey));
        return [{ lessonKey, title: lesson.title, type: lesson.spec.type, progressRate: state.progressRate, completed: state.completed }];
      }),
    })),
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
} satisfies Record<keyof typeof adminKlassTicketEndpoints, HttpHandler>;
