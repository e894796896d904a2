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
 * after them (app/routes/router.tsx `preloadRoute`, issue 18). `whenPagesLoaded()` tells what may
 * wait for the page's code (the tenant's plugins) when no page download is under way any more.
 */
import { isValidElement, lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';

const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

let pendingLoads = 0;
let whenIdle: Array<() => void> = [];

/** Counts a page download until it settles, either way. */
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

/** Resolves once no page chunk is downloading (at once when none is). */
export function whenPagesLoaded(): Promise<void> {
  if (pendingLoads === 0) return Promise.resolve();
  return new Promise((resolve) => whenIdle.push(resolve));
}

export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Page = lazy(async () => {
    const page: ComponentType = (await tracked(load))[name];
    return { default: page };
  });
  const element = <Page />;
  loaders.set(element, load);
  return element;
}

/**
 * Starts loading the page of a `lazyPage` element (the module system keeps the one download, so
 * React's own load later waits for it); any other element is left alone. A failed download is
 * not reported here: React's own load meets it (or tries again) and shows the route's error page.
 */
export function preloadPage(element: ReactNode): void {
  if (!isValidElement(element)) return;
  const load = loaders.get(element);
  if (load) tracked(load).catch(() => undefined);
}
