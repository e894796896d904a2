/**
 * Entering a class room with a class ticket, shared by the class enter, the curriculum with
 * `requireToken=true` and the course item enter: the period rules, the first-entry start, the
 * last-access stamp and a new class-room token.
 */
import type { KlassRoomToken } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type { KlassTicketRecord, LessonRecord } from './collections';
import { openKlassRoom } from './klassRoomTokens';
import { assertUsablePeriod, startKlassTicketIfAvailable } from './tickets';
import { nowIso } from './time';

export async function enterKlass(ticket: KlassTicketRecord): Promise<KlassRoomToken> {
  assertUsablePeriod(ticket);
  const started = await startKlassTicketIfAvailable(ticket);
  await db.klassTickets.update((q) => q.where({ klassTicketKey: ticket.klassTicketKey }), {
    data(record) {
      record.lastAccessedAt = nowIso();
    },
  });
  return openKlassRoom(started);
}

/** Remembers the last-played lesson of a ticket (the curriculum's recentData). */
export async function markRecent(klassTicketKey: string, lesson: LessonRecord): Promise<void> {
  await db.klassTickets.update((q) => q.where({ klassTicketKey }), {
    data(record) {
      record.recentChapterKey = lesson.chapterKey;
      record.recentLessonKey = lesson.lessonKey;
      record.lastAccessedAt = nowIso();
    },
  });
}
