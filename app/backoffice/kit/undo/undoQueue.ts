/**
 * The undo window of reversible bulk changes (issue 15, part 2), framework-free with injected
 * clock and timers (shaped like app/shared/session/tokenSession.ts); React binds to it in
 * UndoProvider.tsx. The rules, each proven by undoQueue.test.ts:
 *
 * - A change is applied on screen at once (the caller's optimistic `apply`) and sent when its
 *   window (20 s) ends. Twenty seconds is WCAG 2.2.1's "extend" figure: the toast's announcement
 *   is the warning, and Ctrl+Z or moving to the toast (which holds the window) the simple action.
 *   The window costs nothing in normal use: any other action sends the change at once.
 * - `hold()` stops every window while a person is at the toast (pointer over it, focus in it);
 *   `release()` starts them again with what was left, never less than 5 s, so the change is not
 *   sent the moment the pointer leaves. A flush still sends held changes.
 * - Undo within the window reverts it on screen and sends nothing.
 * - It is sent at once when another action starts — every earlier pending change, none dropped
 *   (react-admin #10269 drops them) — and when the tab is hidden, the page is hidden or left
 *   (`pagehide`) or the route changes (react-admin #8505, #2721 lose them). Those flushes go with
 *   `keepalive` so the request outlives the page; the caller's `send` passes it to the request
 *   layer (`api.request(route, input, { keepalive })`), which still adds the Authorization header.
 *   Every send of a flush starts in the same task, in the order the changes were made.
 * - A send that fails reverts the change on screen and is reported. The revert is told why
 *   (`'undone'` or `'failed'`): a failed send may answer after later changes were applied, so its
 *   revert takes back only its own effect, never the screen as it was before it.
 * - A change sent says which query areas it changed (`changes`; every query when it does not say)
 *   to the injected `announce`, which tells the other tabs (app/shared/sync/); a failed or undone
 *   change changed nothing and tells nobody.
 * - `dispose()` sends what is pending (keepalive) and stops every timer and listener.
 * - While a change is pending, closing the tab asks first (`beforeunload`).
 */

import type { Changes } from '@app/shared/sync/changeSync';

export interface UndoableChange {
  /** What the toast says was done: "그룹에서 12명을 뺐어요". */
  label: string;
  /** Shows the change on screen now (optimistic cache update). */
  apply(): void;
  /**
   * Takes it back on screen: `'undone'` within the window (nothing was applied after it), or
   * `'failed'` when its send failed (later changes may be on screen: take back only this one).
   */
  revert(cause: RevertCause): void;
  /** Sends it; `keepalive` when the page may be closing. */
  send(options: { keepalive: boolean }): Promise<unknown>;
  /**
   * The query areas the send changes, told to the other tabs once it is sent. Absent: every query
   * (as a mutation without `meta` does), so a screen is in one world before it narrows this.
   */
  changes?: Changes;
}

export type RevertCause = 'undone' | 'failed';

export type FlushReason = 'window' | 'action' | 'hidden' | 'pagehide' | 'route';

export interface PendingChange {
  id: number;
  label: string;
  /** Milliseconds since the epoch when it was made. */
  startedAt: number;
  /** The whole window in milliseconds. */
  windowMs: number;
  /** Milliseconds since the epoch when it will be sent; null while held. */
  sendsAt: number | null;
  /** While held, the milliseconds of its window left (when it was held); else 0. */
  heldLeftMs: number;
}

export type UndoOutcome =
  | { type: 'sent'; id: number; label: string; reason: FlushReason }
  | { type: 'undone'; id: number; label: string }
  | { type: 'failed'; id: number; label: string; error: unknown };

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface UndoQueueOptions {
  /** Default 5,000 ms. */
  windowMs?: number;
  now?: () => number;
  timers?: Timers;
  /** Hears what each sent change changed (the tab sync); called even after `dispose()`. */
  announce?: (changes: Changes) => void;
}

export interface UndoQueue {
  /** Sends every earlier pending change, applies this one and starts its window. Returns its id. */
  enqueue(change: UndoableChange): number;
  /** Reverts a pending change and sends nothing; false when it was already sent or undone. */
  undo(id: number): boolean;
  /** Sends every pending change now. */
  flush(reason: FlushReason): Promise<void>;
  pending(): readonly PendingChange[];
  /** Called on every change of `pending()`. */
  subscribe(listener: () => void): () => void;
  /** Called when a change is sent, undone or fails. */
  onOutcome(listener: (outcome: UndoOutcome) => void): () => void;
  /** Stops every window (a person is at the toast); changes made meanwhile wait too. */
  hold(): void;
  /** Starts the windows again with what was left, at least `RESUME_MIN_MS`. */
  release(): void;
  /** Clears the timers (the pending changes are flushed first). */
  dispose(): void;
}

export const UNDO_WINDOW_MS = 20_000;
/** The least time left after a hold ends. */
export const RESUME_MIN_MS = 5000;

const LEAVING: ReadonlySet<FlushReason> = new Set(['hidden', 'pagehide', 'route']);

interface Entry extends PendingChange {
  change: UndoableChange;
  timer: unknown;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createUndoQueue(options: UndoQueueOptions = {}): UndoQueue {
  const windowMs = options.windowMs ?? UNDO_WINDOW_MS;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  const { announce } = options;
  let entries: Entry[] = [];
  let snapshot: readonly PendingChange[] = [];
  let nextId = 1;
  let held = false;
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: UndoOutcome) => void>();

  function changed(): void {
    snapshot = entries.map(({ id, label, startedAt, windowMs: entryWindow, sendsAt, heldLeftMs }) => ({ id, label, startedAt, windowMs: entryWindow, sendsAt, heldLeftMs }));
    for (const listener of listeners) listener();
  }

  /** Runs the entry's window for `ms` from now. */
  function start(entry: Entry, ms: number): void {
    entry.sendsAt = now() + ms;
    entry.heldLeftMs = 0;
    entry.timer = timers.setTimeout(() => void send(take((candidate) => candidate.id === entry.id), 'window'), ms);
  }

  function report(outcome: UndoOutcome): void {
    for (const listener of outcomeListeners) listener(outcome);
  }

  /** Starts the sends of `taken` in order, in this task; settles when all have answered. */
  function send(taken: Entry[], reason: FlushReason): Promise<void> {
    const keepalive = LEAVING.has(reason);
    return Promise.all(
      taken.map(async (entry) => {
        timers.clearTimeout(entry.timer);
        try {
          await entry.change.send({ keepalive });
          // Told before the outcome, and whoever still listens: a send that answers after the
          // queue was disposed (the page left) still reaches the other tabs.
          announce?.(entry.change.changes ?? 'all');
          report({ type: 'sent', id: entry.id, label: entry.label, reason });
        } catch (error) {
          entry.change.revert('failed');
          report({ type: 'failed', id: entry.id, label: entry.label, error });
        }
      }),
    ).then(() => undefined);
  }

  function take(predicate: (entry: Entry) => boolean): Entry[] {
    const taken = entries.filter(predicate);
    if (taken.length === 0) return taken;
    entries = entries.filter((entry) => !predicate(entry));
    changed();
    return taken;
  }

  function flush(reason: FlushReason): Promise<void> {
    return send(take(() => true), reason);
  }

  return {
    enqueue(change) {
      void flush('action');
      const id = nextId;
      nextId += 1;
      change.apply();
      const entry: Entry = { id, label: change.label, startedAt: now(), windowMs, sendsAt: null, heldLeftMs: windowMs, change, timer: undefined };
      if (!held) start(entry, windowMs);
      entries = [...entries, entry];
      changed();
      return id;
    },
    hold() {
      if (held) return;
      held = true;
      const at = now();
      for (const entry of entries) {
        timers.clearTimeout(entry.timer);
        entry.heldLeftMs = Math.max(0, (entry.sendsAt ?? at) - at);
        entry.sendsAt = null;
      }
      changed();
    },
    release() {
      if (!held) return;
      held = false;
      for (const entry of entries) start(entry, Math.max(entry.heldLeftMs, RESUME_MIN_MS));
      changed();
    },
    undo(id) {
      const [entry] = take((candidate) => candidate.id === id);
      if (!entry) return false;
      timers.clearTimeout(entry.timer);
      entry.change.revert('undone');
      report({ type: 'undone', id, label: entry.label });
      return true;
    },
    flush,
    pending: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOutcome(listener) {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    dispose() {
      void flush('route');
      listeners.clear();
      outcomeListeners.clear();
    },
  };
}

/** Where the page's leave events arrive (`window` and `document` in the browser). */
export interface PageEvents {
  addEventListener(type: 'pagehide' | 'beforeunload' | 'visibilitychange', listener: (event: Event) => void): void;
  removeEventListener(type: 'pagehide' | 'beforeunload' | 'visibilitychange', listener: (event: Event) => void): void;
}

/**
 * Flushes on a hidden tab and on `pagehide`, and asks before the tab closes while a change is
 * pending. Returns the function that stops listening.
 */
export function flushOnLeave(queue: UndoQueue, page: PageEvents, isHidden: () => boolean): () => void {
  const onVisibility = () => {
    if (isHidden()) void queue.flush('hidden');
  };
  const onPageHide = () => void queue.flush('pagehide');
  const onBeforeUnload = (event: Event) => {
    if (queue.pending().length === 0) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    (event as BeforeUnloadEvent).returnValue = true;
  };
  page.addEventListener('visibilitychange', onVisibility);
  page.addEventListener('pagehide', onPageHide);
  page.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    page.removeEventListener('visibilitychange', onVisibility);
    page.removeEventListener('pagehide', onPageHide);
    page.removeEventListener('beforeunload', onBeforeUnload);
  };
}
