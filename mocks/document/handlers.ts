/**
 * Document area handlers: class notices in cursor slices (pinned first, then newest first) and
 * one notice, readable by a visitor only with its share token.
 */
import type { HttpHandler } from 'msw';
import { documentEndpoints as endpoints } from '@app/shared/api/contract/document';
import type { NoticeRecord } from '@mocks/community/collections';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';

function byDisplayOrder(a: NoticeRecord, b: NoticeRecord): number {
  return Number(b.pinned) - Number(a.pinned) || b.created.localeCompare(a.created);
}

function toSummary({ noticeId, klassId, title, writerName, pinned, created }: NoticeRecord) {
  return { noticeId, klassId, title, writerName, pinned, created };
}

export const documentHandlers = {
  // Registered before `notice`: msw takes the first match, and `slice` also fits `{noticeId}`.
  noticeSlice: handle(endpoints.noticeSlice, ({ params, query }) => {
    const notices = db.notices
      .findMany((q) => q.where({ klassId: params.id }))
      .sort(byDisplayOrder);
    // The cursor is the id of the last notice already shown; an unknown one is a bad request.
    const cursorIndex = query.cursor
      ? notices.findIndex((notice) => notice.noticeId === query.cursor)
      : -1;
    if (query.cursor && cursorIndex === -1) {
      throw new MockError('badRequest', '목록을 다시 불러와 주세요.', { cursor: query.cursor });
    }
    const start = cursorIndex + 1;
    const items = notices.slice(start, start + query.size);
    const last = items.at(-1);
    const hasMore = start + query.size < notices.length;
    return {
      items: items.map(toSummary),
      nextCursor: hasMore && last ? last.noticeId : null,
    };
  }),
  notice: handle(endpoints.notice, ({ params, query, auth }) => {
    const notice = db.notices.findFirst((q) =>
      q.where({ klassId: params.id, noticeId: params.noticeId }),
    );
    if (!notice) {
      throw new MockError('notFound', '공지사항을 찾을 수 없어요.', { noticeId: params.noticeId });
    }
    if (!auth && query.token !== notice.shareToken) {
      throw new MockError('unauthenticated', '로그인 후 이용할 수 있습니다.');
    }
    const { shareToken: _token, ...visible } = notice;
    return visible;
  }),
} satisfies Record<keyof typeof endpoints, HttpHandler>;
