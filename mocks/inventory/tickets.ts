/**
 * Ticket checks shared by the class-room and course handlers: ownership, the match between a
 * ticket and a class, and the period rules that decide which class-ticket error code of spec §8
 * an entry gets.
 */
import { db } from '@mocks/db/database';
import type {
  CourseTicketRecord,
  KlassTicketRecord,
  TicketPeriod,
} from './collections';
import { MockError } from '@mocks/engine/MockError';
import { DAY_MS, isoFromNow, nowMs } from './time';

function ticketNotFound(key: string): MockError {
  return new MockError('ticketNotFound', '수강권을 찾을 수 없어요.', { ticketKey: key });
}

/** Another learner's ticket answers not_found too, so keys cannot be probed. */
export function requireOwnedKlassTicket(
  accountKey: string,
  klassTicketKey: string,
): KlassTicketRecord {
  const ticket = db.klassTickets.findFirst((q) => q.where({ klassTicketKey, accountKey }));
  if (!ticket) throw ticketNotFound(klassTicketKey);
  return ticket;
}

/** The ticket must be the learner's and belong to the class in the path (else `invalid`). */
export function requireTicketForKlass(
  accountKey: string,
  klassTicketKey: string,
  klassId: string,
): KlassTicketRecord {
  const ticket = requireOwnedKlassTicket(accountKey, klassTicketKey);
  if (ticket.klassId !== klassId) {
    throw new MockError('ticketInvalid', '이 클래스의 수강권이 아니에요.', {
      klassTicketKey,
      klassId,
    });
  }
  return ticket;
}

/** The learner's newest ticket for a class, or undefined. */
export function newestTicketForKlass(
  accountKey: string,
  klassId: string,
): KlassTicketRecord | undefined {
  return db.klassTickets.findMany((q) => q.where({ accountKey, klassId }), {
    orderBy: { createdAt: 'desc' },
    take: 1,
  })[0];
}

export function requireAnyTicketForKlass(accountKey: string, klassId: string): KlassTicketRecord {
  const ticket = newestTicketForKlass(accountKey, klassId);
  if (!ticket) throw ticketNotFound(klassId);
  return ticket;
}

export function requireOwnedCourseTicket(
  accountKey: string,
  courseTicketId: string,
): CourseTicketRecord {
  const ticket = db.courseTickets.findFirst((q) => q.where({ courseTicketId, accountKey }));
  if (!ticket) throw ticketNotFound(courseTicketId);
  return ticket;
}

/**
 * The period rules of an entry, in the order a server checks them (spec §8 class-ticket codes):
 * refunded, ended, not yet open, paused (beyond the allowed pause: over_stopped), and for a
 * running period a missing or passed end.
 */
export function assertUsablePeriod(period: TicketPeriod): void {
  const now = nowMs();
  switch (period.status) {
    case 'REFUND':
      throw new MockError('ticketRefund', '환불된 수강권이에요.');
    case 'END_OF_TERM':
      throw new MockError('ticketEndOfTerm', '수강 기간이 끝난 수강권이에요.');
    case 'STOPPED': {
      const pausedMs = period.stoppedAt ? now - Date.parse(period.stoppedAt) : 0;
      if (pausedMs > period.maxStopDays * DAY_MS) {
        throw new MockError(
          'ticketOverStopped',
          '일시 정지할 수 있는 기간을 넘긴 수강권이에요. 고객센터에 문의해 주세요.',
          {
            maxStopDays: period.maxStopDays,
          },
        );
      }
      throw new MockError(
        'ticketAlreadyStopped',
        '일시 정지된 수강권이에요. 수강을 다시 시작한 뒤 입장해 주세요.',
      );
    }
    case 'SCHEDULED':
      throw new MockError('ticketIsNotOpened', '아직 수강을 시작할 수 없어요.', {
        availableAt: period.availableAt,
      });
    case 'AVAILABLE':
      if (period.availableAt && Date.parse(period.availableAt) > now) {
        throw new MockError('ticketIsNotOpened', '아직 수강을 시작할 수 없어요.', {
          availableAt: period.availableAt,
        });
      }
      return;
    case 'ACTIVE':
      if (period.expiredAt === null) {
        throw new MockError(
          'ticketExpiredAtIsNull',
          '수강권의 만료일 정보가 없어요. 고객센터에 문의해 주세요.',
        );
      }
      if (Date.parse(period.expiredAt) <= now) {
        throw new MockError('ticketExpired', '수강 기간이 지난 수강권이에요.', {
          expiredAt: period.expiredAt,
        });
      }
      return;
  }
}

/** The first entry starts an AVAILABLE class ticket: its period runs from now. */
export async function startKlassTicketIfAvailable(
  ticket: KlassTicketRecord,
): Promise<KlassTicketRecord> {
  if (ticket.status !== 'AVAILABLE') return ticket;
  const started = await db.klassTickets.update(
    (q) => q.where({ klassTicketKey: ticket.klassTicketKey }),
    {
      data(record) {
        record.status = 'ACTIVE';
        record.availableAt = isoFromNow(0);
        record.expiredAt = isoFromNow(record.periodDays * DAY_MS);
      },
    },
  );
  return started ?? ticket;
}

export async function startCourseTicketIfAvailable(
  ticket: CourseTicketRecord,
): Promise<CourseTicketRecord> {
  if (ticket.status !== 'AVAILABLE') return ticket;
  const started = await db.courseTickets.update(
    (q) => q.where({ courseTicketId: ticket.courseTicketId }),
    {
      data(record) {
        record.status = 'ACTIVE';
        record.availableAt = isoFromNow(0);
        record.expiredAt = isoFromNow(record.periodDays * DAY_MS);
      },
    },
  );
  return started ?? ticket;
}
