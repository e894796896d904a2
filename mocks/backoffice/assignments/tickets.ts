/**
 * The tickets an assignment gives (backoffice.md §3 Ticket: firstUseAt, expiredAt; Pass ticket:
 * start, expire; issue 29). Class and course tickets go in the inventory's collections so the
 * learner's my-classes reads them with nothing else to do: a class ticket shown in the list
 * (SINGLE, SHOW), AVAILABLE — its period starts at first use — or SCHEDULED until its Seoul start
 * day, under the assignment's completion target (the learner's completion call judges it by
 * that); a course ticket the same way (a course keeps no completion rule of its own). A pass
 * ticket (this area's collection) runs from the Seoul start day, or now, for the pass's period. A
 * package (issue 40) is given as a purchase gives it: its order, keyed by the ticket key, and a
 * class ticket of each of its classes (source PACKAGE) carrying that key as their transaction.
 * Their keys carry the job and the account
 * (`kt-asg-{jobId}-{accountKey}`), so an item's ticket is found without a record of its own, and
 * taking it back (an item cancelled) deletes exactly the one this job gave.
 */
import { completionTargetFromJson, type AssignmentTargetType } from '@app/shared/api/contract/adminAssignmentRules';
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import type { PassTicketStatus } from '@app/shared/api/contract/inventoryPass';
import { db } from '@mocks/db/database';
import { seoulDayStart } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import type { KlassTicketRecord } from '@mocks/inventory/collections';
import type { AssignmentRecord, PassTicketRecord } from './collections';

const DAY_MS = 86_400_000;

/** Tickets that still count as holding the target: a refunded or ended one does not. */
const holdingStatuses: ReadonlySet<TicketStatus> = new Set<TicketStatus>(['AVAILABLE', 'SCHEDULED', 'ACTIVE', 'STOPPED']);

const prefixes = { KLASS: 'kt', COURSE: 'ct', PACKAGE: 'pk', PASS: 'pt' } as const satisfies Record<AssignmentTargetType, string>;

function prefixOf(targetType: AssignmentTargetType, jobId: string): string {
  return `${prefixes[targetType]}-asg-${jobId}-`;
}

export function ticketKeyOf(record: Pick<AssignmentRecord, 'targetType' | 'jobId'>, accountKey: string): string {
  return `${prefixOf(record.targetType, record.jobId)}${accountKey}`;
}

/** A pass ticket's state now: scheduled before its start, in use until it expires, then ended. */
export function passTicketStatus(ticket: Pick<PassTicketRecord, 'start' | 'expire'>, now = settings.now()): PassTicketStatus {
  if (now < Date.parse(ticket.start)) return 'SCHEDULED';
  return now < Date.parse(ticket.expire) ? 'ACTIVE' : 'END_OF_TERM';
}

/**
 * A package's purchases and assignments as its tickets (issue 40): each one's key is its
 * transaction, and its status and period those of its classes' tickets — the first still held, or
 * the first at all (a purchase whose classes were all taken back has ended).
 */
export function packageTickets(packageId: string): { key: string; accountKey: string; status: TicketStatus; availableAt: string | null; expiredAt: string | null }[] {
  const byTransaction = new Map<string, KlassTicketRecord[]>();
  for (const ticket of db.klassTickets.findMany((q) => q.where({ packageId }))) {
    if (ticket.transactionKey === null) continue;
    byTransaction.set(ticket.transactionKey, [...(byTransaction.get(ticket.transactionKey) ?? []), ticket]);
  }
  return db.packageOrders.findMany((q) => q.where({ packageId })).map((order) => {
    const tickets = byTransaction.get(order.transactionKey) ?? [];
    const shown = tickets.find((ticket) => holdingStatuses.has(ticket.status)) ?? tickets[0];
    return { key: order.transactionKey, accountKey: order.accountKey, status: shown?.status ?? 'END_OF_TERM', availableAt: shown?.availableAt ?? null, expiredAt: shown?.expiredAt ?? null };
  });
}

/** Each target's tickets as (ticket key, account key, status). */
function ticketsOf(targetType: AssignmentTargetType, targetId: string): { key: string; accountKey: string; status: TicketStatus }[] {
  switch (targetType) {
    case 'KLASS':
      return db.klassTickets.findMany((q) => q.where({ klassId: targetId })).map((ticket) => ({ key: ticket.klassTicketKey, ...ticket }));
    case 'COURSE':
      return db.courseTickets.findMany((q) => q.where({ courseId: targetId })).map((ticket) => ({ key: ticket.courseTicketId, ...ticket }));
    case 'PACKAGE':
      return packageTickets(targetId);
    case 'PASS': {
      const now = settings.now();
      return db.passTickets
        .findMany((q) => q.where({ passKey: targetId }))
        .map((ticket) => ({ key: ticket.passTicketKey, accountKey: ticket.accountKey, status: passTicketStatus(ticket, now) }));
    }
  }
}

/** The accounts that hold a ticket of the target now (any source: bought, a package, an assignment). */
export function holdersOf(targetType: AssignmentTargetType, targetId: string): Set<string> {
  return new Set(ticketsOf(targetType, targetId).filter((ticket) => holdingStatuses.has(ticket.status)).map((ticket) => ticket.accountKey));
}

/** The accounts this job has given a ticket to (and still holds it), by account key → ticket key. */
export function givenBy(record: AssignmentRecord): Map<string, string> {
  const prefix = prefixOf(record.targetType, record.jobId);
  const keys = ticketsOf(record.targetType, record.targetId).map((ticket) => ticket.key);
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
  const now = settings.now();
  const createdAt = new Date(now).toISOString();
  if (record.targetType === 'PASS') {
    const start = record.startDay === null ? now : Math.max(now, seoulDayStart(record.startDay));
    await db.passTickets.create({
      passTicketKey: key,
      passKey: record.targetId,
      accountKey,
      start: new Date(start).toISOString(),
      expire: new Date(start + record.periodDays * DAY_MS).toISOString(),
      createdAt,
    });
    return;
  }
  const period = {
    accountKey,
    ...opening(record.startDay),
    expiredAt: null,
    periodDays: record.periodDays,
    stoppedAt: null,
    maxStopDays: 0,
    createdAt,
  };
  // The assignment's completion target becomes each class ticket's rule (the learner's completion call reads it).
  const target = completionTargetFromJson(record.completionTargetValue);
  const completionTarget = target && (target.progressRate !== null || target.quizRequired) ? target : undefined;
  const klassTicket = (klassTicketKey: string, klassId: string, packageId: string | null): KlassTicketRecord => ({
    ...(completionTarget ? { completionTarget } : {}),
    klassTicketKey,
    klassId,
    ...period,
    listStatus: 'SHOW',
    source: packageId === null ? 'SINGLE' : 'PACKAGE',
    packageId,
    transactionKey: packageId === null ? null : key,
    courseTicketId: null,
    courseItemId: null,
    lastAccessedAt: null,
    recentChapterKey: null,
    recentLessonKey: null,
  });
  if (record.targetType === 'KLASS') {
    await db.klassTickets.create(klassTicket(key, record.targetId, null));
    return;
  }
  if (record.targetType === 'PACKAGE') {
    // As a purchase gives it: the package's order, and a ticket of each of its classes as it is made up now.
    const bundle = db.packages.findFirst((q) => q.where({ packageId: record.targetId }));
    await db.packageOrders.create({ packageId: record.targetId, transactionKey: key, accountKey, purchasedAt: createdAt });
    for (const klassId of bundle?.klassIds ?? []) await db.klassTickets.create(klassTicket(`${key}-${klassId}`, klassId, record.targetId));
    return;
  }
  await db.courseTickets.create({ courseTicketId: key, courseTicketKey: `${key}-key`, courseId: record.targetId, ...period });
}

/** Takes back the ticket this job gave the account; false when it holds none from this job. */
export function takeBackTicket(record: AssignmentRecord, accountKey: string): boolean {
  const key = ticketKeyOf(record, accountKey);
  switch (record.targetType) {
    case 'KLASS':
      return db.klassTickets.delete((q) => q.where({ klassTicketKey: key })) !== undefined;
    case 'COURSE':
      return db.courseTickets.delete((q) => q.where({ courseTicketId: key })) !== undefined;
    case 'PACKAGE':
      db.klassTickets.deleteMany((q) => q.where({ transactionKey: key }));
      return db.packageOrders.delete((q) => q.where({ transactionKey: key })) !== undefined;
    case 'PASS':
      return db.passTickets.delete((q) => q.where({ passTicketKey: key })) !== undefined;
  }
}
