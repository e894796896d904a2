/**
 * Routes of the community pages (spec learner.md §2): the class community (a deep link to the
 * class room's announcements, notices, questions and reviews) and a single notice, which a share
 * link opens with `?token=`.
 */
import type { RouteObject } from 'react-router-dom';
import { COMMUNITY_ROUTE, NOTICE_ROUTE } from './paths';

export const communityRoutes: RouteObject[] = [
  {
    path: COMMUNITY_ROUTE,
    lazy: async () => ({ Component: (await import('./CommunityPage')).CommunityPage }),
  },
  {
    path: NOTICE_ROUTE,
    lazy: async () => ({ Component: (await import('./notices/NoticePage')).NoticePage }),
  },
];
