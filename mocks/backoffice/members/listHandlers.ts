/**
 * Member list handlers (`/rest/member/admin/tenant/members…`, adminMemberList.ts; issue 16): the
 * list filtered, sorted and paged by the one list query; the filtered aggregation; the export as
 * a job; the bulk actions by selection (add to and remove from a group, marketing consent, and the
 * manager's withdrawal, which sets the accounts WITHDRAWN so their learner login answers
 * `account.status.withdrawal`); the withdrawn list. A bulk change of accounts is one
 * `updateMany` (one pass over the collection), one history entry of the operator's selection
 * naming whom it changed and one entry per member `partOf` it (issue 27, as a group change); a
 * group change goes through `changeGroupMembers`, as on the group screens.
 */
import {
  adminMemberListEndpoints,
  type MemberListScope,
  type WithdrawnMember,
} from '@app/shared/api/contract/adminMemberList';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import type { AccountRecord } from '@mocks/account/schemas';
import { recordBulkChange, recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import {
  allOf,
  between,
  by,
  contains,
  oneOf,
  orderBy,
  pageOf,
  select,
  type Order,
} from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import { startMemberListExport } from './export';
import {
  aggregate,
  joinedAtOf,
  matchingMembers,
  memberWorld,
  scopeMembers,
  toMemberRow,
} from './memberList';
import { changeGroupMembers } from './groupMembership';
import { requireGroup } from './members';
import { actorOf } from '@mocks/engine/actor';

const nowIso = () => new Date(settings.now()).toISOString();
const count = (value: number) => value.toLocaleString('ko-KR');


/** `field,direction` → an order, the account key breaking ties so pages never overlap. */
function sortOf<T extends { accountKey: string }, F extends string>(
  sort: `${F},${'asc' | 'desc'}` | undefined,
  fallback: `${F},${'asc' | 'desc'}`,
  keys: Record<F, (row: T) => string | null>,
): Order<T> {
  const [field, direction] = (sort ?? fallback).split(',') as [F, 'asc' | 'desc'];
  return orderBy(
    by(keys[field], direction),
    by((row) => row.accountKey),
  );
}

const memberSortKeys = {
  displayName: (account: AccountRecord) => account.displayName,
  email: (account: AccountRecord) => account.email,
  joinedAt: joinedAtOf,
};

/** The scope in words for a job's card: `검색 결과 전체 8,214명` / `선택한 12명`. */
function scopeWords(selection: MemberListScope | undefined, size: number): string {
  if (!selection) return `검색 결과 전체 ${count(size)}명`;
  return selection.kind === 'keys' ? `선택한 ${count(size)}명` : `검색 결과 ${count(size)}명`;
}

/**
 * The bulk change's own record: what the operator acted on, the members they picked on the list
 * ("선택한 회원 5명", "검색 결과 회원 8,214명"), one record per action (its entry names the members
 * changed — those already as asked are not among them — and what they were all set to; each member's entry says what it was for them). Not "the
 * member list": no such record changed, and two actions would read as one record's history.
 * Keys follow the history's own sequence, so each action's is new and the same at every run.
 */
function selectionRecord(selection: MemberListScope) {
  const words =
    selection.kind === 'keys'
      ? `선택한 회원 ${count(selection.keys.length)}명`
      : `검색 결과 회원 ${count(selection.expectedCount)}명`;
  return { recordKey: `member-selection-${db.historyChanges.count() + 1}`, recordLabel: words };
}

type MemberState = Record<string, string | boolean | null>;

/**
 * Replaces the members' accounts in one pass and records the change: `set` is what every member
 * was set to (the selection's entry), `describe` one member's before → after. One member changed
 * is that member's entry alone: a selection of one is no bulk change to summarise.
 */
async function updateMembers(
  auth: AccessClaims | null,
  selection: MemberListScope,
  accounts: readonly AccountRecord[],
  change: (draft: AccountRecord) => void,
  set: MemberState,
  describe: (account: AccountRecord) => MemberState,
): Promise<void> {
  if (accounts.length === 0) return;
  const byKey = new Map(accounts.map((account) => [account.accountKey, account]));
  const updated = await db.accounts.updateMany(
    (q) => q.where((account) => byKey.has(account.accountKey)),
    { data: change },
  );
  // Only the members it changed: one already agreed is not part of "agreed".
  const records = updated.flatMap((after) => {
    const before = byKey.get(after.accountKey);
    const was = before ? describe(before) : null;
    const is = describe(after);
    return was && JSON.stringify(was) !== JSON.stringify(is) ? [{ key: after.accountKey, label: after.displayName, before: was, after: is }] : [];
  });
  const [only, ...more] = records;
  if (!only) return;
  if (more.length === 0) {
    await recordChange({ actor: auth, recordType: 'MEMBER', recordKey: only.key, recordLabel: only.label, action: 'UPDATE', before: only.before, after: only.after });
    return;
  }
  await recordBulkChange({
    actor: auth,
    recordType: 'MEMBER',
    ...selectionRecord(selection),
    action: 'UPDATE',
    // Before, the members differed (or were alike by chance): the entry says what they became.
    before: Object.fromEntries(Object.keys(set).map((field) => [field, null])),
    after: set,
    touchedType: 'MEMBER',
    how: 'CHANGED',
    records,
  });
}

function toWithdrawn(account: AccountRecord): WithdrawnMember {
  return {
    accountKey: account.accountKey,
    displayName: account.displayName,
    email: account.email,
    phone: account.phone,
    joinedAt: joinedAtOf(account),
    withdrawnAt: account.withdrawal?.at ?? null,
    withdrawnBy: account.withdrawal?.by ?? null,
  };
}

export const adminMemberListHandlers = {
  members: handle(adminMemberListEndpoints.members, ({ query }) => {
    const world = memberWorld();
    const kept = matchingMembers(query, world).sort(
      sortOf(query.sort, 'joinedAt,desc', memberSortKeys),
    );
    return pageOf(kept, query, (account) => toMemberRow(account, world));
  }),

  aggregation: handle(adminMemberListEndpoints.aggregation, ({ body }) => aggregate(body.filter)),

  exportList: handle(adminMemberListEndpoints.exportList, ({ body, auth }) => {
    const world = memberWorld();
    const accounts = body.selection
      ? scopeMembers(body.selection, world)
      : matchingMembers(body.filter ?? {}, world);
    const infoFields = db.registerFields.all().toSorted((a, b) => a.order - b.order);
    return startMemberListExport({
      rows: accounts.map((account) => toMemberRow(account, world)),
      infoFields,
      scope: scopeWords(body.selection, accounts.length),
      format: body.format,
      startedBy: actorOf(auth),
    });
  }),

  addToGroup: handle(adminMemberListEndpoints.addToGroup, async ({ body, auth }) => {
    const group = requireGroup(body.groupKey);
    const members = scopeMembers(body.selection);
    const addedCount = await changeGroupMembers(auth, group, 'ADDED', members.map((account) => account.accountKey));
    return { addedCount, alreadyInGroupCount: members.length - addedCount };
  }),

  removeFromGroup: handle(adminMemberListEndpoints.removeFromGroup, async ({ body, auth }) => {
    const group = requireGroup(body.groupKey);
    const leaving = scopeMembers(body.selection).map((account) => account.accountKey);
    return { removedCount: await changeGroupMembers(auth, group, 'REMOVED', leaving) };
  }),

  marketingConsent: handle(adminMemberListEndpoints.marketingConsent, async ({ body, auth }) => {
    const changing = scopeMembers(body.selection).filter(
      (account) => (account.agreement?.marketing ?? false) !== body.agreed,
    );
    const at = nowIso();
    await updateMembers(
      auth,
      body.selection,
      changing,
      (draft) => {
        draft.agreement = {
          termsOfService: true,
          privacyPolicy: true,
          ...draft.agreement,
          marketing: body.agreed,
          agreedAt: at,
        };
        // Taken back, no advertising at all: the night-time consent goes with it.
        if (!body.agreed && draft.nightMarketing?.agreed) draft.nightMarketing = { agreed: false, changedAt: at };
      },
      { marketingAgreement: body.agreed },
      (account) => ({ marketingAgreement: account.agreement?.marketing ?? false }),
    );
    return { changedCount: changing.length };
  }),

  withdraw: handle(adminMemberListEndpoints.withdraw, async ({ body, auth }) => {
    const leaving = scopeMembers(body.selection);
    const at = nowIso();
    // Their sessions stay on record: the next refresh answers refresh.invalid_account.
    await updateMembers(
      auth,
      body.selection,
      leaving,
      (draft) => {
        draft.status = 'WITHDRAWN';
        draft.withdrawal = { at, by: 'MANAGER' };
      },
      { status: 'WITHDRAWN' },
      (account) => ({ status: account.status }),
    );
    return { withdrawnCount: leaving.length };
  }),

  withdrawn: handle(adminMemberListEndpoints.withdrawn, ({ query }) => {
    const by_ = query.by === undefined ? undefined : ([] as string[]).concat(query.by);
    const kept = select(db.accounts.all(), {
      where: allOf<AccountRecord>(
        (account) => account.status === 'WITHDRAWN',
        contains(
          (account) => `${account.displayName} ${account.email} ${account.phone ?? ''}`,
          query.q,
        ),
        between((account) => account.withdrawal?.at ?? '', {
          min: query.withdrawnFrom,
          max: query.withdrawnTo,
        }),
        by_ && by_.length > 0
          ? oneOf((account) => account.withdrawal?.by ?? 'SELF', by_)
          : undefined,
      ),
      orderBy: sortOf(query.sort, 'withdrawnAt,desc', {
        withdrawnAt: (account: AccountRecord) => account.withdrawal?.at ?? null,
        displayName: (account: AccountRecord) => account.displayName,
      }),
    });
    return pageOf(kept, query, toWithdrawn);
  }),
} satisfies Record<keyof typeof adminMemberListEndpoints, HttpHandler>;
