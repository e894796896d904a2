/**
 * Member-group collections of the one mock database (backoffice.md §7 Members "groups CRUD and
 * members"). Members themselves are the account area's accounts (their `joinedAt`, and marketing
 * consent from their agreement), so what the learner side answers is unchanged.
 *
 * A group keeps its memberships in itself rather than one record per membership: the seed puts
 * thousands of members in groups, and every story and test reseeds the world, so thousands of
 * tiny records (each created, validated and later cleared one by one by @msw/data, and each
 * carrying its own metadata in the browser's localStorage snapshot) would cost seconds and
 * megabytes where ten records cost almost nothing. Deleting a group or removing a member takes
 * away only the membership.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';

export const membershipSchema = z.object({
  accountKey: z.string(),
  /** When the member was put in the group. */
  addedAt: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const memberGroupRecordSchema = z.object({
  groupKey: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  members: z.array(membershipSchema),
});
export type MemberGroupRecord = z.infer<typeof memberGroupRecordSchema>;

export const memberCollections = {
  memberGroups: new Collection({ schema: memberGroupRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof memberCollections> {}
}
