/**
 * The back-office's routes, relative to its prefix (`/admin`, app/shared/routing/sides.ts). The
 * login stands alone; every other screen is inside the frame (session, who the person is, the
 * shell). An area's screens sit behind its guard, read from the one area table; each screen is
 * its own lazy chunk, so opening one area downloads only that area.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';
import { RequireArea } from './access/RequireArea';
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
      {
        path: 'site/organization',
        element: <RequireArea areaId="SITE" />,
        children: [
          { index: true, element: lazyPage(() => import('./organization/OrganizationPage'), 'OrganizationPage') },
        ],
      },
      {
        path: 'members',
        element: <RequireArea areaId="MEMBER" />,
        children: [
          { index: true, element: lazyPage(() => import('./members/list/MemberListPage'), 'MemberListPage') },
          { path: 'withdrawn', element: lazyPage(() => import('./members/withdrawn/WithdrawnMembersPage'), 'WithdrawnMembersPage') },
        ],
      },
      {
        path: 'members/groups',
        element: <RequireArea areaId="MEMBER" />,
        children: [
          { index: true, element: lazyPage(() => import('./members/MemberGroupsPage'), 'MemberGroupsPage') },
          { path: ':groupKey', element: lazyPage(() => import('./members/GroupMembersPage'), 'GroupMembersPage') },
        ],
      },
      {
        path: 'members/register',
        element: <RequireArea areaId="MEMBER" />,
        children: [{ index: true, element: lazyPage(() => import('./members/register/MemberRegisterPage'), 'MemberRegisterPage') }],
      },
      {
        path: 'members/:accountKey',
        element: <RequireArea areaId="MEMBER" />,
        children: [{ index: true, element: lazyPage(() => import('./members/detail/MemberDetailPage'), 'MemberDetailPage') }],
      },
      {
        path: 'orders',
        element: <RequireArea areaId="ORDER" />,
        children: [
          { index: true, element: lazyPage(() => import('./commerce/orders/OrdersPage'), 'OrdersPage') },
          { path: ':orderKey', element: lazyPage(() => import('./commerce/orders/OrderDetailPage'), 'OrderDetailPage') },
        ],
      },
      {
        path: 'shipping',
        element: <RequireArea areaId="SHIPPING" />,
        children: [
          { index: true, element: lazyPage(() => import('./commerce/shipping/ShippingListPage'), 'ShippingListPage') },
          { path: ':shipmentKey', element: lazyPage(() => import('./commerce/shipping/ShipmentDetailPage'), 'ShipmentDetailPage') },
        ],
      },
      { path: '*', element: <AdminNotFound /> },
    ],
  },
];
