/**
 * The mock in the browser for `npm start`: msw's service worker over the shared handlers, the
 * database persisted in localStorage across reloads (see `snapshot.ts`) and stored files' bytes in
 * IndexedDB (`browserFileContents.ts`), a scenario applied, and a small realistic latency unless
 * the scenario sets its own.
 *
 * Every tab runs its own copy of the database, and all of them are one world (issue 15, part 6):
 * each request passes through the tab world (`createTabWorld`), which first loads what another
 * tab stored since, and stores this tab's writes before the answer reaches the app. So when the
 * app's tab sync tells the other tabs what changed, their refetch already reads the new data.
 * A write is also posted to the other tabs' mocks on a BroadcastChannel, snapshot and all:
 * Chromium hands one tab's localStorage writes to the other tabs lazily (a tab can read the old
 * entry a second later), so localStorage alone would let a refetch read the old world.
 */
import { getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { installFileContents } from '@mocks/backoffice/files/contents';
import { forgetUnlistedFiles } from '@mocks/backoffice/files/store';
import { seedDatabase } from '@mocks/db/seed/index';
import { appLatency, applyScenario } from '@mocks/engine/applyScenario';
import { allHandlers } from '@mocks/handlers';
import type { Scenario } from '@scenarios/types';
import {
  clearSnapshot,
  createTabWorld,
  SNAPSHOT_KEY,
  restoreSnapshot,
  saveSnapshot,
  seedFingerprint,
  storedRevision,
  type TabWorld,
} from './snapshot';
import { openBrowserFileContents } from './browserFileContents';
import { reportUnhandledApiRequest } from './unhandled';

const handlers = allHandlers();
/** Set once the database is loaded; until then requests answer from the handlers directly. */
let world: TabWorld | null = null;

/** The one handler the worker runs: every other answers through it, inside the tab world. */
const oneWorld = http.all('*', ({ request }) => {
  const respond = () => getResponse(handlers, request);
  // Reads leave the data as it was: only other methods are stored.
  return world ? world.answer(respond, request.method !== 'GET') : respond();
});

export const mockWorker = setupWorker(oneWorld);

/** What another tab's mock wrote last, as it posted it; null once this tab's own write is newer. */
let posted: { revision: string; snapshot: string } | null = null;
const worldChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('klass.mock.world');
worldChannel?.addEventListener('message', (event: MessageEvent<{ revision: string; snapshot: string }>) => {
  posted = event.data;
});

/** Off after "reset data" (nothing may be written before the reload) or when over the quota. */
let persisting = false;

function save(fingerprint: string): string | null {
  if (!persisting) return null;
  try {
    const revision = saveSnapshot(localStorage, fingerprint);
    posted = null;
    worldChannel?.postMessage({ revision, snapshot: localStorage.getItem(SNAPSHOT_KEY) });
    return revision;
  } catch (error) {
    // Over the storage quota: keep the mock running, just without persistence.
    persisting = false;
    clearSnapshot(localStorage);
    console.warn('[mock] the data is too large to keep across reloads', error);
    return null;
  }
}

/** Starts the mock on the data kept from the last visit (or the seed) under `scenarioName`. */
export async function startBrowserMock(scenarioName: string): Promise<Scenario> {
  installFileContents(await openBrowserFileContents());
  await seedDatabase();
  const fingerprint = seedFingerprint();
  await restoreSnapshot(localStorage, fingerprint);
  // Bytes of files the restored records no longer name (an older snapshot, "reset data"): a
  // clean-up, so a failure costs only the space.
  await forgetUnlistedFiles().catch((error: unknown) => {
    console.warn('[mock] the bytes of files no longer listed could not be forgotten', error);
  });
  const scenario = await applyScenario(scenarioName, appLatency);
  persisting = true;
  // Stored at once, so the other tabs' worlds hold this tab's scenario accounts too.
  world = createTabWorld({
    revision: save(fingerprint),
    readRevision: () => posted?.revision ?? storedRevision(localStorage),
    reload: async () => {
      const latest = posted;
      // The posted snapshot when there is one: this tab's localStorage may not show it yet.
      const source = latest
        ? { getItem: () => latest.snapshot, setItem: () => undefined, removeItem: () => undefined }
        : localStorage;
      await restoreSnapshot(source, fingerprint);
    },
    save: () => save(fingerprint),
  });
  await mockWorker.start({ quiet: true, onUnhandledRequest: reportUnhandledApiRequest });
  return scenario;
}

/** "Reset data": forget every change; the next page load starts from the seed. */
export function resetBrowserMockData(): void {
  persisting = false;
  clearSnapshot(localStorage);
}
