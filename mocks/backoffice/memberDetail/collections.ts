/**
 * Member-detail collections of the one mock database (backoffice.md §3 Memo, §7 Members "memos
 * CRUD"): an operator's memos about a member, who wrote each and when. The member is the account
 * area's account; its basic and additional info are written there (`db.accounts`), so the learner
 * side answers the change at once.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { actorSchema } from '@app/shared/api/contract/adminKit';

export const memberMemoRecordSchema = z.object({
  memoKey: z.string(),
  accountKey: z.string(),
  content: z.string(),
  author: actorSchema,
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(actorSchema),
});
export type MemberMemoRecord = z.infer<typeof memberMemoRecordSchema>;

export const memberDetailCollections = {
  memberMemos: new Collection({ schema: memberMemoRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof memberDetailCollections> {}
}
