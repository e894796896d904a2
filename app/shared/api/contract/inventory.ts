/**
 * Inventory area (`/rest/inventory`, spec learner.md §3, §4 and §7 Inventory): the learner's class
 * tickets, packages and course tickets, the class room (enter, class-room tokens, curriculum,
 * lessons, play tracks, completion, attachments, announcements), progress reports (consume) and
 * certificates.
 *
 * Decisions the spec leaves open (recorded here, the one place that says them):
 * - Every path is under `/rest/inventory`, the `/v2/public/...` ones included.
 * - `remainingTime` is a Korean label computed by the server at answer time ("23일 남음",
 *   "5시간 남음", for SCHEDULED "3일 후 시작"; null when no period runs); the exact instants come
 *   as ISO 8601 strings (`availableAt`, `expiredAt`).
 * - Durations are whole seconds (`durationTime`, `content.duration`); a chapter's `duration` is
 *   the same total as a display label ("mm:ss" or "h:mm:ss").
 * - The class-room token travels in the body of the consume calls (`klassRoomToken`): the http
 *   client sends only the session's Authorization header (the one custom header CORS allows is
 *   the hub's resource access token's, hubPlaybackRules.ts).
 * - Lists are pages `{items, page, size, totalCount, totalPages}` with `page` starting at 1.
 * - `GET /my-klass/single` is one descriptor for the two calls of §7 (listStatus SHOW, or HIDE and
 *   SHOW): `listStatus` takes one value or a list.
 */
import { z } from 'zod/mini';
import { isoDateTime, pageNumberQuery, pageSizeQuery, queryBoolean, queryListOf } from './common';
import { defineEndpoint } from './endpoint';

const seconds = z.number().check(z.nonnegative());
/** Media and images are URLs; the mock serves root-relative paths (`/mock-media/...`). */
const mediaUrl = z.string().check(z.minLength(1));

function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.gte(1)),
    size: z.number().check(z.int(), z.gte(1)),
    totalCount: z.number().check(z.int(), z.nonnegative()),
    totalPages: z.number().check(z.int(), z.nonnegative()),
  });
}

const pageQuery = z.object({ page: pageNumberQuery, size: pageSizeQuery(20) });

// ---------------------------------------------------------------------------------------------
// Tickets

export const ticketStatusSchema = z.enum([
  'AVAILABLE',
  'SCHEDULED',
  'ACTIVE',
  'STOPPED',
  'REFUND',
  'END_OF_TERM',
]);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const listStatusSchema = z.enum(['SHOW', 'HIDE']);
export type ListStatus = z.infer<typeof listStatusSchema>;

/** One value or a repeated query key (`?listStatus=HIDE&listStatus=SHOW`), always a list after parsing. */
const listStatusQuery = queryListOf(listStatusSchema);

/** The period fields shared by class-ticket and course-ticket items (spec §3). */
const ticketPeriodShape = {
  status: ticketStatusSchema,
  /** Korean label of the status ("수강 중", "일시 정지", …). */
  statusLabel: z.string(),
  remainingTime: z.nullable(z.string()),
  /** When the ticket can first be used; set for SCHEDULED, and the start for the others. */
  availableAt: z.nullable(isoDateTime),
  /** End of the learning period; null before the period starts. */
  expiredAt: z.nullable(isoDateTime),
  /** The class is taught only live (no recorded lessons). */
  onlyLive: z.boolean(),
};

export const packageRefSchema = z.object({ packageId: z.string(), title: z.string() });

export const myKlassItemSchema = z.object({
  klassTicketKey: z.string(),
  klassId: z.string(),
  klassTitle: z.string(),
  klassCoverImageUrl: mediaUrl,
  masterName: z.string(),
  ...ticketPeriodShape,
  listStatus: listStatusSchema,
  /** The package the ticket came with, or null for a single class. */
  package: z.nullable(packageRefSchema),
  /** The purchase that created the ticket (a package is opened per transaction). */
  transactionKey: z.nullable(z.string()),
  /** Watched share of the class, 0–100. */
  progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** Last entry into the class room; the home's "continue learning" picks the newest. */
  lastAccessedAt: z.nullable(isoDateTime),
  /**
   * Whether the learner completed the class: the completion the operator sees as 수료 (the
   * ticket's own completion target from an assignment, else the class's completion criteria, as
   * the curriculum's `isCompleted`). The certificate is offered only then (addition of this contract).
   */
  isCompleted: z.boolean(),
});
export type MyKlassItem = z.infer<typeof myKlassItemSchema>;

export const myKlassListSchema = z.object({ items: z.array(myKlassItemSchema) });

export const myPackageSchema = z.object({
  packageId: z.string(),
  title: z.string(),
  coverImageUrl: mediaUrl,
  transactionKey: z.string(),
  purchasedAt: isoDateTime,
  klassCount: z.number().check(z.int(), z.nonnegative()),
  listStatus: listStatusSchema,
});
export type MyPackage = z.infer<typeof myPackageSchema>;

export const myPackageDetailSchema = z.extend(myPackageSchema, {
  items: z.array(myKlassItemSchema),
});

export const courseTicketItemSchema = z.object({
  courseTicketId: z.string(),
  /** Opaque key sent back when issuing a class ticket from an item. */
  courseTicketKey: z.string(),
  courseId: z.string(),
  title: z.string(),
  coverImageUrl: mediaUrl,
  ...ticketPeriodShape,
  itemCount: z.number().check(z.int(), z.nonnegative()),
  issuedItemCount: z.number().check(z.int(), z.nonnegative()),
  /**
   * Whether the learner completed the course: a course has no completion criteria of its own, so
   * it is complete when every class of it is, each by its class's own rule (as my-class items'
   * `isCompleted`). The certificate is offered only then (addition of this contract).
   */
  isCompleted: z.boolean(),
});
export type CourseTicketItem = z.infer<typeof courseTicketItemSchema>;

/** One class inside a course ticket; `klassTicketKey` is set once the item was issued. */
export const courseTicketEntrySchema = z.object({
  itemId: z.string(),
  klassId: z.string(),
  title: z.string(),
  coverImageUrl: mediaUrl,
  onlyLive: z.boolean(),
  /** Live session window for live-only items. */
  liveStartAt: z.nullable(isoDateTime),
  liveEndAt: z.nullable(isoDateTime),
  klassTicketKey: z.nullable(z.string()),
});
export type CourseTicketEntry = z.infer<typeof courseTicketEntrySchema>;

export const courseTicketDetailSchema = z.extend(courseTicketItemSchema, {
  description: z.string(),
  items: z.array(courseTicketEntrySchema),
});

// ---------------------------------------------------------------------------------------------
// Curriculum and lessons

export const chapterSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** Total running time in seconds. */
  durationTime: seconds,
  /** The same total as a label, "mm:ss" or "h:mm:ss". */
  duration: z.string(),
  /** Number of lessons. */
  count: z.number().check(z.int(), z.nonnegative()),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const recentDataSchema = z.object({ chapterKey: z.string(), lessonKey: z.string() });

/** The answer of entering a class room: a short-lived class-room token and its refresh token. */
export const klassRoomTokenSchema = z.object({
  klassRoomToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiredAt: isoDateTime,
});
export type KlassRoomToken = z.infer<typeof klassRoomTokenSchema>;

export const curriculumSchema = z.object({
  klassId: z.string(),
  klassTitle: z.string(),
  klassCoverImageUrl: mediaUrl,
  durationTime: seconds,
  chapters: z.array(chapterSchema),
  /** The last-played lesson, null before the first play. */
  recentData: z.nullable(recentDataSchema),
  hasCompletionCriteria: z.boolean(),
  configuration: z.object({ usePlaybackRates: z._default(z.boolean(), true) }),
  /** Set only when asked with `requireToken=true`: entering and reading the curriculum at once. */
  klassRoomToken: z.nullable(klassRoomTokenSchema),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

export const lessonTypes = ['video', 'text', 'pdf', 'quiz', 'live'] as const;
export const lessonTypeSchema = z.enum(lessonTypes);
export type LessonType = z.infer<typeof lessonTypeSchema>;

export const playerTypeSchema = z.enum(['HTML5', 'HLS']);
export type PlayerType = z.infer<typeof playerTypeSchema>;

export const captionSchema = z.object({ lang: z.string(), label: z.string(), url: mediaUrl });

const lessonProgressShape = {
  key: z.string(),
  chapterKey: z.string(),
  title: z.string(),
  order: z.number().check(z.int(), z.nonnegative()),
  /** The learner finished the lesson (video: 90% watched; others: opened). */
  completed: z.boolean(),
};

/** Lesson content per type, as the class defines it (the learner's progress is added below). */
export const videoContentSchema = z.object({
  playerType: playerTypeSchema,
  /** Seconds. */
  duration: seconds,
  url: mediaUrl,
  posterUrl: z.nullable(mediaUrl),
  captions: z.array(captionSchema),
});
/**
 * A video uploaded to the hub (issue 44): its media, poster and captions are not in the lesson but
 * asked through its play info and signed URL (hubPlayback.ts) with the resource access token.
 */
export const hubVideoContentSchema = z.object({
  playerType: playerTypeSchema,
  /** Seconds. */
  duration: seconds,
  videoId: z.string().check(z.minLength(1)),
});
export const textContentSchema = z.object({ html: z.string() });
export const pdfContentSchema = z.object({
  url: mediaUrl,
  pageCount: z.number().check(z.int(), z.gte(1)),
});
export const quizContentSchema = z.object({
  questionCount: z.number().check(z.int(), z.gte(1)),
  passScore: z.number().check(z.int(), z.gte(0), z.lte(100)),
});
export const liveContentSchema = z.object({ startAt: isoDateTime, endAt: isoDateTime });

const lessonVariants = z.discriminatedUnion('type', [
  z.object({
    ...lessonProgressShape,
    type: z.literal('video'),
    /** `lastPosition`: where playback resumes, in seconds. */
    content: z.union([z.extend(videoContentSchema, { lastPosition: seconds }), z.extend(hubVideoContentSchema, { lastPosition: seconds })]),
  }),
  z.object({ ...lessonProgressShape, type: z.literal('text'), content: textContentSchema }),
  z.object({ ...lessonProgressShape, type: z.literal('pdf'), content: pdfContentSchema }),
  z.object({ ...lessonProgressShape, type: z.literal('quiz'), content: quizContentSchema }),
  z.object({ ...lessonProgressShape, type: z.literal('live'), content: liveContentSchema }),
]);

/** A backend may send the type in capitals; the contract lowercases it (spec §3 "type (lowercased)"). */
export const lessonSchema = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
      ? { ...value, type: value.type.toLowerCase() }
      : value,
  ),
  lessonVariants,
);
export type Lesson = z.infer<typeof lessonVariants>;
export type VideoLesson = Extract<Lesson, { type: 'video' }>;

export const lessonListSchema = z.object({ chapterKey: z.string(), items: z.array(lessonSchema) });

export const playTrackSchema = z.object({ start: seconds, end: seconds });
export type PlayTrack = z.infer<typeof playTrackSchema>;

/** Tracks as recorded, unmerged and unsorted: merging is the client's rule (spec §4). */
export const playTrackListSchema = z.object({
  lessonKey: z.string(),
  duration: seconds,
  lastPosition: seconds,
  tracks: z.array(playTrackSchema),
});

export const completionSchema = z.object({
  klassId: z.string(),
  klassTicketKey: z.string(),
  hasCompletionCriteria: z.boolean(),
  /** Share of watched content needed to complete, or null without criteria. */
  requiredProgressRate: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
  completedLessonCount: z.number().check(z.int(), z.nonnegative()),
  totalLessonCount: z.number().check(z.int(), z.nonnegative()),
  isCompleted: z.boolean(),
  lessons: z.array(
    z.object({
      lessonKey: z.string(),
      completed: z.boolean(),
      progressRate: z.number().check(z.int(), z.gte(0), z.lte(100)),
    }),
  ),
});
export type Completion = z.infer<typeof completionSchema>;

export const attachmentSchema = z.object({
  attachmentId: z.string(),
  name: z.string(),
  url: mediaUrl,
  /** Bytes. */
  size: z.number().check(z.int(), z.nonnegative()),
  mimeType: z.string(),
  lessonKey: z.nullable(z.string()),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const visibilitySchema = z.enum(['PUBLIC', 'PRIVATE']);

export const announcementSchema = z.object({
  announcementId: z.string(),
  masterName: z.string(),
  masterProfileImageUrl: z.nullable(mediaUrl),
  contentText: z.string(),
  /** Raw HTML from the master's editor; it may be unsafe and must be sanitised before display. */
  contentHtml: z.string(),
  created: isoDateTime,
  visibility: z._default(visibilitySchema, 'PUBLIC'),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementSliceSchema = z.object({
  items: z.array(announcementSchema),
  /** Cursor of the next slice, null on the last one. */
  nextCursor: z.nullable(z.string()),
});

// ---------------------------------------------------------------------------------------------
// Progress reports (consume)

export const consumeEventTypeSchema = z.enum(['PLAY']);

export const consumeRequestSchema = z.object({
  klassRoomToken: z.string().check(z.minLength(1)),
  lessonKey: z.string().check(z.minLength(1)),
  lessonType: lessonTypeSchema,
  eventType: consumeEventTypeSchema,
  createdAt: isoDateTime,
  payload: z.object({
    /** The range played since the previous report, in seconds. */
    start: seconds,
    end: seconds,
    /** Where the player is now. */
    position: seconds,
    /** True for the end of the lesson (spec §4). */
    isLast: z.boolean(),
  }),
});
export type ConsumeRequest = z.infer<typeof consumeRequestSchema>;

export const consumeAnswerSchema = z.object({
  lessonKey: z.string(),
  lastPosition: seconds,
  completed: z.boolean(),
});

export const klassConsumeRequestSchema = z.object({
  klassRoomToken: z.string().check(z.minLength(1)),
  eventType: consumeEventTypeSchema,
  createdAt: isoDateTime,
  payload: z.object({
    platformType: z.literal('WEB'),
    isOffline: z.literal(false),
    lessonKey: z.string().check(z.minLength(1)),
    position: seconds,
    isLast: z.boolean(),
  }),
});
export type KlassConsumeRequest = z.infer<typeof klassConsumeRequestSchema>;

export const klassConsumeAnswerSchema = z.object({ recentData: recentDataSchema });

// ---------------------------------------------------------------------------------------------
// Status, tokens and certificates

export const klassStatusSchema = z.object({
  klassId: z.string(),
  title: z.string(),
  /** Whether the class is open to learners. */
  status: z.enum(['OPEN', 'PREPARING', 'CLOSED']),
  /** The caller's newest ticket for the class; null for visitors and non-owners. */
  myTicket: z.nullable(z.object({ klassTicketKey: z.string(), status: ticketStatusSchema })),
});

export const courseStatusSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  status: z.enum(['OPEN', 'PREPARING', 'CLOSED']),
  myTicket: z.nullable(z.object({ courseTicketId: z.string(), status: ticketStatusSchema })),
});

export const ticketTypeSchema = z.enum(['KLASS', 'COURSE']);
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const resourceAccessTokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  tokenType: ticketTypeSchema,
  expiredAt: isoDateTime,
});

/**
 * Certificate layout item keys: the five of the spec plus what a certificate cannot do without —
 * the learner's name, the day they completed (`completedAt`, yyyy.MM.dd in Seoul, §9) and what
 * they completed (`klassTitle`: the class's title, or the course's on a course ticket's
 * certificate) — and `freeText`, an operator's own words placed in the back-office layout editor
 * (issue 32), whose value is the item's `text` (additions of this contract).
 */
export const certificateKeySchema = z.enum([
  'certificateCode',
  'logo',
  'officialSeal',
  'serviceName',
  'title',
  'klassTitle',
  'displayName',
  'completedAt',
  'freeText',
]);
export type CertificateKey = z.infer<typeof certificateKeySchema>;

export const certificateLayoutItemSchema = z.object({
  id: z.string(),
  type: z.enum(['TEXT', 'IMAGE']),
  key: certificateKeySchema,
  position: z.object({ x: z.number(), y: z.number() }),
  size: z.object({ width: z.number().check(z.positive()) }),
  fontFamily: z.nullable(z.string()),
  fontSize: z.nullable(z.number().check(z.positive())),
  /** A `freeText` item's words (no other key has any: their values come from `layoutItem`). */
  text: z.optional(z.string()),
});
export type CertificateLayoutItem = z.infer<typeof certificateLayoutItemSchema>;

/** The layout is a JSON list; a backend may send it as a JSON string, which is parsed here. */
const certificateLayoutSchema = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }),
  z.nullable(z.array(certificateLayoutItemSchema)),
);

export const certificateSchema = z.object({
  ticketKey: z.string(),
  type: ticketTypeSchema,
  templateImageUrl: mediaUrl,
  /** Null when no layout was designed: the print button is then disabled (spec §2). */
  layout: certificateLayoutSchema,
  /** Values per layout key; image keys (logo, officialSeal) hold URLs. */
  layoutItem: z.partialRecord(certificateKeySchema, z.string()),
});
export type Certificate = z.infer<typeof certificateSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

const klassParams = z.object({ id: z.string().check(z.minLength(1)) });
const ticketKeyQuery = z.object({ klassTicketKey: z.string().check(z.minLength(1)) });
const courseTicketParams = z.object({ id: z.string().check(z.minLength(1)) });
const courseItemParams = z.object({
  id: z.string().check(z.minLength(1)),
  itemId: z.string().check(z.minLength(1)),
});

/** Entering a course item's class answers the issued class ticket and its class-room token. */
const courseItemEnterSchema = z.object({
  klassId: z.string(),
  klassTicketKey: z.string(),
  token: klassRoomTokenSchema,
});

export const myKlass = defineEndpoint({
  id: 'inventory.myKlass',
  method: 'GET',
  path: '/rest/inventory/my-klass',
  auth: 'required',
  response: myKlassListSchema,
  summary: 'Every visible class ticket of the learner, most recently entered first.',
});

export const mySingleKlasses = defineEndpoint({
  id: 'inventory.mySingleKlasses',
  method: 'GET',
  path: '/rest/inventory/my-klass/single',
  auth: 'required',
  query: z.extend(pageQuery, { listStatus: z._default(listStatusQuery, ['SHOW']) }),
  response: pageOf(myKlassItemSchema),
  summary: 'Class tickets bought one by one, filtered by list status (SHOW, or HIDE and SHOW).',
});

export const myPackages = defineEndpoint({
  id: 'inventory.myPackages',
  method: 'GET',
  path: '/rest/inventory/my-klass/package',
  auth: 'required',
  query: z.object({ listStatus: z._default(listStatusQuery, ['SHOW']) }),
  response: z.object({ items: z.array(myPackageSchema) }),
  summary: 'Packages of the learner, one entry per purchase transaction.',
});

export const myPackage = defineEndpoint({
  id: 'inventory.myPackage',
  method: 'GET',
  path: '/rest/inventory/my-klass/package/{id}',
  auth: 'required',
  params: klassParams,
  query: z.object({ transactionKey: z.string().check(z.minLength(1)) }),
  response: myPackageDetailSchema,
  summary: 'One package as bought in one transaction, with its class tickets.',
});

export const klassTicket = defineEndpoint({
  id: 'inventory.klassTicket',
  method: 'GET',
  path: '/rest/inventory/klass-ticket/{key}',
  auth: 'required',
  params: z.object({ key: z.string().check(z.minLength(1)) }),
  response: myKlassItemSchema,
  summary: 'One class ticket of the learner.',
});

export const listStatus = defineEndpoint({
  id: 'inventory.listStatus',
  method: 'POST',
  path: '/rest/inventory/klass-ticket/list-status',
  auth: 'required',
  body: z.object({
    klassTicketKey: z.string().check(z.minLength(1)),
    listStatus: listStatusSchema,
  }),
  response: myKlassItemSchema,
  summary: 'Hide or show a class ticket in the list; answers the updated ticket.',
});

export const enterKlassRoom = defineEndpoint({
  id: 'inventory.enterKlassRoom',
  method: 'POST',
  path: '/rest/inventory/klass/{id}/klass-room/enter',
  auth: 'required',
  params: klassParams,
  body: ticketKeyQuery,
  response: klassRoomTokenSchema,
  summary:
    'Enter the class room with a ticket (the first entry starts an AVAILABLE ticket); older class-room tokens of the class stop working.',
});

export const refreshKlassRoomToken = defineEndpoint({
  id: 'inventory.refreshKlassRoomToken',
  method: 'POST',
  path: '/rest/inventory/klass-room/token/refresh',
  auth: 'none',
  body: z.object({ refreshToken: z.string().check(z.minLength(1)) }),
  response: klassRoomTokenSchema,
  summary:
    'Exchange a class-room refresh token for a new pair (refresh calls carry no authorization).',
});

export const curriculum = defineEndpoint({
  id: 'inventory.curriculum',
  method: 'GET',
  path: '/rest/inventory/klass/{id}/curriculum',
  auth: 'required',
  params: klassParams,
  query: z.extend(ticketKeyQuery, {
    requireToken: z._default(queryBoolean, false),
  }),
  response: curriculumSchema,
  summary: 'Chapters, durations, last-played lesson and configuration of a class.',
});

export const curriculumLessons = defineEndpoint({
  id: 'inventory.curriculumLessons',
  method: 'GET',
  path: '/rest/inventory/klass/{id}/curriculum/lessons',
  auth: 'required',
  params: klassParams,
  query: z.object({ chapterKey: z.string().check(z.minLength(1)) }),
  response: lessonListSchema,
  summary: 'Lessons of one chapter with the learner’s progress; an empty chapter is not prepared.',
});

export const completion = defineEndpoint({
  id: 'inventory.completion',
  method: 'GET',
  path: '/rest/inventory/klass/{id}/curriculum/completion',
  auth: 'required',
  params: klassParams,
  query: ticketKeyQuery,
  response: completionSchema,
  summary: 'Completion criteria and state, computed from the play tracks.',
});

export const playTrack = defineEndpoint({
  id: 'inventory.playTrack',
  method: 'GET',
  path: '/rest/inventory/klass/{id}/curriculum/lessons/{lessonKey}/play-track',
  auth: 'required',
  params: z.extend(klassParams, { lessonKey: z.string().check(z.minLength(1)) }),
  response: playTrackListSchema,
  summary: 'Ranges of a video lesson the learner has played.',
});

export const announcementSlice = defineEndpoint({
  id: 'inventory.announcementSlice',
  method: 'GET',
  path: '/rest/inventory/klass/{id}/announcement/slice',
  auth: 'optional',
  params: klassParams,
  query: z.object({
    size: pageSizeQuery(10, 50),
    nextCursor: z.optional(z.string().check(z.minLength(1))),
  }),
  response: announcementSliceSchema,
  summary: 'Announcements of a class, newest first, by cursor.',
});

export const attachments = defineEndpoint({
  id: 'inventory.attachments',
  method: 'GET',
  path: '/rest/inventory/v2/public/klass/{id}/klass-room/attachments',
  auth: 'required',
  params: klassParams,
  query: z.discriminatedUnion('target', [
    z.object({ target: z.literal('klass') }),
    z.object({ target: z.literal('lesson'), lessonKey: z.string().check(z.minLength(1)) }),
  ]),
  response: z.object({ items: z.array(attachmentSchema) }),
  summary: 'Files attached to the class or to one lesson.',
});

export const consumeKlass = defineEndpoint({
  id: 'inventory.consumeKlass',
  method: 'POST',
  path: '/rest/inventory/v2/public/consume/klass',
  auth: 'required',
  body: klassConsumeRequestSchema,
  response: klassConsumeAnswerSchema,
  summary: 'Class-level progress event (the last lesson played); answers the new recentData.',
});

export const consume = defineEndpoint({
  id: 'inventory.consume',
  method: 'POST',
  path: '/rest/inventory/consume',
  auth: 'required',
  body: consumeRequestSchema,
  response: consumeAnswerSchema,
  summary: 'Lesson progress event: records the played range and the resume position.',
});

export const klassStatus = defineEndpoint({
  id: 'inventory.klassStatus',
  method: 'GET',
  path: '/rest/inventory/klass/{id}/status',
  auth: 'optional',
  params: klassParams,
  response: klassStatusSchema,
  summary: 'Whether a class is open, and the caller’s ticket for it.',
});

export const courseStatus = defineEndpoint({
  id: 'inventory.courseStatus',
  method: 'GET',
  path: '/rest/inventory/v2/public/courses/{id}/status',
  auth: 'optional',
  params: klassParams,
  response: courseStatusSchema,
  summary: 'Whether a course is open, and the caller’s course ticket for it.',
});

export const certificate = defineEndpoint({
  id: 'inventory.certificate',
  method: 'GET',
  path: '/rest/inventory/ticket/{id}/certificate',
  auth: 'required',
  params: klassParams,
  query: z.object({ type: ticketTypeSchema }),
  response: certificateSchema,
  summary: 'Completion certificate of a class ticket or course ticket: template, layout, values.',
});

export const resourceAccessToken = defineEndpoint({
  id: 'inventory.resourceAccessToken',
  method: 'POST',
  path: '/rest/inventory/v2/public/resource-access-token',
  auth: 'required',
  body: z.object({ ticketKey: z.string().check(z.minLength(1)), tokenType: ticketTypeSchema }),
  response: resourceAccessTokenSchema,
  summary: 'A short-lived token granting access to the media of a ticket.',
});

export const courseTickets = defineEndpoint({
  id: 'inventory.courseTickets',
  method: 'GET',
  path: '/rest/inventory/v2/public/course-tickets',
  auth: 'required',
  query: pageQuery,
  response: pageOf(courseTicketItemSchema),
  summary: 'Course tickets of the learner.',
});

export const courseTicketDetail = defineEndpoint({
  id: 'inventory.courseTicketDetail',
  method: 'GET',
  path: '/rest/inventory/v2/public/course-tickets/{id}/detail',
  auth: 'required',
  params: courseTicketParams,
  response: courseTicketDetailSchema,
  summary: 'One course ticket with its items.',
});

export const courseTicketCurriculum = defineEndpoint({
  id: 'inventory.courseTicketCurriculum',
  method: 'GET',
  path: '/rest/inventory/v2/public/course-tickets/{id}/curriculum',
  auth: 'required',
  params: courseTicketParams,
  response: z.object({
    courseTicketId: z.string(),
    title: z.string(),
    items: z.array(
      z.extend(courseTicketEntrySchema, {
        durationTime: seconds,
        chapters: z.array(chapterSchema),
      }),
    ),
  }),
  summary: 'The chapters of every class of a course ticket.',
});

export const validateCourseItem = defineEndpoint({
  id: 'inventory.validateCourseItem',
  method: 'POST',
  path: '/rest/inventory/v2/public/course-tickets/{id}/items/{itemId}/validate',
  auth: 'required',
  params: courseItemParams,
  response: z.object({
    itemId: z.string(),
    /** True when a class ticket can be issued now; false when it already was. */
    issuable: z.boolean(),
    klassTicketKey: z.nullable(z.string()),
  }),
  summary: 'Check that an item of a usable course ticket can be issued or entered.',
});

export const issueCourseItem = defineEndpoint({
  id: 'inventory.issueCourseItem',
  method: 'POST',
  path: '/rest/inventory/v2/public/course-tickets/{id}/items/{itemId}/issue',
  auth: 'required',
  params: courseItemParams,
  body: z.object({ courseTicketKey: z.string().check(z.minLength(1)) }),
  response: z.object({ klassId: z.string(), klassTicketKey: z.string() }),
  summary: 'Issue the class ticket of a course item (once).',
});

export const enterCourseItem = defineEndpoint({
  id: 'inventory.enterCourseItem',
  method: 'POST',
  path: '/rest/inventory/v2/public/course-tickets/{id}/items/{itemId}/enter',
  auth: 'required',
  params: courseItemParams,
  response: courseItemEnterSchema,
  summary: 'Enter the class room of an issued course item.',
});

export const enterCourseItemLive = defineEndpoint({
  id: 'inventory.enterCourseItemLive',
  method: 'POST',
  path: '/rest/inventory/v2/public/course-tickets/{id}/items/{itemId}/live/enter',
  auth: 'required',
  params: courseItemParams,
  response: z.object({
    liveUrl: z.string().check(z.minLength(1)),
    startAt: isoDateTime,
    endAt: isoDateTime,
  }),
  summary: 'Join the live session of a live-only course item while it is on air.',
});

/** Every endpoint of the area, for the registry, the mock and the contract test. */
export const inventoryEndpoints = {
  myKlass,
  mySingleKlasses,
  myPackages,
  myPackage,
  klassTicket,
  listStatus,
  enterKlassRoom,
  refreshKlassRoomToken,
  curriculum,
  curriculumLessons,
  completion,
  playTrack,
  announcementSlice,
  attachments,
  consumeKlass,
  consume,
  klassStatus,
  courseStatus,
  certificate,
  resourceAccessToken,
  courseTickets,
  courseTicketDetail,
  courseTicketCurriculum,
  validateCourseItem,
  issueCourseItem,
  enterCourseItem,
  enterCourseItemLive,
};
