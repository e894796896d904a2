/**
 * Test support for the request layer: an HttpClient, configured as the app's, that records every
 * call and never answers — it only rejects when the call's signal aborts. Tests of the query
 * options functions use it to see that react-query's cancellation reaches the request.
 */
import { configureApi } from './api';
import type { HttpClient, RequestOptions } from './httpClient';

export interface RecordedCall {
  endpointId: string;
  input: unknown;
  options: RequestOptions | undefined;
}

export function hangingApi(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const client: HttpClient = {
    request(endpoint, input, options) {
      calls.push({ endpointId: endpoint.id, input, options });
      return new Promise((_resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
      });
    },
  };
  configureApi(client);
  return calls;
}
