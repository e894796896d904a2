/**
 * SSO endpoint functions (spec learner.md §7 SSO login): one per method, each exchanging the
 * partner's credential for a token pair, and the partner logout call. The SSO flow rules
 * (credential required, unknown method) live in `app/learner/auth/`.
 */
import { api } from '@app/shared/api/client/api';
import * as endpoints from '@app/shared/api/routes/sso';

export function ssoLoginCustomCjenc(credential: string) {
  return api.request(endpoints.customCjenc, { body: { credential } });
}

export function ssoLoginJwt(accessToken: string) {
  return api.request(endpoints.jwt, { body: { accessToken } });
}

export function ssoLoginAccessToken(accessToken: string) {
  return api.request(endpoints.accessToken, { body: { accessToken } });
}

export function ssoLoginMobileApp(token: string) {
  return api.request(endpoints.mobileApp, { body: { token } });
}

/** The partner's own logout page (answered by the mock in development); no credentials. */
export function ssoPartnerLogout() {
  return api.request(endpoints.partnerLogout, {});
}

/** SSO calls start sessions and are never cached; the key is for a mutation's identity only. */
export const ssoKeys = {
  all: ['sso'] as const,
  login: (method: string) => [...ssoKeys.all, 'login', method] as const,
};
