/**
 * The master's class notices (adminMaster.ts; issue 44): the notices of the master's own classes,
 * written into the same records the learner's class room lists (the document area's notices), so
 * what a master posts is what the learner reads. A notice of another master's class is answered as
 * if it did not exist. Written as plain text; the learner's HTML is made from it. Each change is
 * written to the change history as the operator's own notice edits are (NOTICE: who, which class,
 * the title, pin and text before → after).
 */
import { adminMasterEndpoints, type MasterNotice } from '@app/shared/api/contract/adminMaster';
import type { HttpHandler } from 'msw';
import type { NoticeRecord } from '@mocks/community/collections';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, orderBy, pageOf } from '@mocks/engine/query';
import { nowIso } from '@mocks/inventory/time';
import { recordNotice } from '@mocks/backoffice/boards/noticeHandlers';
import { nextVersion } from '@mocks/backoffice/boards/posts';
import { ownKlass, ownKlasses } from './ownership';
import { paragraphs } from './paragraphs';
import type { AccessClaims } from '@mocks/auth/tokens';

function toMasterNotice(record: NoticeRecord, klassTitle: string): MasterNotice {
  const { noticeId, klassId, title, contentText, pinned, created } = record;
  return { noticeId, klassId, klassTitle, title, contentText, pinned, created };
}

function ownNotice(auth: AccessClaims | null, noticeId: string): NoticeRecord {
  const notice = db.notices.findFirst((q) => q.where({ noticeId }));
  const owned = notice && ownKlasses(auth).some((klass) => klass.klassId === notice.klassId);
  if (!notice || !owned) throw new MockError('notFound', '공지를 찾을 수 없어요.', { noticeId });
  return notice;
}

let written = 0;

export const masterNoticeHandlers = {
  masterNotices: handle(adminMasterEndpoints.masterNotices, ({ auth, query }) => {
    const titles = new Map(ownKlasses(auth).map((klass) => [klass.klassId, klass.title]));
    const wanted = query.q?.trim().toLowerCase() ?? '';
    const newest = query.sort === 'created,asc' ? 'asc' : 'desc';
    const notices = db.notices
      .all()
      .filter((notice) => titles.has(notice.klassId) && (!wanted || notice.title.toLowerCase().includes(wanted)))
      .sort(orderBy(by((notice) => notice.pinned, 'desc'), by((notice) => notice.created, newest)));
    return pageOf(notices, query, (notice) => toMasterNotice(notice, titles.get(notice.klassId) ?? ''));
  }),

  masterNotice: handle(adminMasterEndpoints.masterNotice, ({ auth, params }) => {
    const notice = ownNotice(auth, params.noticeId);
    return toMasterNotice(notice, ownKlass(auth, notice.klassId).title);
  }),

  createMasterNotice: handle(adminMasterEndpoints.createMasterNotice, async ({ auth, body }) => {
    const klass = ownKlass(auth, body.klassId);
    written += 1;
    const noticeId = `nt-${klass.klassId}-m${Date.now().toString(36)}${written}`;
    const record = await db.notices.create({
      noticeId,
      klassId: klass.klassId,
      title: body.title,
      writerName: klass.masterName,
      pinned: body.pinned,
      created: nowIso(),
      contentText: body.contentText,
      contentHtml: paragraphs(body.contentText),
      shareToken: `share-${noticeId}`,
    });
    await recordNotice(auth, record, 'CREATE', null, record);
    return toMasterNotice(record, klass.title);
  }),

  updateMasterNotice: handle(adminMasterEndpoints.updateMasterNotice, async ({ auth, params, body }) => {
    const notice = ownNotice(auth, params.noticeId);
    const klass = ownKlass(auth, body.klassId);
    const updated = await db.notices.update((q) => q.where({ noticeId: notice.noticeId }), {
      data(draft) {
        draft.klassId = klass.klassId;
        draft.title = body.title;
        draft.pinned = body.pinned;
        draft.contentText = body.contentText;
        draft.contentHtml = paragraphs(body.contentText);
        // A new version, so an operator's edit begun before this one is told it is stale.
        draft.updated = nextVersion(notice.updated ?? notice.created);
      },
    });
    if (updated) await recordNotice(auth, updated, 'UPDATE', notice, updated);
    return toMasterNotice(updated ?? notice, klass.title);
  }),

  deleteMasterNotice: handle(adminMasterEndpoints.deleteMasterNotice, async ({ auth, params }) => {
    const notice = ownNotice(auth, params.noticeId);
    await db.notices.delete((q) => q.where({ noticeId: notice.noticeId }));
    await recordNotice(auth, notice, 'DELETE', notice, null);
    return { noticeId: notice.noticeId };
  }),
} satisfies Pick<Record<keyof typeof adminMasterEndpoints, HttpHandler>, 'masterNotices' | 'masterNotice' | 'createMasterNotice' | 'updateMasterNotice' | 'deleteMasterNotice'>;
