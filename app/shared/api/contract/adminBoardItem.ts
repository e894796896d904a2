/**
 * Back-office general board calls (backoffice.md §2 "Boards with items and comments", §3 "Board
 * item: title, contents, permission, attachments, isPinned, isPrivate, category, image", §7
 * Contents "boards"; issue 42). The spec gives no paths; they are chosen here under
 * `/rest/community/admin/tenant/boards`, beside the learner's community calls, and every call
 * needs the BOARD permission.
 *
 * What the server promises:
 * - the tenant's boards, each with its categories; items listed pinned first, then by when
 *   written (newest first unless `sort=created,asc`), filtered by board, category, pinned,
 *   private, the Seoul days written (`createdFrom` / `createdTo`), the author's name, and the
 *   title (초성 too: "ㅅㄱㄲㅌ");
 * - an item's title is 2-50 characters, normalised as every short text; its contents rich text
 *   stored as sanitised HTML, the text shown not blank and at most 10,000 characters; its category
 *   one of its board's; a refused field answers 400 `request.invalid` there;
 * - an edit is saved from the version it was read in (`basedOn`); another save meanwhile answers
 *   409 `board.item.conflict` with `data.version`, nothing saved;
 * - pinning and making private take a selection (keys, or a frozen filter with its count; 409
 *   `selection.changed` when the count moved) and change nothing that is being typed (no version);
 * - an item may carry one image and up to five attachments, files uploaded through the kit
 *   (adminFile.ts) named by their ids: the kinds and sizes of adminBoardRules.ts (`attachmentProblem`,
 *   `boardImageProblem`), refused at `attachmentFileIds` / `imageFileId` with 400 `request.invalid`
 *   in Korean; a learner downloads an attachment through the item (communityBoard.ts), so a private
 *   item's files are as private as the item;
 * - each board says who may write on it (`writePermission`: operators only, learners holding a
 *   class ticket, or every member), set here and enforced on the learner's write
 *   (communityBoard.ts, 403 `community.board.write_forbidden`);
 * - comments are moderated: hidden (and shown again) or deleted for good; a hidden comment is left
 *   out of what learners read;
 * - a private item is read only by its author and operators: anyone else is refused with 403
 *   `community.board.private_item` (communityBoard.ts), by the server, not only hidden by a screen.
 */
import { z } from 'zod/mini';
import { actorSchema, adminListQuery, adminPageOf, isoDateTime, selectionScope } from './adminKit';
import {
  BOARD_ATTACHMENT_MAX_COUNT,
  boardFileMessages,
  boardItemPinStates,
  boardItemPrivacyStates,
  boardItemSortFields,
  boardRuleMessages,
  richTextProblem,
} from './adminBoardRules';
import { countSchema, queryListOf, recordKeySchema } from './common';
import { boardFileSchema, boardItemTitleSchema, boardWritePermissionSchema, type BoardFile } from './communityBoard';
import { defineEndpoint } from './endpoint';

const base = '/rest/community/admin/tenant/boards';
const access = { side: 'operator', permission: 'BOARD' } as const;

export const boardSchema = z.object({
  boardKey: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  /** Who may write on it (adminBoardRules.ts `mayWriteOnBoard`). */
  writePermission: boardWritePermissionSchema,
});
export type Board = z.infer<typeof boardSchema>;

export const adminBoardItemSummarySchema = z.object({
  itemKey: z.string(),
  boardKey: z.string(),
  boardName: z.string(),
  title: z.string(),
  category: z.string(),
  pinned: z.boolean(),
  private: z.boolean(),
  author: actorSchema,
  created: isoDateTime,
  /** When it was last saved: the version an edit is based on. */
  version: isoDateTime,
  /** Comments under it, hidden ones too. */
  commentCount: countSchema,
});
export type AdminBoardItemSummary = z.infer<typeof adminBoardItemSummarySchema>;

export const adminBoardItemSchema = z.extend(adminBoardItemSummarySchema, {
  /** Sanitised HTML as stored (render only through the sanitiser). */
  contentHtml: z.string(),
  image: z.nullable(boardFileSchema),
  attachments: z.array(boardFileSchema),
});
export type AdminBoardItem = z.infer<typeof adminBoardItemSchema>;

export const boardCommentSchema = z.object({
  commentKey: z.string(),
  itemKey: z.string(),
  author: actorSchema,
  /** Plain text as typed (shown as text, never as markup). */
  content: z.string(),
  created: isoDateTime,
  hidden: z.boolean(),
});
export type BoardComment = z.infer<typeof boardCommentSchema>;

export const boardItemFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  author: z.optional(z.string().check(z.maxLength(100))),
  board: z.optional(queryListOf(recordKeySchema)),
  category: z.optional(queryListOf(z.string().check(z.minLength(1), z.maxLength(50)))),
  pinned: z.optional(queryListOf(z.enum(boardItemPinStates))),
  private: z.optional(queryListOf(z.enum(boardItemPrivacyStates))),
  createdFrom: z.optional(isoDateTime),
  createdTo: z.optional(isoDateTime),
});
export type BoardItemFilter = z.infer<typeof boardItemFilterSchema>;

export const boardItemScopeSchema = selectionScope(boardItemFilterSchema);
export type BoardItemScope = z.infer<typeof boardItemScopeSchema>;

export const boardItemBodySchema = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = richTextProblem(value, boardRuleMessages.itemBodyEmpty);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

/** An item's attachments: at most five, said in the board's words (a check, so the request's generic count message does not replace them). */
export function atMostAttachments<T>() {
  return z.superRefine((files: T[], ctx) => {
    if (files.length > BOARD_ATTACHMENT_MAX_COUNT) ctx.addIssue({ code: 'custom', message: boardFileMessages.attachmentCount, input: files });
  });
}

export const boardItemContentSchema = z.object({
  title: boardItemTitleSchema,
  contentHtml: boardItemBodySchema,
  category: z.string().check(z.minLength(1), z.maxLength(50)),
  pinned: z.boolean(),
  private: z.boolean(),
  /** The uploaded image (kit upload), or null. */
  imageFileId: z.nullable(recordKeySchema),
  /** The uploaded attachments, in the order shown. */
  attachmentFileIds: z.array(recordKeySchema).check(atMostAttachments()),
});

const itemParams = z.object({ itemKey: recordKeySchema });
const commentParams = z.object({ commentKey: recordKeySchema });

export const boards = defineEndpoint({
  id: 'adminBoardItem.boards',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  response: z.object({ items: z.array(boardSchema) }),
  summary: 'The tenant’s general boards with their categories.',
});

export const updateBoard = defineEndpoint({
  id: 'adminBoardItem.updateBoard',
  method: 'PUT',
  path: `${base}/{boardKey}`,
  auth: 'required',
  access,
  params: z.object({ boardKey: recordKeySchema }),
  body: z.object({ writePermission: boardWritePermissionSchema }),
  response: boardSchema,
  summary: 'Set who may write on a board; 404 request.not_found for an unknown board.',
});

export const boardItems = defineEndpoint({
  id: 'adminBoardItem.boardItems',
  method: 'GET',
  path: `${base}/items`,
  auth: 'required',
  access,
  query: z.object({ ...adminListQuery(boardItemSortFields, 50), ...boardItemFilterSchema.shape }),
  response: adminPageOf(adminBoardItemSummarySchema),
  summary: 'Items of every board, pinned first then newest, filtered by board, category, pinned, private, period, author and title (초성 too).',
});

export const boardItem = defineEndpoint({
  id: 'adminBoardItem.boardItem',
  method: 'GET',
  path: `${base}/items/{itemKey}`,
  auth: 'required',
  access,
  params: itemParams,
  response: adminBoardItemSchema,
  summary: 'One item with its HTML, private or not; 404 request.not_found when there is none.',
});

export const createBoardItem = defineEndpoint({
  id: 'adminBoardItem.createBoardItem',
  method: 'POST',
  path: `${base}/items`,
  auth: 'required',
  access,
  body: z.extend(boardItemContentSchema, { boardKey: recordKeySchema }),
  response: adminBoardItemSchema,
  summary: 'Write an item on a board as the operator; 404 for an unknown board, 400 request.invalid at a refused field (a category not of the board).',
});

export const updateBoardItem = defineEndpoint({
  id: 'adminBoardItem.updateBoardItem',
  method: 'PUT',
  path: `${base}/items/{itemKey}`,
  auth: 'required',
  access,
  params: itemParams,
  body: z.extend(boardItemContentSchema, { basedOn: isoDateTime }),
  response: adminBoardItemSchema,
  summary: 'Save an item from the version it was read in; 409 board.item.conflict when another save came first.',
});

export const flagBoardItems = defineEndpoint({
  id: 'adminBoardItem.flagBoardItems',
  method: 'PUT',
  path: `${base}/items/flags`,
  auth: 'required',
  access,
  body: z.object({
    selection: boardItemScopeSchema,
    flag: z.enum(['pinned', 'private']),
    value: z.boolean(),
  }),
  response: z.object({ count: countSchema }),
  summary: 'Pin or unpin, or make private or public, a selection of items; 409 selection.changed when the scope moved.',
});

export const itemComments = defineEndpoint({
  id: 'adminBoardItem.itemComments',
  method: 'GET',
  path: `${base}/items/{itemKey}/comments`,
  auth: 'required',
  access,
  params: itemParams,
  response: z.object({ items: z.array(boardCommentSchema) }),
  summary: 'Every comment under an item, hidden ones too, oldest first.',
});

export const hideComment = defineEndpoint({
  id: 'adminBoardItem.hideComment',
  method: 'PUT',
  path: `${base}/comments/{commentKey}/hidden`,
  auth: 'required',
  access,
  params: commentParams,
  body: z.object({ hidden: z.boolean() }),
  response: boardCommentSchema,
  summary: 'Hide a comment from the learners, or show it again.',
});

export const deleteComment = defineEndpoint({
  id: 'adminBoardItem.deleteComment',
  method: 'DELETE',
  path: `${base}/comments/{commentKey}`,
  auth: 'required',
  access,
  params: commentParams,
  response: z.null(),
  summary: 'Delete a comment for good; 404 request.not_found when there is none.',
});

export { boardFileSchema, boardItemTitleSchema, boardWritePermissionSchema, type BoardFile };

export const adminBoardItemEndpoints = { boards, updateBoard, boardItems, boardItem, createBoardItem, updateBoardItem, flagBoardItems, itemComments, hideComment, deleteComment };
