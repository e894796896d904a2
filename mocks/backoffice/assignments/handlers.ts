/**
 * Assignment handlers (adminAssignment.ts; issue 29): the operating classes, courses and passes to
 * give (a slice of up to 10,000; targets.ts), the groups and the member search to choose people
 * from, the dry run of an imported list, starting an assignment job, each job's items with their
 * states and actions, and an item retried or cancelled — a given ticket taken back. The enrolled
 * lists are in enrolled.ts.
 */
import { adminAssignmentEndpoints } from '@app/shared/api/contract/adminAssignment';
import { assignmentItemStatuses, type AssignmentItemStatus } from '@app/shared/api/contract/adminAssignmentRules';
import type { HttpHandler } from 'msw';
import { recordChange } from '@mocks/backoffice/history/record';
import { advanceJobs, cancelJobItem, findJob, jobVisibleTo, retryJobItem, toJob } from '@mocks/backoffice/jobs/engine';
import { accountsOf, classifyRecipients, recipientAccounts, recipientGroups, recipientSearch } from '@mocks/backoffice/recipients';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { pageOf } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { AssignmentRecord } from './collections';
import { assignmentEnrolledHandlers } from './enrolled';
import { itemLabel, itemStatus, itemWorld, startAssignment, toItem } from './jobs';
import { operatingTargets, requireTarget } from './targets';
import { holdersOf, takeBackTicket } from './tickets';

/** An assignment job this person sees, brought up to now, with its record; 404 otherwise. */
async function visibleAssignment(jobId: string, auth: Parameters<typeof jobVisibleTo>[0]) {
  await advanceJobs();
  const job = findJob(jobId);
  const record = db.assignments.findFirst((q) => q.where({ jobId }));
  if (!job || !record || !jobVisibleTo(auth)(job)) throw new MockError('notFound', '작업을 찾을 수 없어요.', { jobId });
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

  groups: handle(adminAssignmentEndpoints.groups, () => ({ items: recipientGroups() })),

  members: handle(adminAssignmentEndpoints.members, ({ query }) => recipientSearch(query)),

  dryRun: handle(adminAssignmentEndpoints.dryRun, ({ body }) => {
    const target = requireTarget(body.target);
    return { rows: classifyRecipients(body.identifiers, holdersOf(target.targetType, target.targetId)) };
  }),

  assign: handle(adminAssignmentEndpoints.assign, ({ body, auth }) => {
    const target = requireTarget(body.target);
    const { accounts, scope } = recipientAccounts(body.people);
    if (accounts.length === 0) throw new MockError('badRequest', '지급할 계정이 없어요.', { field: 'people' });
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
    if (!record.accountKeys.includes(itemKey)) throw new MockError('notFound', '이 작업에 없는 항목이에요.', { itemKey });
    const account = db.accounts.findFirst((q) => q.where({ accountKey: itemKey }));
    const item = toItem(itemWorld(record, job), itemKey, account);
    const action = params.action === 'retry' ? 'RETRY' : 'CANCEL';
    if (!item.actions.includes(action)) {
      throw new MockError('jobActionNotAllowed', '지금 상태에서는 할 수 없는 작업이에요.', { status: item.status, allowed: item.actions });
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
