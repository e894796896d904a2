/**
 * Contract walk of the back-office notices (adminBoardNotice.ts; issue 42) over real HTTP: every
 * answer in its schema; 10 a page, pinned first; a notice published here is the one the learner's
 * class notices read (pinned first there too), its edit is read next, its deletion leaves the
 * learner a 404; a title outside 3-30 or a blank or too long body is refused at its field; an
 * edit saved from a stale version is refused (409 board.notice.conflict); the change history;
 * the limited operator (no BOARD) and a learner are refused.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminBoardNoticeEndpoints } from '@app/shared/api/contract/adminBoardNotice';
import { boardErrorCodes, boardRuleMessages, LONG_TEXT_MAX, NOTICE_PAGE_SIZE } from '@app/shared/api/contract/adminBoardRules';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { documentEndpoints } from '@app/shared/api/contract/document';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { seededLogins } from '@mocks/account/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const as = async (login: { identifier: string; password: string }): Promise<ContractClient> =>
  contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);

const body = '<h2>라이브 일정</h2><p><strong>12월 20일</strong> 저녁 8시에 만나요.</p>';

describe('back-office notices over HTTP', () => {
  it('lists 10 a page, pinned first, searched by title, writer or class; the classes to write for', async () => {
    const operator = await as(seededOperators.full);
    const first = await operator.call(adminBoardNoticeEndpoints.notices, { query: {} });
    expect(first.items).toHaveLength(NOTICE_PAGE_SIZE);
    expect(first.totalCount).toBeGreaterThan(NOTICE_PAGE_SIZE);
    const pins = first.items.map((item) => item.pinned);
    expect(pins).toEqual([...pins].sort((a, b) => Number(b) - Number(a)));
    expect(pins[0]).toBe(true);
    const searched = await operator.call(adminBoardNoticeEndpoints.notices, { query: { q: '필독' } });
    expect(searched.items.map((item) => item.noticeId)).toEqual(['nt-klass-001-01']);
    const klasses = await operator.call(adminBoardNoticeEndpoints.noticeKlasses, {});
    expect(klasses.items.map((klass) => klass.klassId)).toContain('klass-001');
    await expectApiError(operator.call(adminBoardNoticeEndpoints.notice, { params: { noticeId: 'nt-none' } }), 'notFound');
  });

  it('publishes a notice the learner reads, pinned first; an edit needs the version read; pin and delete reach the learner', async () => {
    const operator = await as(seededOperators.full);
    const learner = await as(seededLogins.learner);
    const created = await operator.call(adminBoardNoticeEndpoints.createNotice, { body: { klassId: 'klass-001', title: '12월 라이브 안내', contentHtml: body, pinned: true } });
    expect(created).toMatchObject({ klassId: 'klass-001', title: '12월 라이브 안내', contentHtml: body, pinned: true, writerName: '강운영' });

    const slice = await learner.call(documentEndpoints.noticeSlice, { params: { id: 'klass-001' }, query: {} });
    expect(slice.items.filter((item) => item.pinned).map((item) => item.noticeId)).toContain(created.noticeId);
    const read = await learner.call(documentEndpoints.notice, { params: { id: 'klass-001', noticeId: created.noticeId }, query: {} });
    expect(read).toMatchObject({ title: '12월 라이브 안내', contentHtml: body, contentText: '라이브 일정\n12월 20일 저녁 8시에 만나요.' });

    const edited = await operator.call(adminBoardNoticeEndpoints.updateNotice, {
      params: { noticeId: created.noticeId },
      body: { title: '12월 라이브 시간 변경', contentHtml: body, pinned: true, basedOn: created.version },
    });
    expect(edited.version > created.version).toBe(true);
    const stale: unknown = await operator
      .call(adminBoardNoticeEndpoints.updateNotice, { params: { noticeId: created.noticeId }, body: { title: '늦은 저장', contentHtml: body, pinned: true, basedOn: created.version } })
      .catch((error: unknown) => error);
    expect(isApiError(stale) && { status: stale.status, code: stale.code, data: stale.data }).toEqual({ ...boardErrorCodes.noticeConflict, data: { version: edited.version } });
    expect((await learner.call(documentEndpoints.notice, { params: { id: 'klass-001', noticeId: created.noticeId }, query: {} })).title).toBe('12월 라이브 시간 변경');

    const unpinned = await operator.call(adminBoardNoticeEndpoints.pinNotice, { params: { noticeId: created.noticeId }, body: { pinned: false } });
    expect(unpinned.pinned).toBe(false);
    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['NOTICE'], sort: 'changedAt,desc' } });
    expect(history.items[0]).toMatchObject({ record: { type: 'NOTICE', key: created.noticeId }, changes: [{ field: 'pinned', before: true, after: false }] });

    await operator.call(adminBoardNoticeEndpoints.deleteNotice, { params: { noticeId: created.noticeId } });
    await expectApiError(learner.call(documentEndpoints.notice, { params: { id: 'klass-001', noticeId: created.noticeId }, query: {} }), 'notFound');
  });

  it('refuses a title outside 3-30 and a blank or too long body at their fields, and anyone without BOARD; every endpoint was walked', async () => {
    const operator = await as(seededOperators.full);
    const create = (title: string, contentHtml: string) =>
      fieldIssues(operator.call(adminBoardNoticeEndpoints.createNotice, { body: { klassId: 'klass-001', title, contentHtml, pinned: false } }));
    expect(await create('공지', body)).toEqual({ title: validationMessages.minLength(3) });
    expect(await create('가'.repeat(31), body)).toEqual({ title: validationMessages.maxLength(30, 31) });
    expect(await create('빈 공지예요', '<p> </p>')).toEqual({ contentHtml: boardRuleMessages.noticeBodyEmpty });
    expect(await create('긴 공지예요', `<p>${'가'.repeat(LONG_TEXT_MAX + 1)}</p>`)).toEqual({ contentHtml: boardRuleMessages.longTextTooLong(LONG_TEXT_MAX + 1) });
    await expectApiError(operator.call(adminBoardNoticeEndpoints.createNotice, { body: { klassId: 'klass-none', title: '없는 클래스', contentHtml: body, pinned: false } }), 'notFound');
    for (const someone of [await as(seededOperators.limited), await as(seededLogins.learner)]) {
      await expectApiError(someone.call(adminBoardNoticeEndpoints.notices, { query: {} }), 'permissionDenied');
    }
    expect([...called].filter((id) => id.startsWith('adminBoardNotice.')).sort()).toEqual(Object.values(adminBoardNoticeEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
