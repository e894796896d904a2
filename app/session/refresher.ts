/**
 * The two calls that rotate the token pair (learner.md §7): `POST /rest/account/refresh` and
 * `POST /rest/account/refresh/add-role`. Both are `auth: 'none'` in the contract, so the client
 * sends no Authorization header with them.
 */
import {
  sessionEndpoints,
  tokenPairSchema,
  type RoleObject,
  type TokenPair,
} from '@app/api/contract/session';
import type { HttpClient } from '@app/api/client/httpClient';

export interface TokenRefresher {
  refresh(refreshToken: string): Promise<TokenPair>;
  addRole(refreshToken: string, role: RoleObject): Promise<TokenPair>;
}

export function createAccountRefresher(client: HttpClient): TokenRefresher {
  // A pair that does not parse must not be stored: it counts as a failed refresh, not as drift.
  return {
    async refresh(refreshToken) {
      const answer = await client.request(sessionEndpoints.refresh, { body: { refreshToken } });
      return tokenPairSchema.parse(answer);
    },
    async addRole(refreshToken, role) {
      const answer = await client.request(sessionEndpoints.refreshAddRole, {
        body: { refreshToken, role },
      });
      return tokenPairSchema.parse(answer);
    },
  };
}
