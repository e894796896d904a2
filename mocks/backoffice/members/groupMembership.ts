/**
 * Putting members into a group or taking them out, the one way every handler does it (the group
 * screens, the member list's bulk actions, the CSV import's job): stores the group's memberships
 * and records the change as the history wants it (issue 27) — one UPDATE of the group with its
 * member count and whom it added or removed, all of them however many, and one entry per touched
 * member, `partOf` the group's, saying their groups before → after, so a member's own history
 * shows it and the group's entry pages through every name.
 */
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
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
  const records = touching.map(({ accountKey }) => ({ key: accountKey, label: accounts.get(accountKey)?.displayName ?? accountKey }));
  const entry = await recordChange({
    actor: auth,
    recordType: 'MEMBER_GROUP',
    recordKey: group.groupKey,
    recordLabel: group.name,
    action: 'UPDATE',
    before: { memberCount: countBefore },
    after: { memberCount: memberCount(updated, accounts) },
    touched: { recordType: 'MEMBER', how, records },
  });
  const groupsAfter = groupNamesOf(touchedKeys);
  for (const record of records) {
    await recordChange({
      actor: auth,
      recordType: 'MEMBER',
      recordKey: record.key,
      recordLabel: record.label,
      action: 'UPDATE',
      before: { groups: groupsBefore.get(record.key) ?? [] },
      after: { groups: groupsAfter.get(record.key) ?? [] },
      partOf: entry?.changeKey,
    });
  }
  return touching.length;
}
