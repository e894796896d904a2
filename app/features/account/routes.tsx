/**
 * Routes of the account screens (spec learner.md §2). Each page is its own lazy chunk.
 */
import type { RouteObject } from 'react-router-dom';

export const accountRoutes: RouteObject[] = [
  { path: 'app/login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
  {
    path: 'app/login/manager',
    lazy: async () => ({ Component: (await import('./manager/ManagerLoginPage')).ManagerLoginPage }),
  },
  {
    path: 'app/oauth/:kind/consent',
    lazy: async () => ({ Component: (await import('./oauth/OAuthConsentPage')).OAuthConsentPage }),
  },
  {
    path: 'app/oauth/:kind/callback',
    lazy: async () => ({ Component: (await import('./oauth/OAuthCallbackPage')).OAuthCallbackPage }),
  },
  { path: 'app/register', lazy: async () => ({ Component: (await import('./register/RegisterPage')).RegisterPage }) },
  { path: 'app/invite', lazy: async () => ({ Component: (await import('./invite/InviteRegisterPage')).InviteRegisterPage }) },
  { path: 'app/auth/qr-token', lazy: async () => ({ Component: (await import('./qr/QrTokenPage')).QrTokenPage }) },
  { path: 'app/sso/:method', lazy: async () => ({ Component: (await import('./sso/SsoPage')).SsoPage }) },
  {
    path: 'app/password/reset/request',
    lazy: async () => ({ Component: (await import('./password/PasswordResetRequestPage')).PasswordResetRequestPage }),
  },
  {
    path: 'app/password/reset',
    lazy: async () => ({ Component: (await import('./password/PasswordResetPage')).PasswordResetPage }),
  },
  {
    path: 'app/user/account',
    lazy: async () => ({ Component: (await import('./settings/AccountSettingsPage')).AccountSettingsPage }),
  },
  {
    path: 'app/user/account/withdrawal',
    lazy: async () => ({ Component: (await import('./settings/WithdrawalPage')).WithdrawalPage }),
  },
];
