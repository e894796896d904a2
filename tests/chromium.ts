/**
 * The one browser every test uses: Debian's Chromium. Nothing in this repository downloads a
 * browser; the flags keep Chromium from reaching for the network on this closed machine.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
