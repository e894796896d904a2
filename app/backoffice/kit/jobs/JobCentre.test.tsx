/**
 * The job centre's bindings against issue 15 part 6 ("a change made in one tab reaches the other
 * open tabs"): a job that ends in this tab tells the other tabs what it wrote (its area's declared
 * queries, jobEffects.ts) and that the job lists moved; an action on a job is another action, so
 * a pending undoable change is sent before it. The endpoint functions are stubs each test drives.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@ds/components/Toast';
import type { Job, JobPage } from '@app/shared/api/contract/adminJob';
import type { JobStatus } from '@app/shared/api/contract/adminJobRules';
import { connectTabSync } from '@app/shared/sync/querySync';
import { createChannelHub } from '@app/shared/sync/testing';
import { renderWithMessages } from '@tests/support/designSystemMessages';
import * as jobApi from '../../api/adminJob';
import { UndoProvider, useUndoableAction, type UndoableActionApi } from '../undo/UndoProvider';
import { declareJobEffect } from './jobEffects';
import { JobCentreProvider, useJobCentre, type JobCentreApi } from './JobCentre';

vi.mock('../../api/adminJob', async (importOriginal) => {
  const actual = await importOriginal<typeof jobApi>();
  return { ...actual, fetchJobs: vi.fn(), fetchJob: vi.fn(), actOnJob: vi.fn(), actOnJobItem: vi.fn() };
});

/** An area's declaration, as `app/backoffice/api/<area>.ts` makes it. */
declareJobEffect({ area: 'MEMBER', kinds: ['IMPORT'], queryKeys: [['adminMember', 'group', 'g1']] });

const job = (status: JobStatus): Job => ({
  jobId: 'job-1',
  kind: 'IMPORT',
  title: '회원 가져오기',
  status,
  progress: { done: status === 'DONE' ? 3 : 1, total: 3 },
  scope: "그룹 'VIP 회원'",
  area: 'MEMBER',
  startedBy: { accountKey: 'op-1', displayName: '운영자' },
  createdAt: '2026-11-28T10:00:00+09:00',
  updatedAt: status === 'DONE' ? '2026-11-28T10:00:05+09:00' : '2026-11-28T10:00:01+09:00',
  finishedAt: status === 'DONE' ? '2026-11-28T10:00:05+09:00' : null,
  failureMessage: null,
  result: status === 'DONE' ? { type: 'COUNTS', succeeded: 3, failed: 0, skipped: 0 } : null,
  itemErrorCount: 0,
  actions: status === 'DONE' ? [] : ['CANCEL'],
});
const pageOf = (...items: Job[]): JobPage => ({ items, page: 1, size: 10, totalCount: items.length, totalPages: 1, activeCount: items.filter((item) => item.status === 'RUNNING').length });

const disconnects: (() => void)[] = [];
afterEach(() => {
  for (const disconnect of disconnects.splice(0)) disconnect();
  vi.mocked(jobApi.fetchJobs).mockReset();
});

function setup() {
  const seen: { centre: JobCentreApi | null; undo: UndoableActionApi | null } = { centre: null, undo: null };
  function Probe() {
    seen.centre = useJobCentre();
    seen.undo = useUndoableAction();
    return null;
  }
  const here = new QueryClient();
  const otherTab = new QueryClient();
  const hub = createChannelHub();
  disconnects.push(connectTabSync(otherTab, hub.open()), connectTabSync(here, hub.open()));
  otherTab.setQueryData(['adminMember', 'group', 'g1'], { memberCount: 3 });
  otherTab.setQueryData(['adminJob', 'list', { size: 10 }], pageOf());
  otherTab.setQueryData(['learner', 'classes'], []);
  const frame = (children: ReactNode) => (
    <QueryClientProvider client={here}>
      <ToastProvider>
        <JobCentreProvider>
          <UndoProvider>{children}</UndoProvider>
        </JobCentreProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: frame(<Probe />) }], { initialEntries: ['/admin/jobs'] });
  renderWithMessages(<RouterProvider router={router} />);
  const invalidated = (key: unknown[]) => otherTab.getQueryState(key)?.isInvalidated;
  return { seen, invalidated };
}

describe('job centre: a finished job reaches the other tabs', () => {
  it('a job that ends here invalidates, in the other tab, what its area declared and the job lists', async () => {
    vi.mocked(jobApi.fetchJobs).mockResolvedValue(pageOf(job('RUNNING')));
    const { seen, invalidated } = setup();
    await waitFor(() => expect(jobApi.fetchJobs).toHaveBeenCalled());
    expect(invalidated(['adminMember', 'group', 'g1'])).toBe(false);
    vi.mocked(jobApi.fetchJobs).mockResolvedValue(pageOf(job('DONE')));
    await act(async () => {
      seen.centre?.track(job('DONE'));
      await Promise.resolve();
    });
    await waitFor(() => expect(invalidated(['adminMember', 'group', 'g1'])).toBe(true));
    expect(invalidated(['adminJob', 'list', { size: 10 }])).toBe(true);
    expect(invalidated(['learner', 'classes'])).toBe(false);
  });
});

describe('job centre: an action on a job is another action', () => {
  it('a pending removal is sent before the job is cancelled', async () => {
    vi.mocked(jobApi.fetchJobs).mockResolvedValue(pageOf(job('RUNNING')));
    const log: string[] = [];
    vi.mocked(jobApi.actOnJob).mockImplementation(() => {
      log.push('cancel sent');
      return Promise.resolve(job('RUNNING'));
    });
    const { seen } = setup();
    act(() => {
      seen.undo?.run({
        label: '그룹에서 2명을 뺐어요.',
        apply: () => undefined,
        revert: () => undefined,
        send: () => {
          log.push('removal sent');
          return Promise.resolve();
        },
      });
    });
    act(() => seen.centre?.act(job('RUNNING'), 'CANCEL'));
    await waitFor(() => expect(log).toEqual(['removal sent', 'cancel sent']));
  });
});
