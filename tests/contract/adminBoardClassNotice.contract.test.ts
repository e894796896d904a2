/**
 * Contract walk of the back-office class notices (adminBoardClassNotice.ts; issue 42) over real
 * HTTP: every answer in its schema; 10 a page, newest first; a class notice published here is the
 * first announcement of the class room (a PRIVATE one for the class's learners, not for a
 * visitor), its edit is read next, its deletion leaves it; a blank body is refused at its field;
 * an edit from a stale version is refused (409 board.classNotice.conflict); the history; the
 * limited operator (no BOARD) and a learner are refused.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminBoardClassNoticeEndpoints } from '@app/shared/api/contract/adminBoardClassNotice';
import { boardErrorCodes, boardRuleMessages, NOTICE_PAGE_SIZE } from '@app/shared/api/contract/adminBoardRules';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { inventoryEndpoints } from '@app/shared/api/contract/inventory';
import { seededLogins } from '@mocks/account/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const as = async (login: { identifier: string; password: string }): Promise<ContractClient> =>
  contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);

const body = '<p>내일 실습은 <strong>강의실 3번</strong>에서 해요.</p>';

describe('back-office class notices over HTTP', () => {
  it('publishes a class notice the class room reads first; edits need the version read; deleted, it leaves', async () => {
    const operator = await as(seededOperators.full);
    const learner = await as(seededLogins.learner);
    const first = await operator.call(adminBoardClassNoticeEndpoints.classNotices, { query: {} });
    expect(first.items).toHaveLength(NOTICE_PAGE_SIZE);
    const created = await operator.call(adminBoardClassNoticeEndpoints.createClassNotice, { body: { klassId: 'klass-001', contentHtml: body, visibility: 'PRIVATE' } });
    expect(created).toMatchObject({ klassId: 'klass-001', masterName: '강운영', contentText: '내일 실습은 강의실 3번에서 해요.', visibility: 'PRIVATE' });
    const listed = await operator.call(adminBoardClassNoticeEndpoints.classNotices, { query: {} });
    expect(listed.items[0]?.announcementId).toBe(created.announcementId);

    const room = await learner.call(inventoryEndpoints.announcementSlice, { params: { id: 'klass-001' }, query: {} });
    expect(room.items[0]).toMatchObject({ announcementId: created.announcementId, contentHtml: body, visibility: 'PRIVATE', masterProfileImageUrl: null });

    const edited = await operator.call(adminBoardClassNoticeEndpoints.updateClassNotice, {
      params: { announcementId: created.announcementId },
      body: { contentHtml: '<p>실습은 강의실 4번으로 바뀌었어요.</p>', visibility: 'PUBLIC', basedOn: created.version },
    });
    const stale: unknown = await operator
      .call(adminBoardClassNoticeEndpoints.updateClassNotice, { params: { announcementId: created.announcementId }, body: { contentHtml: body, visibility: 'PUBLIC', basedOn: created.version } })
      .catch((error: unknown) => error);
    expect(isApiError(stale) && { status: stale.status, code: stale.code, data: stale.data }).toEqual({ ...boardErrorCodes.classNoticeConflict, data: { version: edited.version } });
    expect((await learner.call(inventoryEndpoints.announcementSlice, { params: { id: 'klass-001' }, query: {} })).items[0]?.contentText).toBe('실습은 강의실 4번으로 바뀌었어요.');
    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['CLASS_NOTICE'], sort: 'changedAt,desc' } });
    expect(history.items[0]).toMatchObject({ record: { type: 'CLASS_NOTICE', key: created.announcementId } });

    await operator.call(adminBoardClassNoticeEndpoints.classNotice, { params: { announcementId: created.announcementId } });
    await operator.call(adminBoardClassNoticeEndpoints.deleteClassNotice, { params: { announcementId: created.announcementId } });
    await expectApiError(operator.call(adminBoardClassNoticeEndpoints.classNotice, { params: { announcementId: created.announcementId } }), 'notFound');
    const after = await learner.call(inventoryEndpoints.announcementSlice, { params: { id: 'klass-001' }, query: {} });
    expect(after.items.map((item) => item.announcementId)).not.toContain(created.announcementId);
  });

  it('refuses a blank body at its field and anyone without BOARD; every endpoint was walked', async () => {
    const operator = await as(seededOperators.full);
    expect(await fieldIssues(operator.call(adminBoardClassNoticeEndpoints.createClassNotice, { body: { klassId: 'klass-001', contentHtml: '<p></p>', visibility: 'PUBLIC' } }))).toEqual({
      contentHtml: boardRuleMessages.noticeBodyEmpty,
    });
    for (const someone of [await as(seededOperators.limited), await as(seededLogins.learner)]) {
      await expectApiError(someone.call(adminBoardClassNoticeEndpoints.classNotices, { query: {} }), 'permissionDenied');
    }
    expect([...called].filter((id) => id.startsWith('adminBoardClassNotice.')).sort()).toEqual(Object.values(adminBoardClassNoticeEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
