/**
 * Contract walk of the job centre (backoffice.md §4 jobs that stop, resume, cancel and retry) over
 * real HTTP: every endpoint answers in its schema, who sees which job, each status transition of
 * the mock engine on the mock clock (queued → running → stopped → running → done / cancelled,
 * failed → retried → done), the item retry, and every refusal (409 job.action.not_allowed, 404 for
 * a job one may not see or an item without an error).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import type { JobStatus } from '@app/shared/api/contract/adminJobRules';
import { seededOperators } from '@mocks/backoffice/seed';
import { QUEUE_MS, runJobsUntilIdle, startJob } from '@mocks/backoffice/jobs/engine';
import { seededItemErrors, seededJobIds } from '@mocks/backoffice/jobs/seed';
import { settings } from '@mocks/engine/settings';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const as = (token: string) => contractClient(server.baseUrl, token, called);
const operatorActor = { accountKey: seededOperators.full.accountKey, displayName: '강운영' };

// The mock clock, moved by the tests: jobs advance only when it does (or runJobsUntilIdle runs).
let clock = Date.now();
const realNow = settings.now;
beforeEach(() => {
  settings.now = () => clock;
});
afterEach(() => {
  settings.now = realNow;
});
const wait = (ms: number) => {
  clock += ms;
};

async function operator() {
  return as(await loginAccessToken(server.baseUrl, seededOperators.full));
}

function assignment(items: number, failing: ReadonlySet<string> = new Set()) {
  const keys = Array.from({ length: items }, (_, index) => `member-${index + 1}`);
  return startJob({
    kind: 'TICKET_ASSIGNMENT',
    title: '수강권 일괄 지급',
    scope: `선택한 ${items}명`,
    area: 'ASSIGNMENT',
    startedBy: operatorActor,
    items: keys,
    durationMs: items * 100,
    processItem: (key) => (failing.has(key) ? { error: '일시적인 오류', label: `회원 ${key}` } : 'ok'),
  });
}

describe('job centre contract over HTTP', () => {
  it("list: the seeded jobs newest first (a master's among them), the active count, filters by status and kind", async () => {
    const client = await operator();
    // Other areas seed jobs of their own (assignments): the job seed's are read among them.
    const ours = (ids: string[]) => ids.filter((id) => (Object.values(seededJobIds) as string[]).includes(id));
    const page = await client.call(adminJobEndpoints.list, { query: {} });
    expect(ours(page.items.map((job) => job.jobId))).toEqual([
      seededJobIds.running,
      seededJobIds.stopped,
      seededJobIds.mastersTranscode,
      seededJobIds.failed,
      seededJobIds.done,
      seededJobIds.cancelled,
    ]);
    expect(page.activeCount).toBe(1);
    const statuses: JobStatus[] = ['FAILED', 'STOPPED'];
    const filtered = await client.call(adminJobEndpoints.list, { query: { status: statuses } });
    expect(new Set(filtered.items.map((job) => job.status))).toEqual(new Set(['FAILED', 'STOPPED']));
    expect(ours(filtered.items.map((job) => job.jobId)).sort()).toEqual([seededJobIds.failed, seededJobIds.stopped].sort());
    const exports = await client.call(adminJobEndpoints.list, { query: { kind: 'EXPORT', size: 1 } });
    expect(exports).toMatchObject({ totalCount: 1, page: 1, size: 1 });
    const oldest = await client.call(adminJobEndpoints.list, { query: { sort: 'createdAt,asc' } });
    expect(ours(oldest.items.map((job) => job.jobId))[0]).toBe(seededJobIds.cancelled);
  });

  it('visibility: a person sees their own jobs and those of the areas they hold; others are 404', async () => {
    const limited = as(await loginAccessToken(server.baseUrl, seededOperators.limited));
    const page = await limited.call(adminJobEndpoints.list, { query: {} });
    expect(page.items.map((job) => job.jobId)).toEqual([seededJobIds.cancelled]);
    expect(page.activeCount).toBe(0);
    await expectApiError(limited.call(adminJobEndpoints.detail, { params: { jobId: seededJobIds.failed } }), 'notFound');
    await expectApiError(
      limited.call(adminJobEndpoints.act, { params: { jobId: seededJobIds.stopped, action: 'resume' } }),
      'notFound',
    );
  });

  it('detail and item errors: the failed assignment with its errors in order, the actions it allows', async () => {
    const client = await operator();
    const job = await client.call(adminJobEndpoints.detail, {
      params: { jobId: seededJobIds.failed },
    });
    expect(job).toMatchObject({
      status: 'FAILED',
      itemErrorCount: 3,
      actions: ['RETRY', 'RETRY_ITEM', 'CANCEL_ITEM'],
    });
    expect(job.failureMessage).toBeTruthy();
    const errors = await client.call(adminJobEndpoints.itemErrors, { params: { jobId: seededJobIds.failed }, query: {} });
    expect(errors.items.map((error) => [error.itemKey, error.retryable])).toEqual([
      [seededItemErrors.retryable[0], true],
      [seededItemErrors.retryable[1], true],
      [seededItemErrors.permanent, false],
    ]);
    const cancelled = await client.call(adminJobEndpoints.detail, { params: { jobId: seededJobIds.cancelled } });
    expect(cancelled.actions).toEqual([]);
    await expectApiError(client.call(adminJobEndpoints.detail, { params: { jobId: 'job-none' } }), 'notFound');
  });

  it('queued → running → stopped → running → done, on the mock clock', async () => {
    const client = await operator();
    const started = await assignment(10);
    expect(started).toMatchObject({
      status: 'QUEUED',
      progress: { done: 0, total: 10 },
      actions: ['CANCEL', 'CANCEL_ITEM'],
    });
    const params = { jobId: started.jobId };
    wait(QUEUE_MS + 300);
    const running = await client.call(adminJobEndpoints.detail, { params });
    expect(running).toMatchObject({
      status: 'RUNNING',
      progress: { done: 3 },
      actions: ['STOP', 'CANCEL', 'CANCEL_ITEM'],
    });
    const stopped = await client.call(adminJobEndpoints.act, {
      params: { ...params, action: 'stop' },
    });
    expect(stopped).toMatchObject({
      status: 'STOPPED',
      actions: ['RESUME', 'CANCEL', 'CANCEL_ITEM'],
    });
    wait(5000);
    expect((await client.call(adminJobEndpoints.detail, { params })).progress.done).toBe(3);
    await client.call(adminJobEndpoints.act, { params: { ...params, action: 'resume' } });
    wait(700);
    const done = await client.call(adminJobEndpoints.detail, { params });
    expect(done).toMatchObject({
      status: 'DONE',
      progress: { done: 10, total: 10 },
      result: { type: 'COUNTS', succeeded: 10, failed: 0, skipped: 0 },
      actions: [],
      startedBy: operatorActor,
    });
    expect(done.finishedAt).not.toBeNull();
    expect((await client.call(adminJobEndpoints.list, { query: {} })).items[0]?.jobId).toBe(started.jobId);
  });

  it('a running job is cancelled and stays so; an export runs to its file and cannot be stopped', async () => {
    const client = await operator();
    const job = await assignment(20);
    wait(QUEUE_MS + 500);
    const cancelled = await client.call(adminJobEndpoints.act, { params: { jobId: job.jobId, action: 'cancel' } });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', actions: [] });
    wait(10_000);
    expect((await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } })).progress.done).toBe(5);

    const file = { type: 'FILE', fileId: 'file-export-1', fileName: '회원 목록.xlsx', size: 2048, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
    const exported = await startJob({
      kind: 'EXPORT',
      title: '회원 목록 내보내기 (XLSX)',
      scope: '회원 3,000명',
      area: 'MEMBER',
      startedBy: operatorActor,
      items: Array.from({ length: 3000 }, (_, index) => `row-${index}`),
      processItem: () => 'ok',
      finish: () => file,
    });
    wait(QUEUE_MS + 1000);
    const running = await client.call(adminJobEndpoints.detail, { params: { jobId: exported.jobId } });
    expect(running.status).toBe('RUNNING');
    expect(running.actions).toEqual(['CANCEL']);
    await expectApiError(
      client.call(adminJobEndpoints.act, { params: { jobId: exported.jobId, action: 'stop' } }),
      'jobActionNotAllowed',
    );
    await runJobsUntilIdle();
    await expect(client.call(adminJobEndpoints.detail, { params: { jobId: exported.jobId } })).resolves.toMatchObject({
      status: 'DONE',
      result: file,
    });
  });

  it('item errors: recorded as they happen; one item is retried, then the rest with retry', async () => {
    const client = await operator();
    const job = await assignment(6, new Set(['member-2', 'member-5']));
    await runJobsUntilIdle();
    const params = { jobId: job.jobId };
    const done = await client.call(adminJobEndpoints.detail, { params });
    expect(done).toMatchObject({
      status: 'DONE',
      itemErrorCount: 2,
      result: { type: 'COUNTS', succeeded: 4, failed: 2 },
      actions: ['RETRY', 'RETRY_ITEM', 'CANCEL_ITEM'],
    });
    const errors = await client.call(adminJobEndpoints.itemErrors, { params, query: { size: 1 } });
    expect(errors).toMatchObject({ totalCount: 2, totalPages: 2, items: [{ itemKey: 'member-2', label: '회원 member-2' }] });
    // This processor keeps failing these items: the retry records the error again.
    const retriedOne = await client.call(adminJobEndpoints.retryItem, { params: { ...params, itemKey: 'member-2' } });
    expect(retriedOne.itemErrorCount).toBe(2);
    await expectApiError(client.call(adminJobEndpoints.retryItem, { params: { ...params, itemKey: 'member-1' } }), 'notFound');
    const retried = await client.call(adminJobEndpoints.act, { params: { ...params, action: 'retry' } });
    expect(retried).toMatchObject({ status: 'QUEUED', progress: { done: 4, total: 6 }, itemErrorCount: 0, result: null });
  });

  it('the failed seeded assignment: an item retried succeeds, a permanent one is refused, retry finishes it', async () => {
    const client = await operator();
    const params = { jobId: seededJobIds.failed };
    const afterItem = await client.call(adminJobEndpoints.retryItem, {
      params: { ...params, itemKey: seededItemErrors.retryable[0] },
    });
    expect(afterItem).toMatchObject({ status: 'FAILED', itemErrorCount: 2 });
    await expectApiError(
      client.call(adminJobEndpoints.retryItem, { params: { ...params, itemKey: seededItemErrors.permanent } }),
      'jobActionNotAllowed',
    );
    await client.call(adminJobEndpoints.act, { params: { ...params, action: 'retry' } });
    await runJobsUntilIdle();
    const finished = await client.call(adminJobEndpoints.detail, { params });
    expect(finished).toMatchObject({
      status: 'DONE',
      progress: { done: 40, total: 40 },
      itemErrorCount: 1,
      failureMessage: null,
      result: { type: 'COUNTS', succeeded: 39, failed: 1, skipped: 0 },
      actions: [],
    });
  });

  it('an item cancelled: a pending one is skipped and never processed, a failed one is not retried; refusals', async () => {
    const client = await operator();
    const job = await assignment(4, new Set(['member-2']));
    const params = { jobId: job.jobId };
    const pending = await client.call(adminJobEndpoints.cancelItem, {
      params: { ...params, itemKey: 'member-4' },
    });
    expect(pending).toMatchObject({ status: 'QUEUED', progress: { done: 1, total: 4 } });
    await runJobsUntilIdle();
    const done = await client.call(adminJobEndpoints.detail, { params });
    expect(done).toMatchObject({
      status: 'DONE',
      result: { type: 'COUNTS', succeeded: 2, failed: 1, skipped: 1 },
    });
    const failed = await client.call(adminJobEndpoints.cancelItem, {
      params: { ...params, itemKey: 'member-2' },
    });
    expect(failed).toMatchObject({
      status: 'DONE',
      itemErrorCount: 0,
      result: { type: 'COUNTS', succeeded: 2, failed: 0, skipped: 2 },
      actions: [],
    });
    await expectApiError(
      client.call(adminJobEndpoints.cancelItem, { params: { ...params, itemKey: 'member-1' } }),
      'notFound',
    );
    await expectApiError(
      client.call(adminJobEndpoints.cancelItem, {
        params: { jobId: seededJobIds.failed, itemKey: seededItemErrors.permanent },
      }),
      'jobActionNotAllowed',
    );
  });

  it('refuses what a status does not allow with 409 job.action.not_allowed and what it allows', async () => {
    const client = await operator();
    const resumeRunning = client.call(adminJobEndpoints.act, { params: { jobId: seededJobIds.running, action: 'resume' } });
    await expectApiError(resumeRunning, 'jobActionNotAllowed');
    const refusal = await client
      .call(adminJobEndpoints.act, { params: { jobId: seededJobIds.cancelled, action: 'cancel' } })
      .catch((error: unknown) => error);
    expect(JSON.parse(JSON.stringify(refusal))).toMatchObject({
      status: 409,
      code: 'job.action.not_allowed',
      data: { status: 'CANCELLED', allowed: [] },
    });
    await expectApiError(
      client.call(adminJobEndpoints.act, { params: { jobId: seededJobIds.done, action: 'retry' } }),
      'jobActionNotAllowed',
    );
    await expectApiError(
      client.call(adminJobEndpoints.act, { params: { jobId: seededJobIds.stopped, action: 'stop' } }),
      'jobActionNotAllowed',
    );
  });

  it('calls every job centre endpoint', () => {
    expect([...called].sort()).toEqual(Object.values(adminJobEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
