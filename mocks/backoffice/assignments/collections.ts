/**
 * The assignment area's collection (issue 29): what each TICKET_ASSIGNMENT job gives and to whom.
 * The job itself (status, counts, queue, item errors) lives in the job centre's collections; the
 * tickets it gives live in the inventory's (`klassTickets`, `courseTickets`, owned by that area),
 * under keys this area makes (`tickets.ts`), so each item's state is read from those three places
 * and never kept twice. The account keys are one array per job, not a record per item: a job of
 * 10,000 people is one record.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { assignmentTargetTypeSchema } from '@app/shared/api/contract/adminAssignment';

export const assignmentRecordSchema = z.object({
  jobId: z.string(),
  targetType: assignmentTargetTypeSchema,
  targetId: z.string(),
  targetTitle: z.string(),
  periodDays: z.number(),
  /** The Seoul day the tickets open; null: at once. */
  startDay: z.nullable(z.string()),
  completionTargetValue: z.string(),
  /** The job's items, in order. */
  accountKeys: z.array(z.string()),
  /** Accounts that held a ticket of the target when the job started: skipped, never given two. */
  alreadyHeld: z.array(z.string()),
});
export type AssignmentRecord = z.infer<typeof assignmentRecordSchema>;

export const assignmentCollections = {
  assignments: new Collection({ schema: assignmentRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof assignmentCollections> {}
}
