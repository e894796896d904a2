/**
 * Inventory-area collections: classes and their lessons, tickets (class, package purchase,
 * course), the learner's progress, announcements, attachments and
 * class-room tokens. Records keep what a back-office changes (statuses, periods, list status,
 * curricula), so an operator action shows on the learner side; answers are derived per request.
 * Instants are ISO strings, except token expiries kept in milliseconds for cheap comparison.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import {
  announcementSchema,
  attachmentSchema,
  liveContentSchema,
  listStatusSchema,
  pdfContentSchema,
  playTrackSchema,
  quizContentSchema,
  textContentSchema,
  ticketStatusSchema,
  videoContentSchema,
  hubVideoContentSchema,
} from '@app/shared/api/contract/inventory';
import { catalogueSaleSchema } from '@app/shared/api/contract/adminCatalogue';

const iso = z.string();
const openStatus = z.enum(['OPEN', 'PREPARING', 'CLOSED']);

export const klassRecordSchema = z.object({
  klassId: z.string(),
  title: z.string(),
  coverImageUrl: z.string(),
  masterName: z.string(),
  /**
   * The master whose class it is, by key: the id of the master authority (the teacher's channel)
   * whose sessions may read its learners and edit its curriculum (issue 44). `masterName` is only
   * the name the learner sees; null for a class no master of this tenant holds.
   */
  masterId: z.nullable(z.string()),
  masterProfileImageUrl: z.nullable(z.string()),
  status: openStatus,
  onlyLive: z.boolean(),
  /** Length of the learning period a ticket gets when it starts. */
  periodDays: z.number().check(z.int(), z.gte(1)),
  usePlaybackRates: z.boolean(),
  hasCompletionCriteria: z.boolean(),
  /** PROGRESS_RATE: complete at `requiredProgressRate`%. LEGACY: an old rule the server no longer knows. */
  completionRule: z.enum(['PROGRESS_RATE', 'LEGACY']),
  requiredProgressRate: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  /** Chapters in order, each listing its lessons in order. */
  chapters: z.array(
    z.object({ key: z.string(), title: z.string(), lessonKeys: z.array(z.string()) }),
  ),
  /** Its sales info in the one catalogue (issue 28): a hidden class is left out of the learner's lists. */
  catalogue: catalogueSaleSchema,
});
export type KlassRecord = z.infer<typeof klassRecordSchema>;

/**
 * The class collection checks that a record is an object only, as the back-office's bulk
 * collections do: the catalogue puts 10,000 classes here (issue 28), and parsing each one with
 * `klassRecordSchema` at every process's first seed (and at every bulk display-state change) costs
 * seconds. The seeded classes are parsed with the schema in seed/catalogue.test.ts instead.
 */
const klassRecordCheck = z.custom<KlassRecord>((value) => typeof value === 'object' && value !== null && 'klassId' in value);

export const lessonSpecSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('video'), content: z.union([videoContentSchema, hubVideoContentSchema]) }),
  z.object({ type: z.literal('text'), content: textContentSchema }),
  z.object({ type: z.literal('pdf'), content: pdfContentSchema }),
  z.object({ type: z.literal('quiz'), content: quizContentSchema }),
  z.object({ type: z.literal('live'), content: liveContentSchema }),
]);
export type LessonSpec = z.infer<typeof lessonSpecSchema>;

export const lessonRecordSchema = z.object({
  lessonKey: z.string(),
  klassId: z.string(),
  chapterKey: z.string(),
  title: z.string(),
  order: z.number().check(z.int(), z.nonnegative()),
  spec: lessonSpecSchema,
});
export type LessonRecord = z.infer<typeof lessonRecordSchema>;

/** Period fields shared by class tickets and course tickets; the enter checks read them. */
const ticketPeriodShape = {
  accountKey: z.string(),
  status: ticketStatusSchema,
  /** First moment of use (SCHEDULED tickets open then). */
  availableAt: z.nullable(iso),
  /** End of the period; null until the ticket starts (and, for a broken record, after). */
  expiredAt: z.nullable(iso),
  periodDays: z.number().check(z.int(), z.gte(1)),
  /** When a STOPPED ticket was paused, and how many days a pause may last. */
  stoppedAt: z.nullable(iso),
  maxStopDays: z.number().check(z.int(), z.nonnegative()),
  createdAt: iso,
};

export const klassTicketRecordSchema = z.object({
  klassTicketKey: z.string(),
  klassId: z.string(),
  ...ticketPeriodShape,
  listStatus: listStatusSchema,
  source: z.enum(['SINGLE', 'PACKAGE', 'COURSE']),
  packageId: z.nullable(z.string()),
  transactionKey: z.nullable(z.string()),
  courseTicketId: z.nullable(z.string()),
  courseItemId: z.nullable(z.string()),
  lastAccessedAt: z.nullable(iso),
  recentChapterKey: z.nullable(z.string()),
  recentLessonKey: z.nullable(z.string()),
  /**
   * The completion an assignment set for this ticket (backoffice.md §3 completionTargetValue, issue
   * 29): its progress rate over the class's own, and whether every quiz must be solved besides.
   * Absent: the class's own rule.
   */
  completionTarget: z.optional(z.object({ progressRate: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(100))), quizRequired: z.boolean() })),
});
export type KlassTicketRecord = z.infer<typeof klassTicketRecordSchema>;
export type TicketPeriod = Pick<
  KlassTicketRecord,
  'status' | 'availableAt' | 'expiredAt' | 'stoppedAt' | 'maxStopDays' | 'periodDays'
>;

export const packageRecordSchema = z.object({
  packageId: z.string(),
  title: z.string(),
  coverImageUrl: z.string(),
  klassIds: z.array(z.string()),
  catalogue: catalogueSaleSchema,
});
export type PackageRecord = z.infer<typeof packageRecordSchema>;

/** One purchase of a package; its class tickets carry the same transaction key. */
export const packageOrderRecordSchema = z.object({
  packageId: z.string(),
  transactionKey: z.string(),
  accountKey: z.string(),
  purchasedAt: iso,
});
export type PackageOrderRecord = z.infer<typeof packageOrderRecordSchema>;

export const courseRecordSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  description: z.string(),
  coverImageUrl: z.string(),
  status: openStatus,
  items: z.array(
    z.object({
      itemId: z.string(),
      klassId: z.string(),
      liveStartAt: z.nullable(iso),
      liveEndAt: z.nullable(iso),
      liveUrl: z.nullable(z.string()),
    }),
  ),
  catalogue: catalogueSaleSchema,
});
export type CourseRecord = z.infer<typeof courseRecordSchema>;

export const courseTicketRecordSchema = z.object({
  courseTicketId: z.string(),
  courseTicketKey: z.string(),
  courseId: z.string(),
  ...ticketPeriodShape,
});
export type CourseTicketRecord = z.infer<typeof courseTicketRecordSchema>;

/** A learner's progress in one lesson; tracks are kept as reported (unmerged). */
export const lessonProgressRecordSchema = z.object({
  accountKey: z.string(),
  klassId: z.string(),
  lessonKey: z.string(),
  lastPosition: z.number().check(z.nonnegative()),
  tracks: z.array(playTrackSchema),
  /** A non-video lesson was opened (videos complete by watched coverage). */
  opened: z.boolean(),
  updatedAt: iso,
});
export type LessonProgressRecord = z.infer<typeof lessonProgressRecordSchema>;

export const announcementRecordSchema = z.extend(announcementSchema, {
  klassId: z.string(),
  /** When an operator last saved it (the board area's class notices; issue 42): its version, `created` until then. */
  updated: z.optional(iso),
});
export type AnnouncementRecord = z.infer<typeof announcementRecordSchema>;

export const attachmentRecordSchema = z.extend(attachmentSchema, { klassId: z.string() });
export type AttachmentRecord = z.infer<typeof attachmentRecordSchema>;

/**
 * A class-room entry. ACTIVE: usable. ROTATED: replaced by a refresh on the same device.
 * REVOKED: a later entry into the same class (another device) took over.
 */
export const klassRoomTokenRecordSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  accountKey: z.string(),
  klassId: z.string(),
  klassTicketKey: z.string(),
  state: z.enum(['ACTIVE', 'ROTATED', 'REVOKED']),
  refreshUsed: z.boolean(),
  expiresAt: z.number(),
  refreshExpiresAt: z.number(),
});
export type KlassRoomTokenRecord = z.infer<typeof klassRoomTokenRecordSchema>;

export const inventoryCollections = {
  klasses: new Collection({ schema: klassRecordCheck }),
  lessons: new Collection({ schema: lessonRecordSchema }),
  klassTickets: new Collection({ schema: klassTicketRecordSchema }),
  packages: new Collection({ schema: packageRecordSchema }),
  packageOrders: new Collection({ schema: packageOrderRecordSchema }),
  courses: new Collection({ schema: courseRecordSchema }),
  courseTickets: new Collection({ schema: courseTicketRecordSchema }),
  lessonProgress: new Collection({ schema: lessonProgressRecordSchema }),
  announcements: new Collection({ schema: announcementRecordSchema }),
  attachments: new Collection({ schema: attachmentRecordSchema }),
  klassRoomTokens: new Collection({ schema: klassRoomTokenRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof inventoryCollections> {}
}
