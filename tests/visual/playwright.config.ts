/**
 * The local visual check: every story of the built Storybook, screenshotted in Debian's Chromium
 * at a desktop and a phone width and compared with the committed baselines in ./baselines.
 * Started through run.mjs (`npm run test:visual`), which checks that storybook-static/ exists.
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { visualOrigin } from './settings.mjs';

const browser = { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } };

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  outputDir: './__diff__',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    // Same machine, same fonts: rendering is deterministic, so only a few anti-aliasing pixels may differ.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 10 },
  },
  use: {
    baseURL: visualOrigin,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  },
  projects: [
    { name: 'desktop', use: { ...browser, viewport: { width: 1280, height: 800 } } },
    // The xs breakpoint (learner.md §9), at a common phone width.
    { name: 'mobile', use: { ...browser, viewport: { width: 360, height: 800 } } },
  ],
  webServer: {
    command: 'node tests/visual/serve.mjs',
    url: `${visualOrigin}/index.json`,
    cwd: '../..',
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
