/**
 * Back-office assignments (backoffice.md §2 "Assignment of classes and courses; enrolled-account
 * lists per class, course and pass", §3 Assignment / Enrolled account row / Ticket / Pass ticket, §4 assignment
 * job stop / resume / cancel and item cancel / retry, §7 "Assignments: klass-ticket and
 * course-ticket jobs", "Inventory admin: enrolled accounts list; CSV/XLSX export jobs", §9
 * operating klass slice 10000; issue 29). Paths chosen here under `/rest/inventory/admin/tenant`,
 * every call with the ASSIGNMENT permission (the people an assignment operator may pick are listed
 * here, not through the member area's MEMBER-only calls).
 *
 * What the server promises:
 * - an assignment is one TICKET_ASSIGNMENT job of the job centre, one item per account (its key the
 *   account key): stop, resume, cancel and retry through the job centre's calls (adminJob.ts), each
 *   item's state and actions here (`allowedAssignmentItemActions`, adminAssignmentRules.ts);
 * - an account that holds a ticket of the target already is skipped (never given two); a withdrawn
 *   account is a failed item with a Korean reason that cannot be retried; a class that stopped
 *   selling part-way fails the job with the items left waiting (a retry starts from them);
 * - each ticket given is the learner's at once (their my-classes lists it, AVAILABLE, or SCHEDULED
 *   until the Seoul start day); a pass ticket runs from its start (the Seoul start day, or now) for
 *   the pass's period; cancelling a given item takes the ticket back;
 * - the people and the dry run of an imported list are the shared recipients' shapes
 *   (adminRecipients.ts: selection scope, group, list; `selection.changed` when a count moved);
 * - the enrolled accounts of a class or course are §3's row, filtered and paged, and exported as a
 *   job whose result is a CSV or XLSX file.
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { jobSchema } from './adminJob';
import {
  ASSIGNMENT_MEMO_MAX,
  ASSIGNMENT_TARGET_SLICE_MAX,
  ENROLLED_PAGE_SIZE,
  assignmentItemActions,
  assignmentItemStatuses,
  assignmentTargetPaths,
  assignmentTargetTypes,
  completionTargetFromJson,
} from './adminAssignmentRules';
import { exportFormatSchema } from './adminMember';
import { memberListFilterSchema } from './adminMemberList';
import { recipientDryRunSchema, recipientGroupSchema, recipientIdentifiersSchema, recipientMemberSchema, recipientsSchema } from './adminRecipients';
import { countSchema as count, recordKeySchema as key, queryListOf } from './common';
import { defineEndpoint } from './endpoint';
import { ticketStatusSchema } from './inventory';

const access = { side: 'operator', permission: 'ASSIGNMENT' } as const;
const base = '/rest/inventory/admin/tenant';


export const assignmentTargetTypeSchema = z.enum(assignmentTargetTypes);
export const assignmentItemStatusSchema = z.enum(assignmentItemStatuses);
export const assignmentItemActionSchema = z.enum(assignmentItemActions);

/** A class, course or pass that can be given, as the picker lists it. */
export const assignmentTargetSchema = z.object({
  targetType: assignmentTargetTypeSchema,
  targetId: z.string(),
  title: z.string(),
  /** The teacher of a class, the class count of a course, the category of a pass. */
  detail: z.string(),
  /** The learning period a ticket gets when it starts (a pass: its period of use). */
  periodDays: z.number().check(z.int(), z.gte(1)),
  /**
   * Whether the catalogue sells it now (issue 28's one catalogue): shown (displayState SHOW), on sale
   * and inside its sale period. A hidden or stopped one can still be given; the picker's "on sale"
   * filter leaves it out and marks it otherwise.
   */
  onSale: z.boolean(),
});
export type AssignmentTarget = z.infer<typeof assignmentTargetSchema>;

export const targetRefSchema = z.object({ targetType: assignmentTargetTypeSchema, targetId: key });
export type TargetRef = z.infer<typeof targetRefSchema>;

/** A Seoul calendar day, `2026-12-01`. */
export const seoulDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** §3 completionTargetValue: the JSON adminAssignmentRules.ts writes (`{}` for none). */
export const completionTargetValueSchema = z.string().check(
  z.maxLength(200),
  z.refine((json) => completionTargetFromJson(json) !== null),
);

export const assignBodySchema = z.object({
  target: targetRefSchema,
  people: recipientsSchema,
  /** The Seoul day the tickets open; null: at once (AVAILABLE, the period starts at first use). */
  startDay: z.nullable(seoulDaySchema),
  completionTargetValue: completionTargetValueSchema,
  memo: z.string().check(z.trim(), z.maxLength(ASSIGNMENT_MEMO_MAX)),
});
export type AssignBody = z.input<typeof assignBodySchema>;

export const assignmentItemSchema = z.object({
  itemKey: z.string(),
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  status: assignmentItemStatusSchema,
  /** Why it failed or was skipped, in Korean; null otherwise. */
  message: z.nullable(z.string()),
  /** The ticket given (SUCCEEDED); null otherwise. */
  ticketKey: z.nullable(z.string()),
  actions: z.array(assignmentItemActionSchema),
});
export type AssignmentItem = z.infer<typeof assignmentItemSchema>;

export const assignmentItemPageSchema = z.extend(adminPageOf(assignmentItemSchema), {
  target: z.object({ targetType: assignmentTargetTypeSchema, targetId: z.string(), title: z.string() }),
  startDay: z.nullable(seoulDaySchema),
  completionTargetValue: z.string(),
  statusCounts: z.record(assignmentItemStatusSchema, count),
});
export type AssignmentItemPage = z.infer<typeof assignmentItemPageSchema>;

/** The tests on lesson quizzes, as §3's row says them. */
export const quizStatusSchema = z.enum(['NO_QUIZ', 'NOT_STARTED', 'IN_PROGRESS', 'SOLVED']);
export type QuizStatus = z.infer<typeof quizStatusSchema>;

/**
 * §3 Enrolled account row, with the name, e-mail and ticket the screen also shows. A pass's row is
 * its pass ticket (§3: start, expire): the first use is its start, `expiredAt` its expiry; a pass
 * has no lessons of its own, so its progress is 0, NO_QUIZ and never completed (the pass list
 * does not show those columns).
 */
export const enrolledAccountSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  courseTitle: z.string(),
  ticketKey: z.string(),
  status: ticketStatusSchema,
  statusLabel: z.string(),
  /** First use as the screen prints it (`2026.11.20 14:03`), or "아직 시작 안 함". */
  firstUseAtLabel: z.string(),
  expiredAt: z.nullable(isoDateTime),
  progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
  quizStatus: quizStatusSchema,
  solvedQuizCount: count,
  totalQuizCount: count,
  isCompleted: z.boolean(),
});
export type EnrolledAccount = z.infer<typeof enrolledAccountSchema>;

export const completionFilterSchema = z.enum(['COMPLETED', 'NOT_COMPLETED']);

export const enrolledFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(queryListOf(ticketStatusSchema)),
  completion: z.optional(queryListOf(completionFilterSchema)),
});
export type EnrolledFilter = z.input<typeof enrolledFilterSchema>;

const targetParams = z.object({ targetType: z.enum([assignmentTargetPaths.KLASS, assignmentTargetPaths.COURSE, assignmentTargetPaths.PACKAGE, assignmentTargetPaths.PASS]), targetId: key });

export const targets = defineEndpoint({
  id: 'adminAssignment.targets',
  method: 'GET',
  path: `${base}/assignment-targets`,
  auth: 'required',
  access,
  query: z.object({
    targetType: assignmentTargetTypeSchema,
    q: z.optional(z.string().check(z.maxLength(100))),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ASSIGNMENT_TARGET_SLICE_MAX)), ASSIGNMENT_TARGET_SLICE_MAX),
  }),
  response: z.object({ items: z.array(assignmentTargetSchema), totalCount: count }),
  summary: 'The operating classes, courses, packages or passes by title, up to 10,000 in one slice (§9), with how many match, each saying whether the catalogue sells it now.',
});

export const groups = defineEndpoint({
  id: 'adminAssignment.groups',
  method: 'GET',
  path: `${base}/assignment-groups`,
  auth: 'required',
  access,
  response: z.object({ items: z.array(recipientGroupSchema) }),
  summary: 'The member groups, by name, each with its member count.',
});

export const members = defineEndpoint({
  id: 'adminAssignment.members',
  method: 'GET',
  path: `${base}/assignment-members`,
  auth: 'required',
  access,
  query: z.extend(memberListFilterSchema, adminListQuery(['displayName', 'email', 'joinedAt'], 50)),
  response: adminPageOf(recipientMemberSchema),
  summary: "The member search: the member list's filter (name, e-mail, phone, initial consonants, groups), paged.",
});

export const dryRun = defineEndpoint({
  id: 'adminAssignment.dryRun',
  method: 'POST',
  path: `${base}/assignments/dry-run`,
  auth: 'required',
  access,
  body: z.object({
    target: targetRefSchema,
    identifiers: recipientIdentifiersSchema,
  }),
  response: recipientDryRunSchema,
  summary: 'Tells apart an imported list (e-mails or ids) before anything is sent: new, already holds the ticket, withdrawn, account not found, invalid; 404 when the target is gone.',
});

export const assign = defineEndpoint({
  id: 'adminAssignment.assign',
  method: 'POST',
  path: `${base}/assignments`,
  auth: 'required',
  access,
  body: assignBodySchema,
  response: jobSchema,
  summary: 'Give a class, course, package or pass to the people chosen as one TICKET_ASSIGNMENT job; 404 target or group gone, 409 selection.changed when the scope now matches another count.',
});

export const items = defineEndpoint({
  id: 'adminAssignment.items',
  method: 'GET',
  path: `${base}/assignment-jobs/{jobId}/items`,
  auth: 'required',
  access,
  params: z.object({ jobId: key }),
  query: z.object({
    ...adminListQuery(['order'], 50),
    status: z.optional(queryListOf(assignmentItemStatusSchema)),
    q: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: assignmentItemPageSchema,
  summary: "An assignment job's accounts in order, each with its state and the actions it allows, filtered; 404 when it is not an assignment job this person sees.",
});

export const itemAction = defineEndpoint({
  id: 'adminAssignment.itemAction',
  method: 'POST',
  path: `${base}/assignment-jobs/{jobId}/items/{itemKey}/{action}`,
  auth: 'required',
  access,
  params: z.object({ jobId: key, itemKey: key, action: z.enum(['retry', 'cancel']) }),
  response: jobSchema,
  summary: 'Retry a failed item, or cancel one (waiting, failed, or given: its ticket is taken back); 409 job.action.not_allowed when its state does not allow it.',
});

export const enrolled = defineEndpoint({
  id: 'adminAssignment.enrolled',
  method: 'GET',
  path: `${base}/enrolled-accounts/{targetType}/{targetId}`,
  auth: 'required',
  access,
  params: targetParams,
  query: z.extend(enrolledFilterSchema, adminListQuery(['firstUseAt', 'progressRate', 'displayName'], ENROLLED_PAGE_SIZE)),
  response: adminPageOf(enrolledAccountSchema),
  summary: "A class's, course's, package's or pass's enrolled accounts (§3 row; a package: its purchases and assignments; a pass: its pass tickets), filtered and paged (10 a page by default, §9 pass accounts); 404 when it is gone.",
});

export const exportEnrolled = defineEndpoint({
  id: 'adminAssignment.exportEnrolled',
  method: 'POST',
  path: `${base}/enrolled-accounts/{targetType}/{targetId}/export`,
  auth: 'required',
  access,
  params: targetParams,
  body: z.object({ format: exportFormatSchema, filter: enrolledFilterSchema }),
  response: jobSchema,
  summary: 'Export the filtered enrolled accounts as an EXPORT job whose result is a CSV or XLSX file.',
});

export const adminAssignmentEndpoints = { targets, groups, members, dryRun, assign, items, itemAction, enrolled, exportEnrolled };
