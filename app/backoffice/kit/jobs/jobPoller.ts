/**
 * The job centre's poller (issue 15 "Job centre"): one loop for every server job the back-office
 * shows. Framework-free, with its clock's timers and the page's visibility injected, so its rules
 * are unit-tested (jobPoller.test.ts) the way the token session's are:
 *
 * - it polls only while a job it knows is active (QUEUED or RUNNING), and stops when none is;
 * - in a hidden tab it polls more slowly, and at once when the tab shows again;
 * - it announces each job that finished since the last poll exactly once — one it saw active, or
 *   one that appeared (started and finished between two polls) after the first poll; jobs already
 *   finished when it started are history, not news; a job retried is announced again when that
 *   run ends;
 * - `refresh()` (a screen started a job, or an action was sent) polls now and wakes the loop;
 * - a job it knows to be active (seen so, or handed over by `track`) that is not on the recent page
 *   (newer jobs pushed it off) is read by its key, so its end is still announced.
 */
import { activeJobStatuses, type JobStatus } from '@app/shared/api/contract/adminJobRules';

/** What the poller reads of a job. */
export interface PolledJob {
  jobId: string;
  status: JobStatus;
}

/** Statuses a job ends in: reaching one is announced. STOPPED is a pause, not an end. */
const finishedStatuses: readonly JobStatus[] = ['DONE', 'FAILED', 'CANCELLED'];

export interface PollerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface VisibilitySource {
  isHidden(): boolean;
  /** Calls `listener` when the page is hidden or shown; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface JobPollerOptions<J extends PolledJob> {
  /** Reads the recent jobs (the drawer's list). */
  fetchJobs: () => Promise<readonly J[]>;
  /** Reads one job by its key: an active one that is no longer on the recent page. */
  fetchJob: (jobId: string) => Promise<J>;
  /** Each job that finished since the last poll, once. */
  onFinished: (job: J) => void;
  timers: PollerTimers;
  visibility: VisibilitySource;
  /** Between polls in a visible tab. */
  intervalMs?: number;
  /** Between polls in a hidden tab. */
  hiddenIntervalMs?: number;
}

export const JOB_POLL_INTERVAL_MS = 2000;
export const JOB_POLL_HIDDEN_INTERVAL_MS = 15_000;

export interface JobPoller {
  /** First poll: the jobs as they are now (nothing announced), then polling while one is active. */
  start(): void;
  /** Polls now and keeps polling while a job is active. */
  refresh(): Promise<void>;
  /** A job a screen started: followed until it ends, on the recent page or not; polls now. */
  track(job: PolledJob): Promise<void>;
  stop(): void;
  /** Whether a next poll is scheduled. */
  isPolling(): boolean;
}

export function isActiveJob(job: PolledJob): boolean {
  return activeJobStatuses.includes(job.status);
}

export function createJobPoller<J extends PolledJob>(options: JobPollerOptions<J>): JobPoller {
  const { fetchJobs, fetchJob, onFinished, timers, visibility } = options;
  const intervalMs = options.intervalMs ?? JOB_POLL_INTERVAL_MS;
  const hiddenIntervalMs = options.hiddenIntervalMs ?? JOB_POLL_HIDDEN_INTERVAL_MS;

  /** Last status seen of every job; null before the first answer. */
  let seen: Map<string, JobStatus> | null = null;
  const announced = new Set<string>();
  /** Jobs handed over by `track` and not yet seen ended: read by key if the page lacks them. */
  const tracked = new Set<string>();
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let stopped = true;
  let unsubscribe: (() => void) | null = null;
  /** Whether the last answer held an active job (or the last poll failed while polling). */
  let active = false;

  function clear(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule(): void {
    clear();
    if (stopped || !active) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void poll();
    }, visibility.isHidden() ? hiddenIntervalMs : intervalMs);
  }

  function take(jobs: readonly J[]): void {
    const previous = seen;
    const next = new Map<string, JobStatus>();
    for (const job of jobs) {
      next.set(job.jobId, job.status);
      if (finishedStatuses.includes(job.status)) tracked.delete(job.jobId);
      // Running again (a retry): its next end is news again.
      if (isActiveJob(job)) announced.delete(job.jobId);
      if (!previous || announced.has(job.jobId) || !finishedStatuses.includes(job.status)) continue;
      const before = previous.get(job.jobId);
      // Active at the last poll, or new since it (started and finished in between).
      if (before === undefined || activeJobStatuses.includes(before)) {
        announced.add(job.jobId);
        onFinished(job);
      }
    }
    // Jobs that fell off the recent page keep their last status, so they are never news again.
    if (previous) for (const [jobId, status] of previous) if (!next.has(jobId)) next.set(jobId, status);
    seen = next;
    active = jobs.some(isActiveJob);
  }

  /** Active jobs known here that `page` lacks: to be read by key. */
  function missingFrom(page: readonly J[]): string[] {
    const onPage = new Set(page.map((job) => job.jobId));
    const wanted = new Set(tracked);
    if (seen) for (const [jobId, status] of seen) if (activeJobStatuses.includes(status)) wanted.add(jobId);
    return [...wanted].filter((jobId) => !onPage.has(jobId));
  }

  /** The recent page plus the active jobs it lacks; whether any of those could not be read. */
  async function read(): Promise<{ jobs: readonly J[]; unread: boolean }> {
    const page = await fetchJobs();
    const missing = missingFrom(page);
    if (missing.length === 0) return { jobs: page, unread: false };
    const answers = await Promise.allSettled(missing.map((jobId) => fetchJob(jobId)));
    const extra = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    return { jobs: [...page, ...extra], unread: extra.length < missing.length };
  }

  function poll(): Promise<void> {
    if (inFlight) return inFlight;
    inFlight = read()
      .then(
        ({ jobs, unread }) => {
          if (stopped) return;
          take(jobs);
          // A job that could not be read is still running as far as is known: poll again.
          if (unread) active = true;
        },
        () => {
          // A failed poll keeps the loop as it was (a job still running is polled again later);
          // a failed first poll is tried again, since nothing is known yet.
          if (seen === null) active = true;
        },
      )
      .finally(() => {
        inFlight = null;
        schedule();
      });
    return inFlight;
  }

  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    clear();
    // A poll already under way may have left before the change: poll once more after it.
    return inFlight ? inFlight.then(() => poll()) : poll();
  }

  function onVisibility(): void {
    if (stopped || !active) return;
    // Shown again: catch up now. Hidden: the next poll moves to the slower pace.
    if (visibility.isHidden()) schedule();
    else void poll();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = visibility.subscribe(onVisibility);
      void poll();
    },
    refresh,
    track(job) {
      if (isActiveJob(job)) tracked.add(job.jobId);
      return refresh();
    },
    stop() {
      stopped = true;
      clear();
      unsubscribe?.();
      unsubscribe = null;
    },
    isPolling: () => timer !== null,
  };
}

/** The page's visibility, for the app. */
export const documentVisibility: VisibilitySource = {
  isHidden: () => document.visibilityState === 'hidden',
  subscribe(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};
