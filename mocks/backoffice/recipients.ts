/**
 * The people a back-office job gives something to, as the mock reads them (adminRecipients.ts, the
 * kit's recipient picker; issue 29 assignments, issue 30 coupons issued to individual accounts):
 * the member groups a picker offers, its member search, the accounts a `Recipients` value covers
 * now with the words of its scope, and a list's dry run against what the area gives (`holders`:
 * who has it already). One module for every area that gives to people, so a selection, a group
 * and a list mean the same accounts whichever area's job reads them.
 */
import type { RecipientGroup, RecipientMember, RecipientRow, Recipients } from '@app/shared/api/contract/adminRecipients';
import { isAccountIdentifier } from '@app/shared/api/contract/adminRecipients';
import type { MemberListFilter, MemberListScope } from '@app/shared/api/contract/adminMemberList';
import type { AccountRecord } from '@mocks/account/schemas';
import { matchingMembers, memberWorld, scopeMembers } from '@mocks/backoffice/members/memberList';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { by, pageOf } from '@mocks/engine/query';

const count = (value: number) => value.toLocaleString('ko-KR');

/** The tenant's member groups by name, each with its member count. */
export function recipientGroups(): RecipientGroup[] {
  return db.memberGroups
    .all()
    .map((group) => ({ groupKey: group.groupKey, name: group.name, memberCount: group.members.length }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ko'));
}

type SearchField = 'displayName' | 'email' | 'joinedAt';

/** The member search: the member list's filter, sorted and paged as the picker's list asks. */
export function recipientSearch(query: MemberListFilter & { page: number; size: number; sort?: string | undefined }) {
  const [field, direction] = (query.sort ?? 'displayName,asc').split(',') as [SearchField, 'asc' | 'desc'];
  const rows = matchingMembers(query, memberWorld()).sort(by((account) => (field === 'joinedAt' ? (account.joinedAt ?? '') : account[field]), direction));
  return pageOf(rows, query, (account): RecipientMember => ({ accountKey: account.accountKey, displayName: account.displayName, email: account.email, phone: account.phone }));
}

/** The accounts of the given keys that exist, in order (a withdrawn one stays: its item fails with a reason). */
export function accountsOf(keys: readonly string[]): AccountRecord[] {
  const wanted = new Set(keys);
  const byKey = new Map(db.accounts.findMany((q) => q.where((account) => wanted.has(account.accountKey))).map((account) => [account.accountKey, account]));
  return [...wanted].flatMap((key) => byKey.get(key) ?? []);
}

function selectionPeople(selection: MemberListScope): { accounts: AccountRecord[]; scope: string } {
  if (selection.kind === 'keys') {
    const accounts = accountsOf(selection.keys);
    return { accounts, scope: `선택한 회원 ${count(accounts.length)}명` };
  }
  const accounts = scopeMembers(selection);
  return { accounts, scope: `검색 결과 ${count(accounts.length)}명` };
}

/**
 * The accounts `recipients` covers now, and the words of its scope. A group whose size moved since
 * the operator saw it is refused like a moved query scope (`selection.changed` with the new count).
 */
export function recipientAccounts(recipients: Recipients): { accounts: AccountRecord[]; scope: string } {
  switch (recipients.source) {
    case 'SELECTION':
      return selectionPeople(recipients.selection);
    case 'GROUP': {
      const group = db.memberGroups.findFirst((q) => q.where({ groupKey: recipients.groupKey }));
      if (!group) throw new MockError('notFound', '회원 그룹을 찾을 수 없어요.', { groupKey: recipients.groupKey });
      if (group.members.length !== recipients.expectedCount) {
        throw new MockError('selectionChanged', '그룹의 회원 수가 바뀌었어요.', { expectedCount: recipients.expectedCount, matchingCount: group.members.length });
      }
      return { accounts: accountsOf(group.members.map((member) => member.accountKey)), scope: `그룹 ‘${group.name}’ 전체 ${count(group.members.length)}명` };
    }
    case 'LIST': {
      const accounts = accountsOf(recipients.accountKeys);
      return { accounts, scope: `가져온 목록 ${count(accounts.length)}명` };
    }
  }
}

/**
 * A list's dry run: each identifier (an e-mail or a login id) as new, already holding it (in
 * `holders`), a withdrawn or blocked account (nothing can be given to it now), not found, or not an
 * identifier at all — in the order given.
 */
export function classifyRecipients(identifiers: readonly string[], holders: ReadonlySet<string>): RecipientRow[] {
  const byEmail = new Map<string, AccountRecord>();
  const byId = new Map<string, AccountRecord>();
  for (const account of db.accounts.all()) {
    byEmail.set(account.email.toLowerCase(), account);
    if (account.id) byId.set(account.id.toLowerCase(), account);
  }
  return identifiers.map((raw): RecipientRow => {
    const identifier = raw.trim();
    if (!isAccountIdentifier(identifier)) return { identifier, kind: 'INVALID', accountKey: null, displayName: null };
    const wanted = identifier.toLowerCase();
    const account = byEmail.get(wanted) ?? byId.get(wanted);
    if (!account) return { identifier, kind: 'NOT_FOUND', accountKey: null, displayName: null };
    const kind = account.status !== 'ACTIVE' ? 'WITHDRAWN' : holders.has(account.accountKey) ? 'ALREADY_HOLDS' : 'NEW';
    return { identifier, kind, accountKey: account.accountKey, displayName: account.displayName };
  });
}
