/**
 * What the learner is told when a class-room or ticket call fails (spec learner.md §8): a 401 or
 * the unauthenticated code sends them to log in; a documented inventory code gets its Korean
 * message; anything else the generic server-error message (or the server's own message for a
 * refusal the catalogue does not name).
 */
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';

export type InventoryFailure = { kind: 'login' } | { kind: 'message'; message: string };

export function inventoryFailure(error: unknown): InventoryFailure {
  if (!isApiError(error)) return { kind: 'message', message: copy.common.serverError };
  if (error.status === 401 || error.code === errorCodes.unauthenticated.code) return { kind: 'login' };
  const known = copy.classes.errors[error.code];
  if (known) return { kind: 'message', message: known };
  if (error.status >= 400 && error.status < 500 && error.message) {
    return { kind: 'message', message: error.message };
  }
  return { kind: 'message', message: copy.common.serverError };
}

/** The message alone, for places that cannot navigate (a login failure reads as its own code). */
export function inventoryErrorMessage(error: unknown): string {
  const failure = inventoryFailure(error);
  return failure.kind === 'message' ? failure.message : copy.common.serverError;
}
