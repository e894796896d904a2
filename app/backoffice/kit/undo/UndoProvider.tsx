/**
 * The undo queue in React (undoQueue.ts), mounted once by the back-office frame: one queue for
 * every screen, flushed when the tab is hidden, on pagehide, when the route's path changes, when
 * any react-query mutation starts (another action: one rule, not a flushPending call per screen)
 * and when the frame unmounts (logout, session end) — then disposed. What a sent change changed
 * reaches the other tabs (app/shared/sync/). The toast of the latest pending change with its
 * countdown and "되돌리기", then what became of it (announced to screen readers). The hand review
 * found a keyboard user could not reach it in time: Ctrl+Z (⌘Z) undoes the latest pending change
 * from anywhere outside a text field, the announcement says so, the window stops while the pointer
 * or the focus is at the toast (UndoToast gives the focus back after its undo). Screens call
 * `useUndoableAction()`; a kit part that may also render outside the frame (the import dialog)
 * calls `useFlushPending()`.
 */
import { QueryClientContext, type Mutation, type MutationCacheNotifyEvent, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UndoToast, type UndoToastStatus } from '@ds/components/UndoToast';
import { isTextEntry } from '@ds/lib/textEntry';
import { copy } from '@app/shared/copy';
import { announceChanges } from '@app/shared/sync/querySync';
import { createUndoQueue, flushOnLeave, type UndoableChange, type UndoQueue } from './undoQueue';

/** How long "되돌렸어요" / "반영했어요" stays. */
const OUTCOME_MS = 3000;
const TICK_MS = 250;

const UndoContext = createContext<UndoQueue | null>(null);

export interface UndoProviderProps {
  children: ReactNode;
  /** Stories and tests pass their own (short windows, fake clocks). */
  queue?: UndoQueue;
}

const KEEPS_PENDING = 'keepsUndoPending';

/**
 * A mutation's `meta` saying it is not another action: it does not send the pending changes
 * (a mutation that is itself the send of an undoable change).
 */
export function keepsUndoPending(): Record<typeof KEEPS_PENDING, true> {
  return { [KEEPS_PENDING]: true };
}

/** Whether a mutation-cache event is a mutation starting that should send the pending changes. */
export function isActionStart(event: MutationCacheNotifyEvent): boolean {
  if (event.type !== 'updated' || event.action.type !== 'pending') return false;
  // The second 'pending' of one run (its onMutate answered a context) is not a new start.
  if ('context' in event.action) return false;
  const mutation: Pick<Mutation, 'options'> = event.mutation;
  return mutation.options.meta?.[KEEPS_PENDING] !== true;
}

interface Shown {
  status: Exclude<UndoToastStatus, 'pending'>;
  message: string;
}

const outcomeWords = {
  undone: copy.listKit.undone,
  sent: copy.listKit.flushed,
  failed: copy.listKit.undoFailed,
} as const;

export function UndoProvider({ children, queue: given }: UndoProviderProps) {
  const [queue] = useState(() => given ?? createUndoQueue({ announce: announceChanges }));
  // Optional: a story of a screen without react-query still gets a queue.
  const queryClient = use(QueryClientContext);
  const pending = useSyncExternalStore(queue.subscribe, queue.pending, queue.pending);
  const [outcome, setOutcome] = useState<Shown | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => flushOnLeave(queue, window, () => document.visibilityState === 'hidden'), [queue]);

  // Any mutation starting is another action: its 'pending' is dispatched before its request
  // leaves (react-query awaits onMutate first), so the pending changes' sends start before it.
  useEffect(() => {
    if (!queryClient) return undefined;
    return queryClient.getMutationCache().subscribe((event) => {
      if (isActionStart(event)) void queue.flush('action');
    });
  }, [queryClient, queue]);

  // Leaving the back-office (logout, the session ending, another app area) sends what is pending.
  // A layout effect's cleanup runs in the commit that unmounts the frame, before the passive
  // cleanups of the providers around it (the session's among them).
  useLayoutEffect(() => () => queue.dispose(), [queue]);

  // Ctrl+Z outside a text field takes back the latest pending change (an editor's own undo keys
  // handle theirs first and mark the event; a route change sends what was pending before one opens).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // By the key's place too: with a Korean layout the letter is ㅋ.
      const z = event.key.toLowerCase() === 'z' || event.code === 'KeyZ';
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.shiftKey || !z) return;
      if (event.target && isTextEntry(event.target)) return;
      const last = queue.pending().at(-1);
      if (!last) return;
      event.preventDefault();
      queue.undo(last.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [queue]);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void queue.flush('route');
  }, [pathname, queue]);

  useEffect(() => {
    let clear: ReturnType<typeof setTimeout> | undefined;
    const stop = queue.onOutcome((result) => {
      // A change sent while another is pending is not worth a toast over the pending one.
      if (result.type === 'sent' && queue.pending().length > 0) return;
      setOutcome({ status: result.type, message: outcomeWords[result.type] });
      if (clear) clearTimeout(clear);
      clear = setTimeout(() => setOutcome(null), OUTCOME_MS);
    });
    return () => {
      stop();
      if (clear) clearTimeout(clear);
    };
  }, [queue]);

  const latest = pending[pending.length - 1];
  useEffect(() => {
    if (!latest) return undefined;
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, [latest]);

  let toast: ReactNode = null;
  if (latest) {
    const { windowMs, sendsAt } = latest;
    // `now` last ticked before this change began (or while another was pending): at most a window.
    const left = sendsAt === null ? latest.heldLeftMs : Math.min(windowMs, Math.max(0, sendsAt - now));
    const seconds = Math.ceil(left / 1000);
    toast = (
      <UndoToast
        key={latest.id}
        label={copy.listKit.undoRegion}
        status="pending"
        message={latest.label}
        hint={copy.listKit.undoShortcut}
        countdownText={sendsAt === null ? copy.listKit.undoHeld(seconds) : copy.listKit.undoCountdown(seconds)}
        remaining={windowMs > 0 ? left / windowMs : 0}
        undoLabel={copy.listKit.undo}
        onUndo={() => queue.undo(latest.id)}
        onHoldChange={(held) => (held ? queue.hold() : queue.release())}
      />
    );
  } else if (outcome) {
    toast = <UndoToast label={copy.listKit.undoRegion} status={outcome.status} message={outcome.message} undoLabel={copy.listKit.undo} />;
  }

  return (
    <UndoContext value={queue}>
      {children}
      {toast}
    </UndoContext>
  );
}

export interface UndoableActionApi {
  /** Applies the change now and sends it after the undo window (earlier pending ones go at once). */
  run(change: UndoableChange): number;
  /** Sends every pending change now: call it before an action that cannot be undone. */
  flushPending(): Promise<void>;
}

const noFlush = () => Promise.resolve();

/**
 * Sends every pending change now; does nothing outside an UndoProvider (a kit part shown on its
 * own, in a story). For parts that start an action with a plain call rather than a mutation.
 */
export function useFlushPending(): () => Promise<void> {
  const queue = useContext(UndoContext);
  return queue ? () => queue.flush('action') : noFlush;
}

/**
 * Stops the reads in flight of the areas a change names, before it is shown: one that answers
 * after the change would draw the state from before it (a list still loading from the last save
 * turns a switch back on under the operator's hand). Only reads of data already shown: cancelling
 * a first load would leave its screen waiting. A change naming no areas stops nothing.
 */
function stopReadsOf(queryClient: QueryClient | undefined, changes: UndoableChange['changes']): void {
  if (!queryClient || !Array.isArray(changes)) return;
  for (const area of changes) void queryClient.cancelQueries({ queryKey: [...area], predicate: (query) => query.state.data !== undefined });
}

export function useUndoableAction(): UndoableActionApi {
  const queue = useContext(UndoContext);
  const queryClient = use(QueryClientContext);
  if (!queue) throw new Error('useUndoableAction() needs UndoProvider (the back-office frame) above it');
  return {
    run: (change) => {
      stopReadsOf(queryClient, change.changes);
      return queue.enqueue(change);
    },
    flushPending: () => queue.flush('action'),
  };
}
