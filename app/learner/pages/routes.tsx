/**
 * Routes of the published pages (issue 41): an additional page at its address and the public page
 * of a catalogue item a card opens. Both pages are one lazy chunk (publicPages.ts): a visitor who
 * opens one usually opens the other, and one import on the entry weighs less than two; the home
 * (`/`) is the router's index.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';

const publicPages = () => import('./publicPages');

export const pagesRoutes: RouteObject[] = [
  { path: 'pages/:slug', element: lazyPage(publicPages, 'SitePage') },
  { path: 'items/:type/:itemKey', element: lazyPage(publicPages, 'ItemPage') },
];
