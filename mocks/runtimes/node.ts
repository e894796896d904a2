/**
 * The mock in Node (vitest): msw's request interception over the shared handlers.
 * Unknown requests are errors in tests, never a silent 200.
 */
import { setupServer } from 'msw/node';
import { loadScenario } from '@mocks/engine/applyScenario';
import { resetSettings } from '@mocks/engine/settings';
import { allHandlers } from '@mocks/handlers';
import { DEFAULT_SCENARIO } from '@scenarios/registry';

export const mockServer = setupServer(...allHandlers());

/** Seeds the world under a scenario (the default one unless named) and starts intercepting. */
export async function startNodeMock(scenarioName: string = DEFAULT_SCENARIO): Promise<void> {
  await loadScenario(scenarioName);
  mockServer.listen({ onUnhandledRequest: 'error' });
}

export function stopNodeMock(): void {
  mockServer.close();
  resetSettings();
}
