/**
 * The board area's notice handlers (adminBoardNotice.ts; issue 42) over the community area's own
 * `notices` collection, the one the learner's document calls read: what an operator publishes,
 * edits, pins or deletes is what the class's notice slice and notice page give at the next read.
 * The body arrives sanitised by the editor; the learner side sanitises it again as it renders, so
 * nothing stored here can run on either side. Its `contentText` is the text it shows.
 */
import type { HttpHandler } from 'msw';
import { adminBoardNoticeEndpoints, type AdminNotice, type AdminNoticeSummary } from '@app/shared/api/contract/adminBoardNotice';
import { boardErrorCodes, plainTextOf } from '@app/shared/api/contract/adminBoardRules';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import type { NoticeRecord } from '@mocks/community/collections';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, contains, orderBy, pageOf, select } from '@mocks/engine/query';
import { klassTitles, nextVersion, nowIso, requireKlassFor } from './posts';

const versionOf = (record: NoticeRecord): string => record.updated ?? record.created;

function toSummary(record: NoticeRecord, titles: Map<string, string>): AdminNoticeSummary {
  const { noticeId, klassId, title, writerName, pinned, created } = record;
  return { noticeId, klassId, klassTitle: titles.get(klassId) ?? klassId, title, writerName, pinned, created, version: versionOf(record) };
}

const toNotice = (record: NoticeRecord): AdminNotice => ({ ...toSummary(record, klassTitles()), contentHtml: record.contentHtml });

function requireNotice(noticeId: string): NoticeRecord {
  const found = db.notices.findFirst((q) => q.where({ noticeId }));
  if (!found) throw new MockError('notFound', '공지사항을 찾을 수 없어요.', { noticeId });
  return found;
}

/** What the history says of a notice: its fields as the screens show them. */
const historyState = (record: Pick<NoticeRecord, 'title' | 'contentHtml' | 'pinned' | 'klassId'>) => ({
  title: record.title,
  klass: klassTitles().get(record.klassId) ?? record.klassId,
  pinned: record.pinned,
  content: plainTextOf(record.contentHtml),
});

/** A notice's change in the history: also a master's class notice (master/notices.ts), the same record. */
export async function recordNotice(auth: AccessClaims | null, record: NoticeRecord, action: 'CREATE' | 'UPDATE' | 'DELETE', before: NoticeRecord | null, after: NoticeRecord | null) {
  await recordChange({
    actor: auth,
    recordType: 'NOTICE',
    recordKey: record.noticeId,
    recordLabel: record.title,
    action,
    before: before && historyState(before),
    after: after && historyState(after),
  });
}

/** Keys sort in the order written; a deleted notice's key is never given again. */
function nextNoticeId(): string {
  const taken = new Set(db.notices.all().map((notice) => notice.noticeId));
  let index = db.notices.count() + 1;
  while (taken.has(`notice-admin-${index}`)) index += 1;
  return `notice-admin-${index}`;
}

export const adminBoardNoticeHandlers = {
  noticeKlasses: handle(adminBoardNoticeEndpoints.noticeKlasses, () => {
    // The classes learners hold: the thousands of catalogue classes nobody takes would bury them.
    const held = new Set(db.klassTickets.all().map((ticket) => ticket.klassId));
    return {
      items: select(db.klasses.all(), { where: (klass) => held.has(klass.klassId), orderBy: by((klass) => klass.title) }).map(({ klassId, title }) => ({ klassId, title })),
    };
  }),

  notices: handle(adminBoardNoticeEndpoints.notices, ({ query }) => {
    const titles = klassTitles();
    const direction = query.sort?.endsWith(',asc') ? 'asc' : 'desc';
    const rows = select(db.notices.all(), {
      where: contains((notice) => `${notice.title} ${notice.writerName} ${titles.get(notice.klassId) ?? ''}`, query.q),
      orderBy: orderBy(
        by((notice) => notice.pinned, 'desc'),
        by((notice) => notice.created, direction),
      ),
    });
    return pageOf(rows, query, (notice) => toSummary(notice, titles));
  }),

  notice: handle(adminBoardNoticeEndpoints.notice, ({ params }) => toNotice(requireNotice(params.noticeId))),

  createNotice: handle(adminBoardNoticeEndpoints.createNotice, async ({ body, auth }) => {
    requireKlassFor(body.klassId);
    const noticeId = nextNoticeId();
    const record = await db.notices.create({
      noticeId,
      klassId: body.klassId,
      title: body.title,
      writerName: actorOf(auth).displayName,
      pinned: body.pinned,
      created: nowIso(),
      contentHtml: body.contentHtml,
      contentText: plainTextOf(body.contentHtml),
      shareToken: `share-${noticeId}`,
    });
    await recordNotice(auth, record, 'CREATE', null, record);
    return toNotice(record);
  }),

  updateNotice: handle(adminBoardNoticeEndpoints.updateNotice, async ({ params, body, auth }) => {
    const record = requireNotice(params.noticeId);
    const version = versionOf(record);
    if (version !== body.basedOn) throw new AreaMockError(boardErrorCodes.noticeConflict, '다른 사람이 먼저 이 공지를 저장했어요.', { version });
    const updated = nextVersion(version);
    const saved = await db.notices.update((q) => q.where({ noticeId: record.noticeId }), {
      data(draft) {
        draft.title = body.title;
        draft.contentHtml = body.contentHtml;
        draft.contentText = plainTextOf(body.contentHtml);
        draft.pinned = body.pinned;
        draft.updated = updated;
      },
    });
    const after = saved ?? { ...record, ...body, updated };
    await recordNotice(auth, after, 'UPDATE', record, after);
    return toNotice(after);
  }),

  pinNotice: handle(adminBoardNoticeEndpoints.pinNotice, async ({ params, body, auth }) => {
    const record = requireNotice(params.noticeId);
    const saved = await db.notices.update((q) => q.where({ noticeId: record.noticeId }), {
      data(draft) {
        draft.pinned = body.pinned;
      },
    });
    const after = saved ?? { ...record, pinned: body.pinned };
    await recordNotice(auth, after, 'UPDATE', record, after);
    return toSummary(after, klassTitles());
  }),

  deleteNotice: handle(adminBoardNoticeEndpoints.deleteNotice, async ({ params, auth }) => {
    const record = requireNotice(params.noticeId);
    db.notices.delete((q) => q.where({ noticeId: record.noticeId }));
    await recordNotice(auth, record, 'DELETE', record, null);
    return null;
  }),
} satisfies Record<keyof typeof adminBoardNoticeEndpoints, HttpHandler>;
