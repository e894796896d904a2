/**
 * The job engine's item cancel and its change history (backoffice.md §4 "its items can be cancelled
 * or retried"; issue 15 "history: the mock records who changed what"): a pending item taken out is
 * never processed and counts as skipped, a failed one loses its error so a whole-job retry leaves it
 * alone, what cannot be cancelled is refused; and every action a person takes on a job — stop,
 * resume, cancel, retry, an item retried or cancelled — is one JOB entry naming who, status and
 * counts before → after, and the item it touched. Runs on the mock clock, on an empty database.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job, JobKind } from '@app/shared/api/contract/adminJob';
import type { AccessClaims } from '@mocks/auth/tokens';
import { clearDatabase, db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import { actOnJob, cancelJobItem, QUEUE_MS, retryJobItem, runJobsUntilIdle, startJob } from './engine';

const operator: AccessClaims = { sub: 'acc-operator-test', roles: ['OPERATOR'] };
const starter = { accountKey: operator.sub, displayName: '강운영' };

let clock = Date.parse('2026-11-22T01:00:00.000Z');
const realNow = settings.now;
beforeEach(() => {
  clearDatabase();
  settings.now = () => clock;
});
afterEach(() => {
  settings.now = realNow;
});

/** Items `member-1…n`, 100 ms each; the listed ones fail with a retryable error. */
function start(items: number, failing: ReadonlySet<string> = new Set(), kind: JobKind = 'TICKET_ASSIGNMENT') {
  return startJob({
    kind,
    title: '수강권 일괄 지급',
    scope: `선택한 ${items}명`,
    area: 'ASSIGNMENT',
    startedBy: starter,
    items: Array.from({ length: items }, (_, index) => `member-${index + 1}`),
    durationMs: items * 100,
    processItem: (key) => (failing.has(key) ? { error: '일시적인 오류', label: `회원 ${key}` } : 'ok'),
  });
}

async function refusal(promise: Promise<Job>): Promise<string> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MockError);
  return (error as MockError).errorName;
}

const jobHistory = () => db.historyChanges.all().filter((entry) => entry.record.type === 'JOB');

describe('job engine: cancelling one item (§4)', () => {
  it('a pending item taken out is skipped and never processed; the job still finishes', async () => {
    const processed: string[] = [];
    const job = await startJob({
      kind: 'IMPORT',
      title: '회원 가져오기',
      scope: '3명',
      area: 'MEMBER',
      startedBy: starter,
      items: ['a', 'b', 'c'],
      processItem: (key) => {
        processed.push(key);
        return 'ok';
      },
    });
    const after = await cancelJobItem(job.jobId, 'b', operator);
    expect(after).toMatchObject({ status: 'QUEUED', progress: { done: 1, total: 3 } });
    await runJobsUntilIdle();
    expect(processed).toEqual(['a', 'c']);
    expect(db.jobs.findFirst((q) => q.where({ jobId: job.jobId }))).toMatchObject({
      status: 'DONE',
      result: { type: 'COUNTS', succeeded: 2, failed: 0, skipped: 1 },
    });
  });

  it('a failed item cancelled loses its error and is left alone by a later whole-job retry', async () => {
    const job = await start(4, new Set(['member-2', 'member-3']));
    await runJobsUntilIdle();
    const after = await cancelJobItem(job.jobId, 'member-2', operator);
    expect(after).toMatchObject({
      itemErrorCount: 1,
      result: { succeeded: 2, failed: 1, skipped: 1 },
    });
    const retried = await actOnJob(job.jobId, 'RETRY', operator);
    expect(retried.progress).toEqual({ done: 3, total: 4 });
    expect(db.jobs.findFirst((q) => q.where({ jobId: job.jobId }))?.queue).toEqual(['member-3']);
  });

  it('the last pending item of a running job cancelled: it ends DONE at its next step', async () => {
    const job = await start(2);
    clock += QUEUE_MS + 100;
    const running = await cancelJobItem(job.jobId, 'member-2', operator);
    expect(running).toMatchObject({
      status: 'RUNNING',
      progress: { done: 2, total: 2 },
      actions: ['STOP', 'CANCEL'],
    });
    await runJobsUntilIdle();
    expect(db.jobs.findFirst((q) => q.where({ jobId: job.jobId }))).toMatchObject({
      status: 'DONE',
      result: { type: 'COUNTS', succeeded: 1, failed: 0, skipped: 1 },
    });
  });

  it('refuses: an item already processed or unknown (404), a permanent error, an export, a cancelled job (409)', async () => {
    const job = await start(3);
    await runJobsUntilIdle();
    expect(await refusal(cancelJobItem(job.jobId, 'member-1', operator))).toBe('notFound');
    expect(await refusal(cancelJobItem(job.jobId, 'nobody', operator))).toBe('notFound');

    const permanent = await startJob({
      kind: 'TICKET_ASSIGNMENT',
      title: '지급',
      scope: '1명',
      area: 'ASSIGNMENT',
      startedBy: starter,
      items: ['gone', 'ok'],
      processItem: (key) => (key === 'gone' ? { error: '탈퇴한 회원', retryable: false } : 'ok'),
    });
    await runJobsUntilIdle();
    expect(await refusal(cancelJobItem(permanent.jobId, 'gone', operator))).toBe('jobActionNotAllowed');

    const exported = await start(3, new Set(), 'EXPORT');
    expect(exported.actions).toEqual(['CANCEL']);
    expect(await refusal(cancelJobItem(exported.jobId, 'member-2', operator))).toBe('jobActionNotAllowed');

    const cancelled = await start(3);
    await actOnJob(cancelled.jobId, 'CANCEL', operator);
    expect(await refusal(cancelJobItem(cancelled.jobId, 'member-2', operator))).toBe('notFound');
  });
});

describe('job engine: every action on a job is in the change history (record type JOB)', () => {
  it('stop, resume, cancel: who, which job, status before → after', async () => {
    const job = await start(10);
    clock += QUEUE_MS + 300;
    await actOnJob(job.jobId, 'STOP', operator);
    await actOnJob(job.jobId, 'RESUME', operator);
    await actOnJob(job.jobId, 'CANCEL', operator);
    const entries = jobHistory();
    expect(entries.map((entry) => entry.changes.find((change) => change.field === 'status'))).toEqual([
      { field: 'status', before: 'RUNNING', after: 'STOPPED' },
      { field: 'status', before: 'STOPPED', after: 'RUNNING' },
      { field: 'status', before: 'RUNNING', after: 'CANCELLED' },
    ]);
    expect(entries[0]).toMatchObject({
      actor: { accountKey: operator.sub },
      record: { type: 'JOB', key: job.jobId, label: '수강권 일괄 지급' },
      action: 'UPDATE',
    });
  });

  it('retry, an item retried, an item cancelled: the counts moved and the item named', async () => {
    const job = await start(3, new Set(['member-1', 'member-2', 'member-3']));
    await runJobsUntilIdle();
    await retryJobItem(job.jobId, 'member-1', operator);
    await cancelJobItem(job.jobId, 'member-2', operator);
    await actOnJob(job.jobId, 'RETRY', operator);
    const [retriedItem, cancelledItem, retried] = jobHistory();
    // This processor fails the item again: nothing moved but the item retried, still recorded.
    expect(retriedItem?.changes).toEqual([{ field: 'retriedItem', before: null, after: '회원 member-1' }]);
    expect(cancelledItem?.changes).toEqual([
      { field: 'failed', before: 3, after: 2 },
      { field: 'skipped', before: 0, after: 1 },
      { field: 'cancelledItem', before: null, after: '회원 member-2' },
    ]);
    expect(retried?.changes).toEqual([
      { field: 'status', before: 'FAILED', after: 'QUEUED' },
      { field: 'done', before: 3, after: 1 },
      { field: 'failed', before: 2, after: 0 },
    ]);
  });

  it('a refused action records nothing', async () => {
    const job = await start(2);
    await refusal(actOnJob(job.jobId, 'RESUME', operator));
    expect(jobHistory()).toEqual([]);
  });
});
