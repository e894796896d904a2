#!/usr/bin/env node
/**
 * `npm run test:visual` — the local visual check, no internet needed.
 *
 * Usage:
 *   npm run build-storybook            # first: this script builds nothing, it needs storybook-static/
 *   npm run test:visual                # compare every design-system story with tests/visual/baselines/
 *   npm run test:visual -- --update    # write or refresh the baselines (review them, then commit)
 *   npm run test:visual -- --grep Button --project mobile   # any other Playwright option passes through
 *
 * It serves storybook-static/ on 127.0.0.1 (tests/visual/serve.mjs), opens every story in
 * Debian's Chromium (/usr/bin/chromium, flags from tests/chromium.ts) at a desktop (1280 px) and a
 * phone (360 px) width, and compares screenshots with Playwright's toHaveScreenshot. Differences
 * are written to tests/visual/__diff__/ (git-ignored). STORYBOOK_STATIC_DIR points at another
 * build; VISUAL_PORT changes the port (16006).
 *
 * In CI with a project token and internet, `npm run chromatic` does the same in the cloud
 * (chromatic.config.json; the token comes from CHROMATIC_PROJECT_TOKEN).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticDir } from './settings.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const config = fileURLToPath(new URL('./playwright.config.ts', import.meta.url));

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No built Storybook at ${staticDir}.\nRun \`npm run build-storybook\` first, then \`npm run test:visual\` (add \`-- --update\` to write baselines).`);
  process.exit(2);
}

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
const result = spawnSync('npx', ['playwright', 'test', '--config', config, ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
