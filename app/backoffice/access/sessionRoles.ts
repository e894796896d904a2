/**
 * The roles the session's own access token names (its `roles` claim: MASTER once the manager
 * login's add-role ran). The server is still the judge of every call; this only lets the
 * back-office know which side the person is on without asking, so it never makes a call the
 * server would refuse for want of that role. Read here, not in the shared session, so the learner
 * pages carry none of it.
 */
import { useQuery } from '@tanstack/react-query';
import { decodeJwt } from 'jose';
import { useSession } from '@app/shared/session/react';

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

/**
 * The session's roles, read again whenever its status changes (a login, a logout, an expiry):
 * roles change only with new tokens, and the add-role happens before the back-office opens.
 */
export function useSessionRoles() {
  const { status, accessToken } = useSession();
  return useQuery({
    queryKey: ['session', 'roles', status],
    queryFn: async () => rolesOf(await accessToken()),
    staleTime: Infinity,
  });
}
