/**
 * One attempt of one call: builds the URL from the route, sends JSON, and turns whatever comes
 * back into either the typed answer or an ApiError with the documented shape (backoffice.md §8:
 * network and parse failures get client codes, 204 gives an empty result). Token choice and
 * retries live in httpClient.ts; this module knows nothing about the session.
 *
 * Answers are not parsed with the contract schemas here: production pages would carry zod and
 * every schema for it. Development builds check each answer through `checkAnswer` (drift.ts);
 * the few answers the app must normalise are normalised by their endpoint functions.
 */
import { clientErrorCodes } from '@app/shared/api/contract/coreErrors';
import type { ApiErrorBody } from '@app/shared/api/contract/errorBody';
import type { EndpointRoute, RouteInput, RouteResponse } from '@app/shared/api/contract/endpoint';
import { commonCopy } from '@app/shared/copy/common';
import { ApiError } from './ApiError';
import { requestShape, type AttemptToken } from './requestShape';

/** Message for network and parse failures (backoffice.md §8: "an error in data processing"). */
export const DATA_PROCESSING_ERROR = commonCopy.dataProcessingError;

/** Shown every successful answer with its endpoint id (development: the contract check). */
export type AnswerCheck = (endpointId: string, answer: unknown) => void;

export interface SendContext {
  baseUrl: string;
  fetch: typeof fetch;
  checkAnswer: AnswerCheck | undefined;
  signal: AbortSignal | undefined;
  keepalive: boolean | undefined;
  credentials: RequestCredentials | undefined;
}

/**
 * learner.md §7: "Refresh calls carry no authorization" — the only calls sent without the header.
 * Every other `auth: 'none'` call (login, register, OAuth, password reset, invite register, the
 * SSO logins) still carries it, as the word None: never a token, which a stale one would turn
 * into TOKEN_EXPIRED, and never a missing header, which the spec gives to refresh calls alone.
 * Named by id, not by importing their routes: the inventory routes would otherwise join every
 * first route's download (about 0.5 KB gzip); httpClient.test.ts checks the ids against the contract.
 */
export const REFRESH_CALL_IDS: ReadonlySet<string> = new Set([
  'account.refresh',
  'account.refreshAddRole',
  'inventory.refreshKlassRoomToken',
]);

/** How a call of `endpoint` carries the token `current` (httpClient.ts reads the session). */
export function attemptToken(endpoint: EndpointRoute, current: string | null): AttemptToken {
  if (endpoint.auth !== 'none') return { token: current };
  return REFRESH_CALL_IDS.has(endpoint.id) ? null : { token: null };
}

function dataProcessingError(status: number, code: string): ApiError {
  return new ApiError({ status, code, message: DATA_PROCESSING_ERROR, data: null });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw dataProcessingError(response.status, clientErrorCodes.parseFail);
  }
}

/** The documented error shape `{status, code, message, data}` (contract `apiErrorBodySchema`). */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { status, code, message, data } = body as Record<string, unknown>;
  return (
    Number.isInteger(status) &&
    typeof code === 'string' &&
    typeof message === 'string' &&
    (data === null || (typeof data === 'object' && !Array.isArray(data)))
  );
}

function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(body);
  return dataProcessingError(status, clientErrorCodes.illegalErrorFormat);
}

export async function sendOnce<R extends EndpointRoute>(
  context: SendContext,
  endpoint: R,
  input: RouteInput<R>,
  auth: AttemptToken,
  extraHeaders?: Readonly<Record<string, string>>,
): Promise<RouteResponse<R>> {
  const { url, headers, body } = requestShape(context.baseUrl, endpoint, input, auth, extraHeaders);

  let response: Response;
  try {
    response = await context.fetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: context.signal,
      keepalive: context.keepalive,
      credentials: context.credentials,
    });
  } catch (error) {
    // A cancelled query must stay a cancellation (react-query recognises the AbortError).
    if (context.signal?.aborted) throw error;
    throw dataProcessingError(0, clientErrorCodes.processFail);
  }

  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload);

  // Drift is reported, not thrown: a real backend that adds or renames a field should not
  // break the screen before someone has compared it with the contract.
  context.checkAnswer?.(endpoint.id, payload);
  return payload as RouteResponse<R>;
}
