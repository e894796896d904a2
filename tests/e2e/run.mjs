#!/usr/bin/env node
/**
 * `npm run test:e2e`: build the production app pointed at the mock HTTP server, prove the build
 * holds no mock code, then run the Playwright journeys (which start the mock server and serve the
 * build themselves, see playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { mockOrigin, outDir } from './ports.mjs';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
  VITE_API_BASE_URL: mockOrigin,
});
run('node', ['tests/build/check-dist.mjs', outDir]);
run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
