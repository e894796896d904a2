/**
 * What one call sends, apart from sending it: the URL built from the route, its query string and
 * the headers. The client (send.ts) and the start-up script (app/early.ts) build their
 * requests here, so a call the start-up script sent early is byte for byte the call the client
 * would send, and the client can take its answer (earlyCalls.ts, issue 18). Kept free of
 * imports beyond the route's path builder: the start-up script is the first code a visit runs.
 */
import { buildPath, type EndpointRoute, type RouteInput } from '@app/shared/api/contract/endpoint';

export const AUTH_SCHEME = 'Qube-token';

/** learner.md §7: "the product's own token scheme followed by {token}, or the word None". */
export function authorizationHeader(token: string | null): string {
  return token ? `${AUTH_SCHEME} ${token}` : 'None';
}

/** The token to send (null: the word None), or `null` for a call sent without Authorization. */
export type AttemptToken = { token: string | null } | null;

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

export interface RequestShape {
  url: string;
  headers: Record<string, string>;
  /** The JSON text of the body, when the call has one. */
  body: string | undefined;
}

export function requestShape<R extends EndpointRoute>(
  baseUrl: string,
  endpoint: R,
  input: RouteInput<R>,
  auth: AttemptToken,
  /** Headers of the call beyond these (the resource access token's, httpClient.ts). */
  extraHeaders?: Readonly<Record<string, string>>,
): RequestShape {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (auth) headers.Authorization = authorizationHeader(auth.token);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    url: `${baseUrl}${buildPath(endpoint.path, params)}${toQueryString(query)}`,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}
