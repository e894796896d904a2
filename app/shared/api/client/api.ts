/**
 * The app's API entry: endpoint functions call `api.request(...)`. The app start-up configures
 * the client once (base URL, session-aware token handling, see `startSession`); tests and stories
 * configure their own.
 */
import type { EndpointRoute, RouteInput, RouteResponse } from '@app/shared/api/contract/endpoint';
import type { HttpClient, RequestOptions } from './httpClient';

let current: HttpClient | null = null;

export function configureApi(client: HttpClient): void {
  current = client;
}

export const api: HttpClient = {
  request<R extends EndpointRoute>(
    endpoint: R,
    input: RouteInput<R>,
    options?: RequestOptions,
  ): Promise<RouteResponse<R>> {
    if (!current) throw new Error('configureApi() must run before the first API call');
    return current.request(endpoint, input, options);
  },
};
