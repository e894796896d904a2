/**
 * The learner's passes (issue 40 "Passes reach the learner: an assigned pass shows in the
 * learner's classes with its period, and the classes it opens"; backoffice.md §3 Pass ticket:
 * start, expire; §9 "operating klass slice"). Paths in the style of `/rest/inventory/my-klass/…`.
 *
 * Decisions the specs leave open (recorded here, the one place that says them):
 * - a pass opens every operating class: one the catalogue shows and sells now (its display state
 *   SHOW, on sale, inside its sale period). A class hidden or stopped in the back-office leaves the
 *   pass's classes at once;
 * - a pass ticket is SCHEDULED before its start, ACTIVE until it expires, then END_OF_TERM;
 * - `GET /my-klass/pass` lists the learner's pass tickets, newest start first; one of another
 *   learner's, or none, answers 404 request.not_found;
 * - the classes a pass opens come 20 a page, in the catalogue's order of class keys; `q` narrows
 *   them to a class title or teacher's name containing it (or a title whose initials do, "ㅂㅇㄷ"),
 *   while `pass.klassCount` still counts every class it opens.
 */
import { z } from 'zod/mini';
import { countSchema, isoDateTime, pageNumberQuery, pageSizeQuery } from './common';
import { defineEndpoint } from './endpoint';

export const passTicketStatuses = ['SCHEDULED', 'ACTIVE', 'END_OF_TERM'] as const;
export type PassTicketStatus = (typeof passTicketStatuses)[number];

export const myPassSchema = z.object({
  passTicketKey: z.string(),
  passKey: z.string(),
  title: z.string(),
  status: z.enum(passTicketStatuses),
  /** §3 Pass ticket: the learner may use the pass from `start` until `expire`. */
  start: isoDateTime,
  expire: isoDateTime,
  /** How many classes it opens now. */
  klassCount: countSchema,
});
export type MyPass = z.infer<typeof myPassSchema>;

export const passKlassSchema = z.object({
  klassId: z.string(),
  title: z.string(),
  masterName: z.string(),
  coverImageUrl: z.string(),
});
export type PassKlass = z.infer<typeof passKlassSchema>;

export const PASS_KLASS_PAGE_SIZE = 20;

export const myPasses = defineEndpoint({
  id: 'inventoryPass.myPasses',
  method: 'GET',
  path: '/rest/inventory/my-klass/pass',
  auth: 'required',
  response: z.object({ items: z.array(myPassSchema) }),
  summary: "The learner's pass tickets with their period, status and how many classes each opens, newest start first.",
});

export const myPass = defineEndpoint({
  id: 'inventoryPass.myPass',
  method: 'GET',
  path: '/rest/inventory/my-klass/pass/{passTicketKey}',
  auth: 'required',
  params: z.object({ passTicketKey: z.string().check(z.minLength(1)) }),
  query: z.object({ page: pageNumberQuery, size: pageSizeQuery(PASS_KLASS_PAGE_SIZE), q: z.optional(z.string().check(z.maxLength(100))) }),
  response: z.object({
    pass: myPassSchema,
    klasses: z.object({
      items: z.array(passKlassSchema),
      page: z.number().check(z.int(), z.gte(1)),
      size: z.number().check(z.int(), z.gte(1)),
      totalCount: countSchema,
      totalPages: countSchema,
    }),
  }),
  summary: 'One pass ticket of the learner and a page of the classes it opens; 404 request.not_found when it is not theirs.',
});

export const inventoryPassEndpoints = { myPasses, myPass };
