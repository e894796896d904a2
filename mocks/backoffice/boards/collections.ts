/**
 * The board area's own collections (issue 42): the replies under reviews (backoffice.md §3 "Review:
 * masterId, commentKey, contents"), one per review, named by the review's `commentKey` — the
 * learner's community handlers read it to give each review its `reply` —; and the general boards
 * with their items and comments (§3 "Board item: title, contents, permission, attachments,
 * isPinned, isPrivate, category, image").
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { isoDateTime } from '@app/shared/api/contract/common';
import { boardWritePermissions } from '@app/shared/api/contract/communityBoardRules';

export const reviewCommentRecordSchema = z.object({
  commentKey: z.string(),
  reviewKey: z.string(),
  /** Who wrote it: the operator's account (the spec's `masterId`) and the name the learner reads. */
  writerAccountKey: z.string(),
  writerName: z.string(),
  /** Sanitised HTML as the editor gave it. */
  contentHtml: z.string(),
  created: isoDateTime,
  updated: isoDateTime,
});
export type ReviewCommentRecord = z.infer<typeof reviewCommentRecordSchema>;

export const boardRecordSchema = z.object({
  boardKey: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  /** Who may write on it (communityBoardRules.ts). */
  writePermission: z.enum(boardWritePermissions),
});
export type BoardRecord = z.infer<typeof boardRecordSchema>;

export const boardItemRecordSchema = z.object({
  itemKey: z.string(),
  boardKey: z.string(),
  title: z.string(),
  category: z.string(),
  /** Sanitised HTML as the editor gave it. */
  contentHtml: z.string(),
  pinned: z.boolean(),
  private: z.boolean(),
  /** Its image and attachments: files of the upload kit's storage (`storedFiles`). */
  imageFileId: z.nullable(z.string()),
  attachmentFileIds: z.array(z.string()),
  authorAccountKey: z.string(),
  created: isoDateTime,
  /** When it was last saved: its version. */
  updated: isoDateTime,
});
export type BoardItemRecord = z.infer<typeof boardItemRecordSchema>;

export const boardCommentRecordSchema = z.object({
  commentKey: z.string(),
  itemKey: z.string(),
  authorAccountKey: z.string(),
  content: z.string(),
  created: isoDateTime,
  hidden: z.boolean(),
});
export type BoardCommentRecord = z.infer<typeof boardCommentRecordSchema>;

export const boardCollections = {
  reviewComments: new Collection({ schema: reviewCommentRecordSchema }),
  boards: new Collection({ schema: boardRecordSchema }),
  boardItems: new Collection({ schema: boardItemRecordSchema }),
  boardComments: new Collection({ schema: boardCommentRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof boardCollections> {}
}
