/**
 * Routes of the completion certificate (spec learner.md §2): the print page opened in a new tab.
 * The router places these outside the site chrome, so the page prints the certificate alone.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';

export const certificatesRoutes: RouteObject[] = [
  {
    path: 'app/user/klasses/certification',
    element: lazyPage(() => import('./CertificationPrintPage'), 'CertificationPrintPage'),
  },
];
