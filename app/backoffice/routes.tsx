/**
 * The back-office's routes, relative to its prefix (`/admin`, app/shared/routing/sides.ts). The
 * login stands alone; every other screen is inside the frame (session, who the person is, the
 * shell): the frame's own screens here, and every built area's, found from the areas' folders
 * (areas/areaModules.ts), each under its path from the area table and its one guard. Each screen
 * is its own lazy chunk, so opening one area downloads only that area.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';
import { ADMIN_ROOT } from './access/areas';
import { areaModules } from './areas/areaModules';
import { areaRoutes } from './areas/areaRoutes';
import { AdminFrame } from './shell/AdminFrame';
import { AdminNotFound } from './shell/AdminNotFound';

export const backofficeRoutes: RouteObject[] = [
  { path: 'login', element: lazyPage(() => import('./login/AdminLoginPage'), 'AdminLoginPage') },
  {
    element: <AdminFrame />,
    children: [
      { index: true, element: lazyPage(() => import('./home/AdminHomePage'), 'AdminHomePage') },
      { path: 'account', element: lazyPage(() => import('./account/AdminAccountPage'), 'AdminAccountPage') },
      { path: 'jobs', element: lazyPage(() => import('./kit/jobs/JobsPage'), 'JobsPage') },
      { path: 'history', element: lazyPage(() => import('./history/ChangeHistoryPage'), 'ChangeHistoryPage') },
      // The master workspace's four areas share this prefix; the prefix alone is the workspace's
      // home, which lists the areas the person may use (review: it answered "not found").
      { path: 'master', element: <Navigate to={ADMIN_ROOT} replace /> },
      ...areaRoutes(areaModules),
      { path: '*', element: <AdminNotFound /> },
    ],
  },
];
