/**
 * Routes of the community pages (spec learner.md §2): the class community (a deep link to the
 * class room's announcements, notices, questions and reviews) and a single notice, which a share
 * link opens with `?token=`.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';
import { COMMUNITY_ROUTE, NOTICE_ROUTE } from './paths';

export const communityRoutes: RouteObject[] = [
  {
    path: COMMUNITY_ROUTE,
    element: lazyPage(() => import('./CommunityPage'), 'CommunityPage'),
  },
  {
    path: NOTICE_ROUTE,
    element: lazyPage(() => import('./notices/NoticePage'), 'NoticePage'),
  },
];
