/**
 * The job poller against the job centre's rules (issue 15 "Job centre": polling only while
 * something runs, slower in a hidden tab, a finished job announces itself). The server, the timers
 * and the page's visibility are fakes each test drives by hand.
 */
import { describe, expect, it } from 'vitest';
import type { JobStatus } from '@app/shared/api/contract/adminJobRules';
import { createJobPoller, type PolledJob, type PollerTimers, type VisibilitySource } from './jobPoller';

function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: PollerTimers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    /** Delays of the timers now pending. */
    delays: () => [...pending.values()].map((entry) => entry.at - now),
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, entry]) => entry.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        await flush();
      }
      now = until;
    },
  };
}

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isHidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(next: boolean) {
      hidden = next;
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const job = (jobId: string, status: JobStatus): PolledJob => ({ jobId, status });

function setup(initial: PolledJob[]) {
  const clock = fakeTimers();
  const visibility = fakeVisibility();
  // `jobs`: the recent page; `older`: jobs newer ones pushed off it, readable only by key.
  const server = { jobs: initial, older: [] as PolledJob[], calls: 0, keyCalls: [] as string[], failNext: false };
  const finished: string[] = [];
  const poller = createJobPoller({
    fetchJobs: () => {
      server.calls += 1;
      if (server.failNext) {
        server.failNext = false;
        return Promise.reject(new Error('offline'));
      }
      return Promise.resolve([...server.jobs]);
    },
    fetchJob: (jobId: string) => {
      server.keyCalls.push(jobId);
      const found = [...server.jobs, ...server.older].find((candidate) => candidate.jobId === jobId);
      return found ? Promise.resolve(found) : Promise.reject(new Error('404'));
    },
    onFinished: (done) => finished.push(`${done.jobId}:${done.status}`),
    timers: clock.timers,
    visibility: visibility.source,
    intervalMs: 2000,
    hiddenIntervalMs: 15_000,
  });
  return { clock, visibility, server, finished, poller };
}

describe('job poller (issue 15: polling only while something runs)', () => {
  it('polls once at start and not again when nothing runs', async () => {
    const { clock, server, poller } = setup([job('a', 'DONE'), job('b', 'STOPPED')]);
    poller.start();
    await flush();
    await clock.advance(60_000);
    expect(server.calls).toBe(1);
    expect(poller.isPolling()).toBe(false);
  });

  it('polls at the interval while a job is queued or running', async () => {
    const { clock, server, poller } = setup([job('a', 'QUEUED')]);
    poller.start();
    await flush();
    await clock.advance(2000);
    server.jobs = [job('a', 'RUNNING')];
    await clock.advance(4000);
    expect(server.calls).toBe(4);
    expect(poller.isPolling()).toBe(true);
  });

  it('stops when every job is finished', async () => {
    const { clock, server, poller } = setup([job('a', 'RUNNING')]);
    poller.start();
    await flush();
    server.jobs = [job('a', 'DONE')];
    await clock.advance(2000);
    expect(poller.isPolling()).toBe(false);
    await clock.advance(60_000);
    expect(server.calls).toBe(2);
  });

  it('a refresh (a job was started) wakes a stopped loop', async () => {
    const { clock, server, poller } = setup([job('a', 'DONE')]);
    poller.start();
    await flush();
    server.jobs = [job('b', 'QUEUED'), job('a', 'DONE')];
    await poller.refresh();
    expect(poller.isPolling()).toBe(true);
    await clock.advance(2000);
    expect(server.calls).toBe(3);
  });

  it('a failed poll is tried again later while a job runs', async () => {
    const { clock, server, poller } = setup([job('a', 'RUNNING')]);
    poller.start();
    await flush();
    server.failNext = true;
    await clock.advance(2000);
    expect(poller.isPolling()).toBe(true);
    await clock.advance(2000);
    expect(server.calls).toBe(3);
  });

  it('stop() ends the loop and its visibility listener', async () => {
    const { clock, server, visibility, poller } = setup([job('a', 'RUNNING')]);
    poller.start();
    await flush();
    poller.stop();
    await clock.advance(10_000);
    expect(server.calls).toBe(1);
    expect(visibility.listenerCount()).toBe(0);
  });
});

describe('job poller (issue 15: slower in a hidden tab)', () => {
  it('polls at the hidden interval while the tab is hidden, and at once when it shows again', async () => {
    const { clock, server, visibility, poller } = setup([job('a', 'RUNNING')]);
    poller.start();
    await flush();
    visibility.set(true);
    expect(clock.delays()).toEqual([15_000]);
    await clock.advance(14_000);
    expect(server.calls).toBe(1);
    visibility.set(false);
    await flush();
    expect(server.calls).toBe(2);
    expect(clock.delays()).toEqual([2000]);
  });
});

describe('job poller (issue 15: a finished job announces itself)', () => {
  it('announces a job that was running and is now done, failed or cancelled', async () => {
    const { clock, server, finished, poller } = setup([job('a', 'RUNNING'), job('b', 'RUNNING'), job('c', 'QUEUED')]);
    poller.start();
    await flush();
    server.jobs = [job('a', 'DONE'), job('b', 'FAILED'), job('c', 'CANCELLED')];
    await clock.advance(2000);
    expect(finished).toEqual(['a:DONE', 'b:FAILED', 'c:CANCELLED']);
  });

  it('announces each finished job exactly once, across later polls and refreshes', async () => {
    const { clock, server, finished, poller } = setup([job('a', 'RUNNING'), job('b', 'RUNNING')]);
    poller.start();
    await flush();
    server.jobs = [job('a', 'DONE'), job('b', 'RUNNING')];
    await clock.advance(2000);
    await poller.refresh();
    await clock.advance(2000);
    server.jobs = [job('a', 'DONE'), job('b', 'DONE')];
    await clock.advance(2000);
    await poller.refresh();
    expect(finished).toEqual(['a:DONE', 'b:DONE']);
  });

  it('does not announce jobs already finished when it started, nor a stopped job', async () => {
    const { clock, server, finished, poller } = setup([job('old', 'DONE'), job('a', 'RUNNING')]);
    poller.start();
    await flush();
    server.jobs = [job('old', 'DONE'), job('a', 'STOPPED')];
    await clock.advance(2000);
    expect(finished).toEqual([]);
  });

  it('announces a job that started and finished between two polls', async () => {
    const { server, finished, poller } = setup([job('a', 'DONE')]);
    poller.start();
    await flush();
    server.jobs = [job('quick', 'DONE'), job('a', 'DONE')];
    await poller.refresh();
    expect(finished).toEqual(['quick:DONE']);
  });

  it('a job retried and finished again is announced again: once per finish', async () => {
    const { clock, server, finished, poller } = setup([job('a', 'RUNNING')]);
    poller.start();
    await flush();
    server.jobs = [job('a', 'FAILED')];
    await clock.advance(2000);
    server.jobs = [job('a', 'QUEUED')];
    await poller.refresh();
    server.jobs = [job('a', 'DONE')];
    await clock.advance(2000);
    await clock.advance(2000);
    expect(finished).toEqual(['a:FAILED', 'a:DONE']);
  });
});

describe('job poller (issue 15: a job pushed off the recent page is still followed)', () => {
  const newer = (count: number) => Array.from({ length: count }, (_, index) => job(`new${index}`, 'DONE'));

  it('a running job pushed off the recent page is read by its key and its end announced', async () => {
    const { clock, server, finished, poller } = setup([job('long', 'RUNNING')]);
    poller.start();
    await flush();
    // Ten quick jobs start and end: the page no longer holds the long one.
    server.jobs = newer(10);
    server.older = [job('long', 'RUNNING')];
    await clock.advance(2000);
    expect(server.keyCalls).toEqual(['long']);
    expect(poller.isPolling()).toBe(true);
    server.older = [job('long', 'DONE')];
    await clock.advance(2000);
    expect(finished).toContain('long:DONE');
    expect(poller.isPolling()).toBe(false);
    // Ended: never read by key again.
    await poller.refresh();
    expect(server.keyCalls).toEqual(['long', 'long']);
  });

  it('a tracked job the page does not hold yet is read by its key until it ends', async () => {
    const { clock, server, finished, poller } = setup([]);
    poller.start();
    await flush();
    server.older = [job('started', 'QUEUED')];
    await poller.track(job('started', 'QUEUED'));
    expect(server.keyCalls).toEqual(['started']);
    expect(poller.isPolling()).toBe(true);
    server.older = [job('started', 'DONE')];
    await clock.advance(2000);
    expect(finished).toEqual(['started:DONE']);
  });

  it('a job whose key read fails keeps the loop polling', async () => {
    const { clock, server, poller } = setup([job('long', 'RUNNING')]);
    poller.start();
    await flush();
    server.jobs = newer(10);
    await clock.advance(2000);
    expect(poller.isPolling()).toBe(true);
  });

  it('jobs on the page are not read by key', async () => {
    const { clock, server, poller } = setup([job('a', 'RUNNING')]);
    poller.start();
    await flush();
    await clock.advance(4000);
    expect(server.keyCalls).toEqual([]);
  });
});
