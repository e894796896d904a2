/**
 * Routes of the account screens (spec learner.md §2). Each page is its own lazy chunk. The mock
 * provider's consent page is not here: it exists in mock mode only (app/routes/router.tsx).
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';

export const accountRoutes: RouteObject[] = [
  { path: 'app/login', element: lazyPage(() => import('./LoginPage'), 'LoginPage') },
  {
    path: 'app/login/manager',
    element: lazyPage(() => import('./manager/ManagerLoginPage'), 'ManagerLoginPage'),
  },
  {
    path: 'app/oauth/:kind/callback',
    element: lazyPage(() => import('./oauth/OAuthCallbackPage'), 'OAuthCallbackPage'),
  },
  { path: 'app/register', element: lazyPage(() => import('./register/RegisterPage'), 'RegisterPage') },
  { path: 'app/invite', element: lazyPage(() => import('./invite/InviteRegisterPage'), 'InviteRegisterPage') },
  { path: 'app/auth/qr-token', element: lazyPage(() => import('./qr/QrTokenPage'), 'QrTokenPage') },
  { path: 'app/sso/:method', element: lazyPage(() => import('./sso/SsoPage'), 'SsoPage') },
  {
    path: 'app/password/reset/request',
    element: lazyPage(() => import('./password/PasswordResetRequestPage'), 'PasswordResetRequestPage'),
  },
  {
    path: 'app/password/reset',
    element: lazyPage(() => import('./password/PasswordResetPage'), 'PasswordResetPage'),
  },
  {
    path: 'app/user/account',
    element: lazyPage(() => import('./settings/AccountSettingsPage'), 'AccountSettingsPage'),
  },
  {
    path: 'app/user/account/withdrawal',
    element: lazyPage(() => import('./settings/WithdrawalPage'), 'WithdrawalPage'),
  },
];
