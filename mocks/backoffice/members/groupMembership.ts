/**
 * Putting members into a group or taking them out, the one way every handler does it (the group
 * screens, the member list's bulk actions, the CSV import's job): stores the group's memberships
 * and records the change as the history wants it (issue 27) — one UPDATE of the group with its
 * member count and whom it added or removed, all of them however many, and one entry per touched
 * member, `partOf` the group's, saying their groups before → after, so a member's own history
 * shows it and the group's entry pages through every name. Deleting a group is recorded the same
 * way: its members are taken out with it (`deleteGroup`).
 */
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordBulkChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import type { MemberGroupRecord, Membership } from './collections';
import { accountsByKey, memberCount } from './members';

/** The names of the groups each of `accountKeys` is in, in the groups' order. */
function groupNamesOf(accountKeys: ReadonlySet<string>): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const group of db.memberGroups.all()) {
    for (const { accountKey } of group.members) {
      if (!accountKeys.has(accountKey)) continue;
      const list = names.get(accountKey);
      if (list) list.push(group.name);
      else names.set(accountKey, [group.name]);
    }
  }
  return names;
}

/**
 * Adds (`how: 'ADDED'`, as of now) or removes the members of `accountKeys` and records the
 * change; keys already in (or already out of) the group are left as they are. Answers how many
 * it touched.
 */
export async function changeGroupMembers(
  auth: AccessClaims | null,
  group: MemberGroupRecord,
  how: 'ADDED' | 'REMOVED',
  accountKeys: Iterable<string>,
): Promise<number> {
  const wanted = new Set(accountKeys);
  const inGroup = new Set(group.members.map((membership) => membership.accountKey));
  const now = new Date(settings.now()).toISOString();
  const touching: Membership[] =
    how === 'ADDED'
      ? [...wanted].filter((accountKey) => !inGroup.has(accountKey)).map((accountKey) => ({ accountKey, addedAt: now }))
      : group.members.filter((membership) => wanted.has(membership.accountKey));
  if (touching.length === 0) return 0;
  const touchedKeys = new Set(touching.map((membership) => membership.accountKey));
  const countBefore = memberCount(group);
  const groupsBefore = groupNamesOf(touchedKeys);
  const updated = await db.memberGroups.update((q) => q.where({ groupKey: group.groupKey }), {
    data(draft) {
      draft.members =
        how === 'ADDED' ? [...group.members, ...touching] : group.members.filter((membership) => !touchedKeys.has(membership.accountKey));
      draft.updatedAt = now;
    },
  });
  if (!updated) return 0;

  const accounts = accountsByKey();
  const groupsAfter = groupNamesOf(touchedKeys);
  await recordBulkChange({
    actor: auth,
    recordType: 'MEMBER_GROUP',
    recordKey: group.groupKey,
    recordLabel: group.name,
    action: 'UPDATE',
    before: { memberCount: countBefore },
    after: { memberCount: memberCount(updated, accounts) },
    touchedType: 'MEMBER',
    how,
    records: touching.map(({ accountKey }) => ({
      key: accountKey,
      label: accounts.get(accountKey)?.displayName ?? accountKey,
      before: { groups: groupsBefore.get(accountKey) ?? [] },
      after: { groups: groupsAfter.get(accountKey) ?? [] },
    })),
  });
  return touching.length;
}

/**
 * Deletes a group and records it (issue 27): the group's DELETE names every member it had, and
 * each of them gets an entry of their own (their groups before → after), as taking them out would.
 */
export async function deleteGroup(auth: AccessClaims | null, group: MemberGroupRecord): Promise<void> {
  const memberKeys = new Set(group.members.map((membership) => membership.accountKey));
  const groupsBefore = groupNamesOf(memberKeys);
  const countBefore = memberCount(group);
  // The memberships go with the group; the accounts are left as they are.
  db.memberGroups.delete((q) => q.where({ groupKey: group.groupKey }));
  const groupsAfter = groupNamesOf(memberKeys);
  const accounts = accountsByKey();
  await recordBulkChange({
    actor: auth,
    recordType: 'MEMBER_GROUP',
    recordKey: group.groupKey,
    recordLabel: group.name,
    action: 'DELETE',
    before: { name: group.name, memberCount: countBefore },
    after: null,
    touchedType: 'MEMBER',
    how: 'REMOVED',
    records: group.members.map(({ accountKey }) => ({
      key: accountKey,
      label: accounts.get(accountKey)?.displayName ?? accountKey,
      before: { groups: groupsBefore.get(accountKey) ?? [] },
      after: { groups: groupsAfter.get(accountKey) ?? [] },
    })),
  });
}
