/**
 * `useMockScenario(name)` for a vitest file: the Node mock intercepts fetch for the whole file,
 * and every test starts from a freshly seeded world under the scenario, logged in as the
 * scenario's session says. Handler overrides (`mockServer.use`) and settings are undone after
 * each test.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { TokenPair } from '@app/shared/api/contract/account';
import type { HttpClient } from '@app/shared/api/client/httpClient';
import { issueScenarioSession, loadScenario } from '@mocks/engine/applyScenario';
import { resetSettings } from '@mocks/engine/settings';
import { mockServer } from '@mocks/runtimes/node';
import type { Scenario } from '@scenarios/types';
import { mockClient, NODE_MOCK_ORIGIN } from './client';

export interface MockScenarioHandle {
  /** The applied scenario (read inside a test). */
  scenario(): Scenario;
  /** The session's token pair; null for a visitor. */
  session(): TokenPair | null;
  /** The app's http client, sending the session's access token. */
  client(): HttpClient;
}

export function useMockScenario(name: string): MockScenarioHandle {
  let scenario: Scenario | null = null;
  let session: TokenPair | null = null;

  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    scenario = await loadScenario(name);
    session = await issueScenarioSession(scenario);
  });
  afterEach(() => {
    mockServer.resetHandlers();
    resetSettings();
  });
  afterAll(() => mockServer.close());

  return {
    scenario() {
      if (!scenario) throw new Error('useMockScenario: read the scenario inside a test');
      return scenario;
    },
    session: () => session,
    client: () => mockClient(NODE_MOCK_ORIGIN, () => session?.accessToken ?? null),
  };
}
