/**
 * The tickets an assignment gives (backoffice.md §3 Ticket: firstUseAt, expiredAt; issue 29), in
 * the inventory's collections so the learner's my-classes reads them with nothing else to do: a
 * class ticket shown in the list (SINGLE, SHOW), AVAILABLE — its period starts at first use — or
 * SCHEDULED until its Seoul start day; a course ticket the same way. Their keys carry the job and
 * the account (`kt-asg-{jobId}-{accountKey}`), so an item's ticket is found without a record of
 * its own, and taking it back (an item cancelled) deletes exactly the one this job gave.
 */
import type { AssignmentTargetType } from '@app/shared/api/contract/adminAssignmentRules';
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import { seoulDayStart } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import type { AssignmentRecord } from './collections';

/** Tickets that still count as holding the target: a refunded or ended one does not. */
const holdingStatuses: ReadonlySet<TicketStatus> = new Set<TicketStatus>(['AVAILABLE', 'SCHEDULED', 'ACTIVE', 'STOPPED']);

function prefixOf(targetType: AssignmentTargetType, jobId: string): string {
  return `${targetType === 'KLASS' ? 'kt' : 'ct'}-asg-${jobId}-`;
}

export function ticketKeyOf(record: Pick<AssignmentRecord, 'targetType' | 'jobId'>, accountKey: string): string {
  return `${prefixOf(record.targetType, record.jobId)}${accountKey}`;
}

/** The accounts that hold a ticket of the target now (any source: bought, a package, an assignment). */
export function holdersOf(targetType: AssignmentTargetType, targetId: string): Set<string> {
  const tickets =
    targetType === 'KLASS'
      ? db.klassTickets.findMany((q) => q.where({ klassId: targetId }))
      : db.courseTickets.findMany((q) => q.where({ courseId: targetId }));
  return new Set(tickets.filter((ticket) => holdingStatuses.has(ticket.status)).map((ticket) => ticket.accountKey));
}

/** The accounts this job has given a ticket to (and still holds it), by account key → ticket key. */
export function givenBy(record: AssignmentRecord): Map<string, string> {
  const prefix = prefixOf(record.targetType, record.jobId);
  const keys =
    record.targetType === 'KLASS'
      ? db.klassTickets.findMany((q) => q.where({ klassId: record.targetId })).map((ticket) => ticket.klassTicketKey)
      : db.courseTickets.findMany((q) => q.where({ courseId: record.targetId })).map((ticket) => ticket.courseTicketId);
  return new Map(keys.filter((key) => key.startsWith(prefix)).map((key) => [key.slice(prefix.length), key]));
}

/** Where a new ticket's period stands: open now, or scheduled for the start day's first instant in Seoul. */
function opening(startDay: string | null): { status: TicketStatus; availableAt: string | null } {
  if (startDay === null) return { status: 'AVAILABLE', availableAt: null };
  const at = seoulDayStart(startDay);
  return at > settings.now() ? { status: 'SCHEDULED', availableAt: new Date(at).toISOString() } : { status: 'AVAILABLE', availableAt: null };
}

/** Gives the account its ticket; the caller knows it has none from this job yet (givenBy). */
export async function giveTicket(record: AssignmentRecord, accountKey: string): Promise<void> {
  const key = ticketKeyOf(record, accountKey);
  const createdAt = new Date(settings.now()).toISOString();
  const period = {
    accountKey,
    ...opening(record.startDay),
    expiredAt: null,
    periodDays: record.periodDays,
    stoppedAt: null,
    maxStopDays: 0,
    createdAt,
  };
  if (record.targetType === 'KLASS') {
    await db.klassTickets.create({
      klassTicketKey: key,
      klassId: record.targetId,
      ...period,
      listStatus: 'SHOW',
      source: 'SINGLE',
      packageId: null,
      transactionKey: null,
      courseTicketId: null,
      courseItemId: null,
      lastAccessedAt: null,
      recentChapterKey: null,
      recentLessonKey: null,
    });
    return;
  }
  await db.courseTickets.create({ courseTicketId: key, courseTicketKey: `${key}-key`, courseId: record.targetId, ...period });
}

/** Takes back the ticket this job gave the account; false when it holds none from this job. */
export function takeBackTicket(record: AssignmentRecord, accountKey: string): boolean {
  const key = ticketKeyOf(record, accountKey);
  if (record.targetType === 'KLASS') return db.klassTickets.delete((q) => q.where({ klassTicketKey: key })) !== undefined;
  return db.courseTickets.delete((q) => q.where({ courseTicketId: key })) !== undefined;
}
