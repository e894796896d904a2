/**
 * The mock's job engine (backoffice.md §4): every back-office area that starts a server job —
 * an export, a ticket assignment, a coupon issue, a text-message send, a transcode, an upload, an
 * import — hands it here with `startJob`, and the job centre's handlers read and steer it.
 *
 * Jobs advance with the mock clock (`settings.now`), not with timers: whenever the engine is asked
 * (every job call runs `advanceJobs` first), each running job processes the items its pace allows
 * for the time that passed. That works the same in the service worker, in Node and in the HTTP
 * server, needs nothing to be running between calls, and lets a test move a job by moving the
 * clock, or run every job to its end at once with `runJobsUntilIdle()`.
 *
 * Every action a person takes on a job — stop, resume, cancel, retry, an item retried or cancelled —
 * is recorded in the change history (record type JOB) with who took it, status and counts before
 * → after, and for an item action the item it touched.
 *
 * A job's state lives in the database (collections.ts); the functions that process its items live
 * in memory, by job id. A job restored from the browser's snapshot after a reload has lost them:
 * its remaining items then count as succeeded and it finishes with counts (seeded jobs register
 * theirs again at every seed, so they keep behaving).
 */
import {
  allowedJobActions,
  type Job,
  type JobKind,
  type JobResult,
} from '@app/shared/api/contract/adminJob';
import type { JobWholeAction } from '@app/shared/api/contract/adminJobRules';
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { OperatorPermission } from '@app/shared/api/contract/permissions';
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { operatorGrant, ownRecordsOf } from '@mocks/engine/access';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import { recordChange } from '@mocks/backoffice/history/record';
import type { JobRecord } from './collections';

/** What processing one item came to: done, skipped, a per-item error, or a failure of the whole job. */
export type JobItemOutcome =
  | 'ok'
  | 'skipped'
  | { error: string; label?: string; retryable?: boolean }
  | { fatal: string };

/** The counts a job ends with, handed to `finish`. */
export interface JobSummary {
  succeeded: number;
  failed: number;
  skipped: number;
}

export interface JobRunner {
  /**
   * Called before a run of items is processed (each engine step, each item retried alone): a
   * runner of thousands of items reads what it looks up (accounts, tickets) once here, fresh, rather
   * than scanning a collection for every item.
   */
  beginStep?(): void;
  /** Processes one item (assigns the ticket, sends the message, writes the row…). */
  processItem(itemKey: string): JobItemOutcome | Promise<JobItemOutcome>;
  /** Builds the result when the last item is processed: a file (exports) or counts (the default). */
  finish?(summary: JobSummary): JobResult | Promise<JobResult>;
}

export interface StartJobInput extends JobRunner {
  kind: JobKind;
  /** What the job does, in Korean ("회원 목록 내보내기 (XLSX)"). */
  title: string;
  /** Whom it applies to, in Korean ("그룹 'VIP 회원' 전체 3,120명"). */
  scope: string;
  /** The area whose operators see it besides its starter (null: its starter only). */
  area: OperatorPermission | null;
  startedBy: Actor;
  /** The keys of the items, in processing order. */
  items: readonly string[];
  /** How long the whole job should take on the mock clock; a realistic pace when absent. */
  durationMs?: number;
}

/** How long a started or retried job waits in the queue, before a scenario's latency. */
export const QUEUE_MS = 800;
/** A job of many items takes about this long: a 3,000-row export runs for a few seconds. */
const TYPICAL_DURATION_MS = 8000;
/** A job of few items advances at least this slowly, so its progress can be seen. */
const SLOWEST_MS_PER_ITEM = 200;

const runners = new Map<string, JobRunner>();

/**
 * What a kind's owning area does when a person cancels one of its jobs, whichever screen asked (the
 * job centre's drawer or the area's own page), so the area's record says what the job says: a
 * message request cancelled from the drawer is cancelled on the request too, with who, when and its
 * history entry. Called inside the engine's step, after the cancel is saved: it must not call the
 * engine again. Kept by kind, not by job, so a job restored after a reload keeps it.
 */
export type JobCancelEffect = (cancelled: { before: JobRecord; after: JobRecord; actor: AccessClaims | null }) => Promise<void>;
const cancelEffects = new Map<JobKind, JobCancelEffect>();

/** Registers the area's effect of cancelling a job of `kind` (one per kind: the area that owns it). */
export function onJobCancelled(kind: JobKind, effect: JobCancelEffect): void {
  cancelEffects.set(kind, effect);
}

const fallbackRunner: JobRunner = { processItem: () => 'ok' };

function countsResult(summary: JobSummary): JobResult {
  return { type: 'COUNTS', ...summary };
}

/** The time a job spends QUEUED: a moment, plus the scenario's latency (slow-network is slow here too). */
function queueDelay(): number {
  return QUEUE_MS + settings.latencyMs;
}

function paceOf(total: number, durationMs: number | undefined): number {
  if (durationMs !== undefined) return durationMs / Math.max(total, 1);
  return Math.min(SLOWEST_MS_PER_ITEM, TYPICAL_DURATION_MS / Math.max(total, 1));
}

// Job calls may overlap (the browser polls while an action is sent): one engine step at a time,
// so no item is processed twice.
let chain: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

/**
 * Who may see a job (the job centre's list and calls, and its entries in the change history): a
 * master session, only the jobs its account started; an operator, the jobs they started and every
 * job of an area whose permission they hold.
 */
export function jobVisibleTo(claims: AccessClaims | null): (job: JobRecord) => boolean {
  const accountKey = claims?.sub ?? '';
  if (ownRecordsOf(claims) !== null) return (job) => job.startedBy.accountKey === accountKey;
  const permissions = new Set(operatorGrant(accountKey)?.permissions ?? []);
  return (job) => job.startedBy.accountKey === accountKey || (job.area !== null && permissions.has(job.area));
}

export function findJob(jobId: string): JobRecord | undefined {
  return db.jobs.findFirst((q) => q.where({ jobId }));
}

function retryableErrorCount(jobId: string): number {
  return db.jobItemErrors.findMany((q) => q.where({ jobId, retryable: true })).length;
}

function errorCount(jobId: string): number {
  return db.jobItemErrors.findMany((q) => q.where({ jobId })).length;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The job as the contract answers it, with the actions its status, kind and errors allow now. */
export function toJob(record: JobRecord): Job {
  return {
    jobId: record.jobId,
    kind: record.kind,
    title: record.title,
    status: record.status,
    progress: { done: record.done, total: record.total },
    scope: record.scope,
    area: record.area,
    startedBy: record.startedBy,
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
    finishedAt: record.finishedAt === null ? null : iso(record.finishedAt),
    failureMessage: record.failureMessage,
    result: record.result,
    itemErrorCount: errorCount(record.jobId),
    actions: allowedJobActions(record.kind, record.status, {
      hasRetryableErrors: retryableErrorCount(record.jobId) > 0,
      hasPendingItems: record.queue.length > 0,
    }),
  };
}

/** Registers how a job's items are processed (the seed does this for its jobs after every seed). */
export function setJobRunner(jobId: string, runner: JobRunner): void {
  runners.set(jobId, runner);
}

export function forgetJobRunners(): void {
  runners.clear();
}

/** Starts a job: QUEUED for a moment, then RUNNING at its pace until every item is processed. */
export function startJob(input: StartJobInput): Promise<Job> {
  return serial(async () => {
    const now = settings.now();
    const jobId = `job-${String(db.jobs.count() + 1).padStart(4, '0')}`;
    const { processItem, finish } = input;
    runners.set(jobId, finish ? { processItem, finish } : { processItem });
    const record = await db.jobs.create({
      jobId,
      kind: input.kind,
      title: input.title,
      scope: input.scope,
      area: input.area,
      startedBy: input.startedBy,
      status: 'QUEUED',
      total: input.items.length,
      done: 0,
      succeeded: 0,
      failed: 0,
      skipped: 0,
      queue: [...input.items],
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
      queuedUntil: now + queueDelay(),
      processedUntil: now,
      msPerItem: paceOf(input.items.length, input.durationMs),
      failureMessage: null,
      result: null,
    });
    return toJob(record);
  });
}

type Draft = Omit<JobRecord, 'queue'> & { queue: string[] };

async function recordItemError(draft: Draft, itemKey: string, label: string, message: string, retryable: boolean) {
  await db.jobItemErrors.create({ jobId: draft.jobId, seq: draft.done, itemKey, label, message, retryable });
}

/** Processes the next item of `draft`; false when the job can go no further now. */
async function processNext(draft: Draft, runner: JobRunner, at: number): Promise<boolean> {
  const itemKey = draft.queue[0];
  if (itemKey === undefined) return false;
  const outcome = await runner.processItem(itemKey);
  if (typeof outcome === 'object' && 'fatal' in outcome) {
    // The item stays first in the queue: a retry starts again from it.
    Object.assign(draft, { status: 'FAILED', failureMessage: outcome.fatal, finishedAt: at });
    return false;
  }
  draft.queue.shift();
  draft.done += 1;
  if (outcome === 'ok') draft.succeeded += 1;
  else if (outcome === 'skipped') draft.skipped += 1;
  else {
    draft.failed += 1;
    await recordItemError(draft, itemKey, outcome.label ?? itemKey, outcome.error, outcome.retryable ?? true);
  }
  return true;
}

async function finishIfEmpty(draft: Draft, runner: JobRunner, at: number): Promise<void> {
  if (draft.status !== 'RUNNING' || draft.queue.length > 0) return;
  const summary = { succeeded: draft.succeeded, failed: draft.failed, skipped: draft.skipped };
  const everyItemFailed = summary.failed > 0 && summary.succeeded === 0 && summary.skipped === 0;
  draft.finishedAt = at;
  if (everyItemFailed) {
    draft.status = 'FAILED';
    draft.failureMessage = '항목을 하나도 처리하지 못했어요.';
    draft.result = countsResult(summary);
    return;
  }
  draft.status = 'DONE';
  draft.result = runner.finish ? await runner.finish(summary) : countsResult(summary);
}

/** Moves one job up to `now` (every remaining item when `now` is Infinity). */
async function step(record: JobRecord, now: number): Promise<void> {
  if (record.status !== 'QUEUED' && record.status !== 'RUNNING') return;
  const draft: Draft = { ...record, queue: [...record.queue] };
  const runner = runners.get(record.jobId) ?? fallbackRunner;
  const untilEnd = now === Number.POSITIVE_INFINITY;
  if (draft.status === 'QUEUED') {
    if (!untilEnd && now < draft.queuedUntil) return;
    draft.status = 'RUNNING';
    draft.processedUntil = untilEnd ? settings.now() : draft.queuedUntil;
  }
  runner.beginStep?.();
  while (draft.status === 'RUNNING' && draft.queue.length > 0) {
    const at = untilEnd ? draft.processedUntil : draft.processedUntil + draft.msPerItem;
    if (!untilEnd && at > now) break;
    if (!(await processNext(draft, runner, at))) break;
    draft.processedUntil = at;
  }
  const at = untilEnd ? settings.now() : Math.min(now, draft.processedUntil);
  await finishIfEmpty(draft, runner, at);
  draft.updatedAt = Math.max(draft.updatedAt, at);
  await db.jobs.update((q) => q.where({ jobId: record.jobId }), {
    data(target) {
      Object.assign(target, draft);
    },
  });
}

async function advanceAll(now: number): Promise<void> {
  const active = db.jobs.findMany((q) => q.where((job) => job.status === 'QUEUED' || job.status === 'RUNNING'));
  for (const record of active) await step(record, now);
}

/** Brings every active job up to the mock clock's now; every job call runs it first. */
export function advanceJobs(): Promise<void> {
  return serial(() => advanceAll(settings.now()));
}

/** Node tests: runs every queued and running job to its end at once, whatever the clock says. */
export function runJobsUntilIdle(): Promise<void> {
  return serial(() => advanceAll(Number.POSITIVE_INFINITY));
}

/** The job brought up to now; 404 when there is none. */
async function currentJob(jobId: string): Promise<JobRecord> {
  const record = findJob(jobId);
  if (record) await step(record, settings.now());
  const current = findJob(jobId);
  if (!current) throw new MockError('notFound', '작업을 찾을 수 없어요.', { jobId });
  return current;
}

function refuse(record: JobRecord): never {
  throw new MockError('jobActionNotAllowed', '지금 상태에서는 할 수 없는 작업이에요.', {
    status: record.status,
    allowed: toJob(record).actions,
  });
}

async function save(record: JobRecord, change: (draft: JobRecord) => void): Promise<JobRecord> {
  const updated = await db.jobs.update((q) => q.where({ jobId: record.jobId }), {
    data(target) {
      change(target);
      target.updatedAt = settings.now();
    },
  });
  return updated ?? record;
}

/** What the change history keeps of a job: its status and counts (the fields an action moves). */
function historyState({ status, done, succeeded, failed, skipped }: JobRecord) {
  return { status, done, succeeded, failed, skipped };
}

/** Which item an item action touched, as the history names it (absent for a whole-job action). */
type ItemTouched = { field: 'retriedItem' | 'cancelledItem'; label: string };

/** Records the person's action on the job (before → after), then answers the job. */
async function recorded(
  actor: AccessClaims | null,
  before: JobRecord,
  after: JobRecord,
  item?: ItemTouched,
): Promise<Job> {
  await recordChange({
    actor,
    recordType: 'JOB',
    recordKey: after.jobId,
    recordLabel: after.title,
    action: 'UPDATE',
    before: { ...historyState(before), ...(item ? { [item.field]: null } : {}) },
    after: { ...historyState(after), ...(item ? { [item.field]: item.label } : {}) },
  });
  return toJob(after);
}

/** Stop, resume, cancel or retry a job, after bringing it up to now; 409 when it is not allowed. */
export function actOnJob(jobId: string, action: JobWholeAction, actor: AccessClaims | null): Promise<Job> {
  return serial(async () => {
    const current = await currentJob(jobId);
    if (!toJob(current).actions.includes(action)) refuse(current);
    const now = settings.now();
    // A retry puts the retryable failed items back at the head of the queue, their errors gone.
    const retried =
      action === 'RETRY' ? db.jobItemErrors.findMany((q) => q.where({ jobId: current.jobId, retryable: true })) : [];
    if (retried.length > 0) db.jobItemErrors.deleteMany((q) => q.where({ jobId: current.jobId, retryable: true }));
    const change = (draft: JobRecord) => {
      switch (action) {
        case 'STOP':
          draft.status = 'STOPPED';
          return;
        case 'RESUME':
          draft.status = 'RUNNING';
          draft.processedUntil = now;
          return;
        case 'CANCEL':
          draft.status = 'CANCELLED';
          draft.finishedAt = now;
          draft.queue = [];
          return;
        case 'RETRY':
          draft.queue = [...retried.map((error) => error.itemKey), ...draft.queue];
          draft.done -= retried.length;
          draft.failed -= retried.length;
          Object.assign(draft, { status: 'QUEUED', queuedUntil: now + queueDelay(), finishedAt: null });
          Object.assign(draft, { failureMessage: null, result: null });
      }
    };
    const saved = await save(current, change);
    const job = await recorded(actor, current, saved);
    const effect = action === 'CANCEL' ? cancelEffects.get(saved.kind) : undefined;
    if (effect) await effect({ before: current, after: saved, actor });
    return job;
  });
}

/** A DONE or FAILED job's counts result follows its counts after an item changed. */
function refreshCounts(draft: JobRecord): void {
  if (draft.result?.type === 'COUNTS') {
    draft.result = {
      type: 'COUNTS',
      succeeded: draft.succeeded,
      failed: draft.failed,
      skipped: draft.skipped,
    };
  }
}

/** Runs one failed item again at once; its error goes away when it now succeeds. */
export function retryJobItem(jobId: string, itemKey: string, actor: AccessClaims | null): Promise<Job> {
  return serial(async () => {
    const current = await currentJob(jobId);
    const error = db.jobItemErrors.findFirst((q) => q.where({ jobId: current.jobId, itemKey }));
    if (!error) throw new MockError('notFound', '이 항목의 오류를 찾을 수 없어요.', { itemKey });
    if (!error.retryable || !toJob(current).actions.includes('RETRY_ITEM')) refuse(current);
    const item: ItemTouched = { field: 'retriedItem', label: error.label };
    const runner = runners.get(current.jobId) ?? fallbackRunner;
    runner.beginStep?.();
    const outcome = await runner.processItem(itemKey);
    if (typeof outcome === 'object') {
      const message = 'fatal' in outcome ? outcome.fatal : outcome.error;
      const retryable = 'fatal' in outcome || outcome.retryable !== false;
      await db.jobItemErrors.update(error, {
        data(draft) {
          Object.assign(draft, { message, retryable });
        },
      });
      return recorded(actor, current, await save(current, () => undefined), item);
    }
    db.jobItemErrors.delete(error);
    const saved = await save(current, (draft) => {
      draft.failed -= 1;
      if (outcome === 'ok') draft.succeeded += 1;
      else draft.skipped += 1;
      refreshCounts(draft);
    });
    return recorded(actor, current, saved, item);
  });
}

/**
 * Takes one item out of the job (§4 "its items can be cancelled"), counted as skipped: an item
 * still waiting in the queue is never processed, a failed one loses its error so a later retry
 * leaves it alone. A job whose last pending item this was finishes at its next step, as if that
 * item had been processed.
 */
export function cancelJobItem(jobId: string, itemKey: string, actor: AccessClaims | null): Promise<Job> {
  return serial(async () => {
    const current = await currentJob(jobId);
    const error = db.jobItemErrors.findFirst((q) => q.where({ jobId: current.jobId, itemKey }));
    const pending = current.queue.includes(itemKey);
    if (!error && !pending) {
      throw new MockError('notFound', '취소할 수 있는 항목이 아니에요.', { itemKey });
    }
    if ((error && !error.retryable) || !toJob(current).actions.includes('CANCEL_ITEM')) refuse(current);
    if (error) db.jobItemErrors.delete(error);
    const saved = await save(current, (draft) => {
      if (error) {
        draft.failed -= 1;
      } else {
        draft.queue = draft.queue.filter((key) => key !== itemKey);
        draft.done += 1;
      }
      draft.skipped += 1;
      refreshCounts(draft);
    });
    return recorded(actor, current, saved, {
      field: 'cancelledItem',
      label: error?.label ?? itemKey,
    });
  });
}

