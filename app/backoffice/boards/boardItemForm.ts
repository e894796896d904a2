/**
 * The board item form's values and rules (issue 42): the board (a new item only) and its category,
 * the title (2-50), the rich-text contents (not blank, at most 10,000 characters shown), pinned and
 * private, each by the contract's own rule said at its field before anything is sent; a draft kept
 * in the browser per item (the editor kit's draft store), so a reload loses nothing.
 */
import { z } from 'zod/mini';
import { boardItemBodySchema, boardItemTitleSchema, type AdminBoardItem } from '@app/shared/api/contract/adminBoardItem';
import { copy } from '@app/shared/copy';
import { defineDraftStore } from '../kit/editor/draftStore';

const text = copy.backofficeBoardItems;

export const boardItemFormSchema = z.object({
  boardKey: z.string().check(z.minLength(1, text.boardRequired)),
  category: z.string().check(z.minLength(1, text.categoryRequired)),
  title: boardItemTitleSchema,
  contentHtml: boardItemBodySchema,
  pinned: z.boolean(),
  private: z.boolean(),
});
export type BoardItemFormValues = z.infer<typeof boardItemFormSchema>;

const formFields = ['boardKey', 'category', 'title', 'contentHtml', 'pinned', 'private'] as const;

/** The field a refused body's issue lands at. */
export const boardItemFieldOf = (path: string): (typeof formFields)[number] | null => formFields.find((field) => field === path) ?? null;

export const emptyBoardItemForm: BoardItemFormValues = { boardKey: '', category: '', title: '', contentHtml: '', pinned: false, private: false };

export const fromBoardItem = (item: AdminBoardItem): BoardItemFormValues => ({
  boardKey: item.boardKey,
  category: item.category,
  title: item.title,
  contentHtml: item.contentHtml,
  pinned: item.pinned,
  private: item.private,
});

/** One draft per item (`new` for the one being written), with the version it was based on (none for a new one). */
export const boardItemDrafts = defineDraftStore<BoardItemFormValues, string | null>({
  prefix: 'klass.backoffice.boardItemDraft.',
  // A draft is unfinished work: its shape is checked, not the rules it may not meet yet.
  isDoc: (value): value is BoardItemFormValues =>
    z.object({ boardKey: z.string(), category: z.string(), title: z.string(), contentHtml: z.string(), pinned: z.boolean(), private: z.boolean() }).safeParse(value).success,
  isVersion: (value): value is string | null => value === null || typeof value === 'string',
});
