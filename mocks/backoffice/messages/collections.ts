/**
 * The message area's collection (issue 43): one record per request, with whom it goes to (in
 * order, one job item each), whom it skips and why, and its job once it started. The job itself
 * (status, counts, queue, item errors) lives in the job centre's collections, so each person's
 * result is read from there and never kept twice. The people are one array per request, not a
 * record per person: a send to 10,000 people is one record.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { actorSchema } from '@app/shared/api/contract/adminKit';
import { messageImageSchema, messageKindSchema, messageTypeSchema, recipientReasonSchema } from '@app/shared/api/contract/adminMessage';

const personReason = z.object({ accountKey: z.string(), reason: recipientReasonSchema });

export const messageRequestRecordSchema = z.object({
  requestKey: z.string(),
  kind: messageKindSchema,
  type: messageTypeSchema,
  /** The text sent, marks included (adminMessageRules.sentText). */
  text: z.string(),
  /** An MMS's picture (its stored file, checked when it was asked); null for a text alone. */
  image: z.nullable(messageImageSchema),
  senderNumber: z.string(),
  scope: z.string(),
  /** The people it goes to, in order: its job's items. */
  accountKeys: z.array(z.string()),
  /** The people chosen whom a rule kept it from, with the reason. */
  skipped: z.array(personReason),
  /** Its job, once it started (at once, or at its time). */
  jobId: z.nullable(z.string()),
  /**
   * A request of the seeded history, from before the job centre kept its jobs: how it ended (sent,
   * or cancelled while scheduled) and whom the carrier refused. Null for every request made since.
   */
  history: z.nullable(z.object({ status: z.enum(['SENT', 'CANCELLED']), failures: z.array(personReason) })),
  /** When it is to go (epoch ms); null: it went when asked. */
  scheduledAt: z.nullable(z.number()),
  createdAt: z.number(),
  createdBy: actorSchema,
  cancelledAt: z.nullable(z.number()),
  /** Who cancelled it, with `cancelledAt`. */
  cancelledBy: z.nullable(actorSchema),
});
export type MessageRequestRecord = z.infer<typeof messageRequestRecordSchema>;

export const messageCollections = {
  messageRequests: new Collection({ schema: messageRequestRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof messageCollections> {}
}
