/**
 * Assignment handlers (adminAssignment.ts; issue 29): the operating classes and courses to give
 * (a slice of up to 10,000), the groups and the member search to choose people from, the dry run
 * of an imported list, starting an assignment job, each job's items with their states and actions,
 * and an item retried or cancelled — a given ticket taken back. The enrolled lists are in
 * enrolled.ts.
 */
import { adminAssignmentEndpoints, type AssignmentTarget, type TargetRef } from '@app/shared/api/contract/adminAssignment';
import { assignmentItemStatuses, type AssignmentItemStatus } from '@app/shared/api/contract/adminAssignmentRules';
import { isAccountIdentifier, type RecipientRow, type Recipients } from '@app/shared/api/contract/adminRecipients';
import type { MemberListScope } from '@app/shared/api/contract/adminMemberList';
import type { HttpHandler } from 'msw';
import type { AccountRecord } from '@mocks/account/schemas';
import { recordChange } from '@mocks/backoffice/history/record';
import { advanceJobs, cancelJobItem, findJob, jobVisibleTo, retryJobItem, toJob } from '@mocks/backoffice/jobs/engine';
import { matchingMembers, memberWorld, scopeMembers } from '@mocks/backoffice/members/memberList';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, pageOf } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { AssignmentRecord } from './collections';
import { assignmentEnrolledHandlers } from './enrolled';
import { itemLabel, itemStatus, itemWorld, startAssignment, toItem } from './jobs';
import { holdersOf, takeBackTicket } from './tickets';

/** A course's tickets run this long (a course record keeps no period of its own). */
export const COURSE_PERIOD_DAYS = 365;

const count = (value: number) => value.toLocaleString('ko-KR');

type KlassRecord = NonNullable<ReturnType<typeof db.klasses.findFirst>>;
type CourseRecord = NonNullable<ReturnType<typeof db.courses.findFirst>>;

function klassTarget(klass: KlassRecord): AssignmentTarget {
  return { targetType: 'KLASS', targetId: klass.klassId, title: klass.title, detail: klass.masterName, periodDays: klass.periodDays };
}

function courseTarget(course: CourseRecord): AssignmentTarget {
  return {
    targetType: 'COURSE',
    targetId: course.courseId,
    title: course.title,
    detail: `클래스 ${count(course.items.length)}개`,
    periodDays: COURSE_PERIOD_DAYS,
  };
}

/** The class or course of a reference; 404 when it is gone. */
export function requireTarget(ref: TargetRef): AssignmentTarget {
  if (ref.targetType === 'KLASS') {
    const klass = db.klasses.findFirst((q) => q.where({ klassId: ref.targetId }));
    if (!klass) throw new MockError('notFound', '클래스를 찾을 수 없습니다.', { targetId: ref.targetId });
    return klassTarget(klass);
  }
  const course = db.courses.findFirst((q) => q.where({ courseId: ref.targetId }));
  if (!course) throw new MockError('notFound', '코스를 찾을 수 없습니다.', { targetId: ref.targetId });
  return courseTarget(course);
}

/** One collator for every comparison: `localeCompare(…, 'ko')` builds one per call (seconds over 10,000 titles). */
const byKoreanTitle = new Intl.Collator('ko');

/**
 * Every class (or course) still selling, by title: what the picker offers. Read in one pass over
 * the records (10,000 classes with the catalogue's seed), never one lookup per class.
 */
function operatingTargets(targetType: TargetRef['targetType']): AssignmentTarget[] {
  const targets =
    targetType === 'KLASS'
      ? db.klasses.findMany((q) => q.where((klass) => klass.status !== 'CLOSED')).map(klassTarget)
      : db.courses.findMany((q) => q.where((course) => course.status !== 'CLOSED')).map(courseTarget);
  return targets.sort((a, b) => byKoreanTitle.compare(a.title, b.title));
}

/** The accounts of the given keys that exist, in order (a withdrawn one stays: its item fails with a reason). */
function accountsOf(keys: readonly string[]): AccountRecord[] {
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
 * The people an assignment is for, and the words of its scope. A group whose size moved since the
 * operator saw it is refused like a moved query scope (`selection.changed` with the new count).
 */
function peopleOf(people: Recipients): { accounts: AccountRecord[]; scope: string } {
  switch (people.source) {
    case 'SELECTION':
      return selectionPeople(people.selection);
    case 'GROUP': {
      const group = db.memberGroups.findFirst((q) => q.where({ groupKey: people.groupKey }));
      if (!group) throw new MockError('notFound', '회원 그룹을 찾을 수 없습니다.', { groupKey: people.groupKey });
      if (group.members.length !== people.expectedCount) {
        throw new MockError('selectionChanged', '그룹의 회원 수가 바뀌었습니다.', {
          expectedCount: people.expectedCount,
          matchingCount: group.members.length,
        });
      }
      return { accounts: accountsOf(group.members.map((member) => member.accountKey)), scope: `그룹 ‘${group.name}’ 전체 ${count(group.members.length)}명` };
    }
    case 'LIST': {
      const accounts = accountsOf(people.accountKeys);
      return { accounts, scope: `가져온 목록 ${count(accounts.length)}명` };
    }
  }
}

function classify(identifiers: readonly string[], holders: ReadonlySet<string>): RecipientRow[] {
  const byEmail = new Map<string, AccountRecord>();
  const byId = new Map<string, AccountRecord>();
  for (const account of db.accounts.all()) {
    byEmail.set(account.email.toLowerCase(), account);
    if (account.id) byId.set(account.id.toLowerCase(), account);
  }
  return identifiers.map((raw) => {
    const identifier = raw.trim();
    const wanted = identifier.toLowerCase();
    if (!isAccountIdentifier(identifier)) return { identifier, kind: 'INVALID', accountKey: null, displayName: null };
    const account = byEmail.get(wanted) ?? byId.get(wanted);
    if (!account) return { identifier, kind: 'NOT_FOUND', accountKey: null, displayName: null };
    const kind = holders.has(account.accountKey) ? 'ALREADY_HOLDS' : 'NEW';
    return { identifier, kind, accountKey: account.accountKey, displayName: account.displayName };
  });
}

/** An assignment job this person sees, brought up to now, with its record; 404 otherwise. */
async function visibleAssignment(jobId: string, auth: Parameters<typeof jobVisibleTo>[0]) {
  await advanceJobs();
  const job = findJob(jobId);
  const record = db.assignments.findFirst((q) => q.where({ jobId }));
  if (!job || !record || !jobVisibleTo(auth)(job)) throw new MockError('notFound', '작업을 찾을 수 없습니다.', { jobId });
  return { job, record };
}

function emptyCounts(): Record<AssignmentItemStatus, number> {
  return Object.fromEntries(assignmentItemStatuses.map((status) => [status, 0])) as Record<AssignmentItemStatus, number>;
}

function recordRef(record: AssignmentRecord) {
  return { targetType: record.targetType, targetId: record.targetId, title: record.targetTitle };
}

export const adminAssignmentHandlers = {
  targets: handle(adminAssignmentEndpoints.targets, ({ query }) => {
    const wanted = query.q?.trim().toLowerCase() ?? '';
    const matching = operatingTargets(query.targetType).filter((target) => wanted === '' || target.title.toLowerCase().includes(wanted));
    return { items: matching.slice(0, query.size), totalCount: matching.length };
  }),

  groups: handle(adminAssignmentEndpoints.groups, () => ({
    items: db.memberGroups
      .all()
      .map((group) => ({ groupKey: group.groupKey, name: group.name, memberCount: group.members.length }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ko')),
  })),

  members: handle(adminAssignmentEndpoints.members, ({ query }) => {
    const [field, direction] = (query.sort ?? 'displayName,asc').split(',') as ['displayName' | 'email' | 'joinedAt', 'asc' | 'desc'];
    const rows = matchingMembers(query, memberWorld()).sort(by((account) => (field === 'joinedAt' ? (account.joinedAt ?? '') : account[field]), direction));
    return pageOf(rows, query, (account) => ({ accountKey: account.accountKey, displayName: account.displayName, email: account.email, phone: account.phone }));
  }),

  dryRun: handle(adminAssignmentEndpoints.dryRun, ({ body }) => {
    const target = requireTarget(body.target);
    return { rows: classify(body.identifiers, holdersOf(target.targetType, target.targetId)) };
  }),

  assign: handle(adminAssignmentEndpoints.assign, ({ body, auth }) => {
    const target = requireTarget(body.target);
    const { accounts, scope } = peopleOf(body.people);
    if (accounts.length === 0) throw new MockError('badRequest', '지급할 계정이 없습니다.', { field: 'people' });
    return startAssignment({
      target,
      accountKeys: accounts.map((account) => account.accountKey),
      startDay: body.startDay,
      completionTargetValue: body.completionTargetValue,
      scope: body.memo ? `${scope} · ${body.memo}` : scope,
      startedBy: actorOf(auth),
    });
  }),

  items: handle(adminAssignmentEndpoints.items, async ({ params, query, auth }) => {
    const { job, record } = await visibleAssignment(params.jobId, auth);
    const world = itemWorld(record, job);
    const accounts = new Map(accountsOf(record.accountKeys).map((account) => [account.accountKey, account]));
    const statuses = query.status ? new Set(query.status) : null;
    const wanted = query.q?.trim().toLowerCase() ?? '';
    const statusCounts = emptyCounts();
    const kept: string[] = [];
    for (const accountKey of record.accountKeys) {
      const status = itemStatus(world, accountKey);
      statusCounts[status] += 1;
      if (statuses && !statuses.has(status)) continue;
      const account = accounts.get(accountKey);
      if (wanted && !`${account?.displayName ?? ''} ${account?.email ?? ''}`.toLowerCase().includes(wanted)) continue;
      kept.push(accountKey);
    }
    if (query.sort === 'order,desc') kept.reverse();
    return {
      ...pageOf(kept, query, (accountKey) => toItem(world, accountKey, accounts.get(accountKey))),
      target: recordRef(record),
      startDay: record.startDay,
      completionTargetValue: record.completionTargetValue,
      statusCounts,
    };
  }),

  itemAction: handle(adminAssignmentEndpoints.itemAction, async ({ params, auth }) => {
    const { job, record } = await visibleAssignment(params.jobId, auth);
    const { itemKey } = params;
    if (!record.accountKeys.includes(itemKey)) throw new MockError('notFound', '작업에 없는 항목입니다.', { itemKey });
    const account = db.accounts.findFirst((q) => q.where({ accountKey: itemKey }));
    const item = toItem(itemWorld(record, job), itemKey, account);
    const action = params.action === 'retry' ? 'RETRY' : 'CANCEL';
    if (!item.actions.includes(action)) {
      throw new MockError('jobActionNotAllowed', '지금 상태에서는 할 수 없는 작업입니다.', { status: item.status, allowed: item.actions });
    }
    if (action === 'RETRY') return retryJobItem(job.jobId, itemKey, auth);
    if (item.status !== 'SUCCEEDED') return cancelJobItem(job.jobId, itemKey, auth);
    // A ticket given is taken back: the learner's my-classes loses it at once; the item counts as skipped.
    takeBackTicket(record, itemKey);
    const updated = await db.jobs.update((q) => q.where({ jobId: job.jobId }), {
      data(draft) {
        draft.succeeded -= 1;
        draft.skipped += 1;
        if (draft.result?.type === 'COUNTS') draft.result = { type: 'COUNTS', succeeded: draft.succeeded, failed: draft.failed, skipped: draft.skipped };
        draft.updatedAt = settings.now();
      },
    });
    const after = updated ?? job;
    await recordChange({
      actor: auth,
      recordType: 'JOB',
      recordKey: job.jobId,
      recordLabel: job.title,
      action: 'UPDATE',
      before: { status: job.status, succeeded: job.succeeded, skipped: job.skipped, cancelledItem: null },
      after: { status: after.status, succeeded: after.succeeded, skipped: after.skipped, cancelledItem: itemLabel(account, itemKey) },
    });
    return toJob(after);
  }),

  ...assignmentEnrolledHandlers,
} satisfies Record<keyof typeof adminAssignmentEndpoints, HttpHandler>;
