/**
 * Runs the real mock HTTP server in-process for one vitest file, on a free port of 127.0.0.1,
 * exactly as `npm run mock:server` does (same handlers, same `/__mock/` routes), so contract
 * walks go over real HTTP: CORS, status lines, bodies and all.
 *
 *   const server = withMockHttpServer();           // in the file's top level
 *   const tokens = await server.login();          // the seeded learner
 *   const answer = await server.client(tokens.accessToken).request(endpoint, input);
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { accountEndpoints, type LoginRequest, type TokenPair } from '@app/shared/api/contract/account';
import type { HttpClient } from '@app/shared/api/client/httpClient';
import { seededLogins } from '@mocks/account/seed';
import { loadScenario } from '@mocks/engine/applyScenario';
import { resetSettings } from '@mocks/engine/settings';
import { allHandlers } from '@mocks/handlers';
import { mockControl } from '@mocks/runtimes/http/control';
import { startMockHttpServer } from '@mocks/runtimes/http/server';
import { DEFAULT_SCENARIO } from '@scenarios/registry';
import { mockClient } from '@tests/mock/client';

export interface MockHttpHarness {
  /** `http://127.0.0.1:<port>`; read inside tests. */
  readonly baseUrl: string;
  /** The app's http client against the server, sending `accessToken` when given. */
  client(accessToken?: string | null): HttpClient;
  /** Logs in over HTTP (the seeded learner unless told) and answers the token pair. */
  login(credentials?: LoginRequest): Promise<TokenPair>;
  /** Reseeds the world under a scenario through `POST /__mock/scenario`; answers its session. */
  useScenario(name: string): Promise<TokenPair | null>;
}

export function withMockHttpServer(scenarioName: string = DEFAULT_SCENARIO): MockHttpHarness {
  let server: Server | null = null;
  let baseUrl = '';

  beforeAll(async () => {
    await loadScenario(scenarioName);
    server = await startMockHttpServer({ port: 0, handlers: allHandlers(), control: mockControl });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    resetSettings();
  });

  const harness: MockHttpHarness = {
    get baseUrl() {
      if (!baseUrl)
        throw new Error(
          'withMockHttpServer: the server starts in beforeAll; read baseUrl in a test',
        );
      return baseUrl;
    },
    client: (accessToken = null) => mockClient(harness.baseUrl, () => accessToken),
    login: (credentials = seededLogins.learner) =>
      harness.client().request(accountEndpoints.login, { body: credentials }),
    async useScenario(name) {
      const response = await fetch(`${harness.baseUrl}/__mock/scenario`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (!response.ok)
        throw new Error(`Switching to scenario "${name}" answered ${response.status}`);
      const { session } = (await response.json()) as { session: TokenPair | null };
      return session;
    },
  };
  return harness;
}
