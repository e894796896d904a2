/**
 * Access-token expiry (learner.md §4 and §9): the token is a JWT whose payload carries `exp` in
 * seconds; under 5 seconds left counts as expiring and is refreshed before use.
 */
import { decodeJwt } from 'jose';

export const EXPIRY_MARGIN_MS = 5_000;

export function isExpiring(accessToken: string, nowMs: number): boolean {
  let exp: unknown;
  try {
    exp = decodeJwt(accessToken).exp;
  } catch {
    // Not a JWT we can read: the server is the judge, and a token-expired answer still
    // refreshes and retries through the request layer.
    return false;
  }
  if (typeof exp !== 'number') return false;
  return exp * 1000 - nowMs < EXPIRY_MARGIN_MS;
}
