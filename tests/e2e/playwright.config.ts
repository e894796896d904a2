/**
 * End-to-end journeys on Debian's Chromium, in two projects:
 * - `built`: the production build (vite preview) against the mock HTTP server — the journeys; its
 *   runtime config names the mock server's KAKAO / NAVER authorize pages as the providers;
 * - `dev`: `npm start` itself (Vite dev server, in-browser mock) — the mock-in-the-browser checks,
 *   including the in-app consent step of social login.
 * Both servers are started here; `npm run test:e2e` builds first (tests/e2e/run.mjs).
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../chromium.ts';
import { appOrigin, appPort, devOrigin, devPort, mockOrigin, mockPort, outDir } from './ports.mjs';

export default defineConfig({
  outputDir: `../../test-results/e2e-${appPort}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: `node scripts/runTs.mjs mocks/runtimes/http/cli.ts --port ${mockPort}`,
      url: `${mockOrigin}/__mock/health`,
      cwd: '../..',
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
    {
      // The build is deployed with its runtime config first: the social providers are the mock
      // server's authorize pages (tests/e2e/deployConfig.mjs).
      command: `node tests/e2e/deployConfig.mjs && npx vite preview --port ${appPort} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
      url: appOrigin,
      // The API the build was made for (tests/e2e/run.mjs): the preview's deploy headers
      // (deploy/vitePlugin.ts) name it in connect-src, as a deploy names its API.
      env: { VITE_API_BASE_URL: mockOrigin },
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite --port ${devPort} --strictPort --host 127.0.0.1`,
      url: devOrigin,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
