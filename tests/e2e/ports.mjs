// Ports and build folders of an end-to-end run. Each Playwright worker has its own pair of
// servers — the built app (vite preview) and the mock HTTP server it talks to — so each worker's
// journeys reseed their own mock world and two workers never read each other's data. Uncommon
// numbers, so a developer's `npm start` (5173) or `npm run mock:server` (8787) can keep running.
// E2E_PORT_OFFSET lets two runs share a machine; E2E_WORKERS says how many workers (and pairs).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/**
 * Workers of a run: one by default. Two on two cores ran the suite in about the same time and
 * failed a dozen journeys on 5-second waits (each journey's page, mock and axe want a core at
 * their peaks); a machine with more cores can set E2E_WORKERS.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** The build every worker serves (each worker a copy with its own runtime config, see deployConfig.mjs). */
export const outDir = offset === 0 ? 'dist' : `.e2e/dist-${offset}`;

/** The servers of worker `worker` (Playwright's parallel index: 0 … e2eWorkers - 1). */
export function workerServers(worker) {
  const step = worker * 100;
  const appPort = 14173 + offset + step;
  const mockPort = 18787 + offset + step;
  return {
    appPort,
    mockPort,
    appOrigin: `http://127.0.0.1:${appPort}`,
    mockOrigin: `http://127.0.0.1:${mockPort}`,
    outDir: worker === 0 ? outDir : `.e2e/dist-${offset}-w${worker}`,
  };
}

// In a worker, Playwright names its index in the environment before any test file loads; the
// config process (no index) sees worker 0's servers.
const own = workerServers(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const { appPort, mockPort, appOrigin, mockOrigin } = own;

export const devPort = 15173 + offset;
export const devOrigin = `http://127.0.0.1:${devPort}`;
