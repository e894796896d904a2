/**
 * Document area handlers: class notices in cursor slices (pinned first, then newest first) and
 * one notice, readable by a visitor only with its share token.
 */
import { mockMessages } from '@mocks/engine/messages';
import type { HttpHandler } from 'msw';
import { documentEndpoints as endpoints } from '@app/shared/api/contract/document';
import type { NoticeRecord } from '@mocks/community/collections';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, orderBy, select, sliceAfter } from '@mocks/engine/query';

const byDisplayOrder = orderBy<NoticeRecord>(
  by((notice) => notice.pinned, 'desc'),
  by((notice) => notice.created, 'desc'),
);

function toSummary({ noticeId, klassId, title, writerName, pinned, created }: NoticeRecord) {
  return { noticeId, klassId, title, writerName, pinned, created };
}

export const documentHandlers = {
  // Registered before `notice`: msw takes the first match, and `slice` also fits `{noticeId}`.
  noticeSlice: handle(endpoints.noticeSlice, ({ params, query }) => {
    const notices = select(db.notices.all(), {
      where: (notice) => notice.klassId === params.id,
      orderBy: byDisplayOrder,
    });
    // The cursor is the id of the last notice already shown; an unknown one is a bad request.
    const slice = sliceAfter(
      notices,
      { cursor: query.cursor, size: query.size, key: (notice) => notice.noticeId },
      toSummary,
    );
    if (!slice) {
      throw new MockError('badRequest', '목록을 다시 불러와 주세요.', { cursor: query.cursor });
    }
    return slice;
  }),
  notice: handle(endpoints.notice, ({ params, query, auth }) => {
    const notice = db.notices.findFirst((q) =>
      q.where({ klassId: params.id, noticeId: params.noticeId }),
    );
    if (!notice) {
      throw new MockError('notFound', '공지사항을 찾을 수 없어요.', { noticeId: params.noticeId });
    }
    if (!auth && query.token !== notice.shareToken) {
      throw new MockError('unauthenticated', mockMessages.loginRequired);
    }
    const { shareToken: _token, updated: _updated, ...visible } = notice;
    return visible;
  }),
} satisfies Record<keyof typeof endpoints, HttpHandler>;
