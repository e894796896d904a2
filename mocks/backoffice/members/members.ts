/**
 * Reading members and groups for the member-group handlers: a group's members as list rows
 * (membership joined with the account and the joined date), the one filter every list, removal
 * scope and export applies, and the dry run's classification of an e-mail or phone. Built for
 * thousands of rows: one pass over the memberships, lookups through maps built once per call.
 */
import type {
  GroupMember,
  GroupMembersFilter,
  ImportDryRunRow,
  ImportIdentifier,
  MarketingConsent,
  MemberGroup,
} from '@app/shared/api/contract/adminMember';
import { emailSchema } from '@app/shared/api/contract/account';
import { db } from '@mocks/db/database';
import { allOf, between, oneOf, type Predicate } from '@mocks/engine/query';
import { MockError } from '@mocks/engine/MockError';
import type { AccountRecord } from '@mocks/account/schemas';
import type { MemberGroupRecord } from './collections';
import { EARLY_JOINED_AT } from './seed';
import { initialsMatch } from './nameChoseong';

/** Withdrawn people are no longer members: their memberships stay but are not listed. */
function isMember(account: AccountRecord | undefined): account is AccountRecord {
  return account !== undefined && account.status !== 'WITHDRAWN';
}

export function accountsByKey(): Map<string, AccountRecord> {
  return new Map(db.accounts.all().map((account) => [account.accountKey, account]));
}

/** Accounts made before the join date was kept: their terms agreement is the earliest trace. */
function joinedAtOf(account: AccountRecord): string {
  return account.joinedAt ?? account.agreement?.agreedAt ?? EARLY_JOINED_AT;
}

export function requireGroup(groupKey: string): MemberGroupRecord {
  const group = db.memberGroups.findFirst((q) => q.where({ groupKey }));
  if (!group) throw new MockError('notFound', '그룹을 찾을 수 없어요.', { groupKey });
  return group;
}

/** How many of the group's memberships are of members (`accounts` when the caller has the map). */
export function memberCount(group: MemberGroupRecord, accounts: Map<string, AccountRecord> = accountsByKey()): number {
  return group.members.filter(({ accountKey }) => isMember(accounts.get(accountKey))).length;
}

export function toGroup(record: MemberGroupRecord, accounts: Map<string, AccountRecord> = accountsByKey()): MemberGroup {
  const { members: _members, ...group } = record;
  return { ...group, memberCount: memberCount(record, accounts) };
}

/** The group's members as list rows, unfiltered, in membership order. */
export function groupMemberRows(group: MemberGroupRecord): GroupMember[] {
  const accounts = accountsByKey();
  const rows: GroupMember[] = [];
  for (const { accountKey, addedAt } of group.members) {
    const account = accounts.get(accountKey);
    if (!isMember(account)) continue;
    rows.push({
      accountKey,
      displayName: account.displayName,
      email: account.email,
      phone: account.phone,
      joinedAt: joinedAtOf(account),
      marketingAgreement: account.agreement?.marketing ?? false,
      addedAt,
    });
  }
  return rows;
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Name, e-mail or phone contains the text; a phone matches with or without its hyphens; a text
 * of initial consonants only ("ㄱㅊㄹ") matches the names' initials.
 */
function textMatches(needle: string | undefined): Predicate<GroupMember> | undefined {
  const wanted = needle?.trim().toLowerCase();
  if (!wanted) return undefined;
  const byInitials = initialsMatch(wanted);
  if (byInitials) return byInitials;
  const wantedDigits = digits(wanted);
  const phoneLike = wantedDigits.length >= 3 && /^[\d\s-]+$/.test(wanted);
  return (row) =>
    row.displayName.toLowerCase().includes(wanted) ||
    row.email.toLowerCase().includes(wanted) ||
    (row.phone !== null && (row.phone.includes(wanted) || (phoneLike && digits(row.phone).includes(wantedDigits))));
}

const consentOf = (row: GroupMember): MarketingConsent => (row.marketingAgreement ? 'AGREED' : 'DECLINED');

/** The member list's filter; the same for the list, a removal's query scope and an export's. */
export function memberFilter(filter: GroupMembersFilter): Predicate<GroupMember> | undefined {
  const marketing = filter.marketing === undefined ? undefined : ([] as MarketingConsent[]).concat(filter.marketing);
  return allOf(
    textMatches(filter.q),
    between((row) => row.joinedAt, { min: filter.joinedFrom, max: filter.joinedTo }),
    marketing && marketing.length > 0 ? oneOf(consentOf, marketing) : undefined,
  );
}

// ---- import --------------------------------------------------------------------------------

const MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;

/** Looks up members by e-mail (case-insensitive) and by phone digits, built once per import. */
function identifierIndex(): Map<string, AccountRecord> {
  const index = new Map<string, AccountRecord>();
  for (const account of db.accounts.all()) {
    if (!isMember(account)) continue;
    index.set(account.email.toLowerCase(), account);
    if (account.phone) index.set(digits(account.phone), account);
  }
  return index;
}

/** What each row of an import is to the group: NEW, ALREADY, NOT_FOUND or INVALID. */
export function classifyImport(group: MemberGroupRecord, identifiers: readonly ImportIdentifier[]): ImportDryRunRow[] {
  const index = identifierIndex();
  const inGroup = new Set(group.members.map((membership) => membership.accountKey));
  // A member named twice in one file is added once: the second row reads as already there.
  const seen = new Set<string>();
  return identifiers.map(({ row, value }) => {
    const trimmed = value.trim();
    const lookup = emailSchema.safeParse(trimmed).success
      ? trimmed.toLowerCase()
      : MOBILE.test(trimmed.replace(/\s/g, ''))
        ? digits(trimmed)
        : null;
    if (lookup === null) return { row, value, outcome: 'INVALID', accountKey: null, displayName: null };
    const account = index.get(lookup);
    if (!account) return { row, value, outcome: 'NOT_FOUND', accountKey: null, displayName: null };
    const already = inGroup.has(account.accountKey) || seen.has(account.accountKey);
    seen.add(account.accountKey);
    return {
      row,
      value,
      outcome: already ? 'ALREADY' : 'NEW',
      accountKey: account.accountKey,
      displayName: account.displayName,
    };
  });
}
