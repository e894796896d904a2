/**
 * Import dry run: the built ImportDialog page (bench/importDryRun/) in Chromium, without
 * throttling (a back-office desktop), is handed a 10,000-row CSV (e-mail and name, 1 % invalid
 * and a few repeated, as an operator's file would be). Measures the time from choosing the file
 * to the preview's counts on screen, and the page's longest task meanwhile (PerformanceObserver
 * 'longtask'): the tab stays responsive when no task is long.
 */
/* global window -- used inside functions that run in the page */
import { launchChromium } from './browser.mjs';
import { buildPage } from './build.mjs';
import { desktopPage } from './listPage.mjs';
import { serveStatic } from './staticServer.mjs';

const ROWS = 10_000;

function csvOf(rows) {
  const lines = ['이메일,이름'];
  for (let index = 1; index <= rows; index += 1) {
    const email = index % 100 === 0 ? `broken-${index}` : index % 250 === 0 ? `member${index - 1}@klass.test` : `member${index}@klass.test`;
    lines.push(`${email},회원 ${index}`);
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function measureImportDryRun({ url, rows = ROWS }) {
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__importBench !== undefined, null, { timeout: 60_000 });
    const input = page.locator('input[type="file"]');
    await input.waitFor({ state: 'attached' });
    const startedAt = await page.evaluate(() => performance.now());
    await input.setInputFiles({ name: '회원.csv', mimeType: 'text/csv', buffer: csvOf(rows) });
    await page.getByRole('region', { name: '검사 결과' }).waitFor({ timeout: 120_000 });
    const figures = await page.evaluate((from) => {
      const tasks = window.__importBench.longTasks.filter((task) => task.startTime + task.duration >= from);
      return {
        durationMs: performance.now() - from,
        longTasks: tasks.length,
        longestTaskMs: tasks.reduce((longest, task) => Math.max(longest, task.duration), 0),
      };
    }, startedAt);
    return { rows, ...figures };
  } finally {
    await browser.close();
  }
}

/** Builds the page, serves it and measures it: what `npm run bench` calls. */
export async function measureImportDryRunPage() {
  const built = await buildPage({ name: 'importDryRun', root: 'bench/importDryRun' });
  const server = await serveStatic(built.outDir, 0);
  try {
    return await measureImportDryRun({ url: `http://127.0.0.1:${server.address().port}/` });
  } finally {
    server.close();
  }
}

/** The table's rows (bench/table.mjs): time to the preview, and the longest task meanwhile. */
export function importDryRunRows({ importDryRun }, skipped) {
  const name = 'Import dry run, 10,000-row CSV: file chosen to preview / longest task';
  if (!importDryRun) return [[name, skipped, '', '', '—', '—']];
  return [
    [
      `Import dry run, ${importDryRun.rows.toLocaleString('en')}-row CSV: file chosen to preview / longest task (${importDryRun.longTasks} over 50 ms)`,
      `${Math.round(importDryRun.durationMs)} ms / ${Math.round(importDryRun.longestTaskMs)} ms`,
      '',
      '',
      '—',
      'reported',
    ],
  ];
}
