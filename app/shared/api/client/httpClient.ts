/**
 * The one HTTP client. Each call takes the current access token (a protected or optional call
 * sends `Authorization: Qube-token {token}` or `None`; an `auth: 'none'` call such as a login
 * sends `None` whatever the session holds, and the refresh calls send no Authorization at all),
 * and on a token-expired answer refreshes once and retries
 * the call once (learner.md §4 "Request error handling", backoffice.md §8 "Token codes").
 */
import { refreshAndRetryCodes } from '@app/shared/api/contract/coreErrors';
import type { EndpointRoute, RouteInput, RouteResponse } from '@app/shared/api/contract/endpoint';
import { isApiError } from './ApiError';
import { attemptToken, sendOnce, type AnswerCheck, type SendContext } from './send';

export { AUTH_SCHEME, DATA_PROCESSING_ERROR, authorizationHeader } from './send';

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
  fetch?: typeof fetch;
  /**
   * Shown every successful answer. Development builds compare it with the contract and report a
   * drift (drift.ts); production builds pass nothing and trust the answer as typed.
   */
  checkAnswer?: AnswerCheck;
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
      if (endpoint.auth === 'none') return sendOnce(context, endpoint, input, attemptToken(endpoint, null));

      const token = options.getAccessToken ? await options.getAccessToken() : null;
      try {
        return await sendOnce(context, endpoint, input, { token });
      } catch (error) {
        // Every other error is left untouched by this handler (learner.md §4).
        if (!options.refreshAfterRejection || !isRefreshAndRetry(error)) throw error;
        const retryToken = await options.refreshAfterRejection(token);
        // Retried exactly once: a second token-expired answer reaches the caller as it is.
        return sendOnce(context, endpoint, input, { token: retryToken });
      }
    },
  };
}
