/**
 * The one HTTP client. Each call takes the current access token (a protected or optional call
 * sends `Authorization: Qube-token {token}` or `None`; an `auth: 'none'` call such as a login
 * sends `None` whatever the session holds, and the refresh calls send no Authorization at all),
 * and on a token-expired answer refreshes once and retries
 * the call once (learner.md §4 "Request error handling", backoffice.md §8 "Token codes").
 *
 * The client codes of backoffice.md §8 that concern the token are raised here, where the call
 * meets the session: a protected call with no session is `client.api.login_required` (never sent:
 * the server could only refuse it; session clients only, `refuseProtectedWithoutToken`); a call the session could not renew a token for is
 * `client.api.fail_to_refresh_token` (the session's FAIL_TO_REFRESH_TOKEN, §4, kept in `data`);
 * anything else that breaks inside the layer is `client.api.unexpected_error`. Every failure a
 * caller sees is thus an ApiError with the documented shape, or a cancellation.
 *
 * A call may also carry a ticket's resource access token (`resourceAccess`, the hub's play calls,
 * backoffice.md §7 Contents) in its own header. When the hub answers that call with its token's
 * expiry code (HUB_TOKEN_EXPIRED, §8), it is that token which expired, not the session's: the
 * client takes a new resource access token once and retries the call once, and the session is not
 * refreshed for it.
 */
import { clientErrorCodes, coreErrorCodes, refreshAndRetryCodes } from '@app/shared/api/contract/coreErrors';
import { RESOURCE_ACCESS_TOKEN_HEADER } from '@app/shared/api/contract/hubPlaybackRules';
import type { EndpointRoute, RouteInput, RouteResponse } from '@app/shared/api/contract/endpoint';
import { commonCopy } from '@app/shared/copy/common';
import { ApiError, isApiError } from './ApiError';
import { attemptToken, sendOnce, type AnswerCheck, type SendContext } from './send';

export { DATA_PROCESSING_ERROR } from './send';
export { AUTH_SCHEME } from './requestShape';

export interface HttpClientOptions {
  /** API origin, e.g. `http://127.0.0.1:8787`; empty for same origin. */
  baseUrl: string;
  /**
   * The token to send, or null (then protected calls send `None`). Called once per call; the
   * retry after a refresh uses the token `refreshAfterRejection` answers.
   */
  getAccessToken?: () => Promise<string | null>;
  /**
   * Called once after the server rejected `rejected` with a refresh-and-retry code; answers the
   * token for the single retry. Without it, those answers pass through like any other error.
   */
  refreshAfterRejection?: (rejected: string | null) => Promise<string | null>;
  /**
   * A session's client: a protected call finding no token is refused here with
   * `client.api.login_required` instead of being sent. Off for clients that hold a token for a
   * test or a tool, which may mean to show the server the word None.
   */
  refuseProtectedWithoutToken?: boolean;
  fetch?: typeof fetch;
  /**
   * Shown every successful answer. Development builds compare it with the contract and report a
   * drift (drift.ts); production builds pass nothing and trust the answer as typed.
   */
  checkAnswer?: AnswerCheck;
}

/** A ticket's resource access token for the calls that carry one (RESOURCE_ACCESS_TOKEN_HEADER). */
export interface ResourceAccess {
  /** The token to send now. */
  token(): Promise<string>;
  /** A new token, after the server answered `rejected` with the hub token's expiry code. */
  renew(rejected: string): Promise<string>;
}

export interface RequestOptions {
  /** Cancels the call (react-query passes one to every query function). */
  signal?: AbortSignal;
  /**
   * Lets the browser finish the call after the page is left (fetch `keepalive`), for sends such as
   * a last progress report; the browser caps such bodies at 64 KB in total.
   */
  keepalive?: boolean;
  /**
   * Whether cookies go with the call (fetch `credentials`); only the legacy session cookie call
   * (backoffice.md §7 Account) needs `include`, to reach an API on another origin.
   */
  credentials?: RequestCredentials;
  /** Sends the ticket's resource access token in its header and renews it on its expiry code. */
  resourceAccess?: ResourceAccess;
}

export interface HttpClient {
  request<R extends EndpointRoute>(
    endpoint: R,
    input: RouteInput<R>,
    options?: RequestOptions,
  ): Promise<RouteResponse<R>>;
}

function isRefreshAndRetry(error: unknown): boolean {
  return isApiError(error) && refreshAndRetryCodes.includes(error.code);
}

/** A protected call with no token to send: the person must log in first. */
function loginRequired(): ApiError {
  return new ApiError({ status: 401, code: clientErrorCodes.loginRequired, message: commonCopy.loginAgain, data: null });
}

/**
 * What reaches the caller when the call failed outside the server's answer. The session's refresh
 * failure becomes the request layer's code, keeping its status (400, so nothing retries it) and
 * its §8 message; a cancellation stays a cancellation; any other non-ApiError is unexpected.
 */
function asCallFailure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return error;
  if (isApiError(error)) {
    if (error.code !== clientErrorCodes.failToRefreshToken) return error;
    return new ApiError({
      status: error.status,
      code: clientErrorCodes.requestFailToRefreshToken,
      message: error.message,
      data: { ...error.data, reason: error.code },
    });
  }
  return new ApiError({
    status: 0,
    code: clientErrorCodes.unexpectedError,
    message: commonCopy.serverError,
    data: { name: error instanceof Error ? error.name : typeof error },
  });
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return {
    async request<R extends EndpointRoute>(
      endpoint: R,
      input: RouteInput<R>,
      requestOptions?: RequestOptions,
    ): Promise<RouteResponse<R>> {
      const context: SendContext = {
        baseUrl: options.baseUrl,
        fetch: doFetch,
        checkAnswer: options.checkAnswer,
        // One context for both attempts: the retry after a refresh is cancelled and kept alive alike.
        signal: requestOptions?.signal,
        keepalive: requestOptions?.keepalive,
        credentials: requestOptions?.credentials,
      };
      try {
        if (endpoint.auth === 'none') return await sendOnce(context, endpoint, input, attemptToken(endpoint, null));

        const token = options.getAccessToken ? await options.getAccessToken() : null;
        if (options.refuseProtectedWithoutToken && endpoint.auth === 'required' && token === null) {
          throw loginRequired();
        }
        const resource = requestOptions?.resourceAccess;
        const resourceToken = resource ? await resource.token() : null;
        const headersOf = (value: string | null) => (value === null ? undefined : { [RESOURCE_ACCESS_TOKEN_HEADER]: value });
        try {
          return await sendOnce(context, endpoint, input, { token }, headersOf(resourceToken));
        } catch (error) {
          if (resource && resourceToken !== null && isApiError(error) && error.code === coreErrorCodes.hubTokenExpired.code) {
            // The resource token expired: a new one, and the call once more with it.
            const renewed = await resource.renew(resourceToken);
            return await sendOnce(context, endpoint, input, { token }, headersOf(renewed));
          }
          // Every other error is left untouched by this handler (learner.md §4).
          if (!options.refreshAfterRejection || !isRefreshAndRetry(error)) throw error;
          const retryToken = await options.refreshAfterRejection(token);
          // Retried exactly once: a second token-expired answer reaches the caller as it is.
          return await sendOnce(context, endpoint, input, { token: retryToken }, headersOf(resourceToken));
        }
      } catch (error) {
        throw asCallFailure(error, context.signal);
      }
    },
  };
}
