/**
 * What the page may read from its own access token besides its expiry: the roles its `roles` claim
 * names (MASTER once the add-role refresh ran). The server is still the judge of every call; this
 * only lets the app know which side it is on without asking, so it never makes a call the server
 * would refuse for want of that role.
 */
import { decodeJwt } from 'jose';

const NO_ROLES: readonly string[] = [];

export function rolesOf(accessToken: string | null): readonly string[] {
  if (!accessToken) return NO_ROLES;
  let roles: unknown;
  try {
    roles = decodeJwt(accessToken).roles;
  } catch {
    // Not a JWT we can read: it names no role we can see.
    return NO_ROLES;
  }
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : NO_ROLES;
}
