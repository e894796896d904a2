/**
 * The two calls that rotate the token pair (learner.md §7): `POST /rest/account/refresh` and
 * `POST /rest/account/refresh/add-role`. Both are `auth: 'none'` in the contract, so the client
 * sends no Authorization header with them.
 */
import { ApiError } from '@app/shared/api/client/ApiError';
import { DATA_PROCESSING_ERROR, type HttpClient } from '@app/shared/api/client/httpClient';
import { clientErrorCodes } from '@app/shared/api/contract/coreErrors';
import type { RoleObject, TokenPair } from '@app/shared/api/contract/session';
import * as routes from '@app/shared/api/routes/session';

export interface TokenRefresher {
  refresh(refreshToken: string): Promise<TokenPair>;
  addRole(refreshToken: string, role: RoleObject): Promise<TokenPair>;
}

function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * A pair that is not two non-empty tokens must not be stored: it counts as a failed refresh, not
 * as drift. Checked by hand (the contract's `tokenPairSchema` says the same) so the session, which
 * runs on every page, does not carry zod.
 */
export function checkedTokenPair(answer: unknown): TokenPair {
  if (typeof answer === 'object' && answer !== null) {
    const { accessToken, refreshToken } = answer as Record<string, unknown>;
    if (isNonEmptyText(accessToken) && isNonEmptyText(refreshToken))
      return { accessToken, refreshToken };
  }
  throw new ApiError({
    status: 200,
    code: clientErrorCodes.parseFail,
    message: DATA_PROCESSING_ERROR,
    data: null,
  });
}

export function createAccountRefresher(client: HttpClient): TokenRefresher {
  return {
    async refresh(refreshToken) {
      return checkedTokenPair(await client.request(routes.refresh, { body: { refreshToken } }));
    },
    async addRole(refreshToken, role) {
      return checkedTokenPair(
        await client.request(routes.refreshAddRole, { body: { refreshToken, role } }),
      );
    },
  };
}
