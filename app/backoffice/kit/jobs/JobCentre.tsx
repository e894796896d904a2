/**
 * The job centre in the back-office shell (issue 15 "Job centre"): one provider runs the one
 * poller (jobPoller.ts) for the whole back-office and keeps every job it reads in the query cache,
 * so a screen showing a job (`useQuery(jobQuery(id))`) stays fresh without polling on its own. A
 * finished job announces itself once, as a toast in the toast layer's polite live region. The
 * top-bar button shows how many jobs run and opens a drawer of the recent ones (JobCentreDrawer.tsx,
 * its own chunk: the job cards are downloaded when the drawer first opens, not with every screen).
 *
 * A screen that starts a job hands the answer to `useJobCentre().track(job)`: the job appears in
 * the drawer at once and polling wakes until it ends. When a job that writes data ends, the queries
 * its area declared for its kind are read again (jobEffects.ts), so a list open anywhere follows —
 * in this tab, and in the other tabs of the browser, which are told those areas (app/shared/sync/).
 * An action on a job (stop, resume, cancel, retry) runs as a react-query mutation: it is another
 * action, so the undo queue sends what is pending first (UndoProvider), and the other tabs hear it.
 * An action the server refuses (409: the job moved on, often to its end) reads the job again at
 * once, so its card shows where it is now, and the toast says the job had already ended if it had.
 */
import { MutationObserver, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Badge } from '@ds/components/Badge';
import { IconButton } from '@ds/components/IconButton';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import type { Job, JobAction, JobItemAction, JobPage } from '@app/shared/api/contract/adminJob';
import type { JobWholeAction } from '@app/shared/api/contract/adminJobRules';
import { copy } from '@app/shared/copy';
import { lazySection, type SectionPlaceholderProps } from '@app/shared/routing/lazySection';
import { announceChanges, announces, areasOfKeys } from '@app/shared/sync/querySync';
import { actOnJob, actOnJobItem, adminJobKeys, fetchJob, fetchJobs, RECENT_JOBS_SIZE, recentJobsQuery } from '../../api/adminJob';
import { queryKeysChangedBy } from './jobEffects';
import { createJobPoller, documentVisibility, type JobPoller } from './jobPoller';

const text = copy.backofficeJobCentre;

/** Where the full jobs page lives. */
export const JOBS_PAGE_PATH = '/admin/jobs';

export interface JobCentreApi {
  /** A job a screen just started (or changed): shown at once, polled until it ends. */
  track(job: Job): void;
  openDrawer(): void;
  closeDrawer(): void;
  drawerOpen: boolean;
  /** Sends an action; 409 job.action.not_allowed refreshes and says so. */
  act(job: Job, action: JobWholeAction): void;
  /** Retries or cancels one item of a job; the same refusals as `act`. */
  actOnItem(job: Job, action: JobItemAction, itemKey: string): void;
  /** The action being sent per job id. */
  pending: ReadonlyMap<string, JobAction>;
}

const JobCentreContext = createContext<JobCentreApi | null>(null);

export function useJobCentre(): JobCentreApi {
  const api = use(JobCentreContext);
  if (!api) throw new Error('useJobCentre: render inside JobCentreProvider (the back-office frame)');
  return api;
}

/**
 * Puts every job of an answer into its detail cache, and the answer into the recent list. A poll
 * that left before an action was answered carries the job as it was: the newer copy is kept.
 */
function remember(client: QueryClient, page: JobPage): JobPage {
  const items = page.items.map((job) => {
    const cached = client.getQueryData<Job>(adminJobKeys.detail(job.jobId));
    return cached && cached.updatedAt > job.updatedAt ? cached : job;
  });
  const fresh = { ...page, items };
  client.setQueryData(adminJobKeys.recent(), fresh);
  for (const job of items) client.setQueryData(adminJobKeys.detail(job.jobId), job);
  return fresh;
}

/** A job changed by an action: its cache, and the recent list's copy of it. */
function rememberJob(client: QueryClient, job: Job): void {
  client.setQueryData(adminJobKeys.detail(job.jobId), job);
  client.setQueryData<JobPage>(adminJobKeys.recent(), (page) => {
    if (!page) return page;
    const known = page.items.some((item) => item.jobId === job.jobId);
    const items = known ? page.items.map((item) => (item.jobId === job.jobId ? job : item)) : [job, ...page.items].slice(0, RECENT_JOBS_SIZE);
    return { ...page, items };
  });
}

export function JobCentreProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const toast = useToast();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [pending, setPending] = useState<ReadonlyMap<string, JobAction>>(new Map());
  const poller = useRef<JobPoller | null>(null);

  useEffect(() => {
    const instance = createJobPoller<Job>({
      fetchJobs: async () => {
        return remember(client, await fetchJobs({ size: RECENT_JOBS_SIZE })).items;
      },
      fetchJob: async (jobId) => {
        const job = await fetchJob(jobId);
        client.setQueryData(adminJobKeys.detail(jobId), job);
        return job;
      },
      onFinished: (job) => {
        const finished = job.status === 'DONE' || job.status === 'FAILED' ? job.status : 'CANCELLED';
        toast.show({
          message: text.finished[finished](job.title),
          tone: finished === 'DONE' ? 'success' : finished === 'FAILED' ? 'danger' : 'neutral',
          action: { label: text.openCentre, onSelect: () => setDrawerOpen(true) },
        });
        // Lists and item errors that showed the job before it ended are out of date now.
        void client.invalidateQueries({ queryKey: adminJobKeys.lists() });
        void client.invalidateQueries({ queryKey: [...adminJobKeys.all, 'itemErrors', job.jobId] });
        // And what the job wrote: the queries its area declared for its kind (jobEffects.ts).
        const changed = queryKeysChangedBy(job);
        for (const queryKey of changed) void client.invalidateQueries({ queryKey });
        // The other tabs read the same again: the job ran in this tab's session, their pollers may
        // not know it.
        announceChanges(areasOfKeys([...changed, adminJobKeys.lists()]));
      },
      timers: { setTimeout: (callback, ms) => window.setTimeout(callback, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
      visibility: documentVisibility,
    });
    poller.current = instance;
    instance.start();
    return () => {
      instance.stop();
      poller.current = null;
    };
  }, [client, toast]);

  const setBusy = useCallback((jobId: string, action: JobAction | null) => {
    setPending((current) => {
      const next = new Map(current);
      if (action) next.set(jobId, action);
      else next.delete(jobId);
      return next;
    });
  }, []);

  const send = useCallback(
    (job: Job, action: JobAction, call: () => Promise<Job>) => {
      setBusy(job.jobId, action);
      // A mutation, so the undo queue sends pending changes first and the other tabs hear of it.
      new MutationObserver(client, { mutationFn: call, meta: announces(adminJobKeys.all) })
        .mutate()
        .then((changed) => {
          rememberJob(client, changed);
          void client.invalidateQueries({ queryKey: [...adminJobKeys.all, 'itemErrors', job.jobId] });
          void client.invalidateQueries({ queryKey: adminJobKeys.lists(), refetchType: 'active' });
        })
        .catch(async (error: unknown) => {
          const refused = isApiError(error) && error.code === errorCodes.jobActionNotAllowed.code;
          if (!refused) {
            toast.show({ message: text.actionFailed, tone: 'danger' });
            return;
          }
          const now = await fetchJob(job.jobId).catch(() => null);
          if (now) rememberJob(client, now);
          const endedNow = now !== null && (now.status === 'DONE' || now.status === 'FAILED' || now.status === 'CANCELLED');
          toast.show({ message: endedNow ? text.alreadyEnded(job.title) : text.notAllowed, tone: 'danger' });
        })
        .finally(() => {
          setBusy(job.jobId, null);
          void poller.current?.refresh();
        });
    },
    [client, setBusy, toast],
  );

  const api = useMemo<JobCentreApi>(
    () => ({
      track(job) {
        rememberJob(client, job);
        void poller.current?.track(job);
      },
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
      drawerOpen,
      act: (job, action) => send(job, action, () => actOnJob(job.jobId, action)),
      actOnItem: (job, action, itemKey) => send(job, action, () => actOnJobItem(job.jobId, action, itemKey)),
      pending,
    }),
    [client, drawerOpen, pending, send],
  );

  return <JobCentreContext value={api}>{children}</JobCentreContext>;
}

/** The drawer's code (the job cards and their actions) is asked for only when it first opens. */
const loadDrawer = () => import('./JobCentreDrawer');

/**
 * While the drawer's code downloads nothing shows (offline, it opens when the connection returns).
 * A download that failed online closes the drawer — the button must not say it is open — and a
 * toast says so with 다시 시도; pressing the button again tries again too (issue 39).
 */
function DrawerPlaceholder({ failure }: SectionPlaceholderProps) {
  const centre = useJobCentre();
  const toast = useToast();
  const told = useRef<typeof failure>(null);
  const { drawerOpen, openDrawer, closeDrawer } = centre;
  useEffect(() => {
    if (!failure) return;
    if (told.current !== failure) {
      told.current = failure;
      closeDrawer();
      toast.show({ message: text.drawerFailed, tone: 'danger', action: { label: copy.common.retry, onSelect: openDrawer } });
      return;
    }
    if (drawerOpen) failure.retry();
  }, [failure, drawerOpen, openDrawer, closeDrawer, toast]);
  return null;
}

const JobCentreDrawer = lazySection(async () => (await loadDrawer()).default, DrawerPlaceholder);

/** The top-bar button (for AdminLayout's `jobCentre` slot) and the drawer it opens. */
export function JobCentreButton() {
  const centre = useJobCentre();
  const recent = useQuery(recentJobsQuery());
  const active = recent.data?.activeCount ?? 0;
  // Kept mounted once opened, so closing plays out as the drawer's own close.
  const [opened, setOpened] = useState(false);
  if (centre.drawerOpen && !opened) setOpened(true);
  return (
    <>
      <Badge label={text.badgeLabel} count={active} tone="primary">
        <IconButton
          icon="bell"
          variant="ghost"
          label={text.button(active)}
          aria-haspopup="dialog"
          aria-expanded={centre.drawerOpen}
          onClick={centre.openDrawer}
          // A pointer on its way or the focus on the button: the drawer's code is likely wanted.
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
        />
      </Badge>
      {opened ? <JobCentreDrawer /> : null}
    </>
  );
}
