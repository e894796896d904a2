/**
 * Document area (spec learner.md §7 Document): the notices of a class, read one at a time or in
 * cursor slices.
 *
 * Shapes decided here (the spec shows none):
 * - a slice is `{items, nextCursor}`, newest first; `nextCursor` is null on the last slice and is
 *   passed back as `cursor` for the next one;
 * - a slice item is a notice summary; the single notice adds its server HTML and plain text;
 * - `?token=` on the single notice is the notice's share token: it lets a visitor who followed a
 *   shared link read it; a logged-in learner needs no token.
 */
import { z } from 'zod/mini';
import { isoDateTime, pageSizeQuery } from './common';
import { defineEndpoint } from './endpoint';

export const DEFAULT_NOTICE_SLICE_SIZE = 10;

export const noticeSummarySchema = z.object({
  noticeId: z.string(),
  klassId: z.string(),
  title: z.string(),
  writerName: z.string(),
  /** Pinned notices are listed first. */
  pinned: z.boolean(),
  created: isoDateTime,
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeSchema = z.extend(noticeSummarySchema, {
  /** Server HTML: render only through the sanitiser (app/shared/lib/html/sanitize.ts). */
  contentHtml: z.string(),
  contentText: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeSliceSchema = z.object({
  items: z.array(noticeSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export type NoticeSlice = z.infer<typeof noticeSliceSchema>;

export const noticeSliceQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1))),
  size: pageSizeQuery(DEFAULT_NOTICE_SLICE_SIZE, 50),
});

const NOTICE = '/rest/document/klass/{id}/notice';

// The slice comes before the single notice: `/notice/slice` would also match `/notice/{noticeId}`.
export const noticeSlice = defineEndpoint({
  id: 'document.noticeSlice',
  method: 'GET',
  path: `${NOTICE}/slice`,
  auth: 'optional',
  params: z.object({ id: z.string().check(z.minLength(1)) }),
  query: noticeSliceQuerySchema,
  response: noticeSliceSchema,
  summary: 'A cursor slice of class notices, pinned first, then newest first.',
});

export const notice = defineEndpoint({
  id: 'document.notice',
  method: 'GET',
  path: `${NOTICE}/{noticeId}`,
  auth: 'optional',
  params: z.object({
    id: z.string().check(z.minLength(1)),
    noticeId: z.string().check(z.minLength(1)),
  }),
  query: z.object({ token: z.optional(z.string().check(z.minLength(1))) }),
  response: noticeSchema,
  summary: 'One notice with its HTML; visitors need the share token.',
});

/** Every endpoint of the area, for the registry, the mock and the contract test. */
export const documentEndpoints = {
  noticeSlice,
  notice,
};
