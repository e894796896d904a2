/**
 * The job centre's collections of the one mock database (backoffice.md §4): every server job of
 * every area, and the errors of its items. Kept in the database (not beside the engine) so jobs
 * survive a reload of the browser mock like every other record; times are epoch milliseconds of
 * the mock clock (`settings.now`), turned into ISO strings only in answers.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { actorSchema } from '@app/shared/api/contract/adminKit';
import { jobKindSchema, jobResultSchema, jobStatusSchema } from '@app/shared/api/contract/adminJob';
import { operatorPermissions } from '@app/shared/api/contract/permissions';

export const jobRecordSchema = z.object({
  jobId: z.string(),
  kind: jobKindSchema,
  title: z.string(),
  scope: z.string(),
  area: z.nullable(z.enum(operatorPermissions)),
  startedBy: actorSchema,
  status: jobStatusSchema,
  total: z.number(),
  /** Items processed so far (succeeded, failed or skipped). */
  done: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  skipped: z.number(),
  /** Item keys still to process, in order; a retry puts failed ones back. */
  queue: z.array(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
  finishedAt: z.nullable(z.number()),
  /** A QUEUED job starts running at this time. */
  queuedUntil: z.number(),
  /** Mock-clock time up to which a RUNNING job has been processed. */
  processedUntil: z.number(),
  /** The job's pace. */
  msPerItem: z.number(),
  failureMessage: z.nullable(z.string()),
  result: z.nullable(jobResultSchema),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;

export const jobItemErrorRecordSchema = z.object({
  jobId: z.string(),
  /** Order of occurrence within the job. */
  seq: z.number(),
  itemKey: z.string(),
  label: z.string(),
  message: z.string(),
  retryable: z.boolean(),
});
export type JobItemErrorRecord = z.infer<typeof jobItemErrorRecordSchema>;

export const jobCollections = {
  jobs: new Collection({ schema: jobRecordSchema }),
  jobItemErrors: new Collection({ schema: jobItemErrorRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof jobCollections> {}
}
