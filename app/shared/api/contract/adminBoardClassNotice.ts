/**
 * Back-office teaching-room class notices (backoffice.md §2 "teaching-room class notices"; issue
 * 42): the announcements the class room reads (inventory.ts `announcementSlice`), written by the
 * operator. The spec gives no paths; they are chosen here under
 * `/rest/inventory/admin/tenant/announcements`, beside the learner's class-room calls, and every
 * call needs the BOARD permission.
 *
 * What the server promises:
 * - a class notice is the class room's announcement: one published here is first in the class
 *   room's announcements at the next read (PUBLIC ones for anyone, PRIVATE ones for the class's
 *   learners only), an edit shows there at the next read, a deleted one is gone;
 * - the list is 10 a page, newest first unless `sort=created,asc`, filtered by text (the body's
 *   text, the writer, the class's title);
 * - the body is rich text stored as sanitised HTML, its shown text not blank and at most 10,000
 *   characters (adminBoardRules.ts `richTextProblem`); `contentText` is the text it shows;
 * - an edit is saved from the version it was read in (`basedOn`); another save meanwhile answers
 *   409 `board.classNotice.conflict` with `data.version`, nothing saved.
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { NOTICE_PAGE_SIZE, noticeSortFields } from './adminBoardRules';
import { noticeBodySchema } from './adminBoardNotice';
import { defineEndpoint } from './endpoint';
import { visibilitySchema } from './inventory';

const base = '/rest/inventory/admin/tenant/announcements';
const access = { side: 'operator', permission: 'BOARD' } as const;

export const adminClassNoticeSchema = z.object({
  announcementId: z.string(),
  klassId: z.string(),
  klassTitle: z.string(),
  masterName: z.string(),
  /** Sanitised HTML as stored, and the text it shows. */
  contentHtml: z.string(),
  contentText: z.string(),
  visibility: visibilitySchema,
  created: isoDateTime,
  /** When it was last saved: the version an edit is based on. */
  version: isoDateTime,
});
export type AdminClassNotice = z.infer<typeof adminClassNoticeSchema>;

const classNoticeParams = z.object({ announcementId: z.string().check(z.minLength(1)) });

export const classNoticeContentSchema = z.object({ contentHtml: noticeBodySchema, visibility: visibilitySchema });

export const classNotices = defineEndpoint({
  id: 'adminBoardClassNotice.classNotices',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.object({ ...adminListQuery(noticeSortFields, NOTICE_PAGE_SIZE), q: z.optional(z.string().check(z.maxLength(100))) }),
  response: adminPageOf(adminClassNoticeSchema),
  summary: 'Class notices of every class, 10 a page, newest first, filtered by text (body, writer, class).',
});

export const classNotice = defineEndpoint({
  id: 'adminBoardClassNotice.classNotice',
  method: 'GET',
  path: `${base}/{announcementId}`,
  auth: 'required',
  access,
  params: classNoticeParams,
  response: adminClassNoticeSchema,
  summary: 'One class notice; 404 request.not_found when there is none.',
});

export const createClassNotice = defineEndpoint({
  id: 'adminBoardClassNotice.createClassNotice',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: z.extend(classNoticeContentSchema, { klassId: z.string().check(z.minLength(1)) }),
  response: adminClassNoticeSchema,
  summary: 'Publish a class notice to a class room; 404 request.not_found for an unknown class, 400 request.invalid at a refused field.',
});

export const updateClassNotice = defineEndpoint({
  id: 'adminBoardClassNotice.updateClassNotice',
  method: 'PUT',
  path: `${base}/{announcementId}`,
  auth: 'required',
  access,
  params: classNoticeParams,
  body: z.extend(classNoticeContentSchema, { basedOn: isoDateTime }),
  response: adminClassNoticeSchema,
  summary: 'Save a class notice from the version it was read in; 409 board.classNotice.conflict when another save came first.',
});

export const deleteClassNotice = defineEndpoint({
  id: 'adminBoardClassNotice.deleteClassNotice',
  method: 'DELETE',
  path: `${base}/{announcementId}`,
  auth: 'required',
  access,
  params: classNoticeParams,
  response: z.null(),
  summary: 'Delete a class notice: gone from the class room at the next read; 404 request.not_found when there is none.',
});

export const adminBoardClassNoticeEndpoints = { classNotices, classNotice, createClassNotice, updateClassNotice, deleteClassNotice };
