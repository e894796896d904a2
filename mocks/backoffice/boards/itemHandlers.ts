/**
 * The board area's general board handlers (adminBoardItem.ts, communityBoard.ts; issue 42) over
 * its own `boards`, `boardItems` and `boardComments`. The operator lists, writes, pins, makes
 * private and moderates; the learner's read enforces the private-item rule here, in the server: a
 * private item answers 403 `community.board.private_item` to anyone but its author and operators
 * holding BOARD, and a hidden comment is never given to a learner. Bodies arrive sanitised by the
 * editor and are sanitised again wherever they are drawn; comments are plain text. An item's image
 * and attachments are files of the upload kit's storage, checked by the board's file rules when
 * saved and handed to a learner as minute-long links only through the item (so a private item's
 * files are as private as it is). A learner uploads their own attachments through the same storage
 * and image and names them when writing; a file not their own upload, or one the board's rules
 * refuse, is refused at its field. Each board's write permission is enforced on the learner's write, by the
 * server.
 */
import type { HttpHandler } from 'msw';
import {
  adminBoardItemEndpoints,
  type AdminBoardItem,
  type AdminBoardItemSummary,
  type BoardComment,
  type BoardItemFilter,
  type BoardItemScope,
} from '@app/shared/api/contract/adminBoardItem';
import {
  attachmentProblem,
  boardErrorCodes,
  boardFileMessages,
  boardImageProblem,
  plainTextAsHtml,
  plainTextOf,
  type BoardItemPinState,
  type BoardItemPrivacyState,
} from '@app/shared/api/contract/adminBoardRules';
import { communityBoardEndpoints, privateItemError, type BoardFile, type CommunityBoard } from '@app/shared/api/contract/communityBoard';
import { boardWriteForbidden, boardWriteRefusals, mayWriteOnBoard } from '@app/shared/api/contract/communityBoardRules';
import { abortUpload, completeUpload, downloadLinkOf, startUpload, uploadPlanOf } from '@mocks/backoffice/files';
import { actorOf } from '@mocks/engine/actor';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { initialsMatch } from '@mocks/backoffice/members/nameChoseong';
import { db } from '@mocks/db/database';
import { operatorGrant } from '@mocks/engine/access';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { mockMessages } from '@mocks/engine/messages';
import { MockError } from '@mocks/engine/MockError';
import { allOf, between, by, contains, oneOf, orderBy, pageOf, select, type Predicate } from '@mocks/engine/query';
import type { BoardCommentRecord, BoardItemRecord, BoardRecord } from './collections';
import { accountNames, nextVersion, nowIso } from './posts';

const WITHDRAWN_AUTHOR = '탈퇴한 회원';

const pinStateOf = (item: BoardItemRecord): BoardItemPinState => (item.pinned ? 'PINNED' : 'UNPINNED');
const privacyStateOf = (item: BoardItemRecord): BoardItemPrivacyState => (item.private ? 'PRIVATE' : 'PUBLIC');

const toBoard = ({ boardKey, name, categories, writePermission }: BoardRecord) => ({ boardKey, name, categories: [...categories], writePermission });

function requireBoard(boardKey: string): BoardRecord {
  const board = db.boards.findFirst((q) => q.where({ boardKey }));
  if (!board) throw new MockError('notFound', '게시판을 찾을 수 없어요.', { boardKey });
  return board;
}

function requireItem(itemKey: string): BoardItemRecord {
  const item = db.boardItems.findFirst((q) => q.where({ itemKey }));
  if (!item) throw new MockError('notFound', '게시글을 찾을 수 없어요.', { itemKey });
  return item;
}

function requireComment(commentKey: string): BoardCommentRecord {
  const comment = db.boardComments.findFirst((q) => q.where({ commentKey }));
  if (!comment) throw new MockError('notFound', '댓글을 찾을 수 없어요.', { commentKey });
  return comment;
}

/** A category not of the item's board is refused at its field, as a refused body is. */
function requireCategory(board: BoardRecord, category: string): void {
  if (!board.categories.includes(category)) {
    throw new MockError('badRequest', mockMessages.requestInvalid, { issues: [{ path: 'category', message: '이 게시판의 분류를 골라 주세요.' }] });
  }
}

/** What one list call reads once: the boards' names, the authors' names and the comment counts. */
interface Lookups {
  boardNames: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
  commentCounts: ReadonlyMap<string, number>;
}

function lookups(items: readonly BoardItemRecord[]): Lookups {
  const commentCounts = new Map<string, number>();
  for (const comment of db.boardComments.all()) commentCounts.set(comment.itemKey, (commentCounts.get(comment.itemKey) ?? 0) + 1);
  return {
    boardNames: new Map(db.boards.all().map((board) => [board.boardKey, board.name])),
    names: accountNames(items.map((item) => item.authorAccountKey)),
    commentCounts,
  };
}

function toSummary(item: BoardItemRecord, { boardNames, names, commentCounts }: Lookups): AdminBoardItemSummary {
  const { itemKey, boardKey, title, category, pinned, created, updated } = item;
  return {
    itemKey,
    boardKey,
    boardName: boardNames.get(boardKey) ?? boardKey,
    title,
    category,
    pinned,
    private: item.private,
    author: { accountKey: item.authorAccountKey, displayName: names.get(item.authorAccountKey) ?? WITHDRAWN_AUTHOR },
    created,
    version: updated,
    commentCount: commentCounts.get(itemKey) ?? 0,
  };
}

/** A stored file as an item names it; a file no longer stored is left out. */
function boardFileOf(fileId: string): BoardFile | null {
  const file = db.storedFiles.findFirst((q) => q.where({ fileId }));
  return file ? { fileId: file.fileId, fileName: file.fileName, size: file.size, contentType: file.contentType } : null;
}

const attachmentsOf = (item: BoardItemRecord): BoardFile[] => item.attachmentFileIds.flatMap((fileId) => boardFileOf(fileId) ?? []);

const toItem = (item: BoardItemRecord): AdminBoardItem => ({
  ...toSummary(item, lookups([item])),
  contentHtml: item.contentHtml,
  image: item.imageFileId === null ? null : boardFileOf(item.imageFileId),
  attachments: attachmentsOf(item),
});

const refusedAt = (path: string, message: string) => new MockError('badRequest', mockMessages.requestInvalid, { issues: [{ path, message }] });

/**
 * The image and attachments an item is saved with, by the board's file rules (kinds and sizes of
 * adminBoardRules.ts, said at their field); a file already on the item is kept as it is.
 */
function checkFiles(content: { imageFileId: string | null; attachmentFileIds: readonly string[] }, had: BoardItemRecord | null): void {
  if (content.imageFileId !== null && content.imageFileId !== had?.imageFileId) {
    const image = boardFileOf(content.imageFileId);
    if (!image) throw refusedAt('imageFileId', boardFileMessages.imageMissing);
    const problem = boardImageProblem(image);
    if (problem) throw refusedAt('imageFileId', problem);
  }
  for (const fileId of content.attachmentFileIds) {
    if (had?.attachmentFileIds.includes(fileId)) continue;
    const file = boardFileOf(fileId);
    if (!file) throw refusedAt('attachmentFileIds', boardFileMessages.attachmentMissing);
    const problem = attachmentProblem(file);
    if (problem) throw refusedAt('attachmentFileIds', problem);
  }
}

function toComment(comment: BoardCommentRecord, names: ReadonlyMap<string, string>): BoardComment {
  const { commentKey, itemKey, content, created, hidden } = comment;
  return { commentKey, itemKey, author: { accountKey: comment.authorAccountKey, displayName: names.get(comment.authorAccountKey) ?? WITHDRAWN_AUTHOR }, content, created, hidden };
}

/**
 * The filter as a predicate: the title (or its initials when only initial consonants are typed,
 * "ㅅㄱㄲㅌ"), the author's name, boards, categories, pinned and private as sets, and the Seoul days
 * written as instants.
 */
function itemFilter(filter: BoardItemFilter, { names }: Pick<Lookups, 'names'>): Predicate<BoardItemRecord> | undefined {
  const wanted = filter.q?.trim().toLowerCase();
  const initials = wanted ? initialsMatch(wanted) : undefined;
  return allOf(
    initials ? (item) => initials({ displayName: item.title }) : contains((item) => item.title, filter.q),
    contains((item) => names.get(item.authorAccountKey) ?? '', filter.author),
    oneOf((item) => item.boardKey, filter.board),
    oneOf((item) => item.category, filter.category),
    oneOf(pinStateOf, filter.pinned),
    oneOf(privacyStateOf, filter.private),
    between((item) => item.created, { min: filter.createdFrom, max: filter.createdTo }),
  );
}

/** The items a selection covers now; a query scope whose count moved is refused (`selection.changed`). */
function scopeItems(selection: BoardItemScope): BoardItemRecord[] {
  const all = db.boardItems.all();
  if (selection.kind === 'keys') {
    const wanted = new Set(selection.keys);
    return all.filter((item) => wanted.has(item.itemKey));
  }
  const excluded = new Set(selection.excluded);
  const covered = select(all, { where: itemFilter(selection.filter, { names: accountNames(all.map((item) => item.authorAccountKey)) }) }).filter(
    (item) => !excluded.has(item.itemKey),
  );
  if (covered.length !== selection.expectedCount) {
    throw new MockError('selectionChanged', '조건에 맞는 게시글 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 시도해 주세요.', {
      expectedCount: selection.expectedCount,
      matchingCount: covered.length,
    });
  }
  return covered;
}

/** What the history says of an item: its fields as the screens show them. */
const historyState = (item: BoardItemRecord) => ({
  title: item.title,
  category: item.category,
  pinned: item.pinned,
  private: item.private,
  content: plainTextOf(item.contentHtml),
  image: item.imageFileId === null ? null : (boardFileOf(item.imageFileId)?.fileName ?? null),
  attachments: attachmentsOf(item).map((file) => file.fileName).join(', ') || null,
});

async function recordItem(auth: AccessClaims | null, item: BoardItemRecord, action: 'CREATE' | 'UPDATE', before: BoardItemRecord | null, after: BoardItemRecord) {
  await recordChange({ actor: auth, recordType: 'BOARD_ITEM', recordKey: item.itemKey, recordLabel: after.title, action, before: before && historyState(before), after: historyState(after) });
}

async function recordComment(auth: AccessClaims | null, comment: BoardCommentRecord, action: 'UPDATE' | 'DELETE', after: BoardCommentRecord | null) {
  await recordChange({
    actor: auth,
    recordType: 'BOARD_COMMENT',
    recordKey: comment.commentKey,
    recordLabel: [...comment.content].slice(0, 30).join(''),
    action,
    before: { hidden: comment.hidden, content: comment.content },
    after: after && { hidden: after.hidden, content: after.content },
  });
}

/** Keys sort in the order written; a key is never given twice. */
function nextItemKey(): string {
  const taken = new Set(db.boardItems.all().map((item) => item.itemKey));
  let index = db.boardItems.count() + 1;
  while (taken.has(`bi-admin-${index}`)) index += 1;
  return `bi-admin-${index}`;
}

export const adminBoardItemHandlers = {
  boards: handle(adminBoardItemEndpoints.boards, () => ({ items: db.boards.all().map(toBoard) })),

  updateBoard: handle(adminBoardItemEndpoints.updateBoard, async ({ params, body, auth }) => {
    const board = requireBoard(params.boardKey);
    const after = { ...board, writePermission: body.writePermission };
    await db.boards.update((q) => q.where({ boardKey: board.boardKey }), {
      data(draft) {
        draft.writePermission = body.writePermission;
      },
    });
    await recordChange({ actor: auth, recordType: 'BOARD', recordKey: board.boardKey, recordLabel: board.name, action: 'UPDATE', before: { writePermission: board.writePermission }, after: { writePermission: after.writePermission } });
    return toBoard(after);
  }),

  boardItems: handle(adminBoardItemEndpoints.boardItems, ({ query }) => {
    const all = db.boardItems.all();
    const found = lookups(all);
    const direction = query.sort?.endsWith(',asc') ? 'asc' : 'desc';
    const rows = select(all, {
      where: itemFilter(query, found),
      orderBy: orderBy(
        by((item) => item.pinned, 'desc'),
        by((item) => item.created, direction),
      ),
    });
    return pageOf(rows, query, (item) => toSummary(item, found));
  }),

  boardItem: handle(adminBoardItemEndpoints.boardItem, ({ params }) => toItem(requireItem(params.itemKey))),

  createBoardItem: handle(adminBoardItemEndpoints.createBoardItem, async ({ body, auth }) => {
    const board = requireBoard(body.boardKey);
    requireCategory(board, body.category);
    checkFiles(body, null);
    const at = nowIso();
    const record = await db.boardItems.create({
      itemKey: nextItemKey(),
      boardKey: board.boardKey,
      title: body.title,
      category: body.category,
      contentHtml: body.contentHtml,
      pinned: body.pinned,
      private: body.private,
      imageFileId: body.imageFileId,
      attachmentFileIds: [...body.attachmentFileIds],
      authorAccountKey: auth?.sub ?? 'system',
      created: at,
      updated: at,
    });
    await recordItem(auth, record, 'CREATE', null, record);
    return toItem(record);
  }),

  updateBoardItem: handle(adminBoardItemEndpoints.updateBoardItem, async ({ params, body, auth }) => {
    const record = requireItem(params.itemKey);
    if (record.updated !== body.basedOn) throw new AreaMockError(boardErrorCodes.itemConflict, '다른 사람이 먼저 이 게시글을 저장했어요.', { version: record.updated });
    requireCategory(requireBoard(record.boardKey), body.category);
    checkFiles(body, record);
    const updated = nextVersion(record.updated);
    const { basedOn: _basedOn, attachmentFileIds, ...fields } = body;
    const content = { ...fields, attachmentFileIds: [...attachmentFileIds] };
    const after: BoardItemRecord = { ...record, ...content, updated };
    await db.boardItems.update((q) => q.where({ itemKey: record.itemKey }), {
      data(draft) {
        Object.assign(draft, content, { updated });
      },
    });
    await recordItem(auth, record, 'UPDATE', record, after);
    return toItem(after);
  }),

  flagBoardItems: handle(adminBoardItemEndpoints.flagBoardItems, async ({ body, auth }) => {
    const changing = scopeItems(body.selection).filter((item) => item[body.flag] !== body.value);
    const keys = new Set(changing.map((item) => item.itemKey));
    if (keys.size > 0) {
      await db.boardItems.updateMany((q) => q.where({ itemKey: (key) => keys.has(key) }), {
        data(draft) {
          draft[body.flag] = body.value;
        },
      });
    }
    for (const item of changing) await recordItem(auth, item, 'UPDATE', item, { ...item, [body.flag]: body.value });
    return { count: changing.length };
  }),

  itemComments: handle(adminBoardItemEndpoints.itemComments, ({ params }) => {
    const item = requireItem(params.itemKey);
    const comments = select(db.boardComments.findMany((q) => q.where({ itemKey: item.itemKey })), { orderBy: by((comment) => comment.created) });
    const names = accountNames(comments.map((comment) => comment.authorAccountKey));
    return { items: comments.map((comment) => toComment(comment, names)) };
  }),

  hideComment: handle(adminBoardItemEndpoints.hideComment, async ({ params, body, auth }) => {
    const comment = requireComment(params.commentKey);
    const after = { ...comment, hidden: body.hidden };
    if (comment.hidden !== body.hidden) {
      await db.boardComments.update((q) => q.where({ commentKey: comment.commentKey }), {
        data(draft) {
          draft.hidden = body.hidden;
        },
      });
      await recordComment(auth, comment, 'UPDATE', after);
    }
    return toComment(after, accountNames([comment.authorAccountKey]));
  }),

  deleteComment: handle(adminBoardItemEndpoints.deleteComment, async ({ params, auth }) => {
    const comment = requireComment(params.commentKey);
    db.boardComments.delete((q) => q.where({ commentKey: comment.commentKey }));
    await recordComment(auth, comment, 'DELETE', null);
    return null;
  }),
} satisfies Record<keyof typeof adminBoardItemEndpoints, HttpHandler>;

/** Whether the caller may read a private item: its author, or an operator holding BOARD. */
function mayReadPrivate(item: BoardItemRecord, auth: AccessClaims | null): boolean {
  if (!auth) return false;
  return auth.sub === item.authorAccountKey || (operatorGrant(auth.sub)?.permissions.includes('BOARD') ?? false);
}

/** Whether the caller may write on `board`: an operator holding BOARD always; a learner by the board's permission. */
function mayWrite(board: BoardRecord, auth: AccessClaims | null): boolean {
  if (!auth) return false;
  const isOperator = operatorGrant(auth.sub)?.permissions.includes('BOARD') ?? false;
  const enrolled = db.klassTickets.findFirst((q) => q.where({ accountKey: auth.sub })) !== undefined;
  return mayWriteOnBoard(board.writePermission, { isOperator, enrolled });
}

const toCommunityBoard = (board: BoardRecord, auth: AccessClaims | null): CommunityBoard => ({ ...toBoard(board), canWrite: mayWrite(board, auth) });

/**
 * The files a learner attaches to what they write: each their own upload (anyone else's, or one no
 * longer stored, reads as missing) and one the board's file rules take; each once, in order.
 */
function writersAttachments(fileIds: readonly string[], accountKey: string): string[] {
  for (const fileId of fileIds) {
    const file = db.storedFiles.findFirst((q) => q.where({ fileId }));
    if (!file || file.owner.accountKey !== accountKey) throw refusedAt('attachmentFileIds', boardFileMessages.attachmentMissing);
    const problem = attachmentProblem(file);
    if (problem) throw refusedAt('attachmentFileIds', problem);
  }
  return [...new Set(fileIds)];
}

/** The image a learner gives what they write: their own upload, and one the board's image rule takes; or none. */
function writersImage(fileId: string | null, accountKey: string): string | null {
  if (fileId === null) return null;
  const file = db.storedFiles.findFirst((q) => q.where({ fileId }));
  if (!file || file.owner.accountKey !== accountKey) throw refusedAt('imageFileId', boardFileMessages.imageMissing);
  const problem = boardImageProblem(file);
  if (problem) throw refusedAt('imageFileId', problem);
  return fileId;
}

/** The item of a board as a learner asks for it: 404 for another board's, 403 for a private one they may not read. */
function readableItem(boardKey: string, itemKey: string, auth: AccessClaims | null): BoardItemRecord {
  const item = requireItem(itemKey);
  if (item.boardKey !== boardKey) throw new MockError('notFound', '게시글을 찾을 수 없어요.', { itemKey });
  if (item.private && !mayReadPrivate(item, auth)) throw new AreaMockError(privateItemError, '비밀글은 작성자만 볼 수 있어요.', { itemKey: item.itemKey });
  return item;
}

function toCommunityItem(item: BoardItemRecord, auth: AccessClaims | null, origin: string) {
  const comments = select(db.boardComments.findMany((q) => q.where({ itemKey: item.itemKey })), { where: (comment) => !comment.hidden, orderBy: by((comment) => comment.created) });
  const names = accountNames([item.authorAccountKey, ...comments.map((comment) => comment.authorAccountKey)]);
  const authorOf = (accountKey: string) => ({ displayName: names.get(accountKey) ?? WITHDRAWN_AUTHOR, profileImageUrl: null });
  const image = item.imageFileId === null ? null : boardFileOf(item.imageFileId);
  return {
    itemKey: item.itemKey,
    boardKey: item.boardKey,
    title: item.title,
    category: item.category,
    contentHtml: item.contentHtml,
    imageUrl: image ? downloadLinkOf(image.fileId, origin).url : null,
    attachments: attachmentsOf(item).map(({ fileId, fileName, size }) => ({ fileId, fileName, size })),
    private: item.private,
    author: authorOf(item.authorAccountKey),
    isMine: auth?.sub === item.authorAccountKey,
    created: item.created,
    comments: comments.map((comment) => ({ commentKey: comment.commentKey, author: authorOf(comment.authorAccountKey), content: comment.content, created: comment.created })),
  };
}

export const communityBoardHandlers = {
  boardItem: handle(communityBoardEndpoints.boardItem, ({ params, auth, request }) => toCommunityItem(readableItem(params.boardKey, params.itemKey, auth), auth, new URL(request.url).origin)),

  boardItems: handle(communityBoardEndpoints.boardItems, ({ params, query, auth }) => {
    const board = requireBoard(params.boardKey);
    const items = select(db.boardItems.findMany((q) => q.where({ boardKey: board.boardKey })), {
      orderBy: orderBy(
        by((item) => item.pinned, 'desc'),
        by((item) => item.created, 'desc'),
      ),
    });
    const names = accountNames(items.map((item) => item.authorAccountKey));
    const shownComments = new Map<string, number>();
    for (const comment of db.boardComments.all()) if (!comment.hidden) shownComments.set(comment.itemKey, (shownComments.get(comment.itemKey) ?? 0) + 1);
    const page = pageOf(items, { page: query.page, size: query.perPage }, (item) => ({
      itemKey: item.itemKey,
      title: !item.private || mayReadPrivate(item, auth) ? item.title : null,
      category: item.category,
      pinned: item.pinned,
      private: item.private,
      author: { displayName: names.get(item.authorAccountKey) ?? WITHDRAWN_AUTHOR, profileImageUrl: null },
      created: item.created,
      attachmentCount: item.attachmentFileIds.length,
      commentCount: shownComments.get(item.itemKey) ?? 0,
    }));
    return { items: page.items, page: page.page, perPage: page.size, totalCount: page.totalCount, totalPages: page.totalPages, board: toCommunityBoard(board, auth) };
  }),

  createItem: handle(communityBoardEndpoints.createItem, async ({ params, body, auth, request }) => {
    const board = requireBoard(params.boardKey);
    if (!mayWrite(board, auth)) {
      const refusal = board.writePermission === 'OPERATOR' ? boardWriteRefusals.OPERATOR : boardWriteRefusals.ENROLLED;
      throw new AreaMockError(boardWriteForbidden, refusal, { writePermission: board.writePermission });
    }
    requireCategory(board, body.category);
    const imageFileId = writersImage(body.imageFileId ?? null, auth?.sub ?? '');
    const attachmentFileIds = writersAttachments(body.attachmentFileIds ?? [], auth?.sub ?? '');
    const at = nowIso();
    const record = await db.boardItems.create({
      itemKey: nextItemKey(),
      boardKey: board.boardKey,
      title: body.title,
      category: body.category,
      contentHtml: plainTextAsHtml(body.contentText),
      pinned: false,
      private: body.private,
      imageFileId,
      attachmentFileIds,
      authorAccountKey: auth?.sub ?? 'system',
      created: at,
      updated: at,
    });
    return toCommunityItem(record, auth, new URL(request.url).origin);
  }),

  attachmentLink: handle(communityBoardEndpoints.attachmentLink, ({ params, auth, request }) => {
    const item = readableItem(params.boardKey, params.itemKey, auth);
    if (!item.attachmentFileIds.includes(params.fileId) || !boardFileOf(params.fileId)) throw new MockError('notFound', '첨부 파일을 찾을 수 없어요.', { fileId: params.fileId });
    return downloadLinkOf(params.fileId, new URL(request.url).origin);
  }),

  prepareAttachment: handle(communityBoardEndpoints.prepareAttachment, ({ body, auth, request }) => uploadPlanOf(startUpload(body, actorOf(auth)), request)),

  // A learner reaches only their own uploads (another's is as if it were gone).
  completeAttachment: handle(communityBoardEndpoints.completeAttachment, async ({ params, body, auth }) => {
    const { fileId, fileName, size, contentType } = await completeUpload(params.uploadId, body.parts, auth?.sub ?? '');
    return { fileId, fileName, size, contentType };
  }),

  abortAttachment: handle(communityBoardEndpoints.abortAttachment, ({ params, auth }) => {
    abortUpload(params.uploadId, auth?.sub ?? '');
    return null;
  }),
} satisfies Record<keyof typeof communityBoardEndpoints, HttpHandler>;
