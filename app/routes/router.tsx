/**
 * The app's routes, composed from each feature's own route list. Every page is its own lazy
 * chunk, so a first visit downloads only the shell and the page it opens (bench/routes.mjs
 * measures exactly these modules).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '@app/features/account/routes';
import { certificatesRoutes } from '@app/features/certificates/routes';
import { classesRoutes } from '@app/features/classes/routes';
import { communityRoutes } from '@app/features/community/routes';
import { RootLayout } from '@app/shell/RootLayout';
import { RouteError } from '@app/shell/RouteError';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@app/features/home/HomePage')).HomePage }),
      },
      ...accountRoutes,
      ...classesRoutes,
      ...communityRoutes,
      ...certificatesRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@app/shell/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
