/**
 * The browsers the tests use: Debian's Chromium packages, never a downloaded one; the flags keep
 * Chromium from reaching for the network on this closed machine.
 *
 * - `chromiumPath`: Debian's full Chromium, the browser a person runs. The bench (paint, long
 *   tasks) and the visual check (pixels against baselines) measure with it.
 * - `testChromiumPath`: Debian's `chromium-headless-shell` (the same engine and version, without
 *   the browser's own UI), for the story run and the e2e journeys, which assert behaviour, not
 *   pixels or timings. It starts pages about twice as fast on two cores (measured: the a11y sweep's
 *   visitor pages 4–5 s each instead of 7–10 s). `.ci/run` installs it; where it is missing the
 *   full Chromium is used.
 * CHROMIUM_PATH overrides both.
 */
import { existsSync } from 'node:fs';

const override = process.env.CHROMIUM_PATH;
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumPath = override ?? '/usr/bin/chromium';

export const testChromiumPath = override ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
