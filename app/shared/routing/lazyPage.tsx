/**
 * A route's page as its own lazy chunk: `element: lazyPage(() => import('./LoginPage'), 'LoginPage')`.
 *
 * The layouts hold the one Suspense boundary around their outlet. The router wraps navigations in
 * `startTransition`, so while the next page's chunk loads the current page stays on screen; only
 * a first visit shows the layout's loading state. A chunk that fails to load throws to the
 * route's error boundary (RouteErrorBoundary), which offers 다시 시도.
 *
 * `preloadPage(element)` starts a page's download before React reaches it: the entry uses it for
 * the address it opens on, so the page's code arrives beside the tenant preferences instead of
 * after them (app/routes/router.tsx `preloadRoute`, issue 18). A page may also name its first
 * request (`prefetch`), which then starts beside its code instead of once it has rendered.
 * `whenPagesLoaded()` tells what may wait for the first page's code (the tenant's plugins) when
 * its start-up download has settled.
 *
 * A page whose code has arrived by the time React first renders it is rendered as it is, without
 * suspending: React.lazy would suspend once even then (its own load is a new promise), and React
 * holds back a boundary's content for 300 ms after its fallback was shown (its throttle against
 * flicker), which put the login form about 0.3 s after the frame on a first visit (issue 18). For
 * the same reason the page the app opened on, preloaded at start-up, does not suspend when its
 * code is still on the way (the tenant preferences answered first): it shows the loading state
 * itself and the page the moment its code arrives. Pages reached by navigating suspend, so the
 * router's transition keeps the current page on screen meanwhile.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  createElement,
  isValidElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { pageLoading } from './pageLoading';

export interface PrefetchContext {
  queryClient: QueryClient;
  /** The session is signed in at start-up (a page behind a login prefetches nothing otherwise). */
  signedIn: boolean;
}

/**
 * Starts the page's first request with the very query options the page reads, so the page adopts
 * the answer. Kept out of the page's chunk (a dynamic import of a small module) so it does not
 * wait for the page's code.
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<unknown>;

interface PageLoader {
  load: () => Promise<unknown>;
  prefetch?: PagePrefetch | undefined;
  /** Preloaded at start-up: its first mount waits in place instead of suspending. */
  markStartup: () => void;
}

const loaders = new WeakMap<ReactElement, PageLoader>();

let pendingLoads = 0;
let whenIdle: Array<() => void> = [];

/**
 * Counts a start-up page download until it settles, either way. Only the preload counts: the
 * plugins wait for the first page's code, not for pages loaded later by navigating (one still
 * loading, or one that never arrives, must not keep the support chat away).
 */
function tracked<T>(load: () => Promise<T>): Promise<T> {
  pendingLoads += 1;
  return load().finally(() => {
    pendingLoads -= 1;
    if (pendingLoads > 0) return;
    const waiting = whenIdle;
    whenIdle = [];
    for (const resolve of waiting) resolve();
  });
}

/** Resolves once no start-up page download is under way (at once when none is). */
export function whenPagesLoaded(): Promise<void> {
  if (pendingLoads === 0) return Promise.resolve();
  return new Promise((resolve) => whenIdle.push(resolve));
}

export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  prefetch?: PagePrefetch,
): ReactElement {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  // One download shared by the preload and React's own load; a failed one is tried again next time.
  const loadOnce = () => {
    // `loaded` is set before a preload counts as settled, so whenPagesLoaded() implies it.
    loading ??= load()
      .then((module) => {
        loaded = module[name];
        return { default: loaded };
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
  const Lazy = lazy(loadOnce);
  let startup = false;
  function Page() {
    // Decided once per mount: switching from the lazy element to the loaded one would remount the page.
    const [ready, setReady] = useState<ComponentType | null>(() => loaded);
    const [waitsInPlace] = useState(() => !loaded && startup);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      // Cleared once mounted, not while rendering: a render React discards and retries decides alike.
      startup = false;
      if (!waitsInPlace) return undefined;
      let mounted = true;
      loadOnce().then(
        (module) => mounted && setReady(() => module.default),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [waitsInPlace]);
    // A chunk that failed to load goes to the route's error boundary, as React.lazy's would.
    if (failure) throw failure.error;
    if (ready) return createElement(ready);
    return waitsInPlace ? pageLoading : <Lazy />;
  }
  const element = <Page />;
  loaders.set(element, {
    load: loadOnce,
    prefetch,
    markStartup: () => {
      startup = true;
    },
  });
  return element;
}

/**
 * Starts downloading the page's code only (no request, no start-up mark): for a start-up that must
 * wait before it may call the API — the in-browser mock seeding its world — so the page's modules
 * arrive meanwhile. `preloadPage` later shares the same download.
 */
export function preloadPageCode(element: ReactNode): void {
  if (!isValidElement(element)) return;
  loaders.get(element)?.load().catch(() => undefined);
}

/**
 * Starts loading the page of a `lazyPage` element (the module system keeps the one download, so
 * React's own load later waits for it) and its first request; any other element is left alone.
 * Failures are not reported here: React's own load meets them (or tries again) and shows the
 * route's error page, and the page's query asks again for an answer that failed.
 */
export function preloadPage(element: ReactNode, context: PrefetchContext): void {
  if (!isValidElement(element)) return;
  const page = loaders.get(element);
  if (!page) return;
  // The request's small module first: it queues ahead of the page's chunks for a connection.
  page.prefetch?.(context).catch(() => undefined);
  page.markStartup();
  tracked(page.load).catch(() => undefined);
}
