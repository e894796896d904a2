/**
 * The board item form's values and rules (issue 42): the board (a new item only) and its category,
 * the title (2-50), the rich-text contents (not blank, at most 10,000 characters shown), pinned and
 * private, its image and up to five attachments (files of the upload kit, kept with their names so
 * the form can list them), each by the contract's own rule said at its field before anything is sent; a draft kept
 * in the browser per item (the editor kit's draft store), so a reload loses nothing.
 */
import { z } from 'zod/mini';
import { atMostAttachments, boardFileSchema, boardItemBodySchema, boardItemTitleSchema, type AdminBoardItem } from '@app/shared/api/contract/adminBoardItem';
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
  image: z.nullable(boardFileSchema),
  attachments: z.array(boardFileSchema).check(atMostAttachments()),
});
export type BoardItemFormValues = z.infer<typeof boardItemFormSchema>;

const formFields = ['boardKey', 'category', 'title', 'contentHtml', 'pinned', 'private', 'image', 'attachments'] as const;
/** The body's file fields are ids; the form's hold the files. */
const bodyFields: Readonly<Record<string, (typeof formFields)[number]>> = { imageFileId: 'image', attachmentFileIds: 'attachments' };

/** The field a refused body's issue lands at. */
export const boardItemFieldOf = (path: string): (typeof formFields)[number] | null => bodyFields[path] ?? formFields.find((field) => field === path) ?? null;

export const emptyBoardItemForm: BoardItemFormValues = { boardKey: '', category: '', title: '', contentHtml: '', pinned: false, private: false, image: null, attachments: [] };

export const fromBoardItem = (item: AdminBoardItem): BoardItemFormValues => ({
  boardKey: item.boardKey,
  category: item.category,
  title: item.title,
  contentHtml: item.contentHtml,
  pinned: item.pinned,
  private: item.private,
  image: item.image,
  attachments: item.attachments,
});

/** One draft per item (`new` for the one being written), with the version it was based on (none for a new one). */
export const boardItemDrafts = defineDraftStore<BoardItemFormValues, string | null>({
  prefix: 'klass.backoffice.boardItemDraft.',
  // A draft is unfinished work: its shape is checked, not the rules it may not meet yet.
  isDoc: (value): value is BoardItemFormValues =>
    z
      .object({ boardKey: z.string(), category: z.string(), title: z.string(), contentHtml: z.string(), pinned: z.boolean(), private: z.boolean(), image: z.nullable(boardFileSchema), attachments: z.array(boardFileSchema) })
      .safeParse(value).success,
  isVersion: (value): value is string | null => value === null || typeof value === 'string',
});
