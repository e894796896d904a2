/**
 * The app's real http client for tests, pointed at a mock (Node interception or the HTTP
 * server) and sending whatever access token the test holds.
 */
import { createHttpClient, type HttpClient } from '@app/shared/api/client/httpClient';

/** Origin the Node mock intercepts (any origin works; this one says what it is). */
export const NODE_MOCK_ORIGIN = 'http://mock.test';

export function mockClient(
  baseUrl: string,
  getAccessToken: () => string | null = () => null,
): HttpClient {
  return createHttpClient({ baseUrl, getAccessToken: () => Promise.resolve(getAccessToken()) });
}
