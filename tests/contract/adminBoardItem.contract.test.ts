/**
 * Contract walk of the general boards (adminBoardItem.ts, communityBoard.ts; issue 42) over real
 * HTTP: the private-item rule, enforced by the mock — a private item is refused to a learner who
 * is not its author and to a visitor (403 community.board.private_item), read by its author and
 * by an operator holding BOARD —; the list's filters (board, category, pinned, private, period,
 * author, title by 초성) with pinned first; pinning and making private by keys and by a frozen
 * scope (refused when its count moved); writing and a version-checked edit; comments hidden from
 * learners and shown again, deleted for good; the history; the limited operator refused.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminBoardItemEndpoints } from '@app/shared/api/contract/adminBoardItem';
import { boardErrorCodes, BOARD_ITEM_TITLE_MIN } from '@app/shared/api/contract/adminBoardRules';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { communityBoardEndpoints, privateItemError } from '@app/shared/api/contract/communityBoard';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { seededLogins } from '@mocks/account/seed';
import { boardItemSeed, GENERATED_BOARD_ITEM_COUNT } from '@mocks/backoffice/boards/boardItemSeed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const as = async (login: { identifier: string; password: string }): Promise<ContractClient> =>
  contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);
const visitor = (): ContractClient => contractClient(server.baseUrl, null, called);

const { privateItem, pinnedItem } = boardItemSeed;
const privateParams = { boardKey: privateItem.boardKey, itemKey: privateItem.itemKey };

async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(() => expect.fail('expected a refusal'), (reason: unknown) => reason);
  return isApiError(error) ? { status: error.status, code: error.code } : error;
}

describe('general boards over HTTP', () => {
  it('“a private item is refused to a learner who is not its author”, and to a visitor; its author and an operator read it', async () => {
    const other = await as(seededLogins.newLearner);
    expect(await refusal(other.call(communityBoardEndpoints.boardItem, { params: privateParams }))).toEqual(privateItemError);
    expect(await refusal(visitor().call(communityBoardEndpoints.boardItem, { params: privateParams }))).toEqual(privateItemError);

    const author = await as(seededLogins.learner);
    const mine = await author.call(communityBoardEndpoints.boardItem, { params: privateParams });
    expect(mine).toMatchObject({ itemKey: privateItem.itemKey, private: true, isMine: true, author: { displayName: '김하늘' } });
    const operator = await as(seededOperators.full);
    expect((await operator.call(communityBoardEndpoints.boardItem, { params: privateParams })).isMine).toBe(false);
    // An operator without BOARD is nobody special here.
    const limited = await as(seededOperators.limited);
    expect(await refusal(limited.call(communityBoardEndpoints.boardItem, { params: privateParams }))).toEqual(privateItemError);

    // Made public by the operator, anyone reads it; a public item under another board's key is not found.
    await operator.call(adminBoardItemEndpoints.flagBoardItems, { body: { selection: { kind: 'keys', keys: [privateItem.itemKey] }, flag: 'private', value: false } });
    expect((await visitor().call(communityBoardEndpoints.boardItem, { params: privateParams })).private).toBe(false);
    await expectApiError(visitor().call(communityBoardEndpoints.boardItem, { params: { ...privateParams, boardKey: 'board-tips' } }), 'notFound');
    await operator.call(adminBoardItemEndpoints.flagBoardItems, { body: { selection: { kind: 'keys', keys: [privateItem.itemKey] }, flag: 'private', value: true } });
    expect(await refusal(other.call(communityBoardEndpoints.boardItem, { params: privateParams }))).toEqual(privateItemError);
  });

  it('lists thousands of items pinned first, filtered by board, category, pinned, private, period, author and title initials', async () => {
    const operator = await as(seededOperators.full);
    const { items: boards } = await operator.call(adminBoardItemEndpoints.boards, {});
    expect(boards.map((board) => board.name)).toEqual(['자유게시판', '수강 꿀팁', '이벤트']);
    const all = await operator.call(adminBoardItemEndpoints.boardItems, { query: {} });
    expect(all.totalCount).toBeGreaterThan(GENERATED_BOARD_ITEM_COUNT);
    const firstUnpinned = all.items.findIndex((item) => !item.pinned);
    expect(all.items.slice(firstUnpinned).every((item) => !item.pinned)).toBe(true);

    const free = await operator.call(adminBoardItemEndpoints.boardItems, { query: { board: ['board-free'], category: ['질문'], private: ['PRIVATE'] } });
    expect(free.totalCount).toBeGreaterThan(0);
    expect(free.items.every((item) => item.boardKey === 'board-free' && item.category === '질문' && item.private)).toBe(true);
    const pinned = await operator.call(adminBoardItemEndpoints.boardItems, { query: { pinned: ['PINNED'] } });
    expect(pinned.items.every((item) => item.pinned)).toBe(true);

    const period = await operator.call(adminBoardItemEndpoints.boardItems, { query: { createdFrom: '2026-10-31T15:00:00.000Z', createdTo: '2026-11-30T14:59:59.999Z' } });
    expect(period.totalCount).toBeGreaterThan(0);
    expect(period.items.every((item) => item.created >= '2026-10-31T15:00:00.000Z' && item.created < '2026-11-30T15:00:00.000Z')).toBe(true);

    const byAuthor = await operator.call(adminBoardItemEndpoints.boardItems, { query: { author: '김하늘' } });
    expect(byAuthor.items.map((item) => item.itemKey)).toContain(privateItem.itemKey);
    const byInitials = await operator.call(adminBoardItemEndpoints.boardItems, { query: { q: 'ㅎㅂ ㄱㅈ' } });
    expect(byInitials.items.map((item) => item.title)).toContain(privateItem.title);
  });

  it('pins a frozen scope and refuses it when its count moved; writes an item and saves an edit from the version read', async () => {
    const operator = await as(seededOperators.full);
    const filter = { board: ['board-events'], category: ['당첨자 발표'], pinned: ['UNPINNED' as const] };
    const matching = await operator.call(adminBoardItemEndpoints.boardItems, { query: filter });
    const scope = { kind: 'query' as const, filter, excluded: [], expectedCount: matching.totalCount + 1 };
    expect(await refusal(operator.call(adminBoardItemEndpoints.flagBoardItems, { body: { selection: scope, flag: 'pinned', value: true } }))).toMatchObject({ code: 'selection.changed' });
    const done = await operator.call(adminBoardItemEndpoints.flagBoardItems, { body: { selection: { ...scope, expectedCount: matching.totalCount }, flag: 'pinned', value: true } });
    expect(done.count).toBe(matching.totalCount);
    expect((await operator.call(adminBoardItemEndpoints.boardItems, { query: filter })).totalCount).toBe(0);

    const content = { title: '12월 이벤트 당첨자', contentHtml: '<p>축하해요!</p>', category: '당첨자 발표', pinned: false, private: false };
    const created = await operator.call(adminBoardItemEndpoints.createBoardItem, { body: { ...content, boardKey: 'board-events' } });
    expect(created).toMatchObject({ boardName: '이벤트', author: { displayName: '강운영' }, commentCount: 0 });
    expect(await fieldIssues(operator.call(adminBoardItemEndpoints.createBoardItem, { body: { ...content, boardKey: 'board-events', category: '잡담' } }))).toHaveProperty('category');
    expect(await fieldIssues(operator.call(adminBoardItemEndpoints.createBoardItem, { body: { ...content, boardKey: 'board-events', title: '가' } }))).toEqual({
      title: validationMessages.minLength(BOARD_ITEM_TITLE_MIN),
    });
    const edited = await operator.call(adminBoardItemEndpoints.updateBoardItem, { params: { itemKey: created.itemKey }, body: { ...content, title: '12월 이벤트 당첨자 발표', basedOn: created.version } });
    expect(edited.title).toBe('12월 이벤트 당첨자 발표');
    const stale: unknown = await operator
      .call(adminBoardItemEndpoints.updateBoardItem, { params: { itemKey: created.itemKey }, body: { ...content, basedOn: created.version } })
      .catch((error: unknown) => error);
    expect(isApiError(stale) && { status: stale.status, code: stale.code, data: stale.data }).toEqual({ ...boardErrorCodes.itemConflict, data: { version: edited.version } });
    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['BOARD_ITEM'], sort: 'changedAt,desc' } });
    expect(history.items[0]).toMatchObject({ record: { type: 'BOARD_ITEM', key: created.itemKey }, changes: [{ field: 'title', before: '12월 이벤트 당첨자', after: '12월 이벤트 당첨자 발표' }] });
  });

  it('a hidden comment leaves what learners read and comes back shown; a deleted one is gone; BOARD is needed for every call', async () => {
    const operator = await as(seededOperators.full);
    const learner = await as(seededLogins.learner);
    const params = { boardKey: pinnedItem.boardKey, itemKey: pinnedItem.itemKey };
    const { items } = await operator.call(adminBoardItemEndpoints.itemComments, { params: { itemKey: pinnedItem.itemKey } });
    expect(items.map((comment) => comment.hidden)).toEqual([false, true]);
    const seen = async () => (await learner.call(communityBoardEndpoints.boardItem, { params })).comments.map((comment) => comment.commentKey);
    expect(await seen()).toEqual([boardItemSeed.comment]);

    expect((await operator.call(adminBoardItemEndpoints.hideComment, { params: { commentKey: boardItemSeed.comment }, body: { hidden: true } })).hidden).toBe(true);
    expect(await seen()).toEqual([]);
    await operator.call(adminBoardItemEndpoints.hideComment, { params: { commentKey: boardItemSeed.comment }, body: { hidden: false } });
    expect(await seen()).toEqual([boardItemSeed.comment]);

    expect(await operator.call(adminBoardItemEndpoints.deleteComment, { params: { commentKey: boardItemSeed.comment } })).toBeNull();
    expect(await seen()).toEqual([]);
    await expectApiError(operator.call(adminBoardItemEndpoints.deleteComment, { params: { commentKey: boardItemSeed.comment } }), 'notFound');
    await expectApiError(operator.call(adminBoardItemEndpoints.boardItem, { params: { itemKey: 'bi-none' } }), 'notFound');
    expect((await operator.call(adminBoardItemEndpoints.boardItem, { params: { itemKey: privateItem.itemKey } })).contentHtml).toContain('국민은행');

    for (const someone of [await as(seededOperators.limited), learner]) {
      await expectApiError(someone.call(adminBoardItemEndpoints.boardItems, { query: {} }), 'permissionDenied');
      await expectApiError(someone.call(adminBoardItemEndpoints.boardItem, { params: { itemKey: privateItem.itemKey } }), 'permissionDenied');
    }
    const walked = [...called].filter((id) => id.startsWith('adminBoardItem.') || id.startsWith('communityBoard.')).sort();
    expect(walked).toEqual([...Object.values(adminBoardItemEndpoints), ...Object.values(communityBoardEndpoints)].map((endpoint) => endpoint.id).sort());
  });
});
