/**
 * Long lists: the built DataTable page (bench/datatable/, 10,000 rows) in Chromium, without
 * throttling (a back-office desktop). Reads the page's own mount time, counts the rows in the DOM,
 * then scrolls the table's scroll container to the end, one step per animation frame, and
 * records the time between frames while it does.
 */
/* global window, document, requestAnimationFrame -- used inside functions that run in the page */
import { launchChromium } from './browser.mjs';
import { median, p95 } from './stats.mjs';

/** Steps to the end: each one jumps several screens, a fast fling through the whole list. */
const SCROLL_STEPS = 300;
const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

export async function measureLongList({ url }) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
    const figures = await page.evaluate(async (steps) => {
      const rowsInDom = () => document.querySelectorAll('tbody tr[aria-rowindex]').length;
      const scroller = document.querySelector('[role="region"]');
      if (!scroller) throw new Error('the DataTable scroll container ([role=region]) is missing');
      const initialRows = rowsInDom();
      const distance = scroller.scrollHeight - scroller.clientHeight;
      const step = Math.ceil(distance / steps);
      const deltas = [];
      let maxRows = initialRows;
      await new Promise((resolve) => {
        let last = performance.now();
        const frame = (now) => {
          deltas.push(now - last);
          last = now;
          maxRows = Math.max(maxRows, rowsInDom());
          if (scroller.scrollTop >= distance - 1) return resolve();
          scroller.scrollTop = Math.min(distance, scroller.scrollTop + step);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame((now) => {
          last = now;
          scroller.scrollTop = step;
          requestAnimationFrame(frame);
        });
      });
      const lastIndex = Math.max(
        ...[...document.querySelectorAll('tbody tr[aria-rowindex]')].map((row) =>
          Number(row.getAttribute('aria-rowindex')),
        ),
      );
      return {
        mountMs: window.__bench.mountMs,
        rows: window.__bench.rows,
        initialRows,
        maxRows,
        lastIndex,
        step,
        deltas,
      };
    }, SCROLL_STEPS);
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
