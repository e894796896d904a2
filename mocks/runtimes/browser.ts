/**
 * The mock in the browser for `npm start`: msw's service worker over the shared handlers, the
 * database persisted in localStorage across reloads (see `snapshot.ts`), a scenario applied, and
 * a small realistic latency unless the scenario sets its own.
 */
import { setupWorker } from 'msw/browser';
import { seedDatabase } from '@mocks/db/seed/index';
import { appLatency, applyScenario } from '@mocks/engine/applyScenario';
import { allHandlers } from '@mocks/handlers';
import type { Scenario } from '@scenarios/types';
import { clearSnapshot, restoreSnapshot, saveSnapshot, seedFingerprint } from './snapshot';
import { reportUnhandledApiRequest } from './unhandled';

export const mockWorker = setupWorker(...allHandlers());

/** Off after "reset data" (nothing may be written before the reload) or when over the quota. */
let persisting = false;

function save(fingerprint: string): void {
  if (!persisting) return;
  try {
    saveSnapshot(localStorage, fingerprint);
  } catch (error) {
    // Over the storage quota: keep the mock running, just without persistence.
    persisting = false;
    clearSnapshot(localStorage);
    console.warn('[mock] the data is too large to keep across reloads', error);
  }
}

/** Writes the snapshot once per burst of changing calls, and when the page goes away. */
function persistChanges(fingerprint: string): void {
  persisting = true;
  let pending = false;
  mockWorker.events.on('response:mocked', ({ request }) => {
    if (request.method === 'GET' || pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      save(fingerprint);
    }, 50);
  });
  addEventListener('pagehide', () => save(fingerprint));
}

/** Starts the mock on the data kept from the last visit (or the seed) under `scenarioName`. */
export async function startBrowserMock(scenarioName: string): Promise<Scenario> {
  await seedDatabase();
  const fingerprint = seedFingerprint();
  await restoreSnapshot(localStorage, fingerprint);
  const scenario = await applyScenario(scenarioName, appLatency);
  await mockWorker.start({ quiet: true, onUnhandledRequest: reportUnhandledApiRequest });
  persistChanges(fingerprint);
  return scenario;
}

/** "Reset data": forget every change; the next page load starts from the seed. */
export function resetBrowserMockData(): void {
  persisting = false;
  clearSnapshot(localStorage);
}
