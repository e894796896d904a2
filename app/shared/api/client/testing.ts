/**
 * Test support for the request layer: an HttpClient, configured as the app's, that records every
 * call and never answers — it only rejects when the call's signal aborts. Tests of the query
 * options functions use it to see that react-query's cancellation reaches the request.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { vi } from 'vitest';
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

/** What one request saw when its query was cancelled while it was under way. */
export interface CancelledCall {
  endpointId: string | undefined;
  abortedWhileRunning: boolean | undefined;
  abortedAfterCancel: boolean | undefined;
  /** What the fetch settled with (the error, for a cancelled query). */
  outcome: unknown;
}

/** Starts `fetch` against a hanging API, cancels the queries under `queryKey`, and says what its request saw. */
export async function cancelWhileRequesting(
  queryClient: QueryClient,
  fetch: () => Promise<unknown>,
  queryKey: QueryKey,
): Promise<CancelledCall> {
  const calls = hangingApi();
  const fetching = fetch().catch((error: unknown) => error);
  await vi.waitFor(() => {
    if (calls.length !== 1) throw new Error(`expected one call, saw ${calls.length}`);
  });
  const signal = calls[0]?.options?.signal;
  const abortedWhileRunning = signal?.aborted;
  await queryClient.cancelQueries({ queryKey });
  return { endpointId: calls[0]?.endpointId, abortedWhileRunning, abortedAfterCancel: signal?.aborted, outcome: await fetching };
}
