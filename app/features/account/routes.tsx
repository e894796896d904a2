/**
 * Routes of the account screens (spec learner.md §2). Each page is its own lazy chunk.
 */
import type { RouteObject } from 'react-router-dom';

export const accountRoutes: RouteObject[] = [
  {
    path: 'app/login',
    lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
];
