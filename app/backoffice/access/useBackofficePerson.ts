/**
 * Reads who the signed-in person is to the back-office: the permissions call (an operator) and the
 * master profile (a session carrying the MASTER role), asked together. A 403
 * `auth.permission.denied` from either is an answer ("not an operator", "not a master"), not an
 * error; anything else is, and the frame shows it with a way to retry.
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { masterMeQuery, permissionsQuery } from '../api/adminAccount';
import type { BackofficePerson } from './person';

export type BackofficePersonState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; person: BackofficePerson };

function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.code === errorCodes.permissionDenied.code;
}

export function useBackofficePerson(): BackofficePersonState {
  const operator = useQuery(permissionsQuery());
  const master = useQuery(masterMeQuery());
  const failed = [operator, master].find((query) => query.isError && !isRefusal(query.error));
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => {
        void operator.refetch();
        void master.refetch();
      },
    };
  }
  if (operator.isPending || master.isPending) return { status: 'pending' };
  return {
    status: 'ready',
    person: { operator: operator.data ?? null, master: master.data ?? null },
  };
}
