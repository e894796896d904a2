/**
 * The app's routes, composed from each feature's own route list. Every page is its own lazy
 * chunk, so a first visit downloads only the shell and the page it opens (bench/routes.mjs
 * measures exactly these modules).
 *
 * The site frame (tenant status gate and shared dialogs) wraps every learner route; the RootLayout chrome
 * wraps all but the certificate print page, which prints without it. Both layouts show their page
 * through RouteOutlet (loading state and error boundary).
 *
 * Declarative routing (`useRoutes` under a BrowserRouter) rather than a data router: the app
 * loads data with react-query, not route loaders, and the data router costs about 16 KB gzip on
 * every first visit (issue 9 budget; 16.5 KB with react-router 7.18, measured 2026-11-29 with
 * `useBlocker`, against the learner budgets' 0.2 KB of room). Its one feature a screen needed,
 * holding the browser's Back while work is unsaved (`useBlocker`), the back-office's leave guard
 * does under the BrowserRouter (app/backoffice/kit/leave/useLeaveGuard.ts).
 */
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '@app/learner/account/routes';
import { certificatesRoutes } from '@app/learner/certificates/routes';
import { classesRoutes } from '@app/learner/classes/routes';
import { communityRoutes } from '@app/learner/community/routes';
import { pagesRoutes } from '@app/learner/pages/routes';
import { SiteFrame } from '@app/shared/site/SiteFrame';
import { RootLayout } from '@app/learner/shell/RootLayout';
import { lazyPage, preloadPage, preloadPageCode, type PrefetchContext } from '@app/shared/routing/lazyPage';
import { RouteOutlet } from '@app/shared/routing/RouteOutlet';

export const routes: RouteObject[] = [
  {
    element: <SiteFrame />,
    children: [
      {
        element: <RootLayout />,
        children: [
          {
            index: true,
            element: lazyPage(() => import('@app/learner/home/HomePage'), 'HomePage'),
          },
          ...accountRoutes,
          // The in-browser mock's KAKAO / NAVER consent step (app/dev): the service worker never
          // sees a navigation, so under npm start the provider page lives in the app. Compared in
          // place (as in main.tsx) so other builds drop the route and its chunk of mock code.
          ...(import.meta.env.VITE_API_MODE === 'mock'
            ? [
                {
                  path: 'app/oauth/:kind/consent',
                  element: lazyPage(() => import('@app/dev/OAuthConsentPage'), 'OAuthConsentPage'),
                },
              ]
            : []),
          ...classesRoutes,
          ...communityRoutes,
          ...pagesRoutes,
          {
            path: '*',
            element: lazyPage(() => import('@app/shared/site/NotFoundPage'), 'NotFoundPage'),
          },
        ],
      },
      ...certificatesRoutes,
    ],
  },
  // The back-office (app/backoffice): one lazy chunk that routes within. Outside the site frame:
  // operators still manage a site whose learner side is closed (DROP_OUT).
  {
    element: <RouteOutlet />,
    children: [
      {
        path: 'admin/*',
        element: lazyPage(() => import('@app/backoffice/BackofficeApp'), 'BackofficeApp'),
      },
    ],
  },
];

/**
 * Starts the download of every lazy page the address renders (the back-office's own chunk for
 * /admin/…) and the first requests they name, so the entry can ask for them before React renders
 * (issue 18).
 */
export function preloadRoute(pathname: string, context: PrefetchContext): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadPage(match.route.element, context);
}

/** The code of the page(s) at `pathname`, nothing else (see preloadPageCode). */
export function preloadRouteCode(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadPageCode(match.route.element);
}

export function AppRoutes() {
  return useRoutes(routes);
}
