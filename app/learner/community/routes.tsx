/**
 * Routes of the community pages (spec learner.md §2): the class community (a deep link to the
 * class room's announcements, notices, questions and reviews), a single notice, which a share
 * link opens with `?token=`, and the general boards: a board's items, one item, writing one.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';
import { BOARD_ITEM_ROUTE, BOARD_ROUTE, BOARD_WRITE_ROUTE, COMMUNITY_ROUTE, NOTICE_ROUTE } from './paths';

export const communityRoutes: RouteObject[] = [
  {
    path: COMMUNITY_ROUTE,
    element: lazyPage(() => import('./CommunityPage'), 'CommunityPage'),
  },
  {
    path: NOTICE_ROUTE,
    element: lazyPage(() => import('./notices/NoticePage'), 'NoticePage'),
  },
  { path: BOARD_ROUTE, element: lazyPage(() => import('./boards/BoardPage'), 'BoardPage') },
  { path: BOARD_ITEM_ROUTE, element: lazyPage(() => import('./boards/BoardItemPage'), 'BoardItemPage') },
  { path: BOARD_WRITE_ROUTE, element: lazyPage(() => import('./boards/BoardWritePage'), 'BoardWritePage') },
];
