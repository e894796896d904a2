/**
 * A class ticket's learning status and period in the back-office (issue 40 "The enrolled list's
 * rows open the member's learning status for that class (lesson by lesson: §7 lesson status), and
 * a … view of a klass ticket shows its period and lets the operator extend or end it (confirm,
 * history)"; backoffice.md §7 Inventory admin "klass tickets; lesson status"). Under the
 * assignment calls' `/rest/inventory/admin/tenant`, with the ASSIGNMENT permission.
 *
 * What the server promises:
 * - the status reads the same progress records the learner's class room writes: each lesson's
 *   progress (a video by the share watched, 90 % completes it; any other lesson once opened), in
 *   the curriculum's order of chapters;
 * - extend and end follow adminKlassTicketRules.ts; each is in the ticket's change history (record
 *   type KLASS_TICKET: status, end, period days) and the learner's classes read the new period at
 *   once; 404 request.not_found for a ticket that does not exist (any more).
 */
import { z } from 'zod/mini';
import { daysProblem, klassTicketRuleMessages } from './adminKlassTicketRules';
import { countSchema, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { lessonTypeSchema, ticketStatusSchema } from './inventory';

const access = { side: 'operator', permission: 'ASSIGNMENT' } as const;
const base = '/rest/inventory/admin/tenant/klass-tickets';

export const lessonStatusSchema = z.object({
  lessonKey: z.string(),
  title: z.string(),
  type: lessonTypeSchema,
  progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
  completed: z.boolean(),
});

/** A class's chapters with its holder's learning in each lesson. */
const chaptersSchema = z.array(z.object({ chapterKey: z.string(), title: z.string(), lessons: z.array(lessonStatusSchema) }));

export const klassTicketStatusSchema = z.object({
  ticketKey: z.string(),
  klassId: z.string(),
  klassTitle: z.string(),
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  status: ticketStatusSchema,
  /** When the period opened (first use) or opens (scheduled); null until then. */
  availableAt: z.nullable(isoDateTime),
  /** When the period ends; null until it starts. */
  expiredAt: z.nullable(isoDateTime),
  /** The period's length once it starts. */
  periodDays: countSchema,
  /**
   * The course whose ticket gave this class ticket (a course's class, entered through it), with
   * when that course ticket's period ends (null before it starts): an extension past it is warned
   * of (adminKlassTicketRules.ts `endsAfterCourse`). Null for a class held alone or by a package.
   */
  course: z.nullable(z.object({ courseId: z.string(), courseTitle: z.string(), expiredAt: z.nullable(isoDateTime) })),
  progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
  isCompleted: z.boolean(),
  chapters: chaptersSchema,
});
export type KlassTicketStatus = z.infer<typeof klassTicketStatusSchema>;

/**
 * A course's or package's ticket with its holder's learning in each of its classes (issue 40 "in
 * the enrolled lists of a course and a package, a row opens … the member's learning status for
 * that course/package"): the bundle's period as its enrolled row shows it, then each class lesson
 * by lesson, with the class ticket it was entered by (a package gives one per class at once; a
 * course, once the learner first opens that class) — where its own period is extended or ended.
 */
export const bundleTicketStatusSchema = z.object({
  bundleType: z.enum(['COURSE', 'PACKAGE']),
  ticketKey: z.string(),
  bundleId: z.string(),
  bundleTitle: z.string(),
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  status: ticketStatusSchema,
  availableAt: z.nullable(isoDateTime),
  expiredAt: z.nullable(isoDateTime),
  /** The period's length once it starts; null for a package (each class ticket has its own). */
  periodDays: z.nullable(countSchema),
  /** The classes' progress averaged, as the enrolled row shows it. */
  progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
  isCompleted: z.boolean(),
  klasses: z.array(
    z.object({
      klassId: z.string(),
      klassTitle: z.string(),
      /** The class ticket the bundle gave for it; null while a course's class was never opened. */
      klassTicketKey: z.nullable(z.string()),
      progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
      isCompleted: z.boolean(),
      chapters: chaptersSchema,
    }),
  ),
});
export type BundleTicketStatus = z.infer<typeof bundleTicketStatusSchema>;
export type LessonStatus = z.infer<typeof lessonStatusSchema>;

const params = z.object({ ticketKey: z.string().check(z.minLength(1)) });

export const klassTicketStatus = defineEndpoint({
  id: 'adminKlassTicket.status',
  method: 'GET',
  path: `${base}/{ticketKey}`,
  auth: 'required',
  access,
  params,
  response: klassTicketStatusSchema,
  summary: "A class ticket's period and its holder's learning, lesson by lesson; 404 request.not_found.",
});

export const extendKlassTicket = defineEndpoint({
  id: 'adminKlassTicket.extend',
  method: 'POST',
  path: `${base}/{ticketKey}/extend`,
  auth: 'required',
  access,
  params,
  body: z.object({ days: z.number().check(z.refine((value) => daysProblem(value) === null, { message: klassTicketRuleMessages.days })) }),
  response: klassTicketStatusSchema,
  summary: 'Extend the period by 1–365 days (a period not started gets longer); 409 assignment.ticket.not_changeable for a refunded ticket.',
});

export const endKlassTicket = defineEndpoint({
  id: 'adminKlassTicket.end',
  method: 'POST',
  path: `${base}/{ticketKey}/end`,
  auth: 'required',
  access,
  params,
  response: klassTicketStatusSchema,
  summary: 'End the period now (irreversible but for an extension); 409 assignment.ticket.not_changeable when refunded or ended already.',
});

export const bundleTicketStatus = defineEndpoint({
  id: 'adminKlassTicket.bundleStatus',
  method: 'GET',
  path: '/rest/inventory/admin/tenant/bundle-tickets/{bundlePath}/{ticketKey}',
  auth: 'required',
  access,
  params: z.object({ bundlePath: z.enum(['courses', 'packages']), ticketKey: z.string().check(z.minLength(1)) }),
  response: bundleTicketStatusSchema,
  summary: "A course ticket's (`courses`) or a package purchase's (`packages`, by its transaction) period and its holder's learning in each class, lesson by lesson; 404 request.not_found.",
});

export const adminKlassTicketEndpoints = { klassTicketStatus, extendKlassTicket, endKlassTicket, bundleTicketStatus };
