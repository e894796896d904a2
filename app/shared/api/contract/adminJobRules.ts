/**
 * The job centre's rules both sides hold (backoffice.md §4, issue 15): which statuses still change
 * by themselves, and the path segment of each whole-job action. Without zod, like
 * adminShippingRules.ts, so the poller and the job calls on every back-office page pay nothing for the
 * contract's schemas (adminJob.ts builds its schemas from these).
 */

export const jobStatuses = ['QUEUED', 'RUNNING', 'STOPPED', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** Statuses in which a job still changes by itself: the poller polls while one is shown. */
export const activeJobStatuses: readonly JobStatus[] = ['QUEUED', 'RUNNING'];

/** Path segment of each whole-job action (`…/{jobId}/stop`). */
export const jobActionPaths = { STOP: 'stop', RESUME: 'resume', CANCEL: 'cancel', RETRY: 'retry' } as const;
export type JobWholeAction = keyof typeof jobActionPaths;
