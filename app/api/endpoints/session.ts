/**
 * The session's logout call (`PUT /rest/account/logout`), apart from the other account endpoint
 * functions: the session binding loads on every page and must not pull the account contract.
 */
import { api } from '@app/api/client/api';
import { sessionEndpoints } from '@app/api/contract/session';

export function logout() {
  return api.request(sessionEndpoints.logout, {});
}
