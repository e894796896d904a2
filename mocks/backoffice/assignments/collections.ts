/**
 * The assignment area's collections (issue 29): what each TICKET_ASSIGNMENT job gives and to whom,
 * and the pass tickets (§3 Pass ticket: start, expire) — the catalogue's passes are its products,
 * and no learner screen lists a pass ticket, so they are kept here. The job itself (status,
 * counts, queue, item errors) lives in the job centre's collections; class and course tickets live
 * in the inventory's (`klassTickets`, `courseTickets`, owned by that area); all of them under keys
 * this area makes (`tickets.ts`), so each item's state is read from those places and never kept twice. The account keys are one array per job, not a record per item: a job of
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

/** §3 Pass ticket: an account may use the pass from `start` until `expire` (instants, ISO). */
export const passTicketRecordSchema = z.object({
  passTicketKey: z.string(),
  /** The catalogue's pass (`db.catalogueProducts`, type PASS). */
  passKey: z.string(),
  accountKey: z.string(),
  start: z.string(),
  expire: z.string(),
  createdAt: z.string(),
});
export type PassTicketRecord = z.infer<typeof passTicketRecordSchema>;

export const assignmentCollections = {
  assignments: new Collection({ schema: assignmentRecordSchema }),
  passTickets: new Collection({ schema: passTicketRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof assignmentCollections> {}
}
