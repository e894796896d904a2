/**
 * The undo queue in React (undoQueue.ts), mounted once by the back-office frame: one queue for
 * every screen, flushed when the tab is hidden, on pagehide and when the route's path changes;
 * the toast of the latest pending change with its countdown and "되돌리기", then what became of it
 * (announced to screen readers). Screens call `useUndoableAction()`.
 */
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UndoToast, type UndoToastStatus } from '@ds/components/UndoToast';
import { copy } from '@app/shared/copy';
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
  const [queue] = useState(() => given ?? createUndoQueue());
  const pending = useSyncExternalStore(queue.subscribe, queue.pending, queue.pending);
  const [outcome, setOutcome] = useState<Shown | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => flushOnLeave(queue, window, () => document.visibilityState === 'hidden'), [queue]);

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
    const windowMs = latest.sendsAt - latest.startedAt;
    // `now` last ticked before this change began (or while another was pending): at most a window.
    const left = Math.min(windowMs, Math.max(0, latest.sendsAt - now));
    toast = (
      <UndoToast
        key={latest.id}
        label={copy.listKit.undoRegion}
        status="pending"
        message={latest.label}
        countdownText={copy.listKit.undoCountdown(Math.ceil(left / 1000))}
        remaining={windowMs > 0 ? left / windowMs : 0}
        undoLabel={copy.listKit.undo}
        onUndo={() => queue.undo(latest.id)}
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

export function useUndoableAction(): UndoableActionApi {
  const queue = useContext(UndoContext);
  if (!queue) throw new Error('useUndoableAction() needs UndoProvider (the back-office frame) above it');
  return { run: (change) => queue.enqueue(change), flushPending: () => queue.flush('action') };
}
