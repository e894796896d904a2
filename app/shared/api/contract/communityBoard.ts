/**
 * The learner's read of a general board item (backoffice.md §3 "Board item: … isPrivate"; issue
 * 42), the call that carries the private-item rule: a private item is read only by its author and
 * the tenant's operators; anyone else — another learner, a visitor — is refused with 403
 * `community.board.private_item`, by the server, not only hidden by a screen. learner.md names no
 * general-board page, so no learner screen reads this yet; the back-office writes and moderates
 * the items (adminBoardItem.ts). Path chosen in the style of the community calls.
 */
import { z } from 'zod/mini';
import { isoDateTime } from './common';
import { communityAuthorSchema } from './community';
import { defineEndpoint } from './endpoint';

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

export const communityBoardEndpoints = { boardItem };
