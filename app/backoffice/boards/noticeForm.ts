/**
 * The notice and class-notice forms' values and rules (issue 42): the class (a new one only), the
 * notice's title (§5 "Notice title 3-30") and pin, the class notice's visibility, and the
 * rich-text body (its shown text at most 10,000 characters, not blank), each by the contract's own
 * rule, said at its field before anything is sent; a draft kept in the browser per record (the
 * editor kit's draft store), so a reload loses nothing.
 */
import { z } from 'zod/mini';
import type { AdminClassNotice } from '@app/shared/api/contract/adminBoardClassNotice';
import { noticeBodySchema, noticeTitleSchema, type AdminNotice } from '@app/shared/api/contract/adminBoardNotice';
import { visibilitySchema } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { defineDraftStore } from '../kit/editor/draftStore';

const klassIdField = z.string().check(z.minLength(1, copy.backofficeBoards.klassRequired));

export const noticeFormSchema = z.object({
  klassId: klassIdField,
  title: noticeTitleSchema,
  contentHtml: noticeBodySchema,
  pinned: z.boolean(),
});
export type NoticeFormValues = z.infer<typeof noticeFormSchema>;

/** The field of `fields` a refused body's issue lands at. */
const fieldOfIn =
  <F extends string>(fields: readonly F[]) =>
  (path: string): F | null =>
    fields.find((field) => field === path) ?? null;

export const noticeFieldOf = fieldOfIn(['klassId', 'title', 'contentHtml', 'pinned'] as const);

export const emptyNoticeForm: NoticeFormValues = { klassId: '', title: '', contentHtml: '', pinned: false };

export const fromNotice = ({ klassId, title, contentHtml, pinned }: AdminNotice): NoticeFormValues => ({ klassId, title, contentHtml, pinned });

const isVersion = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** One draft per notice (`new` for the one being written), with the version it was based on (none for a new one). */
export const noticeDrafts = defineDraftStore<NoticeFormValues, string | null>({
  prefix: 'klass.backoffice.noticeDraft.',
  // A draft is unfinished work: its shape is checked, not the rules it may not meet yet.
  isDoc: (value): value is NoticeFormValues => z.object({ klassId: z.string(), title: z.string(), contentHtml: z.string(), pinned: z.boolean() }).safeParse(value).success,
  isVersion,
});

export const classNoticeFormSchema = z.object({ klassId: klassIdField, contentHtml: noticeBodySchema, visibility: visibilitySchema });
export type ClassNoticeFormValues = z.infer<typeof classNoticeFormSchema>;

export const classNoticeFieldOf = fieldOfIn(['klassId', 'contentHtml', 'visibility'] as const);

export const emptyClassNoticeForm: ClassNoticeFormValues = { klassId: '', contentHtml: '', visibility: 'PUBLIC' };

export const fromClassNotice = ({ klassId, contentHtml, visibility }: AdminClassNotice): ClassNoticeFormValues => ({ klassId, contentHtml, visibility });

/** One draft per class notice, as the notices keep theirs. */
export const classNoticeDrafts = defineDraftStore<ClassNoticeFormValues, string | null>({
  prefix: 'klass.backoffice.classNoticeDraft.',
  isDoc: (value): value is ClassNoticeFormValues => z.object({ klassId: z.string(), contentHtml: z.string(), visibility: visibilitySchema }).safeParse(value).success,
  isVersion,
});
