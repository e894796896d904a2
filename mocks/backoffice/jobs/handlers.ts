/**
 * The job centre's handlers (`/rest/job/admin/tenant/jobs…`, adminJob.ts). Every call brings the
 * jobs up to the mock clock first, then answers only jobs the caller may see (`jobVisibleTo`): a
 * master's own, an operator's own and those of the areas they hold. Another job is a 404, as if
 * it did not exist.
 */
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { jobActionPaths, type JobWholeAction } from '@app/shared/api/contract/adminJobRules';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, by, oneOf, orderBy, pageOf, select, type Order } from '@mocks/engine/query';
import type { JobRecord } from './collections';
import { actOnJob, advanceJobs, cancelJobItem, findJob, jobVisibleTo, retryJobItem, toJob } from './engine';

/** The job, brought up to now, if the caller may see it; 404 otherwise. */
async function visibleJob(jobId: string, claims: AccessClaims | null): Promise<JobRecord> {
  await advanceJobs();
  const job = findJob(jobId);
  if (!job || !jobVisibleTo(claims)(job)) throw new MockError('notFound', '작업을 찾을 수 없어요.', { jobId });
  return job;
}

const sortKeys = {
  createdAt: (job: JobRecord) => job.createdAt,
  updatedAt: (job: JobRecord) => job.updatedAt,
  finishedAt: (job: JobRecord) => job.finishedAt,
};

const actionByPath = Object.fromEntries(
  Object.entries(jobActionPaths).map(([action, path]) => [path, action as JobWholeAction]),
) as Record<(typeof jobActionPaths)[JobWholeAction], JobWholeAction>;

export const adminJobHandlers = {
  list: handle(adminJobEndpoints.list, async ({ query, auth }) => {
    await advanceJobs();
    const visible = jobVisibleTo(auth);
    const [field, direction] = (query.sort ?? 'createdAt,desc').split(',') as [keyof typeof sortKeys, 'asc' | 'desc'];
    // Newest first among equals, so a page never reorders between polls.
    const order: Order<JobRecord> = orderBy(by(sortKeys[field], direction), by((job) => job.jobId, 'desc'));
    const rows = select(db.jobs.all(), {
      where: allOf(visible, oneOf((job) => job.status, query.status), oneOf((job) => job.kind, query.kind)),
      orderBy: order,
    });
    const activeCount = db.jobs
      .all()
      .filter((job) => visible(job) && (job.status === 'QUEUED' || job.status === 'RUNNING')).length;
    return { ...pageOf(rows, query, toJob), activeCount };
  }),

  detail: handle(adminJobEndpoints.detail, async ({ params, auth }) => toJob(await visibleJob(params.jobId, auth))),

  itemErrors: handle(adminJobEndpoints.itemErrors, async ({ params, query, auth }) => {
    const job = await visibleJob(params.jobId, auth);
    const direction = query.sort?.endsWith('desc') ? 'desc' : 'asc';
    const rows = select(
      db.jobItemErrors.findMany((q) => q.where({ jobId: job.jobId })),
      { orderBy: query.sort ? by((error) => error.itemKey, direction) : by((error) => error.seq) },
    );
    return pageOf(rows, query, ({ itemKey, label, message, retryable }) => ({ itemKey, label, message, retryable }));
  }),

  act: handle(adminJobEndpoints.act, async ({ params, auth }) => {
    const job = await visibleJob(params.jobId, auth);
    return actOnJob(job.jobId, actionByPath[params.action], auth);
  }),

  retryItem: handle(adminJobEndpoints.retryItem, async ({ params, auth }) => {
    const job = await visibleJob(params.jobId, auth);
    return retryJobItem(job.jobId, params.itemKey, auth);
  }),

  cancelItem: handle(adminJobEndpoints.cancelItem, async ({ params, auth }) => {
    const job = await visibleJob(params.jobId, auth);
    return cancelJobItem(job.jobId, params.itemKey, auth);
  }),
} satisfies Record<keyof typeof adminJobEndpoints, HttpHandler>;
