/**
 * Back-office member detail (backoffice.md §2 "member detail", §3 Account and Memo, §7 Members
 * "memos CRUD; marketing consent; basic/additional info patch", §9 "member LX history default
 * 10"; issue 16). The spec gives shapes only; the paths are chosen here in the style of the
 * member-group ones, under `/rest/member/admin/tenant/members/{accountKey}`, and every call needs
 * the MEMBER permission. The account-key lookup by e-mail and the info-config are account calls
 * (adminAccount.ts); the record's change history is the history kit's (adminHistory.ts, record
 * type MEMBER, key the account key).
 *
 * What the server promises, so the screens can say it before acting:
 * - the patches are checked by the same rules the forms use (adminMemberFields.ts), re-run with the
 *   member's current values: a failed rule answers 400 `request.invalid` whose `data.issues` hold
 *   `{path, message}` per field, the message in Korean as the form shows it (a phone equal to the
 *   current one, say, which only the server knows for sure);
 * - a withdrawn member can still be read, but not changed: 400 `account.status.withdrawal`;
 * - an unknown account key (or one of an operator) answers 404 `request.not_found`;
 * - a memo that is gone answers 404; memos are listed newest first, each with who wrote it and when;
 * - the change history names a basic field by its key (`displayName`, `phone`, `email`, …) and an
 *   additional-info field as `info.<fieldName>` (memberInfoHistoryField), the info-config's name.
 */
import { z } from 'zod/mini';
import { infoFieldSchema, socialKindSchema } from './account';
import { actorSchema, adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { courseTicketItemSchema, myKlassItemSchema } from './inventory';
import { defineEndpoint } from './endpoint';
import { infoValueInputSchema, memberBasicInfoSchema, memoContentSchema } from './adminMemberFields';

const base = '/rest/member/admin/tenant/members/{accountKey}';
const access = { side: 'operator', permission: 'MEMBER' } as const;

/** Default page size of the member's LX history (backoffice.md §9). */
export const LX_HISTORY_PAGE_SIZE = 10;

const memberParams = z.object({ accountKey: z.string().check(z.minLength(1)) });
const memoParams = z.extend(memberParams, { memoKey: z.string().check(z.minLength(1)) });

/** How the change history names an additional-info field: `info.company`. */
export function memberInfoHistoryField(fieldName: string): string {
  return `info.${fieldName}`;
}

export const memberStatusSchema = z.enum(['ACTIVE', 'BLOCKED', 'WITHDRAWN']);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const memberDetailSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Login id; null for a member who logs in by e-mail only. */
  id: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  phoneVerified: z.boolean(),
  linkedSocial: z.array(socialKindSchema),
  status: memberStatusSchema,
  joinedAt: isoDateTime,
  marketingAgreement: z.boolean(),
  /** When the marketing consent was last given or taken back; null when never recorded. */
  marketingAgreedAt: z.nullable(isoDateTime),
  /**
   * The separate consent to advertising at night (21:00–08:00 Seoul; issue 43): a night
   * advertisement skips a member without it. Only with marketing consent; taking that back takes
   * this back too.
   */
  nightMarketingAgreement: z.boolean(),
  /** When the night-time consent was last given or taken back; null when never. */
  nightMarketingAgreedAt: z.nullable(isoDateTime),
  /** The tenant's info fields with this member's values, each with its certification (§3). */
  infos: z.array(infoFieldSchema),
  /** The groups the member is in. */
  groups: z.array(z.object({ groupKey: z.string(), name: z.string() })),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberMemoSchema = z.object({
  memoKey: z.string(),
  content: z.string(),
  author: actorSchema,
  createdAt: isoDateTime,
  /** Set when the memo was edited after it was written. */
  updatedAt: z.nullable(isoDateTime),
  updatedBy: z.nullable(actorSchema),
});
export type MemberMemo = z.infer<typeof memberMemoSchema>;

/**
 * How far the member is with a class's quizzes (§3 Enrolled account row `quizStatus`): NONE when
 * the class has no quiz lesson, otherwise by how many of them the learner side counts completed.
 */
export const quizStatusSchema = z.enum(['NONE', 'NOT_STARTED', 'IN_PROGRESS', 'COMPLETED']);
export type QuizStatus = z.infer<typeof quizStatusSchema>;

/**
 * When a ticket was first used (§3 Ticket `firstUseAt`, Enrolled account row `firstUseAtLabel`):
 * the start of its period, null while it has not started (AVAILABLE, SCHEDULED); the label is the
 * server's, `yyyy.MM.dd` in Seoul (§9) or a Korean "not used yet".
 */
const firstUseShape = {
  firstUseAt: z.nullable(isoDateTime),
  firstUseAtLabel: z.string(),
};

const count = z.number().check(z.int(), z.nonnegative());

/**
 * A class ticket as the operator reads it (§3 Enrolled account row): the learner's own item
 * (statusLabel, progressRate and isCompleted as the learner's my-class list answers them), plus
 * its first use and its quizzes.
 */
export const memberKlassTicketSchema = z.extend(myKlassItemSchema, {
  ...firstUseShape,
  quizStatus: quizStatusSchema,
  /** Quiz lessons the learner side counts completed, of `totalQuizCount` in the class. */
  solvedQuizCount: count,
  totalQuizCount: count,
});
export type MemberKlassTicket = z.infer<typeof memberKlassTicketSchema>;

/**
 * A course ticket (§3 Enrolled account row: courseTitle is its `title`), plus the mean progress of
 * the classes issued from it and its first use; whether it is complete is the learner's item's
 * `isCompleted` (every class of the course complete).
 */
export const memberCourseTicketSchema = z.extend(courseTicketItemSchema, {
  progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
  ...firstUseShape,
});
export type MemberCourseTicket = z.infer<typeof memberCourseTicketSchema>;

export const memberLearningSchema = z.object({
  klassTickets: z.array(memberKlassTicketSchema),
  courseTickets: z.array(memberCourseTicketSchema),
});
export type MemberLearning = z.infer<typeof memberLearningSchema>;

/**
 * One learning-experience (LX) event: a ticket issued, a class room entered, a lesson studied
 * (with the lesson's progress at that time).
 */
export const lxEventKindSchema = z.enum(['TICKET_ISSUED', 'KLASS_ENTERED', 'LESSON_STUDIED']);
export type LxEventKind = z.infer<typeof lxEventKindSchema>;

export const lxEventSchema = z.object({
  eventKey: z.string(),
  kind: lxEventKindSchema,
  occurredAt: isoDateTime,
  klassTitle: z.string(),
  /** The lesson of a LESSON_STUDIED event. */
  lessonTitle: z.nullable(z.string()),
  progressRate: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
});
export type LxEvent = z.infer<typeof lxEventSchema>;

export const detail = defineEndpoint({
  id: 'adminMemberDetail.detail',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  params: memberParams,
  response: memberDetailSchema,
  summary: "One member's basic and additional info, marketing consent and groups; 404 when no member has the key.",
});

export const updateBasicInfo = defineEndpoint({
  id: 'adminMemberDetail.updateBasicInfo',
  method: 'PATCH',
  path: `${base}/basic-info`,
  auth: 'required',
  access,
  params: memberParams,
  body: memberBasicInfoSchema(),
  response: memberDetailSchema,
  summary:
    'Change the name and, when `phone` is not empty, the phone (never the current number: 400 request.invalid at `phone`); recorded in the history.',
});

export const updateAdditionalInfo = defineEndpoint({
  id: 'adminMemberDetail.updateAdditionalInfo',
  method: 'PATCH',
  path: `${base}/additional-info`,
  auth: 'required',
  access,
  params: memberParams,
  body: z.object({ info: z.array(infoValueInputSchema).check(z.minLength(1)) }),
  response: memberDetailSchema,
  summary:
    "Set info values, each checked by its field's value type in the tenant's info-config (400 request.invalid at `info.N.value`); a changed certified phone loses its certification.",
});

export const updateMarketing = defineEndpoint({
  id: 'adminMemberDetail.updateMarketing',
  method: 'PUT',
  path: `${base}/marketing`,
  auth: 'required',
  access,
  params: memberParams,
  body: z.object({ agreed: z.boolean() }),
  response: memberDetailSchema,
  summary: "Give or take back one member's marketing consent (taking it back takes back the night-time consent too); recorded in the history.",
});

export const updateNightMarketing = defineEndpoint({
  id: 'adminMemberDetail.updateNightMarketing',
  method: 'PUT',
  path: `${base}/night-marketing`,
  auth: 'required',
  access,
  params: memberParams,
  body: z.object({ agreed: z.boolean() }),
  response: memberDetailSchema,
  summary:
    "Give or take back one member's separate consent to advertising at night (21:00–08:00 Seoul); 400 request.invalid at `agreed` when given without marketing consent; recorded in the history.",
});

export const memos = defineEndpoint({
  id: 'adminMemberDetail.memos',
  method: 'GET',
  path: `${base}/memos`,
  auth: 'required',
  access,
  params: memberParams,
  query: z.object(adminListQuery(['createdAt'], 20)),
  response: adminPageOf(memberMemoSchema),
  summary: "The member's memos, newest first unless sorted, paged.",
});

export const createMemo = defineEndpoint({
  id: 'adminMemberDetail.createMemo',
  method: 'POST',
  path: `${base}/memos`,
  auth: 'required',
  access,
  params: memberParams,
  body: z.object({ content: memoContentSchema }),
  response: memberMemoSchema,
  summary: 'Write a memo (trimmed, 1–300 characters) signed by the caller.',
});

export const updateMemo = defineEndpoint({
  id: 'adminMemberDetail.updateMemo',
  method: 'PUT',
  path: `${base}/memos/{memoKey}`,
  auth: 'required',
  access,
  params: memoParams,
  body: z.object({ content: memoContentSchema }),
  response: memberMemoSchema,
  summary: 'Edit a memo; 404 when it is gone.',
});

export const deleteMemo = defineEndpoint({
  id: 'adminMemberDetail.deleteMemo',
  method: 'DELETE',
  path: `${base}/memos/{memoKey}`,
  auth: 'required',
  access,
  params: memoParams,
  response: z.null(),
  summary: 'Delete a memo (204); 404 when it is gone.',
});

export const learning = defineEndpoint({
  id: 'adminMemberDetail.learning',
  method: 'GET',
  path: `${base}/learning`,
  auth: 'required',
  access,
  params: memberParams,
  response: memberLearningSchema,
  summary: "The member's class and course tickets with status labels and progress, as the learner side sees them.",
});

export const lxHistory = defineEndpoint({
  id: 'adminMemberDetail.lxHistory',
  method: 'GET',
  path: `${base}/lx-history`,
  auth: 'required',
  access,
  params: memberParams,
  query: z.object(adminListQuery(['occurredAt'], LX_HISTORY_PAGE_SIZE)),
  response: adminPageOf(lxEventSchema),
  summary: "The member's learning events (tickets issued, class rooms entered, lessons studied), newest first, 10 a page.",
});

export const adminMemberDetailEndpoints = {
  detail,
  updateBasicInfo,
  updateAdditionalInfo,
  updateMarketing,
  updateNightMarketing,
  memos,
  createMemo,
  updateMemo,
  deleteMemo,
  learning,
  lxHistory,
};
