/**
 * Member-group handlers (`/rest/member/admin/tenant…`, adminMember.ts): groups with their member
 * counts; a group's members filtered, sorted and paged by the one list query; removal by keys or by
 * a frozen query scope (refused with `selection.changed` when the scope now matches another
 * number); adding by account keys; the add dialog's member search; the import's dry run and its
 * commit as a job; the export as a job whose result is a file. Every change is written to the
 * change history (a change of members through `changeGroupMembers`: the group's entry names whom
 * it touched, and each touched member has an entry of their own).
 */
import {
  adminMemberEndpoints,
  type GroupMember,
  type GroupMemberScope,
  type ImportDryRunRow,
} from '@app/shared/api/contract/adminMember';
import type { HttpHandler } from 'msw';
import { recordChange } from '@mocks/backoffice/history/record';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, contains, orderBy, pageOf, select, type Key, type Order } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { MemberGroupRecord } from './collections';
import { startMemberExport } from './export';
import { changeGroupMembers, deleteGroup } from './groupMembership';
import { initialsMatch } from './nameChoseong';
import {
  accountsByKey,
  classifyImport,
  groupMemberRows,
  memberFilter,
  requireGroup,
  toGroup,
} from './members';
import { actorOf } from '@mocks/engine/actor';

const nowIso = () => new Date(settings.now()).toISOString();


function refuseTakenName(name: string, except?: string): void {
  const taken = db.memberGroups.findFirst((q) => q.where((group) => group.name === name && group.groupKey !== except));
  if (taken) throw new MockError('groupNameTaken', '같은 이름의 그룹이 이미 있어요.', { field: 'name', groupKey: taken.groupKey });
}

function nextGroupKey(): string {
  let index = db.memberGroups.count() + 1;
  while (db.memberGroups.findFirst((q) => q.where({ groupKey: `grp-${index}` }))) index += 1;
  return `grp-${index}`;
}

/** `field,direction` → an order, with a unique key as the tie-breaker so pages never overlap. */
function sortOf<T, F extends string>(
  sort: `${F},${'asc' | 'desc'}` | undefined,
  fallback: `${F},${'asc' | 'desc'}`,
  keys: Record<F, (row: T) => Key>,
  unique: (row: T) => string,
): Order<T> {
  const [field, direction] = (sort ?? fallback).split(',') as [F, 'asc' | 'desc'];
  return orderBy(by(keys[field], direction), by(unique));
}

type GroupRow = ReturnType<typeof toGroup>;
const groupSortKeys = {
  name: (group: GroupRow) => group.name,
  memberCount: (group: GroupRow) => group.memberCount,
  createdAt: (group: GroupRow) => group.createdAt,
  updatedAt: (group: GroupRow) => group.updatedAt,
};

const memberSortKeys = {
  displayName: (row: GroupMember) => row.displayName,
  joinedAt: (row: GroupMember) => row.joinedAt,
  addedAt: (row: GroupMember) => row.addedAt,
  email: (row: GroupMember) => row.email,
};

/**
 * The members a selection covers now. A query scope is refused when the filter, less the rows left
 * out, no longer covers the count the screen showed (the selection kit's `expectedCount`).
 */
export function scopeRows(group: MemberGroupRecord, selection: GroupMemberScope): GroupMember[] {
  const rows = groupMemberRows(group);
  if (selection.kind === 'keys') {
    const wanted = new Set(selection.keys);
    return rows.filter((row) => wanted.has(row.accountKey));
  }
  const excluded = new Set(selection.excluded);
  const covered = select(rows, { where: memberFilter(selection.filter) }).filter((row) => !excluded.has(row.accountKey));
  if (covered.length !== selection.expectedCount) {
    throw new MockError('selectionChanged', '조건에 맞는 회원 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 시도해 주세요.', {
      expectedCount: selection.expectedCount,
      matchingCount: covered.length,
    });
  }
  return covered;
}

function importItemError(row: ImportDryRunRow) {
  return {
    label: `${row.row}행 ${row.value}`,
    error: row.outcome === 'INVALID' ? '이메일이나 휴대폰 번호 형식이 아니에요.' : '이 이메일이나 휴대폰 번호의 회원이 없어요.',
    retryable: false,
  };
}

const count = (value: number) => value.toLocaleString('ko-KR');

export const adminMemberHandlers = {
  groups: handle(adminMemberEndpoints.groups, ({ query }) => {
    const accounts = accountsByKey();
    const kept = select(
      db.memberGroups.all().map((record) => toGroup(record, accounts)),
      {
        where: contains((group) => group.name, query.name),
        orderBy: sortOf(query.sort, 'createdAt,desc', groupSortKeys, (group) => group.groupKey),
      },
    );
    return pageOf(kept, query);
  }),

  group: handle(adminMemberEndpoints.group, ({ params }) => toGroup(requireGroup(params.groupKey))),

  createGroup: handle(adminMemberEndpoints.createGroup, async ({ body, auth }) => {
    refuseTakenName(body.name);
    const at = nowIso();
    const record = await db.memberGroups.create({ groupKey: nextGroupKey(), name: body.name, createdAt: at, updatedAt: at, members: [] });
    await recordChange({
      actor: auth,
      recordType: 'MEMBER_GROUP',
      recordKey: record.groupKey,
      recordLabel: record.name,
      action: 'CREATE',
      before: null,
      after: { name: record.name },
    });
    return toGroup(record);
  }),

  renameGroup: handle(adminMemberEndpoints.renameGroup, async ({ params, body, auth }) => {
    const before = requireGroup(params.groupKey);
    refuseTakenName(body.name, before.groupKey);
    const updated = await db.memberGroups.update((q) => q.where({ groupKey: before.groupKey }), {
      data(draft) {
        draft.name = body.name;
        draft.updatedAt = nowIso();
      },
    });
    await recordChange({
      actor: auth,
      recordType: 'MEMBER_GROUP',
      recordKey: before.groupKey,
      recordLabel: body.name,
      action: 'UPDATE',
      before: { name: before.name },
      after: { name: body.name },
    });
    return toGroup(updated ?? before);
  }),

  deleteGroup: handle(adminMemberEndpoints.deleteGroup, async ({ params, auth }) => {
    await deleteGroup(auth, requireGroup(params.groupKey));
    return null;
  }),

  groupMembers: handle(adminMemberEndpoints.groupMembers, ({ params, query }) => {
    const kept = select(groupMemberRows(requireGroup(params.groupKey)), {
      where: memberFilter(query),
      orderBy: sortOf(query.sort, 'addedAt,desc', memberSortKeys, (row) => row.accountKey),
    });
    return pageOf(kept, query);
  }),

  removeGroupMembers: handle(adminMemberEndpoints.removeGroupMembers, async ({ params, body, auth }) => {
    const group = requireGroup(params.groupKey);
    const leaving = scopeRows(group, body.selection).map((row) => row.accountKey);
    return { removedCount: await changeGroupMembers(auth, group, 'REMOVED', leaving) };
  }),

  addGroupMembers: handle(adminMemberEndpoints.addGroupMembers, async ({ params, body, auth }) => {
    const group = requireGroup(params.groupKey);
    const accounts = accountsByKey();
    const inGroup = new Set(group.members.map((membership) => membership.accountKey));
    const notFound: string[] = [];
    const adding: string[] = [];
    let alreadyInGroupCount = 0;
    for (const accountKey of new Set(body.accountKeys)) {
      const account = accounts.get(accountKey);
      if (!account || account.status === 'WITHDRAWN') notFound.push(accountKey);
      else if (inGroup.has(accountKey)) alreadyInGroupCount += 1;
      else adding.push(accountKey);
    }
    const addedCount = await changeGroupMembers(auth, group, 'ADDED', adding);
    return { addedCount, alreadyInGroupCount, notFound };
  }),

  memberSearch: handle(adminMemberEndpoints.memberSearch, ({ query }) => {
    const group = query.groupKey ? db.memberGroups.findFirst((q) => q.where({ groupKey: query.groupKey })) : undefined;
    const inGroup = new Set(group?.members.map((membership) => membership.accountKey));
    const needle = query.q.toLowerCase();
    const matches =
      initialsMatch(needle) ??
      ((account: { displayName: string; email: string; phone: string | null }) =>
        account.displayName.toLowerCase().includes(needle) ||
        account.email.toLowerCase().includes(needle) ||
        (account.phone?.includes(needle) ?? false));
    const kept = select(db.accounts.all(), {
      where: (account) => account.status === 'ACTIVE' && matches(account),
      orderBy: sortOf(query.sort, 'displayName,asc', { displayName: (account) => account.displayName }, (account) => account.accountKey),
    });
    return pageOf(kept, query, (account) => ({
      accountKey: account.accountKey,
      displayName: account.displayName,
      email: account.email,
      phone: account.phone,
      inGroup: inGroup.has(account.accountKey),
    }));
  }),

  importDryRun: handle(adminMemberEndpoints.importDryRun, ({ params, body }) => {
    const rows = classifyImport(requireGroup(params.groupKey), body.identifiers);
    const counts = { NEW: 0, ALREADY: 0, NOT_FOUND: 0, INVALID: 0 };
    for (const row of rows) counts[row.outcome] += 1;
    return { rows, counts };
  }),

  importCommit: handle(adminMemberEndpoints.importCommit, ({ params, body, auth }) => {
    const group = requireGroup(params.groupKey);
    const classified = classifyImport(group, body.identifiers);
    const stoppers = classified.filter((row) => row.outcome === 'NOT_FOUND' || row.outcome === 'INVALID');
    // All-or-nothing with rows that cannot be added: nothing is added, and the job fails listing them.
    const blocked = body.mode === 'ALL_OR_NOTHING' && stoppers.length > 0;
    const rows = new Map((blocked ? stoppers : classified).map((row) => [`row-${row.row}`, row]));
    const adding: string[] = [];
    return startJob({
      kind: 'IMPORT',
      title: `회원 가져오기 · ${group.name}`,
      scope: blocked
        ? `파일 ${count(body.identifiers.length)}행 중 추가할 수 없는 ${count(stoppers.length)}행 때문에 아무도 추가하지 않음`
        : `그룹 '${group.name}'에 파일의 ${count(body.identifiers.length)}행`,
      area: 'MEMBER',
      startedBy: actorOf(auth),
      items: [...rows.keys()],
      processItem(itemKey) {
        const row = rows.get(itemKey);
        if (!row) return 'skipped';
        if (blocked || row.accountKey === null) return importItemError(row);
        if (row.outcome === 'ALREADY') return 'skipped';
        adding.push(row.accountKey);
        return 'ok';
      },
      // The members go in together when the job ends, as one change of the group.
      async finish(summary) {
        const current = db.memberGroups.findFirst((q) => q.where({ groupKey: group.groupKey }));
        if (current) await changeGroupMembers(auth, current, 'ADDED', adding);
        return { type: 'COUNTS', ...summary };
      },
    });
  }),

  exportMembers: handle(adminMemberEndpoints.exportMembers, ({ params, body, auth }) => {
    const group = requireGroup(params.groupKey);
    const rows = body.selection ? scopeRows(group, body.selection) : groupMemberRows(group);
    return startMemberExport({ group, rows, format: body.format, startedBy: actorOf(auth), selected: body.selection !== undefined });
  }),
} satisfies Record<keyof typeof adminMemberEndpoints, HttpHandler>;
