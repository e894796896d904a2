/**
 * A route's page as its own lazy chunk: `element: lazyPage(() => import('./LoginPage'), 'LoginPage')`.
 *
 * The layouts hold the one Suspense boundary around their outlet. The router wraps navigations in
 * `startTransition`, so while the next page's chunk loads the current page stays on screen; only
 * a first visit shows the layout's loading state. A chunk that fails to load throws to the
 * route's error boundary (RouteErrorBoundary), which offers 다시 시도.
 */
import { lazy, type ComponentType, type ReactElement } from 'react';

export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Page = lazy(async () => {
    const page: ComponentType = (await load())[name];
    return { default: page };
  });
  return <Page />;
}
