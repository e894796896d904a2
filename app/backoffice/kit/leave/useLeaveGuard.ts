/**
 * Asking before unsaved work is left: the back-office kit's leave guard (issue 28 "leaving with
 * unsaved changes asks first"), for any screen whose form or grid holds work not yet saved. While
 * `dirty`, it holds:
 * - an in-app link clicked anywhere on the page — the page's own, the breadcrumbs, the side and
 *   top navigation, a history entry's link;
 * - the page's own buttons that navigate, through `ask(to)`;
 * - the browser's Back and Forward (and any step through the session history within the app);
 * - closing or reloading the tab, or Back out of the app to another site, through the browser's
 *   own prompt (`beforeunload`: a page may not word that one).
 * A held navigation waits for `leave()` or `stay()`, which LeaveGuardDialog offers. Not held: a
 * link opened in a new tab or window (the work stays where it is).
 *
 * Why not react-router's `useBlocker`: it needs the data router, which costs 16.5 KB gzip on
 * every first visit, learner pages included, whose size budgets have no such room
 * (app/routes/router.tsx, docs/benchmarks.md). So Back and Forward are held here, two ways:
 * - With the Navigation API (Chrome and Edge, Firefox 147+, Safari 26.2+): a step through the
 *   session history within the page is a cancelable `navigate` event of type `traverse`, sent
 *   before anything moves. The guard cancels it — the address and the page stay as they are, the
 *   router never hears of it — and asks; leaving takes the same step, let through this time.
 * - Without it (older browsers, jsdom): after the fact, as the data router's blocker does. The
 *   BrowserRouter's history writes its place in the session history into every entry's state
 *   (`idx`); when the browser has stepped, `popstate` fires, and the guard stops it in the capture
 *   phase, steps back by the same distance with `history.go` (swallowing that `popstate` too) and
 *   asks. That relies on a window's capture listeners running before the router's (the DOM
 *   standard's order); Chrome runs a window's listeners in the order they were added, which is
 *   why the Navigation API comes first. A step the browser does not let a page cancel (a second
 *   Back without the page being used in between) is not held.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A navigation the guard holds: a link's address, or a step through the session history. */
type Held = { kind: 'link'; to: string } | { kind: 'history'; delta: number };

export interface LeaveGuard {
  /** Whether a navigation is held, waiting for `leave()` or `stay()`. */
  asking: boolean;
  /** Navigates to `to`, asking first when there is unsaved work. */
  ask: (to: string) => void;
  /** Goes where the held navigation would have gone; the work is dropped. */
  leave: () => void;
  /** Stays on the page with the work as it is. */
  stay: () => void;
}

/**
 * The router's place of a session-history entry, as the BrowserRouter's history writes it into
 * the entry's state; null for an entry it did not write (then the guard lets the step be).
 */
export function historyPlace(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/** The in-app address a click on a link would open, or null when the click is not one to hold. */
function heldTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return to === `${window.location.pathname}${window.location.search}${window.location.hash}` ? null : to;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const location = useLocation();
  const [held, setHeld] = useState<Held | null>(null);
  /** The page's own entry in the session history; read again whenever the router moves. */
  const place = useRef<number | null>(null);
  /** A step back to the page's entry is under way: its `popstate` is the guard's own (without the Navigation API). */
  const returning = useRef(false);
  /** The operator chose to leave through the history: the next step goes through to the router. */
  const passing = useRef(false);

  useEffect(() => {
    place.current = historyPlace(window.history.state);
  }, [location.key]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture on the document runs before the router's own link handler (React listens lower down).
    const holdClick = (event: MouseEvent) => {
      const to = heldTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld({ kind: 'link', to });
    };
    // Read at run time: `navigation` is missing where the API is not (jsdom, older browsers).
    const navigation = 'navigation' in window ? window.navigation : null;
    const holdTraversal = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse') return;
      if (passing.current) {
        passing.current = false;
        return;
      }
      if (!event.destination.sameDocument || !event.cancelable) return;
      const from = navigation?.currentEntry?.index ?? -1;
      const delta = event.destination.index - from;
      if (from < 0 || delta === 0) return;
      event.preventDefault();
      setHeld({ kind: 'history', delta });
    };
    const holdStep = (event: PopStateEvent) => {
      if (passing.current) {
        passing.current = false;
        return;
      }
      const from = place.current;
      const to = historyPlace(event.state);
      if (from === null || to === null) return;
      if (to === from) {
        // Back where the page is: the guard's own return, which the router must not see either.
        if (returning.current) event.stopImmediatePropagation();
        returning.current = false;
        return;
      }
      event.stopImmediatePropagation();
      returning.current = true;
      window.history.go(from - to);
      setHeld({ kind: 'history', delta: to - from });
    };
    window.addEventListener('beforeunload', ask);
    if (navigation) navigation.addEventListener('navigate', holdTraversal);
    else window.addEventListener('popstate', holdStep, true);
    document.addEventListener('click', holdClick, true);
    return () => {
      window.removeEventListener('beforeunload', ask);
      if (navigation) navigation.removeEventListener('navigate', holdTraversal);
      else window.removeEventListener('popstate', holdStep, true);
      document.removeEventListener('click', holdClick, true);
    };
  }, [dirty]);

  const ask = useCallback(
    (to: string) => {
      if (dirty) setHeld({ kind: 'link', to });
      else void navigate(to);
    },
    [dirty, navigate],
  );

  const leave = useCallback(() => {
    setHeld(null);
    if (held === null) return;
    if (held.kind === 'link') {
      void navigate(held.to);
      return;
    }
    passing.current = true;
    window.history.go(held.delta);
  }, [held, navigate]);

  const stay = useCallback(() => setHeld(null), []);

  return { asking: held !== null, ask, leave, stay };
}
