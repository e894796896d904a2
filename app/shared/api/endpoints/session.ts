/**
 * The logout calls (`PUT /rest/account/logout`, `GET /rest/account/sso/logout/access`), apart from
 * the other account endpoint functions: the session binding and the header's logout load on every
 * page and must not pull the account contract.
 */
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import * as endpoints from '@app/shared/api/routes/session';

export function logout() {
  return api.request(endpoints.logout, {});
}

/** The SSO partner's logout URL; the caller then GETs it without credentials. Never cached. */
export function fetchSsoLogoutUrl(options?: RequestOptions) {
  return api.request(endpoints.ssoLogoutAccess, {}, options);
}
