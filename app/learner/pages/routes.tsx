/**
 * Routes of the published pages (issue 41): an additional page at its address and the public page
 * of a catalogue item a card opens. Each is its own lazy chunk; the home (`/`) is the router's index.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';

export const pagesRoutes: RouteObject[] = [
  { path: 'pages/:slug', element: lazyPage(() => import('./SitePage'), 'SitePage') },
  { path: 'items/:type/:itemKey', element: lazyPage(() => import('./ItemPage'), 'ItemPage') },
];
