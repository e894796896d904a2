/**
 * The back-office job centre's calls (backoffice.md §4: "Course assignment job can be stopped,
 * resumed, cancelled; its items can be cancelled or retried", "Video transcoding can be polled and
 * cancelled"; §7 Assignments, File, Notification): one model for every server job — exports,
 * ticket assignments, coupon issues, text-message sends, video transcoding, uploads, imports —
 * so one poller, one drawer and one page serve them all. Paths chosen here in the style of the
 * learner ones: `/rest/job/admin/tenant/jobs…`.
 *
 * Who sees what: any operator and every master may call these (`operatorsAndMasters`, one path
 * for both, permissions.ts); the list and every call on a job answer only the jobs the person may
 * see — a master, the jobs their account started (a curriculum editor's uploads and transcodes);
 * an operator, the ones they started and every job of an area whose permission they hold (`area`),
 * masters' jobs included. A job they may not see answers 404 `request.not_found`, as if it did not
 * exist, so its existence does not leak.
 *
 * Which action a job allows now is decided by the server and sent as `actions`; the app shows
 * exactly those buttons. An action the job's status or kind does not allow answers 409
 * `job.action.not_allowed` with `data.allowed` (what it allows now).
 */
import { z } from 'zod/mini';
import { actorSchema, adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { queryListOf } from './common';
import { declaredJobKindCapabilities, declaredJobKinds } from './areaKinds';
import type { DeclaredJobKind } from './defineKinds';
import { defineEndpoint } from './endpoint';
import { jobStatuses, type JobStatus } from './adminJobRules';
import { operatorPermissions, operatorsAndMasters } from './permissions';

const base = '/rest/job/admin/tenant/jobs';

/**
 * The job kinds, each declared by the area that starts it (`admin<Area>Kinds.ts`, defineKinds.ts)
 * and found by areaKinds.ts: the schema validates against that found set.
 */
export const jobKinds = declaredJobKinds;
export const jobKindSchema = z.enum(jobKinds);
export type JobKind = DeclaredJobKind;

export const jobStatusSchema = z.enum(jobStatuses);

export const jobActions = ['STOP', 'RESUME', 'CANCEL', 'RETRY', 'RETRY_ITEM', 'CANCEL_ITEM'] as const;
export const jobActionSchema = z.enum(jobActions);
export type JobAction = z.infer<typeof jobActionSchema>;
/** The actions on one item of a job (each its own call), as opposed to the whole-job ones. */
export const jobItemActions = ['RETRY_ITEM', 'CANCEL_ITEM'] as const satisfies readonly JobAction[];
export type JobItemAction = (typeof jobItemActions)[number];

/**
 * What each kind supports beyond cancel and retry (§4), as its area declared it: a sending or
 * assigning job can be paused part-way, and its items can be cancelled or retried one by one; an
 * export, a transcode or an upload cannot be paused (it is cancelled and started again) and is one
 * piece of work, not items a person picks. The mock derives `actions` from this table.
 */
export const jobKindCapabilities = declaredJobKindCapabilities;

/** What a job's items allow now: failed items that may run again, items not processed yet. */
export interface JobItemState {
  hasRetryableErrors: boolean;
  hasPendingItems: boolean;
}

/**
 * The actions a job of `kind` in `status` allows. An item can be retried once the job has ended
 * (FAILED, or DONE with errors); an item can be cancelled — taken out of the job, counted as
 * skipped — while it is still to be processed or failed and could be retried, in any status but
 * CANCELLED (a cancelled job has nothing left to take out).
 */
export function allowedJobActions(kind: JobKind, status: JobStatus, items: JobItemState): JobAction[] {
  const { stoppable, itemActions } = jobKindCapabilities[kind];
  const itemRetries: JobAction[] = itemActions && items.hasRetryableErrors ? ['RETRY_ITEM'] : [];
  const itemCancels: JobAction[] =
    itemActions && (items.hasRetryableErrors || items.hasPendingItems) ? ['CANCEL_ITEM'] : [];
  switch (status) {
    case 'QUEUED':
      return ['CANCEL', ...itemCancels];
    case 'RUNNING':
      return [...(stoppable ? ['STOP' as const] : []), 'CANCEL', ...itemCancels];
    case 'STOPPED':
      return ['RESUME', 'CANCEL', ...itemCancels];
    case 'FAILED':
      return ['RETRY', ...itemRetries, ...itemCancels];
    case 'DONE':
      return items.hasRetryableErrors ? ['RETRY', ...itemRetries, ...itemCancels] : [];
    case 'CANCELLED':
      return [];
  }
}

export const jobFileResultSchema = z.object({
  type: z.literal('FILE'),
  fileId: z.string(),
  /** The name the download is saved under (Korean allowed). */
  fileName: z.string(),
  /** Bytes. */
  size: z.number().check(z.int(), z.gte(0)),
  contentType: z.string(),
});
export const jobCountsResultSchema = z.object({
  type: z.literal('COUNTS'),
  succeeded: z.number().check(z.int(), z.gte(0)),
  failed: z.number().check(z.int(), z.gte(0)),
  skipped: z.number().check(z.int(), z.gte(0)),
});
export const jobResultSchema = z.discriminatedUnion('type', [jobFileResultSchema, jobCountsResultSchema]);
export type JobResult = z.infer<typeof jobResultSchema>;
export type JobFileResult = z.infer<typeof jobFileResultSchema>;

export const jobProgressSchema = z.object({
  done: z.number().check(z.int(), z.gte(0)),
  total: z.number().check(z.int(), z.gte(0)),
});

export const jobSchema = z.object({
  jobId: z.string(),
  kind: jobKindSchema,
  /** What the job does, in Korean ("회원 목록 내보내기 (XLSX)"). */
  title: z.string(),
  status: jobStatusSchema,
  progress: jobProgressSchema,
  /** Whom or what it applies to, in a Korean sentence ("그룹 'VIP 회원' 전체 3,120명"). */
  scope: z.string(),
  /** The operator area it belongs to; whoever holds that permission sees it (null: its starter only). */
  area: z.nullable(z.enum(operatorPermissions)),
  startedBy: actorSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  finishedAt: z.nullable(isoDateTime),
  /** Why a FAILED job failed, in Korean; null otherwise. */
  failureMessage: z.nullable(z.string()),
  result: z.nullable(jobResultSchema),
  itemErrorCount: z.number().check(z.int(), z.gte(0)),
  /** What may be done to it now (allowedJobActions); the app shows exactly these. */
  actions: z.array(jobActionSchema),
});
export type Job = z.infer<typeof jobSchema>;

export const jobItemErrorSchema = z.object({
  itemKey: z.string(),
  /** The item as a person reads it ("김하늘 (learner@klass.test)"). */
  label: z.string(),
  message: z.string(),
  retryable: z.boolean(),
});
export type JobItemError = z.infer<typeof jobItemErrorSchema>;

/** A list page plus how many of the person's visible jobs are active (the top-bar badge). */
export const jobPageSchema = z.extend(adminPageOf(jobSchema), {
  activeCount: z.number().check(z.int(), z.gte(0)),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const jobListQuerySchema = z.object({
  ...adminListQuery(['createdAt', 'updatedAt', 'finishedAt'], 20),
  /** One or more statuses (the parameter repeated); every status when absent. */
  status: z.optional(queryListOf(jobStatusSchema)),
  kind: z.optional(queryListOf(jobKindSchema)),
});

const jobParams = z.object({ jobId: z.string().check(z.minLength(1)) });


export const list = defineEndpoint({
  id: 'adminJob.list',
  method: 'GET',
  path: base,
  auth: 'required',
  access: operatorsAndMasters,
  query: jobListQuerySchema,
  response: jobPageSchema,
  summary: 'The jobs this person may see, newest first unless sorted, with the count of active ones.',
});

export const detail = defineEndpoint({
  id: 'adminJob.detail',
  method: 'GET',
  path: `${base}/{jobId}`,
  auth: 'required',
  access: operatorsAndMasters,
  params: jobParams,
  response: jobSchema,
  summary: 'One job; 404 request.not_found when it does not exist or is not visible to this person.',
});

export const itemErrors = defineEndpoint({
  id: 'adminJob.itemErrors',
  method: 'GET',
  path: `${base}/{jobId}/errors`,
  auth: 'required',
  access: operatorsAndMasters,
  params: jobParams,
  query: z.object(adminListQuery(['itemKey'], 20)),
  response: adminPageOf(jobItemErrorSchema),
  summary: "A page of the job's per-item errors, in the order they happened.",
});

export const act = defineEndpoint({
  id: 'adminJob.act',
  method: 'POST',
  path: `${base}/{jobId}/{action}`,
  auth: 'required',
  access: operatorsAndMasters,
  params: z.object({
    jobId: z.string().check(z.minLength(1)),
    action: z.enum(['stop', 'resume', 'cancel', 'retry']),
  }),
  response: jobSchema,
  summary:
    'Stop, resume, cancel or retry (the failed items, or a failed job from where it stopped); 409 job.action.not_allowed when its status or kind does not allow it.',
});

export const retryItem = defineEndpoint({
  id: 'adminJob.retryItem',
  method: 'POST',
  path: `${base}/{jobId}/errors/{itemKey}/retry`,
  auth: 'required',
  access: operatorsAndMasters,
  params: z.object({ jobId: z.string().check(z.minLength(1)), itemKey: z.string().check(z.minLength(1)) }),
  response: jobSchema,
  summary:
    'Run one failed item again now; 409 job.action.not_allowed when the job allows no item retry or the error is not retryable, 404 when the item has no error.',
});

export const cancelItem = defineEndpoint({
  id: 'adminJob.cancelItem',
  method: 'POST',
  path: `${base}/{jobId}/items/{itemKey}/cancel`,
  auth: 'required',
  access: operatorsAndMasters,
  params: z.object({
    jobId: z.string().check(z.minLength(1)),
    itemKey: z.string().check(z.minLength(1)),
  }),
  response: jobSchema,
  summary:
    'Take one item out of the job, counted as skipped: one still to be processed, or a failed one that could be retried (its error goes, a later retry leaves it alone); 409 job.action.not_allowed when the job allows no item cancel or the error is not retryable, 404 when the item is neither pending nor failed.',
});

export const adminJobEndpoints = { list, detail, itemErrors, act, retryItem, cancelItem };
