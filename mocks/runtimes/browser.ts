/**
 * The mock in the browser for `npm start`: msw's service worker over the shared handlers, the
 * database persisted in IndexedDB across reloads, collection by collection, only what changed
 * (see `snapshot.ts`), and stored files' bytes in IndexedDB too (`browserFileContents.ts`), a
 * scenario applied, and a small realistic latency unless the scenario sets its own.
 *
 * Every tab runs its own copy of the database, and all of them are one world (issue 15, part 6):
 * each request passes through the tab world (`createTabWorld`), which first loads what another
 * tab stored since, and stores this tab's writes before the answer reaches the app. So when the
 * app's tab sync tells the other tabs what changed, their refetch already reads the new data.
 * The revision a tab compares is read from IndexedDB, committed in the same transaction as the
 * data, which every tab sees at once. (It was once read from localStorage, which Chromium hands to
 * other tabs lazily, with the revision also posted on a BroadcastChannel of the mock's own; that
 * message could arrive after the app's tab-sync message, so a tab refetched from its old data —
 * the CI failure of 2026-12-07.)
 *
 * Every answer is followed by a save, reads included: a job advances when its progress is read
 * (jobs/engine.ts), and a save that finds nothing changed writes nothing (an identity walk over
 * the records, about a millisecond). Each save that writes is a `performance` measure named
 * WRITE_MEASURE (the bench reads the longest).
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
  createPersistedWorld,
  createTabWorld,
  seedFingerprint,
  type PersistedWorld,
  type TabWorld,
} from './snapshot';
import { openBrowserFileContents } from './browserFileContents';
import { openWorldStore } from './worldStore';
import { reportUnhandledApiRequest } from './unhandled';

const handlers = allHandlers();
/** Set once the database is loaded; until then requests answer from the handlers directly. */
let world: TabWorld | null = null;

/** The one handler the worker runs: every other answers through it, inside the tab world. */
const oneWorld = http.all('*', ({ request }) => {
  const respond = () => getResponse(handlers, request);
  // Every answer may have changed data (a read advances jobs): see the header.
  return world ? world.answer(respond, true) : respond();
});

export const mockWorker = setupWorker(oneWorld);

/** The name of the `performance` measure of each save that wrote (bench/coupons.mjs reads it). */
export const WRITE_MEASURE = 'klass.mock.world.write';

/** Off after "reset data" (nothing may be written before the reload) or when a write failed. */
let persisting = false;
/** Set once the stored world is opened; null where IndexedDB refuses (the mock then keeps nothing). */
let persisted: PersistedWorld | null = null;

async function save(): Promise<string | null> {
  if (!persisting || !persisted) return null;
  const startedAt = performance.now();
  try {
    const revision = await persisted.save();
    if (revision === null) return null;
    performance.measure(WRITE_MEASURE, { start: startedAt, end: performance.now() });
    return revision;
  } catch (error) {
    // Over the storage quota, or IndexedDB gone: keep the mock running, just without persistence.
    persisting = false;
    await persisted.clear().catch(() => undefined);
    console.warn('[mock] the data could not be kept across reloads', error);
    return null;
  }
}

/** The stored world, or null (with a console note) where IndexedDB cannot be opened. */
async function openPersistedWorld(fingerprint: string): Promise<PersistedWorld | null> {
  try {
    return createPersistedWorld({ store: await openWorldStore(), storage: localStorage, fingerprint });
  } catch (error) {
    console.warn('[mock] the data is kept until the next reload only: IndexedDB could not be opened', error);
    return null;
  }
}

/** Starts the mock on the data kept from the last visit (or the seed) under `scenarioName`. */
export async function startBrowserMock(scenarioName: string): Promise<Scenario> {
  installFileContents(await openBrowserFileContents());
  await seedDatabase();
  persisted = await openPersistedWorld(seedFingerprint());
  await persisted?.restore();
  // Bytes of files the restored records no longer name (an older snapshot, "reset data"): a
  // clean-up, so a failure costs only the space.
  await forgetUnlistedFiles().catch((error: unknown) => {
    console.warn('[mock] the bytes of files no longer listed could not be forgotten', error);
  });
  const scenario = await applyScenario(scenarioName, appLatency);
  persisting = true;
  // Stored at once, so the other tabs' worlds hold this tab's scenario accounts too.
  world = createTabWorld({
    revision: (await save()) ?? persisted?.current() ?? null,
    readRevision: () => persisted?.revision() ?? null,
    reload: async () => {
      await persisted?.reload();
    },
    save,
  });
  await mockWorker.start({ quiet: true, onUnhandledRequest: reportUnhandledApiRequest });
  return scenario;
}

/** "Reset data": forget every change; the next page load starts from the seed. */
export async function resetBrowserMockData(): Promise<void> {
  persisting = false;
  await persisted?.clear();
}
