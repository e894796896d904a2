/**
 * Long lists: the built DataTable page (bench/datatable/, 10,000 rows) in Chromium, without
 * throttling (a back-office desktop). Reads the page's own mount time, counts the rows in the DOM,
 * then scrolls the table's scroll container to the end, one step per animation frame, and
 * records the time between frames while it does.
 */
/* global window -- used inside functions that run in the page */
import { launchChromium } from './browser.mjs';
import { desktopPage, scrollTableToEnd } from './listPage.mjs';
import { median, p95 } from './stats.mjs';

/** Steps to the end: each one jumps several screens, a fast fling through the whole list. */
const SCROLL_STEPS = 300;

export async function measureLongList({ url }) {
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
    const figures = {
      ...(await scrollTableToEnd(page, SCROLL_STEPS)),
      ...(await page.evaluate(() => ({ mountMs: window.__bench.mountMs, rows: window.__bench.rows }))),
    };
    // aria-rowindex counts the header row as 1, so the last data row is ROWS + 1.
    if (figures.lastIndex !== figures.rows + 1)
      throw new Error(
        `bench/longList: scrolled to the end but the last row is ${figures.lastIndex - 1}, not ${figures.rows}`,
      );
    return {
      rows: figures.rows,
      mountMs: figures.mountMs,
      domRows: figures.initialRows,
      maxDomRows: figures.maxRows,
      scrollStepPx: figures.step,
      frames: figures.deltas.length,
      frameMedianMs: median(figures.deltas),
      frameP95Ms: p95(figures.deltas),
    };
  } finally {
    await browser.close();
  }
}
