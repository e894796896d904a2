#!/usr/bin/env node
/**
 * Developer tool: open a URL in Debian's Chromium and save a screenshot, to look at what a page
 * shows a person. Usage: node tests/tools/screenshot.mjs <url> <out.png> [width]
 */
import { chromium } from 'playwright';

const [url, out = 'screenshot.png', width = '1280'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node tests/tools/screenshot.mjs <url> <out.png> [width]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'ko-KR' });
const page = await context.newPage();
page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`));
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`saved ${out}`);
