/**
 * Debian's Chromium for the benchmark, launched through playwright with the flags every test uses
 * (tests/chromium.ts), and the mid-range-phone conditions applied through the DevTools protocol:
 * 4× CPU throttling and a slow-4G network.
 */
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';

/** Slow 4G as Lighthouse's mobile preset names it: 150 ms RTT, ~1.6 Mbps down, 750 kbps up. */
export const slow4g = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 };
export const CPU_SLOWDOWN = 4;

export async function launchChromium() {
  const { chromiumArgs, chromiumPath } = await tsImport('../tests/chromium.ts', import.meta.url);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Applies the phone conditions to one page (cache off, so every run is a first visit). */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow4g.latencyMs,
    downloadThroughput: (slow4g.downloadKbps * 1024) / 8,
    uploadThroughput: (slow4g.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
