/**
 * Back-office notice calls (backoffice.md §2 "notices", §5 "Notice title 3-30. Long text max
 * 10,000", §7 Contents "notices", §9 "notices 10" a page; issue 42). The spec gives no paths; they
 * are chosen here under `/rest/document/admin/tenant/notices`, beside the learner's document calls
 * that read the same records, and every call needs the BOARD permission.
 *
 * What the server promises:
 * - a notice is the class notice the learner reads (document.ts): one created here is in the
 *   class's notice slice at the next read, an edit shows there at the next read, a deleted one is
 *   gone (its page answers 404), a pinned one is listed first on both sides;
 * - the list is 10 a page by default, pinned first, then by when written (newest first unless
 *   `sort=created,asc`), filtered by text (the title, the writer, the class's title);
 * - the title is 3-30 characters, normalised as every short text (§5); the body is rich text,
 *   stored as sanitised HTML: its shown text not blank and at most 10,000 characters
 *   (adminBoardRules.ts `richTextProblem`); a refused field answers 400 `request.invalid` there;
 * - an edit is saved from the version it was read in (`basedOn`: the notice's `version`); another
 *   save meanwhile answers 409 `board.notice.conflict` with `data.version`, nothing saved;
 * - pinning is a change of its own (no version: it changes nothing that is being typed).
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { boardRuleMessages, NOTICE_PAGE_SIZE, NOTICE_TITLE_MAX, NOTICE_TITLE_MIN, noticeSortFields, richTextProblem } from './adminBoardRules';
import { defineEndpoint } from './endpoint';

const base = '/rest/document/admin/tenant/notices';
const access = { side: 'operator', permission: 'BOARD' } as const;

export const adminNoticeSummarySchema = z.object({
  noticeId: z.string(),
  klassId: z.string(),
  klassTitle: z.string(),
  title: z.string(),
  writerName: z.string(),
  pinned: z.boolean(),
  created: isoDateTime,
  /** When it was last saved: the version an edit is based on. */
  version: isoDateTime,
});
export type AdminNoticeSummary = z.infer<typeof adminNoticeSummarySchema>;

export const adminNoticeSchema = z.extend(adminNoticeSummarySchema, {
  /** Sanitised HTML as stored (render only through the sanitiser). */
  contentHtml: z.string(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const noticeKlassSchema = z.object({ klassId: z.string(), title: z.string() });
export type NoticeKlass = z.infer<typeof noticeKlassSchema>;

export const noticeTitleSchema = boundedText({ min: NOTICE_TITLE_MIN, max: NOTICE_TITLE_MAX });

export const noticeBodySchema = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = richTextProblem(value, boardRuleMessages.noticeBodyEmpty);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

const noticeParams = z.object({ noticeId: z.string().check(z.minLength(1)) });

export const noticeContentSchema = z.object({ title: noticeTitleSchema, contentHtml: noticeBodySchema, pinned: z.boolean() });

export const notices = defineEndpoint({
  id: 'adminBoardNotice.notices',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.object({
    ...adminListQuery(noticeSortFields, NOTICE_PAGE_SIZE),
    q: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: adminPageOf(adminNoticeSummarySchema),
  summary: 'Notices of every class, 10 a page, pinned first then newest, filtered by text (title, writer, class).',
});

export const noticeKlasses = defineEndpoint({
  id: 'adminBoardNotice.noticeKlasses',
  method: 'GET',
  path: `${base}/klasses`,
  auth: 'required',
  access,
  response: z.object({ items: z.array(noticeKlassSchema) }),
  summary: 'The classes a notice or class notice is written for: those learners hold a ticket of, by title.',
});

export const notice = defineEndpoint({
  id: 'adminBoardNotice.notice',
  method: 'GET',
  path: `${base}/{noticeId}`,
  auth: 'required',
  access,
  params: noticeParams,
  response: adminNoticeSchema,
  summary: 'One notice with its HTML; 404 request.not_found when there is none.',
});

export const createNotice = defineEndpoint({
  id: 'adminBoardNotice.createNotice',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: z.extend(noticeContentSchema, { klassId: z.string().check(z.minLength(1)) }),
  response: adminNoticeSchema,
  summary: 'Publish a notice to a class; 404 request.not_found for an unknown class, 400 request.invalid at a refused field.',
});

export const updateNotice = defineEndpoint({
  id: 'adminBoardNotice.updateNotice',
  method: 'PUT',
  path: `${base}/{noticeId}`,
  auth: 'required',
  access,
  params: noticeParams,
  body: z.extend(noticeContentSchema, { basedOn: isoDateTime }),
  response: adminNoticeSchema,
  summary: 'Save a notice from the version it was read in; 409 board.notice.conflict when another save came first.',
});

export const pinNotice = defineEndpoint({
  id: 'adminBoardNotice.pinNotice',
  method: 'PUT',
  path: `${base}/{noticeId}/pinned`,
  auth: 'required',
  access,
  params: noticeParams,
  body: z.object({ pinned: z.boolean() }),
  response: adminNoticeSummarySchema,
  summary: 'Pin a notice first in its lists, or unpin it.',
});

export const deleteNotice = defineEndpoint({
  id: 'adminBoardNotice.deleteNotice',
  method: 'DELETE',
  path: `${base}/{noticeId}`,
  auth: 'required',
  access,
  params: noticeParams,
  response: z.null(),
  summary: 'Delete a notice: gone from the learner side at the next read; 404 request.not_found when there is none.',
});

export const adminBoardNoticeEndpoints = { notices, noticeKlasses, notice, createNotice, updateNotice, pinNotice, deleteNotice };
