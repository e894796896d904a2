/**
 * The learner's general boards (backoffice.md §3 "Board item: title, contents, permission,
 * attachments, isPinned, isPrivate, category, image"; issue 42): a board's items, one item with its
 * image, attachments and shown comments, writing an item, and an attachment's download link.
 * learner.md names no general-board page; these are the pages the back-office's boards are read
 * on (adminBoardItem.ts writes and moderates them). Paths chosen in the style of the community
 * calls.
 *
 * What the server promises:
 * - a private item is read only by its author and the tenant's operators; anyone else — another
 *   learner, a visitor — is refused with 403 `community.board.private_item`, by the server, not
 *   only hidden by a screen; its title is not listed to them either (`title: null`), and its
 *   attachments download only for those who may read it;
 * - the board says who may write on it and whether the caller may (`canWrite`); a write where the
 *   board's permission does not let the caller is refused with 403
 *   `community.board.write_forbidden` and a Korean message naming who may (adminBoardRules.ts);
 * - a learner's item is plain text (kept as paragraphs, markup escaped), title 2-50, at most
 *   10,000 characters, its category one of the board's (400 `request.invalid` at the field);
 * - a learner attaches files as an operator does, by the same rules (communityBoardRules.ts: at
 *   most five, of the kinds a school shares, 20 MB each): uploaded in parts through the same
 *   storage (fileUpload.ts; `prepareAttachment` refuses past the kind's limit with 413
 *   `file.upload.too_large`), then named by their ids when the item is written — a file that is not
 *   the writer's own upload, or that the rules refuse, is refused at `attachmentFileIds`;
 * - a learner gives their item one image the same way, by the operators' image rule (PNG, JPG, GIF
 *   or WEBP, 10 MB): an upload not their own, or one the rule refuses, is refused at `imageFileId`;
 * - an attachment's link lasts a minute (as the upload kit's own) and names the file in Korean.
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { BOARD_ATTACHMENT_MAX_COUNT, BOARD_ITEM_TITLE_MAX, BOARD_ITEM_TITLE_MIN, boardWritePermissions, itemBodyEmpty, longTextProblem } from './communityBoardRules';
import { countSchema, isoDateTime, pageNumberQuery, pageSizeQuery } from './common';
import { communityAuthorSchema, pageSchema } from './community';
import { defineEndpoint } from './endpoint';
import { uploadedPartSchema, uploadPlanSchema, uploadPrepareInputSchema } from './fileUpload';

export const boardWritePermissionSchema = z.enum(boardWritePermissions);

export const boardItemTitleSchema = boundedText({ min: BOARD_ITEM_TITLE_MIN, max: BOARD_ITEM_TITLE_MAX });

/** A file an item carries (an upload of the back-office's kit). */
export const boardFileSchema = z.object({ fileId: z.string(), fileName: z.string(), size: countSchema, contentType: z.string() });
export type BoardFile = z.infer<typeof boardFileSchema>;

/** A short-lived link to an attachment's bytes (as the upload kit's own, adminFile.ts), named in Korean. */
export const attachmentLinkSchema = z.object({ url: z.string(), fileName: z.string(), expiresAt: isoDateTime });

/** A private item read by someone who is neither its author nor an operator. */
export const privateItemError = { code: 'community.board.private_item', status: 403 } as const;

export const communityBoardCommentSchema = z.object({
  commentKey: z.string(),
  author: communityAuthorSchema,
  /** Plain text as typed: shown as text, never as markup. */
  content: z.string(),
  created: isoDateTime,
});

export const communityBoardItemSchema = z.object({
  itemKey: z.string(),
  boardKey: z.string(),
  title: z.string(),
  category: z.string(),
  /** Sanitised HTML as stored (render only through the sanitiser). */
  contentHtml: z.string(),
  /** The item's image at a link that lasts a minute (read it when the page is drawn), or null. */
  imageUrl: z.nullable(z.string()),
  /** Its files, downloaded through `attachmentLink`. */
  attachments: z.array(z.omit(boardFileSchema, { contentType: true })),
  private: z.boolean(),
  author: communityAuthorSchema,
  isMine: z.boolean(),
  created: isoDateTime,
  /** The comments learners see (an operator's hidden ones left out), oldest first. */
  comments: z.array(communityBoardCommentSchema),
});
export type CommunityBoardItem = z.infer<typeof communityBoardItemSchema>;

export const boardItem = defineEndpoint({
  id: 'communityBoard.boardItem',
  method: 'GET',
  path: '/rest/community/boards/{boardKey}/items/{itemKey}',
  auth: 'optional',
  params: z.object({ boardKey: z.string().check(z.minLength(1)), itemKey: z.string().check(z.minLength(1)) }),
  response: communityBoardItemSchema,
  summary: 'One board item with its shown comments; a private one only for its author or an operator, else 403 community.board.private_item.',
});

/** A board as a learner sees it: its name and categories, who may write, and whether the caller may. */
export const communityBoardSchema = z.object({
  boardKey: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  writePermission: boardWritePermissionSchema,
  canWrite: z.boolean(),
});
export type CommunityBoard = z.infer<typeof communityBoardSchema>;

export const communityBoardItemSummarySchema = z.object({
  itemKey: z.string(),
  /** Null for a private item the caller may not read. */
  title: z.nullable(z.string()),
  category: z.string(),
  pinned: z.boolean(),
  private: z.boolean(),
  author: communityAuthorSchema,
  created: isoDateTime,
  attachmentCount: countSchema,
  commentCount: countSchema,
});
export type CommunityBoardItemSummary = z.infer<typeof communityBoardItemSummarySchema>;

const boardParams = z.object({ boardKey: z.string().check(z.minLength(1)) });

export const boardItems = defineEndpoint({
  id: 'communityBoard.boardItems',
  method: 'GET',
  path: '/rest/community/boards/{boardKey}/items',
  auth: 'optional',
  params: boardParams,
  query: z.object({ page: pageNumberQuery, perPage: pageSizeQuery(20, 50) }),
  response: z.extend(pageSchema(communityBoardItemSummarySchema), { board: communityBoardSchema }),
  summary: 'A board with whether the caller may write, and its items, pinned first then newest; a private item’s title only to those who may read it; 404 for an unknown board.',
});

export const learnerItemBodySchema = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = longTextProblem(value, itemBodyEmpty);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

export const createItem = defineEndpoint({
  id: 'communityBoard.createItem',
  method: 'POST',
  path: '/rest/community/boards/{boardKey}/items',
  auth: 'required',
  params: boardParams,
  body: z.object({
    title: boardItemTitleSchema,
    category: z.string().check(z.minLength(1), z.maxLength(50)),
    /** Plain text as typed; stored as paragraphs with markup escaped. */
    contentText: learnerItemBodySchema,
    private: z.boolean(),
    /** The item's image: one of the writer's own uploads (`completeAttachment`); none when absent or null. */
    imageFileId: z.optional(z.nullable(z.string().check(z.minLength(1)))),
    /** The writer's own uploads (`completeAttachment`), in order; none when absent. */
    attachmentFileIds: z.optional(z.array(z.string().check(z.minLength(1))).check(z.maxLength(BOARD_ATTACHMENT_MAX_COUNT))),
  }),
  response: communityBoardItemSchema,
  summary: 'Write an item as the caller; 403 community.board.write_forbidden when the board’s permission does not let them; 400 request.invalid at a refused field (an attachment or the image not the writer’s upload, or refused by the board’s file rules, at attachmentFileIds or imageFileId).',
});

const uploadParams = z.object({ uploadId: z.string().check(z.minLength(1)) });

export const prepareAttachment = defineEndpoint({
  id: 'communityBoard.prepareAttachment',
  method: 'POST',
  path: '/rest/community/boards/attachments/uploads',
  auth: 'required',
  body: uploadPrepareInputSchema,
  response: uploadPlanSchema,
  summary: 'Start the multi-part upload of a file to attach: an upload id and one storage URL per part; 413 file.upload.too_large past the limit of its kind.',
});

export const completeAttachment = defineEndpoint({
  id: 'communityBoard.completeAttachment',
  method: 'POST',
  path: '/rest/community/boards/attachments/uploads/{uploadId}/complete',
  auth: 'required',
  params: uploadParams,
  body: z.object({ parts: z.array(uploadedPartSchema).check(z.minLength(1)) }),
  response: boardFileSchema,
  summary: 'Join the uploaded parts into the caller’s file, to name in an item’s attachmentFileIds; 404 file.upload.not_found for an upload that is gone or not theirs.',
});

export const abortAttachment = defineEndpoint({
  id: 'communityBoard.abortAttachment',
  method: 'DELETE',
  path: '/rest/community/boards/attachments/uploads/{uploadId}',
  auth: 'required',
  params: uploadParams,
  response: z.null(),
  summary: 'Drop a cancelled upload and its parts (204; also for one already gone or another’s, which stays).',
});

export const attachmentLink = defineEndpoint({
  id: 'communityBoard.attachmentLink',
  method: 'GET',
  path: '/rest/community/boards/{boardKey}/items/{itemKey}/attachments/{fileId}',
  auth: 'optional',
  params: z.object({ boardKey: z.string().check(z.minLength(1)), itemKey: z.string().check(z.minLength(1)), fileId: z.string().check(z.minLength(1)) }),
  response: attachmentLinkSchema,
  summary: 'A minute-long download link of one of the item’s attachments; 403 community.board.private_item as the item; 404 for a file it does not carry.',
});

export const communityBoardEndpoints = { boardItem, boardItems, createItem, attachmentLink, prepareAttachment, completeAttachment, abortAttachment };
