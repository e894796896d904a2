/**
 * The failure a session signals when it cannot refresh: FAIL_TO_REFRESH_TOKEN, status 400, with
 * "Refresh token is empty" (no refresh token) or "Failed to refresh access token" (the refresh
 * call failed) — learner.md §8, backoffice.md §8. The session clears both tokens before raising it.
 */
import { ApiError } from '@app/shared/api/client/ApiError';
import { clientErrorCodes, refreshFailureMessages } from '@app/shared/api/contract/coreErrors';

export function refreshFailure(
  kind: keyof typeof refreshFailureMessages,
  cause?: unknown,
): ApiError {
  // The refresh answer's own code (refresh.blocked, …) is kept in data for diagnostics.
  const causeCode = cause instanceof ApiError ? cause.code : null;
  return new ApiError({
    status: 400,
    code: clientErrorCodes.failToRefreshToken,
    message: refreshFailureMessages[kind],
    data: causeCode ? { cause: causeCode } : null,
  });
}
