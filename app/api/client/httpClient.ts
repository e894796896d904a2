/**
 * The one HTTP client. It turns an endpoint descriptor and its typed input into a fetch, sends
 * `Authorization: Qube-token {token}` (or `None`) unless the endpoint says `auth: 'none'`, and
 * normalises every failure to an ApiError.
 */
import { apiErrorBodySchema, clientErrorCodes } from '@app/api/contract/errors';
import {
  buildPath,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResponse,
} from '@app/api/contract/endpoint';
import { ApiError } from './ApiError';

export const AUTH_SCHEME = 'Qube-token';

/** Message for network and parse failures (backoffice.md §8: "an error in data processing"). */
export const DATA_PROCESSING_ERROR = '데이터 처리 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

export interface HttpClientOptions {
  /** API origin, e.g. `http://127.0.0.1:8787`; empty for same origin. */
  baseUrl: string;
  /** The token to send, or null. Called once per attempt, so a refreshed token is picked up. */
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Called when an answer does not match its contract schema (drift against a real backend). */
  onContractDrift?: (endpointId: string, issues: unknown) => void;
}

export interface HttpClient {
  request<E extends AnyEndpoint>(
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<EndpointResponse<E>>;
}

export function authorizationHeader(token: string | null): string {
  return token ? `${AUTH_SCHEME} ${token}` : 'None';
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError({
      status: response.status,
      code: clientErrorCodes.parseFail,
      message: DATA_PROCESSING_ERROR,
      data: null,
    });
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = apiErrorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(parsed.data);
  return new ApiError({
    status,
    code: clientErrorCodes.illegalErrorFormat,
    message: DATA_PROCESSING_ERROR,
    data: null,
  });
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return {
    async request<E extends AnyEndpoint>(
      endpoint: E,
      input: EndpointInput<E>,
    ): Promise<EndpointResponse<E>> {
      const { params, query, body } = input as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      const url = `${options.baseUrl}${buildPath(endpoint.path, params)}${toQueryString(query)}`;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (endpoint.auth !== 'none') {
        headers.Authorization = authorizationHeader(await options.getAccessToken());
      }
      if (body !== undefined) headers['Content-Type'] = 'application/json';

      let response: Response;
      try {
        response = await doFetch(url, {
          method: endpoint.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        throw new ApiError({
          status: 0,
          code: clientErrorCodes.processFail,
          message: DATA_PROCESSING_ERROR,
          data: null,
        });
      }

      const payload = await readBody(response);
      if (!response.ok) throw toApiError(response.status, payload);

      const checked = endpoint.response.safeParse(payload);
      if (checked.success) return checked.data as EndpointResponse<E>;
      options.onContractDrift?.(endpoint.id, checked.error.issues);
      return payload as EndpointResponse<E>;
    },
  };
}
