/**
 * The board area's class-notice handlers (adminBoardClassNotice.ts; issue 42) over the inventory
 * area's own `announcements` collection, the one the class room's announcement slice reads: what
 * an operator publishes, edits or deletes there is what the class room gives at the next read.
 * The operator writes as themselves (their name, no picture). The body arrives sanitised by the
 * editor and the class room sanitises it again as it renders.
 */
import type { HttpHandler } from 'msw';
import { adminBoardClassNoticeEndpoints, type AdminClassNotice } from '@app/shared/api/contract/adminBoardClassNotice';
import { boardErrorCodes, plainTextOf } from '@app/shared/api/contract/adminBoardRules';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, contains, pageOf, select } from '@mocks/engine/query';
import type { AnnouncementRecord } from '@mocks/inventory/collections';
import { klassTitles, nextVersion, nowIso, requireKlassFor } from './posts';

const versionOf = (record: AnnouncementRecord): string => record.updated ?? record.created;

function toClassNotice(record: AnnouncementRecord, titles: Map<string, string> = klassTitles()): AdminClassNotice {
  const { announcementId, klassId, masterName, contentHtml, contentText, visibility, created } = record;
  return { announcementId, klassId, klassTitle: titles.get(klassId) ?? klassId, masterName, contentHtml, contentText, visibility, created, version: versionOf(record) };
}

function requireClassNotice(announcementId: string): AnnouncementRecord {
  const found = db.announcements.findFirst((q) => q.where({ announcementId }));
  if (!found) throw new MockError('notFound', '클래스 공지를 찾을 수 없어요.', { announcementId });
  return found;
}

/** A class notice's name in the history: the start of what it says. */
const labelOf = (record: AnnouncementRecord) => [...record.contentText].slice(0, 30).join('');

async function recordClassNotice(auth: AccessClaims | null, record: AnnouncementRecord, action: 'CREATE' | 'UPDATE' | 'DELETE', before: AnnouncementRecord | null, after: AnnouncementRecord | null) {
  const state = (one: AnnouncementRecord) => ({ klass: klassTitles().get(one.klassId) ?? one.klassId, visibility: one.visibility, content: one.contentText });
  await recordChange({ actor: auth, recordType: 'CLASS_NOTICE', recordKey: record.announcementId, recordLabel: labelOf(record), action, before: before && state(before), after: after && state(after) });
}

/** Keys in the order written; a deleted one's key is never given again. */
function nextAnnouncementId(): string {
  const taken = new Set(db.announcements.all().map((announcement) => announcement.announcementId));
  let index = db.announcements.count() + 1;
  while (taken.has(`ann-admin-${index}`)) index += 1;
  return `ann-admin-${index}`;
}

export const adminBoardClassNoticeHandlers = {
  classNotices: handle(adminBoardClassNoticeEndpoints.classNotices, ({ query }) => {
    const titles = klassTitles();
    const rows = select(db.announcements.all(), {
      where: contains((record) => `${record.contentText} ${record.masterName} ${titles.get(record.klassId) ?? ''}`, query.q),
      orderBy: by((record) => record.created, query.sort?.endsWith(',asc') ? 'asc' : 'desc'),
    });
    return pageOf(rows, query, (record) => toClassNotice(record, titles));
  }),

  classNotice: handle(adminBoardClassNoticeEndpoints.classNotice, ({ params }) => toClassNotice(requireClassNotice(params.announcementId))),

  createClassNotice: handle(adminBoardClassNoticeEndpoints.createClassNotice, async ({ body, auth }) => {
    requireKlassFor(body.klassId);
    const record = await db.announcements.create({
      announcementId: nextAnnouncementId(),
      klassId: body.klassId,
      masterName: actorOf(auth).displayName,
      masterProfileImageUrl: null,
      contentHtml: body.contentHtml,
      contentText: plainTextOf(body.contentHtml),
      created: nowIso(),
      visibility: body.visibility,
    });
    await recordClassNotice(auth, record, 'CREATE', null, record);
    return toClassNotice(record);
  }),

  updateClassNotice: handle(adminBoardClassNoticeEndpoints.updateClassNotice, async ({ params, body, auth }) => {
    const record = requireClassNotice(params.announcementId);
    const version = versionOf(record);
    if (version !== body.basedOn) throw new AreaMockError(boardErrorCodes.classNoticeConflict, '다른 사람이 먼저 이 클래스 공지를 저장했어요.', { version });
    const changes = { contentHtml: body.contentHtml, contentText: plainTextOf(body.contentHtml), visibility: body.visibility, updated: nextVersion(version) };
    const saved = await db.announcements.update((q) => q.where({ announcementId: record.announcementId }), {
      data(draft) {
        Object.assign(draft, changes);
      },
    });
    const after = saved ?? { ...record, ...changes };
    await recordClassNotice(auth, after, 'UPDATE', record, after);
    return toClassNotice(after);
  }),

  deleteClassNotice: handle(adminBoardClassNoticeEndpoints.deleteClassNotice, async ({ params, auth }) => {
    const record = requireClassNotice(params.announcementId);
    db.announcements.delete((q) => q.where({ announcementId: record.announcementId }));
    await recordClassNotice(auth, record, 'DELETE', record, null);
    return null;
  }),
} satisfies Record<keyof typeof adminBoardClassNoticeEndpoints, HttpHandler>;
