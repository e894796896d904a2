/**
 * Which error page an error gets (spec learner.md §2 "Error page", §8 "Codes map to error pages"):
 * login required for 401, the unauthenticated code or a session that is gone (the client codes
 * login_required and fail_to_refresh_token), the permission page for a refused
 * back-office call (backoffice.md §2, §6), a page each for 504 and 400, and the
 * server's own message with `data.detail` for any other status.
 */
import { isApiError } from '@app/shared/api/client/ApiError';
import { coreErrorCodes, signedOutCodes } from '@app/shared/api/contract/coreErrors';

export type ErrorPageVariant =
  | { kind: 'loginRequired' }
  | { kind: 'permissionDenied' }
  | { kind: 'gatewayTimeout' }
  | { kind: 'badRequest' }
  | { kind: 'other'; message: string | null; detail: string | null };

/** `data.detail` when the server sent a text there. */
function detailOf(data: Record<string, unknown> | null): string | null {
  const detail = data?.detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
}

export function errorPageVariant(error: unknown): ErrorPageVariant {
  if (!isApiError(error)) return { kind: 'other', message: null, detail: null };
  // A 400 too: a failed token renewal (FAIL_TO_REFRESH_TOKEN, backoffice.md §8) means log in again.
  if (error.status === 401 || error.code === coreErrorCodes.unauthenticated.code || signedOutCodes.includes(error.code)) {
    return { kind: 'loginRequired' };
  }
  // A back-office call this person may not make (backoffice.md §6): the permission page.
  if (error.code === coreErrorCodes.permissionDenied.code) return { kind: 'permissionDenied' };
  if (error.status === 504) return { kind: 'gatewayTimeout' };
  if (error.status === 400) return { kind: 'badRequest' };
  return { kind: 'other', message: error.message || null, detail: detailOf(error.data) };
}

/**
 * Whether a failed call gets the shared error page rather than the feature's own message: login
 * required, a gateway timeout or any server failure, or a plain bad request. A documented domain
 * code (an expired ticket, say) is the feature's to explain.
 */
export function showsErrorPage(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { kind } = errorPageVariant(error);
  if (kind === 'loginRequired' || kind === 'permissionDenied' || kind === 'gatewayTimeout') return true;
  return error.status >= 500 || error.code === coreErrorCodes.badRequest.code;
}
