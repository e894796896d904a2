/**
 * Asking before unsaved work is left (issue 28 "leaving with unsaved changes asks first"). The app
 * runs on a BrowserRouter, which has no `useBlocker`, so this guards what it can see:
 * - every in-app link clicked anywhere on the page while the form is dirty — the page's own links,
 *   the breadcrumbs, the side and top navigation, a history entry's link: the click is held and
 *   `leaving` names where it would go, for the page's confirm dialog to `leave()` or `stay()`;
 * - the page's own buttons that navigate, through `ask(to)`;
 * - closing or reloading the tab, through the browser's own prompt (`beforeunload`).
 * Not guarded: the browser's back and forward buttons (a popstate cannot be held without the data
 * router), and a link opened in a new tab or window (the work stays where it is).
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LeaveGuard {
  /** Where a held navigation would go; null when nothing is waiting. */
  leaving: string | null;
  /** Navigates to `to`, asking first when there is unsaved work. */
  ask: (to: string) => void;
  leave: () => void;
  stay: () => void;
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
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture on the document runs before the router's own link handler (React listens lower down).
    const hold = (event: MouseEvent) => {
      const to = heldTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(to);
    };
    window.addEventListener('beforeunload', ask);
    document.addEventListener('click', hold, true);
    return () => {
      window.removeEventListener('beforeunload', ask);
      document.removeEventListener('click', hold, true);
    };
  }, [dirty]);

  const ask = useCallback(
    (to: string) => {
      if (dirty) setLeaving(to);
      else void navigate(to);
    },
    [dirty, navigate],
  );

  return {
    leaving,
    ask,
    leave: () => {
      const to = leaving;
      setLeaving(null);
      if (to !== null) void navigate(to);
    },
    stay: () => setLeaving(null),
  };
}
