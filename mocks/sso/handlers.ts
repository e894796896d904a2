/**
 * SSO handlers (spec learner.md §7 SSO login): the four methods exchange a seeded credential
 * (`seededSso`) for a session; the partner's logout page answers 204.
 */
import type { HttpHandler } from 'msw';
import { ssoEndpoints } from '@app/shared/api/contract/sso';
import { ssoLogin } from './login';
import { handle } from '@mocks/engine/handle';

export const ssoHandlers = {
  customCjenc: handle(ssoEndpoints.customCjenc, ({ body }) =>
    ssoLogin('custom.cjenc', body.credential),
  ),
  jwt: handle(ssoEndpoints.jwt, ({ body }) => ssoLogin('jwt', body.accessToken)),
  accessToken: handle(ssoEndpoints.accessToken, ({ body }) =>
    ssoLogin('access-token', body.accessToken),
  ),
  mobileApp: handle(ssoEndpoints.mobileApp, ({ body }) => ssoLogin('mobile-app', body.token)),
  partnerLogout: handle(ssoEndpoints.partnerLogout, () => null),
} satisfies Record<keyof typeof ssoEndpoints, HttpHandler>;
