/**
 * Shapes every back-office list shares (the back-office kit, issue 15): an offset page with its
 * total, the page query (1-based page, a size up to 1,000 so a virtualised table can hold
 * thousands of rows in few calls), the sort (`field,asc|desc`), the person who acted, and the
 * selection a bulk action is sent with — a set of keys, or a query scope (the frozen filter plus
 * the rows left out) so that "select all N matching" never becomes a list of 10,000 ids.
 */
import { z } from 'zod/mini';
import { ADMIN_PAGE_SIZE_MAX, SELECTION_KEYS_MAX } from './adminLimits';
import { isoDateTime, pageNumberQuery, pageSizeQuery } from './common';

export function adminPageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.gte(1)),
    size: z.number().check(z.int(), z.gte(1)),
    totalCount: z.number().check(z.int(), z.gte(0)),
    totalPages: z.number().check(z.int(), z.gte(0)),
  });
}

/** `page`, `size` and `sort` (`field,asc` or `field,desc`; the list's default when absent). */
export function adminListQuery<const Field extends string>(sortFields: readonly [Field, ...Field[]], defaultSize = 50) {
  return {
    page: pageNumberQuery,
    size: pageSizeQuery(defaultSize, ADMIN_PAGE_SIZE_MAX),
    sort: z.optional(z.templateLiteral([z.enum(sortFields), ',', z.enum(['asc', 'desc'])])),
  };
}

export const actorSchema = z.object({ accountKey: z.string(), displayName: z.string() });
export type Actor = z.infer<typeof actorSchema>;

const keyList = z.array(z.string().check(z.minLength(1))).check(z.maxLength(SELECTION_KEYS_MAX));

/**
 * What a bulk action applies to: the rows picked by key, or every row matching `filter` (frozen
 * when "select all matching" was chosen) except `excluded`. `expectedCount` is what the screen
 * told the operator ("검색 결과 전체 8,214명"); the server refuses with `selection.changed` when
 * the filter now matches another number, so nobody acts on rows they were not shown.
 */
export function selectionScope<F extends z.ZodMiniType>(filter: F) {
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('keys'), keys: keyList.check(z.minLength(1)) }),
    z.object({
      kind: z.literal('query'),
      filter,
      excluded: keyList,
      expectedCount: z.number().check(z.int(), z.gte(1)),
    }),
  ]);
}

export { isoDateTime };
