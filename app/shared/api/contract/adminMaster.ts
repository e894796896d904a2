/**
 * The master workspace's calls (backoffice.md §1 masters, §3 Curriculum, §4 curriculum draft, §6
 * "master endpoints admin/master", §7 Inventory admin "curriculum", Hub resource "curriculum draft
 * commands with currentVersion"; issue 44). Paths chosen here: the classes under
 * `/rest/inventory/admin/master`, the draft under `/rest/hub/admin/master`. Every call needs a
 * session carrying the MASTER role, and answers as the master its role id names.
 *
 * What the server promises:
 * - a class belongs to a master by key (`masterId`, the authority's id); a master reads and edits
 *   only their own classes: another master's class answers 404 `request.not_found`, as if it did
 *   not exist, so its existence does not leak;
 * - a class's curriculum is a draft with a `currentVersion`. A command carries the version it was
 *   based on and answers the new draft; another version answers 409 `curriculum.draft.stale` with
 *   `data.currentVersion` (nothing changed). The command rules are adminMasterCurriculumRules.ts;
 *   a command naming a chapter or lesson the draft no longer has answers 404
 *   `curriculum.target.missing`; a taken key or a place that is not there, 400
 *   `curriculum.command.refused`;
 * - a class notice (§5 title 3–30, body up to 10,000, plain text) is written into one of the
 *   master's classes and is what the learner's class room lists (the document area's notices);
 * - publish (carrying the version too) makes the draft the learner's curriculum: the class room
 *   shows its chapters and public lessons in its order; a lesson kept keeps its key, so a
 *   learner's progress on it is kept; a private lesson is left out.
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf } from './adminKit';
import { enrolledAccountSchema, enrolledFilterSchema } from './adminAssignment';
import {
  CURRICULUM_DESCRIPTION_MAX,
  CURRICULUM_LESSONS_MAX,
  CURRICULUM_TITLE_MAX,
  masterNoticeMessages,
  NOTICE_TITLE_MAX,
  NOTICE_TITLE_MIN,
  PREVIEW_SECONDS_MAX,
  QUIZ_QUESTIONS_MAX,
} from './adminMasterLimits';
import { countSchema as count, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { boundedText } from '@app/shared/lib/validation/text';
import { longTextProblem } from './adminBoardRules';

const inventoryBase = '/rest/inventory/admin/master';
const documentBase = '/rest/document/admin/master';
const hubBase = '/rest/hub/admin/master';
const access = { side: 'master' } as const;

const key = z.string().check(z.minLength(1), z.maxLength(80));
const trimmed = z.overwrite((value: string) => value.trim().replace(/\s+/g, ' '));
const title = z.string().check(trimmed, z.minLength(1), z.maxLength(CURRICULUM_TITLE_MAX));

export const masterKlassStatusSchema = z.enum(['OPEN', 'PREPARING', 'CLOSED']);
export type MasterKlassStatus = z.infer<typeof masterKlassStatusSchema>;

/** One of the master's classes with its learners' progress and completion, from the enrolled tickets. */
export const masterKlassSchema = z.object({
  klassId: z.string(),
  title: z.string(),
  status: masterKlassStatusSchema,
  chapterCount: count,
  lessonCount: count,
  learnerCount: count,
  /** The learners' mean progress rate, 0 when there are none. */
  averageProgressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
  completedCount: count,
});
export type MasterKlass = z.infer<typeof masterKlassSchema>;

/** Sorts the list offers: the progress is worked out only for the page answered, so it is not one. */
export const masterKlassSorts = ['title', 'learnerCount'] as const;
export const MASTER_KLASS_PAGE_SIZE = 20;

// ---- the curriculum draft ---------------------------------------------------------------------

/** Lesson kinds as the learner's lesson types say them (learner.md §3 Lesson: type, lowercased). */
export const lessonKindSchema = z.enum(['video', 'text', 'pdf', 'quiz', 'live']);
export type LessonKind = z.infer<typeof lessonKindSchema>;

/** PUBLIC lessons are published to the class room; PRIVATE ones stay in the draft. */
export const lessonStatusSchema = z.enum(['PUBLIC', 'PRIVATE']);
export type LessonStatus = z.infer<typeof lessonStatusSchema>;

export const quizFormSchema = z.object({
  questionCount: z.number().check(z.int(), z.gte(1), z.lte(QUIZ_QUESTIONS_MAX)),
  /** The score out of 100 that passes. */
  passScore: z.number().check(z.int(), z.gte(0), z.lte(100)),
});
export type QuizForm = z.infer<typeof quizFormSchema>;

/** What the lesson form edits (§3 lessons: status, title, description, preview duration, quiz form and score). */
export const lessonFieldsSchema = z.object({
  title,
  description: z.string().check(z.maxLength(CURRICULUM_DESCRIPTION_MAX)),
  status: lessonStatusSchema,
  /** Seconds of the lesson a visitor may watch before buying; 0 for none. */
  previewSeconds: z.number().check(z.int(), z.gte(0), z.lte(PREVIEW_SECONDS_MAX)),
  /** The quiz form of a quiz lesson; null for the other kinds. */
  quiz: z.nullable(quizFormSchema),
});
export type LessonFields = z.infer<typeof lessonFieldsSchema>;

export const draftLessonSchema = z.extend(lessonFieldsSchema, { key, kind: lessonKindSchema });
export type DraftLesson = z.infer<typeof draftLessonSchema>;

export const draftChapterSchema = z.object({
  key,
  title,
  lessons: z.array(draftLessonSchema).check(z.maxLength(CURRICULUM_LESSONS_MAX)),
});
export type DraftChapter = z.infer<typeof draftChapterSchema>;

export const curriculumDraftSchema = z.object({
  klassId: z.string(),
  klassTitle: z.string(),
  currentVersion: z.number().check(z.int(), z.gte(1)),
  chapters: z.array(draftChapterSchema),
  /** The draft version the class room shows; null before the first publish from the editor. */
  publishedVersion: z.nullable(z.number().check(z.int(), z.gte(1))),
  publishedAt: z.nullable(isoDateTime),
});
export type CurriculumDraft = z.infer<typeof curriculumDraftSchema>;

export const curriculumCommandSchema = z.discriminatedUnion('type', [
  /** Also the undo of a chapter's delete: the chapter comes back with its lessons. */
  z.object({ type: z.literal('ADD_CHAPTER'), at: count, chapter: draftChapterSchema }),
  z.object({ type: z.literal('RENAME_CHAPTER'), chapterKey: key, title }),
  z.object({ type: z.literal('DELETE_CHAPTER'), chapterKey: key }),
  z.object({ type: z.literal('MOVE_CHAPTER'), chapterKey: key, to: count }),
  /** Also the undo of a lesson's delete. */
  z.object({ type: z.literal('ADD_LESSON'), chapterKey: key, at: count, lesson: draftLessonSchema }),
  z.object({ type: z.literal('EDIT_LESSON'), lessonKey: key, fields: lessonFieldsSchema }),
  z.object({ type: z.literal('DELETE_LESSON'), lessonKey: key }),
  z.object({ type: z.literal('MOVE_LESSON'), lessonKey: key, chapterKey: key, to: count }),
]);
export type CurriculumCommand = z.infer<typeof curriculumCommandSchema>;

const version = z.number().check(z.int(), z.gte(1));

export const curriculumCommandBodySchema = z.object({ currentVersion: version, command: curriculumCommandSchema });
export type CurriculumCommandBody = z.infer<typeof curriculumCommandBodySchema>;

const klassParams = z.object({ klassId: key });

// ---- calls ------------------------------------------------------------------------------------

export const masterKlasses = defineEndpoint({
  id: 'adminMaster.masterKlasses',
  method: 'GET',
  path: `${inventoryBase}/klasses`,
  auth: 'required',
  access,
  query: z.object({ q: z.optional(z.string().check(z.maxLength(100))), ...adminListQuery([...masterKlassSorts], MASTER_KLASS_PAGE_SIZE) }),
  response: adminPageOf(masterKlassSchema),
  summary: "The signed-in master's own classes with their learners' progress and completion, filtered by title and paged.",
});

export const masterKlass = defineEndpoint({
  id: 'adminMaster.masterKlass',
  method: 'GET',
  path: `${inventoryBase}/klasses/{klassId}`,
  auth: 'required',
  access,
  params: klassParams,
  response: masterKlassSchema,
  summary: "One of the master's classes; 404 request.not_found for another master's class or none.",
});

export const masterKlassLearners = defineEndpoint({
  id: 'adminMaster.masterKlassLearners',
  method: 'GET',
  path: `${inventoryBase}/klasses/{klassId}/learners`,
  auth: 'required',
  access,
  params: klassParams,
  query: z.extend(enrolledFilterSchema, adminListQuery(['firstUseAt', 'progressRate', 'displayName'], MASTER_KLASS_PAGE_SIZE)),
  response: adminPageOf(enrolledAccountSchema),
  summary: "The learners of one of the master's classes (§3 enrolled account row), filtered and paged; 404 for another master's class.",
});

export const curriculumDraft = defineEndpoint({
  id: 'adminMaster.curriculumDraft',
  method: 'GET',
  path: `${hubBase}/klasses/{klassId}/curriculum/draft`,
  auth: 'required',
  access,
  params: klassParams,
  response: curriculumDraftSchema,
  summary: "The class's curriculum draft with its currentVersion (made from the published curriculum the first time); 404 for another master's class.",
});

export const curriculumCommand = defineEndpoint({
  id: 'adminMaster.curriculumCommand',
  method: 'POST',
  path: `${hubBase}/klasses/{klassId}/curriculum/draft/commands`,
  auth: 'required',
  access,
  params: klassParams,
  body: curriculumCommandBodySchema,
  response: curriculumDraftSchema,
  summary: 'Apply one command to the draft from currentVersion; 409 curriculum.draft.stale, 404 curriculum.target.missing, 400 curriculum.command.refused.',
});

export const publishCurriculum = defineEndpoint({
  id: 'adminMaster.publishCurriculum',
  method: 'POST',
  path: `${hubBase}/klasses/{klassId}/curriculum/publish`,
  auth: 'required',
  access,
  params: klassParams,
  body: z.object({ currentVersion: version }),
  response: curriculumDraftSchema,
  summary: "Make the draft the learner's curriculum (public lessons, in order; kept lessons keep their progress); 409 curriculum.draft.stale.",
});

// ---- class notices ----------------------------------------------------------------------------

/** A class notice as the master's list shows it (the learner's class room reads the same record). */
export const masterNoticeSchema = z.object({
  noticeId: z.string(),
  klassId: z.string(),
  klassTitle: z.string(),
  title: z.string(),
  contentText: z.string(),
  pinned: z.boolean(),
  created: isoDateTime,
});
export type MasterNotice = z.infer<typeof masterNoticeSchema>;

/** §5 "Notice title 3-30. Long text max 10,000", written as plain text. */
export const masterNoticeBodySchema = z.object({
  klassId: key,
  title: boundedText({ min: NOTICE_TITLE_MIN, max: NOTICE_TITLE_MAX }),
  contentText: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = longTextProblem(value, masterNoticeMessages.bodyEmpty);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  pinned: z.boolean(),
});
export type MasterNoticeBody = z.infer<typeof masterNoticeBodySchema>;

export const MASTER_NOTICE_PAGE_SIZE = 20;
const noticeParams = z.object({ noticeId: key });

export const masterNotices = defineEndpoint({
  id: 'adminMaster.masterNotices',
  method: 'GET',
  path: `${documentBase}/notices`,
  auth: 'required',
  access,
  query: z.object({ q: z.optional(z.string().check(z.maxLength(100))), ...adminListQuery(['created'], MASTER_NOTICE_PAGE_SIZE) }),
  response: adminPageOf(masterNoticeSchema),
  summary: "The notices of the master's own classes, pinned first then newest, filtered by title and paged.",
});

export const masterNotice = defineEndpoint({
  id: 'adminMaster.masterNotice',
  method: 'GET',
  path: `${documentBase}/notices/{noticeId}`,
  auth: 'required',
  access,
  params: noticeParams,
  response: masterNoticeSchema,
  summary: "One notice of the master's classes; 404 request.not_found for another master's notice or none.",
});

export const createMasterNotice = defineEndpoint({
  id: 'adminMaster.createMasterNotice',
  method: 'POST',
  path: `${documentBase}/notices`,
  auth: 'required',
  access,
  body: masterNoticeBodySchema,
  response: masterNoticeSchema,
  summary: "A notice in one of the master's classes (the class room lists it); 400 request.invalid for a title outside 3–30 or a body over 10,000; 404 for another master's class.",
});

export const updateMasterNotice = defineEndpoint({
  id: 'adminMaster.updateMasterNotice',
  method: 'PUT',
  path: `${documentBase}/notices/{noticeId}`,
  auth: 'required',
  access,
  params: noticeParams,
  body: masterNoticeBodySchema,
  response: masterNoticeSchema,
  summary: 'A notice rewritten (it may move to another of the master’s classes); 404 for another master’s notice.',
});

export const deleteMasterNotice = defineEndpoint({
  id: 'adminMaster.deleteMasterNotice',
  method: 'DELETE',
  path: `${documentBase}/notices/{noticeId}`,
  auth: 'required',
  access,
  params: noticeParams,
  response: z.object({ noticeId: z.string() }),
  summary: 'A notice taken down for good (the class room no longer lists it); 404 for another master’s notice.',
});

export const adminMasterEndpoints = {
  masterNotices,
  masterNotice,
  createMasterNotice,
  updateMasterNotice,
  deleteMasterNotice,
  masterKlasses,
  masterKlass,
  masterKlassLearners,
  curriculumDraft,
  curriculumCommand,
  publishCurriculum,
};
