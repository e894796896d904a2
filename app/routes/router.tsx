/**
 * The app's routes, composed from each feature's own route list. Every page is its own lazy
 * chunk, so a first visit downloads only the shell and the page it opens (bench/routes.mjs
 * measures exactly these modules).
 *
 * The site frame (tenant status gate and shared dialogs) wraps every route; the RootLayout chrome
 * wraps all but the certificate print page, which prints without it.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '@app/features/account/routes';
import { certificatesRoutes } from '@app/features/certificates/routes';
import { classesRoutes } from '@app/features/classes/routes';
import { communityRoutes } from '@app/features/community/routes';
import { SiteFrame } from '@app/features/site/SiteFrame';
import { RootLayout } from '@app/shell/RootLayout';
import { RouteError } from '@app/shell/RouteError';

export const routes: RouteObject[] = [
  {
    element: <SiteFrame />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RootLayout />,
        children: [
          {
            // Errors of a page show inside the chrome, so the learner can still navigate away.
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('@app/features/home/HomePage')).HomePage }),
              },
              ...accountRoutes,
              ...classesRoutes,
              ...communityRoutes,
              {
                path: '*',
                lazy: async () => ({ Component: (await import('@app/shell/NotFoundPage')).NotFoundPage }),
              },
            ],
          },
        ],
      },
      ...certificatesRoutes,
    ],
  },
];

export const router = createBrowserRouter(routes);
