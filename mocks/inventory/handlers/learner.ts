/**
 * The learner behind a request: handlers of the inventory area read the account key from the
 * verified access token.
 */
import type { AccessClaims } from '@mocks/auth/tokens';
import { requireAccount } from '@mocks/account/handlers';

export function learnerKey(auth: AccessClaims | null): string {
  return requireAccount(auth?.sub ?? '').accountKey;
}
