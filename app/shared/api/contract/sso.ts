/**
 * Single sign-on (spec learner.md §4 SSO flow, §7 SSO login). Each method exchanges a credential
 * for the product's token pair. These calls start a session, so they never carry a token
 * (`auth: 'none'`): a stale token must not turn an SSO login into TOKEN_EXPIRED.
 */
import { z } from 'zod/mini';
import { tokenPairSchema } from './session';
import { defineEndpoint } from './endpoint';

export const ssoMethodSchema = z.enum(['jwt', 'access-token', 'mobile-app', 'custom.cjenc']);
export type SsoMethod = z.infer<typeof ssoMethodSchema>;

export const customCjenc = defineEndpoint({
  id: 'sso.customCjenc',
  method: 'POST',
  path: '/v2/public/auth/sso/custom/cjenc',
  auth: 'none',
  body: z.object({ credential: z.string().check(z.minLength(1)) }),
  response: tokenPairSchema,
  summary: 'SSO with an encrypted custom credential (method custom.cjenc).',
});

export const jwt = defineEndpoint({
  id: 'sso.jwt',
  method: 'POST',
  path: '/sso/login/jwt',
  auth: 'none',
  body: z.object({ accessToken: z.string().check(z.minLength(1)) }),
  response: tokenPairSchema,
  summary: 'SSO with a partner-signed JWT (method jwt).',
});

export const accessToken = defineEndpoint({
  id: 'sso.accessToken',
  method: 'POST',
  path: '/sso/login/access',
  auth: 'none',
  body: z.object({ accessToken: z.string().check(z.minLength(1)) }),
  response: tokenPairSchema,
  summary: 'SSO with a partner access token (method access-token).',
});

export const mobileApp = defineEndpoint({
  id: 'sso.mobileApp',
  method: 'POST',
  /** "the player login path under the account area": path chosen here. */
  path: '/rest/account/player/login',
  auth: 'none',
  body: z.object({ token: z.string().check(z.minLength(1)) }),
  response: tokenPairSchema,
  summary: 'Log in with the native player app token (method mobile-app).',
});

/**
 * The SSO partner's logout page that `GET /rest/account/sso/logout/access` points to. It is the
 * partner's, not ours; the mock plays the partner so the app's logout walk can be tested.
 */
export const partnerLogout = defineEndpoint({
  id: 'sso.partnerLogout',
  method: 'GET',
  path: '/sso/partner/logout',
  auth: 'none',
  response: z.null(),
  summary: 'The SSO partner ends its own session (called without credentials; 204).',
});

/** Every endpoint of the area, for the registry, the mock and the contract test. */
export const ssoEndpoints = {
  customCjenc,
  jwt,
  accessToken,
  mobileApp,
  partnerLogout,
};
