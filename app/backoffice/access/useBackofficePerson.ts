/**
 * Reads who the signed-in person is to the back-office. The session already knows which side it is
 * on — its access token names the MASTER role once the manager login's add-role ran
 * (sessionRoles.ts) — so only that side's call is made: master/me for a master, the permissions
 * call for everyone else. Neither side ever asks the other's call, which the server would refuse. A 403 `auth.permission.denied` from
 * the permissions call is an answer ("not an operator": a learner), not an error; anything else
 * is, and the frame shows it with a way to retry.
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { MASTER_ROLE } from '@app/shared/api/contract/permissions';
import { masterMeQuery, permissionsQuery } from '../api/adminAccount';
import type { BackofficePerson } from './person';
import { useSessionRoles } from './sessionRoles';

export type BackofficePersonState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'ready'; person: BackofficePerson };

function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.code === errorCodes.permissionDenied.code;
}

export function useBackofficePerson(): BackofficePersonState {
  const roles = useSessionRoles();
  const isMaster = roles.data?.includes(MASTER_ROLE) ?? false;
  const operator = useQuery({ ...permissionsQuery(), enabled: roles.isSuccess && !isMaster });
  const master = useQuery({ ...masterMeQuery(), enabled: roles.isSuccess && isMaster });
  if (roles.isError) {
    return { status: 'error', error: roles.error, retry: () => void roles.refetch(), retrying: roles.isFetching };
  }
  if (roles.isPending) return { status: 'pending' };
  const asked = isMaster ? master : operator;
  if (asked.isError && !isRefusal(asked.error)) {
    return { status: 'error', error: asked.error, retry: () => void asked.refetch(), retrying: asked.isFetching };
  }
  if (asked.isPending) return { status: 'pending' };
  return {
    status: 'ready',
    person: isMaster ? { operator: null, master: master.data ?? null } : { operator: operator.data ?? null, master: null },
  };
}
