/**
 * Contract walk of the general boards (adminBoardItem.ts, communityBoard.ts; issue 42) over real
 * HTTP: the private-item rule, enforced by the mock — a private item is refused to a learner who
 * is not its author and to a visitor (403 community.board.private_item), read by its author and
 * by an operator holding BOARD —; the list's filters (board, category, pinned, private, period,
 * author, title by 초성) with pinned first; pinning and making private by keys and by a frozen
 * scope (refused when its count moved); writing and a version-checked edit; comments hidden from
 * learners and shown again, deleted for good; the history; the limited operator refused. An
 * item's image and attachments by the board's file rules (kinds, sizes, five at most, refused at
 * their field in Korean); the learner downloads an attachment through the item (a private item's
 * as private as it is). Who may write on a board, set by the operator and enforced on the
 * learner's write (403 community.board.write_forbidden), its `canWrite` said to each. A learner
 * attaches files of their own upload (the same storage, the same rules); another's upload, or a
 * kind the boards do not take, is refused at `attachmentFileIds`.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminBoardItemEndpoints } from '@app/shared/api/contract/adminBoardItem';
import { boardErrorCodes, boardFileMessages, BOARD_ITEM_TITLE_MIN } from '@app/shared/api/contract/adminBoardRules';
import { boardWriteForbidden, boardWriteRefusals } from '@app/shared/api/contract/communityBoardRules';
import { storeFile } from '@mocks/backoffice/files/store';
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

    const content = { title: '12월 이벤트 당첨자', contentHtml: '<p>축하해요!</p>', category: '당첨자 발표', pinned: false, private: false, imageFileId: null, attachmentFileIds: [] };
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

  it('an item carries an image and attachments by the board’s file rules; the learner downloads an attachment through the item, a private one only if they may read it', async () => {
    const operator = await as(seededOperators.full);
    const owner = { accountKey: seededOperators.full.accountKey, displayName: '강운영' };
    const bytes = new TextEncoder().encode('%PDF-1.4 수강 안내');
    const pdf = await storeFile({ fileName: '수강 안내.pdf', contentType: 'application/pdf', bytes, owner });
    const png = await storeFile({ fileName: '배너.png', contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), owner });
    const svg = await storeFile({ fileName: '그림.svg', contentType: 'image/svg+xml', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), owner });
    const page = await storeFile({ fileName: '페이지.html', contentType: 'text/html', bytes: new TextEncoder().encode('<p>hi</p>'), owner });
    const body = { boardKey: 'board-free', title: '수강 안내 자료', contentHtml: '<p>첨부를 봐 주세요.</p>', category: '잡담', pinned: false, private: false, imageFileId: png.fileId, attachmentFileIds: [pdf.fileId] };

    expect(await fieldIssues(operator.call(adminBoardItemEndpoints.createBoardItem, { body: { ...body, imageFileId: svg.fileId } }))).toEqual({ imageFileId: boardFileMessages.imageType });
    expect(await fieldIssues(operator.call(adminBoardItemEndpoints.createBoardItem, { body: { ...body, attachmentFileIds: [page.fileId] } }))).toEqual({ attachmentFileIds: boardFileMessages.attachmentType('페이지.html') });
    expect(await fieldIssues(operator.call(adminBoardItemEndpoints.createBoardItem, { body: { ...body, attachmentFileIds: [pdf.fileId, pdf.fileId, pdf.fileId, pdf.fileId, pdf.fileId, pdf.fileId] } }))).toEqual({
      attachmentFileIds: boardFileMessages.attachmentCount,
    });
    expect(await fieldIssues(operator.call(adminBoardItemEndpoints.createBoardItem, { body: { ...body, attachmentFileIds: ['file-none'] } }))).toEqual({ attachmentFileIds: boardFileMessages.attachmentMissing });

    const created = await operator.call(adminBoardItemEndpoints.createBoardItem, { body });
    expect(created).toMatchObject({ image: { fileId: png.fileId, fileName: '배너.png' }, attachments: [{ fileId: pdf.fileId, fileName: '수강 안내.pdf', size: bytes.byteLength }] });

    const learner = await as(seededLogins.learner);
    const params = { boardKey: 'board-free', itemKey: created.itemKey };
    const read = await learner.call(communityBoardEndpoints.boardItem, { params });
    expect(read.attachments).toEqual([{ fileId: pdf.fileId, fileName: '수강 안내.pdf', size: bytes.byteLength }]);
    expect(read.imageUrl).toMatch(/\/storage\/files\//);
    const link = await learner.call(communityBoardEndpoints.attachmentLink, { params: { ...params, fileId: pdf.fileId } });
    expect(link.fileName).toBe('수강 안내.pdf');
    const download = await fetch(link.url);
    expect(download.ok).toBe(true);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('수강 안내.pdf'));
    await expectApiError(learner.call(communityBoardEndpoints.attachmentLink, { params: { ...params, fileId: png.fileId } }), 'notFound');

    // Made private, its files are as private as it is; taken off, a file is no longer given.
    await operator.call(adminBoardItemEndpoints.flagBoardItems, { body: { selection: { kind: 'keys', keys: [created.itemKey] }, flag: 'private', value: true } });
    expect(await refusal(learner.call(communityBoardEndpoints.attachmentLink, { params: { ...params, fileId: pdf.fileId } }))).toEqual(privateItemError);
    const saved = await operator.call(adminBoardItemEndpoints.boardItem, { params: { itemKey: created.itemKey } });
    const { itemKey: _key, boardKey: _board, boardName: _name, author: _author, created: _created, version, commentCount: _count, image: _image, attachments: _files, ...kept } = saved;
    const edited = await operator.call(adminBoardItemEndpoints.updateBoardItem, { params: { itemKey: created.itemKey }, body: { ...kept, private: false, imageFileId: null, attachmentFileIds: [], basedOn: version } });
    expect(edited).toMatchObject({ image: null, attachments: [] });
    await expectApiError(learner.call(communityBoardEndpoints.attachmentLink, { params: { ...params, fileId: pdf.fileId } }), 'notFound');
  });

  it('who may write on a board is the operator’s to set, and the server enforces it: “운영자만”, “수강생만”, “회원 모두”', async () => {
    const operator = await as(seededOperators.full);
    const learner = await as(seededLogins.learner);
    const newcomer = await as(seededLogins.newLearner);
    const item = { title: '처음 써 봐요', category: '진행 중', contentText: '안녕하세요.\n<b>반가워요</b>', private: false };
    const canWrite = async (client: ContractClient, boardKey: string) => (await client.call(communityBoardEndpoints.boardItems, { params: { boardKey }, query: {} })).board.canWrite;

    // The events board: operators only.
    expect(await canWrite(learner, 'board-events')).toBe(false);
    expect(await canWrite(visitor(), 'board-events')).toBe(false);
    const refused: unknown = await learner.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-events' }, body: item }).catch((error: unknown) => error);
    expect(isApiError(refused) && { status: refused.status, code: refused.code, message: refused.message }).toEqual({ ...boardWriteForbidden, message: boardWriteRefusals.OPERATOR });

    // Set to members: the learner writes, as plain text kept as paragraphs, markup as text.
    const board = await operator.call(adminBoardItemEndpoints.updateBoard, { params: { boardKey: 'board-events' }, body: { writePermission: 'MEMBER' } });
    expect(board.writePermission).toBe('MEMBER');
    expect(await canWrite(learner, 'board-events')).toBe(true);
    const written = await learner.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-events' }, body: item });
    expect(written).toMatchObject({ title: '처음 써 봐요', isMine: true, contentHtml: '<p>안녕하세요.</p><p>&lt;b&gt;반가워요&lt;/b&gt;</p>' });
    expect(await fieldIssues(learner.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-events' }, body: { ...item, category: '잡담' } }))).toHaveProperty('category');

    // Learners holding a class ticket only: the new learner, who holds none, is refused.
    await operator.call(adminBoardItemEndpoints.updateBoard, { params: { boardKey: 'board-events' }, body: { writePermission: 'ENROLLED' } });
    expect(await canWrite(learner, 'board-events')).toBe(true);
    expect(await canWrite(newcomer, 'board-events')).toBe(false);
    const notEnrolled: unknown = await newcomer.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-events' }, body: item }).catch((error: unknown) => error);
    expect(isApiError(notEnrolled) && notEnrolled.message).toBe(boardWriteRefusals.ENROLLED);
    await expectApiError(visitor().call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-events' }, body: item }), 'unauthenticated');

    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['BOARD'], sort: 'changedAt,desc' } });
    expect(history.items[0]).toMatchObject({ record: { type: 'BOARD', key: 'board-events' }, changes: [{ field: 'writePermission', before: 'MEMBER', after: 'ENROLLED' }] });
    // A private item another wrote is listed without its title.
    const free = await learner.call(communityBoardEndpoints.boardItems, { params: { boardKey: 'board-free' }, query: { perPage: 50 } });
    expect(free.items.filter((row) => row.private && row.title !== null).every((row) => row.author.displayName === '김하늘')).toBe(true);
  });

  it('a learner attaches their own uploads “up to the same limits as operators”; another’s upload or a kind the boards refuse is refused at the field', async () => {
    const learner = await as(seededLogins.learner);
    const bytes = new TextEncoder().encode('%PDF-1.4 공부 계획');
    const plan = await learner.call(communityBoardEndpoints.prepareAttachment, { body: { fileName: '공부 계획.pdf', size: bytes.byteLength, contentType: 'application/pdf' } });
    const parts = await Promise.all(
      plan.uploadUrls.map(async (url, index) => {
        const start = index * plan.partSize;
        const answer = await fetch(url, { method: 'PUT', body: bytes.slice(start, start + plan.partSize) });
        return { partNumber: index + 1, etag: answer.headers.get('ETag') ?? '' };
      }),
    );
    const file = await learner.call(communityBoardEndpoints.completeAttachment, { params: { uploadId: plan.uploadId }, body: { parts } });
    expect(file).toMatchObject({ fileName: '공부 계획.pdf', size: bytes.byteLength });

    const item = { title: '계획표 공유해요', category: '잡담', contentText: '첨부를 봐 주세요.', private: false };
    const written = await learner.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-free' }, body: { ...item, attachmentFileIds: [file.fileId] } });
    expect(written.attachments).toEqual([{ fileId: file.fileId, fileName: '공부 계획.pdf', size: bytes.byteLength }]);
    const link = await learner.call(communityBoardEndpoints.attachmentLink, { params: { boardKey: 'board-free', itemKey: written.itemKey, fileId: file.fileId } });
    expect(new Uint8Array(await (await fetch(link.url)).arrayBuffer())).toEqual(bytes);

    // Another learner cannot attach it, nor finish the first one's upload; a program is not taken.
    const other = await as(seededLogins.newLearner);
    expect(await fieldIssues(other.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-free' }, body: { ...item, attachmentFileIds: [file.fileId] } }))).toEqual({
      attachmentFileIds: boardFileMessages.attachmentMissing,
    });
    const program = await storeFile({ fileName: '설치.exe', contentType: 'application/octet-stream', bytes: new Uint8Array([77, 90]), owner: { accountKey: 'acc-learner', displayName: '김하늘' } });
    expect(await fieldIssues(learner.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-free' }, body: { ...item, attachmentFileIds: [program.fileId] } }))).toEqual({
      attachmentFileIds: boardFileMessages.attachmentType('설치.exe'),
    });
    const second = await learner.call(communityBoardEndpoints.prepareAttachment, { body: { fileName: '메모.txt', size: 2, contentType: 'text/plain' } });
    await expectApiError(other.call(communityBoardEndpoints.completeAttachment, { params: { uploadId: second.uploadId }, body: { parts: [{ partNumber: 1, etag: '"x"' }] } }), 'fileUploadNotFound');
    expect(await learner.call(communityBoardEndpoints.abortAttachment, { params: { uploadId: second.uploadId } })).toBeNull();
    await expectApiError(visitor().call(communityBoardEndpoints.prepareAttachment, { body: { fileName: '메모.txt', size: 2, contentType: 'text/plain' } }), 'unauthenticated');
  });

  it('a learner gives their item one image “by the operators’ image rule”; the operator finds it on the item, another’s upload or a file not an image is refused at imageFileId', async () => {
    const learner = await as(seededLogins.learner);
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const plan = await learner.call(communityBoardEndpoints.prepareAttachment, { body: { fileName: '인증 사진.png', size: bytes.byteLength, contentType: 'image/png' } });
    const parts = await Promise.all(
      plan.uploadUrls.map(async (url, index) => {
        const answer = await fetch(url, { method: 'PUT', body: bytes.slice(index * plan.partSize, (index + 1) * plan.partSize) });
        return { partNumber: index + 1, etag: answer.headers.get('ETag') ?? '' };
      }),
    );
    const image = await learner.call(communityBoardEndpoints.completeAttachment, { params: { uploadId: plan.uploadId }, body: { parts } });

    const item = { title: '오늘 공부 인증해요', category: '잡담', contentText: '사진을 봐 주세요.', private: false };
    const written = await learner.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-free' }, body: { ...item, imageFileId: image.fileId } });
    expect(written.imageUrl).toMatch(/\/storage\/files\//);
    expect(new Uint8Array(await (await fetch(written.imageUrl ?? '')).arrayBuffer())).toEqual(bytes);
    const operator = await as(seededOperators.full);
    const seen = await operator.call(adminBoardItemEndpoints.boardItem, { params: { itemKey: written.itemKey } });
    expect(seen.image).toMatchObject({ fileId: image.fileId, fileName: '인증 사진.png' });

    const other = await as(seededLogins.newLearner);
    expect(await fieldIssues(other.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-free' }, body: { ...item, imageFileId: image.fileId } }))).toEqual({
      imageFileId: boardFileMessages.imageMissing,
    });
    const sheet = await storeFile({ fileName: '점수.csv', contentType: 'text/csv', bytes: new TextEncoder().encode('a,b'), owner: { accountKey: 'acc-learner', displayName: '김하늘' } });
    expect(await fieldIssues(learner.call(communityBoardEndpoints.createItem, { params: { boardKey: 'board-free' }, body: { ...item, imageFileId: sheet.fileId } }))).toEqual({
      imageFileId: boardFileMessages.imageType,
    });
  });

  it('the seeded items carry files the list counts and the item lists', async () => {
    const learner = await as(seededLogins.learner);
    const read = await learner.call(communityBoardEndpoints.boardItem, { params: { boardKey: boardItemSeed.filesItem.boardKey, itemKey: boardItemSeed.filesItem.itemKey } });
    expect(read.attachments.map((file) => file.fileName)).toEqual(['수강 가이드.pdf', '학습 계획표.csv', '정리 노트.txt']);
    expect(read.imageUrl).toMatch(/\/storage\/files\//);
    const tips = await learner.call(communityBoardEndpoints.boardItems, { params: { boardKey: 'board-tips' }, query: { perPage: 50 } });
    expect(tips.items.some((summary) => summary.attachmentCount > 0)).toBe(true);
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
