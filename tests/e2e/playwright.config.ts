/**
 * End-to-end journeys on Debian's Chromium, on E2E_WORKERS workers (one by default), in two projects:
 * - `built`: the production build (vite preview) against the mock HTTP server — the journeys; its
 *   runtime config names the mock server's KAKAO / NAVER authorize pages as the providers;
 * - `dev`: `npm start` itself (Vite dev server, in-browser mock) — the mock-in-the-browser checks,
 *   including the in-app consent step of social login.
 * The servers are started here, a mock server and an app server per worker (ports.mjs: each
 * worker's journeys reseed their own world); `npm run test:e2e` builds first (tests/e2e/run.mjs).
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../chromium.ts';
import { appOrigin, appPort, devOrigin, devPort, e2eWorkers, workerServers } from './ports.mjs';

export default defineConfig({
  outputDir: `../../test-results/e2e-${appPort}`,
  // Test by test, not file by file: each test reseeds its worker's world, and the long journeys
  // of one area's file spread over both workers.
  fullyParallel: true,
  workers: e2eWorkers,
  // On CI a journey that fails is run once more: two cores shared by a browser, two servers and
  // axe make a rare wait miss that a person re-running would not see (the tabs journey, the
  // session journey's late frame call, each once in dozens of runs). A journey that fails twice
  // fails the run, and one that passed only on its retry is listed by name at the end of `npm
  // test` (scripts/suite/cost.mjs), to be fixed, never hidden. Locally there is no retry.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // `npm test` (scripts/suite/run.mjs) asks for a JSON report too: its per-file times.
  reporter: process.env.E2E_REPORT_FILE ? [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  projects: [
    // Every journey of `built` runs under the deploy headers and fails on a policy violation
    // (support/policy.ts).
    { name: 'built', testDir: './specs', use: { baseURL: appOrigin } },
    { name: 'dev', testDir: './dev', use: { baseURL: devOrigin } },
  ],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: [
    ...Array.from({ length: e2eWorkers }, (_, worker) => workerServers(worker)).flatMap((servers, worker) => [
      {
        command: `node scripts/runTs.mjs mocks/runtimes/http/cli.ts --port ${servers.mockPort}`,
        url: `${servers.mockOrigin}/__mock/health`,
        cwd: '../..',
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        timeout: 90_000,
      },
      {
        // The build is deployed with its runtime config first: the social providers are the mock
        // server's authorize pages, and the API this worker's mock server (deployConfig.mjs).
        command: `node tests/e2e/deployConfig.mjs ${worker} && npx vite preview --port ${servers.appPort} --strictPort --host 127.0.0.1 --outDir ${servers.outDir}`,
        url: servers.appOrigin,
        // The API the build was made for (tests/e2e/run.mjs): the preview's deploy headers
        // (deploy/vitePlugin.ts) name it in connect-src, as a deploy names its API.
        env: { VITE_API_BASE_URL: servers.mockOrigin },
        cwd: '../..',
        reuseExistingServer: false,
        timeout: 60_000,
      },
    ]),
    {
      command: `npx vite --port ${devPort} --strictPort --host 127.0.0.1`,
      url: devOrigin,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
