/**
 * The assignments' benchmark rows (issue 29), printed as their own small table after the run and
 * kept in results.json as `assignments`:
 * - a class given to every member ("all N matching", 10,000+ accounts) as one job on the bench's
 *   mock HTTP server, its page open in the built back-office signed in as the full operator: the
 *   time from the start call to DONE, and the longest main-thread task of the operator's tab
 *   meanwhile (PerformanceObserver `longtask`: none over 50 ms reads 0) — the back-office must stay
 *   responsive while the job runs (the mock paces a job over about 8 s, mocks/backoffice/jobs);
 * - the enrolled list's query on a class with 10,000+ accounts (bench/mockEnrolled.ts, in process,
 *   the first page as the screen opens it; median / p95; budget: median well under 20 ms).
 * The world is the bench's own server's, thrown away after the run.
 */
/* global window -- used inside functions that run in the page */
import { launchChromium } from './browser.mjs';
import { desktopPage, operatorTokens } from './listPage.mjs';
import { captureCommand } from './processes.mjs';
import { median, p95 } from './stats.mjs';
import { serveStatic } from './staticServer.mjs';

const API = '/rest/inventory/admin/tenant';
const JOBS_API = '/rest/job/admin/tenant/jobs';
/** A class no seeded job gives (mocks/inventory seed). */
const KLASS = 'klass-016';
const MIN_ACCOUNTS = 10_000;
const MOCK_BUDGET_MS = 20;
const DONE_TIMEOUT_MS = 120_000;

async function call(mockOrigin, path, token, body) {
  const response = await fetch(`${mockOrigin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Qube-token ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`bench/assignments: ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function measureJob({ appOut, mockOrigin }) {
  const { accessToken, refreshToken } = await operatorTokens(mockOrigin);
  const { totalCount } = await call(mockOrigin, `${API}/assignment-members?size=1`, accessToken);
  if (totalCount < MIN_ACCOUNTS) throw new Error(`bench/assignments: ${totalCount} members, expected ${MIN_ACCOUNTS}+`);
  const server = await serveStatic(appOut, 0);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser, { accessToken, refreshToken });
    await page.addInitScript(() => {
      window.benchLongestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongestTask = Math.max(window.benchLongestTask, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.goto(`${origin}/admin/assignments/jobs`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    const started = performance.now();
    const job = await call(mockOrigin, `${API}/assignments`, accessToken, {
      target: { targetType: 'KLASS', targetId: KLASS },
      people: { source: 'SELECTION', selection: { kind: 'query', filter: {}, excluded: [], expectedCount: totalCount } },
      startDay: null,
      completionTargetValue: '{}',
      memo: 'bench',
    });
    // The operator follows it on its page (the job centre polls it there); only the job is timed.
    await page.goto(`${origin}/admin/assignments/jobs/${encodeURIComponent(job.jobId)}`, { waitUntil: 'load' });
    await page.evaluate(() => {
      window.benchLongestTask = 0;
    });
    let status = job.status;
    while (status !== 'DONE') {
      if (performance.now() - started > DONE_TIMEOUT_MS) throw new Error(`bench/assignments: the job was ${status} after ${DONE_TIMEOUT_MS} ms`);
      if (status === 'FAILED' || status === 'CANCELLED') throw new Error(`bench/assignments: the job ended ${status}`);
      await page.waitForTimeout(250);
      ({ status } = await call(mockOrigin, `${JOBS_API}/${encodeURIComponent(job.jobId)}`, accessToken));
    }
    const doneMs = performance.now() - started;
    // The page sees it done too (its next poll), so its last render is in the window measured.
    await page.getByText('완료').first().waitFor({ timeout: 30_000 });
    const longestTaskMs = await page.evaluate(() => window.benchLongestTask);
    return { accounts: totalCount, doneMs, longestTaskMs };
  } finally {
    await browser.close();
    server.close();
  }
}

async function measureEnrolledMock() {
  const output = await captureCommand('node', ['scripts/runTs.mjs', 'bench/mockEnrolled.ts']);
  const { timingsMs, ...rest } = JSON.parse(output.trim().split('\n').at(-1));
  return { ...rest, medianMs: median(timingsMs), p95Ms: p95(timingsMs), budgetMs: MOCK_BUDGET_MS };
}

function printRows({ job, enrolled }) {
  const rows = [
    ['Measure', 'Value', 'Budget', 'Result'],
    ['---', '---', '---', '---'],
    [
      `Assignment of a class to ${job.accounts.toLocaleString('en')} accounts ("all matching"): start → DONE`,
      `${(job.doneMs / 1000).toFixed(1)} s`,
      '— (the mock paces a job over ~8 s)',
      'reported',
    ],
    [
      'Longest task in the operator\'s tab while it runs (job page open)',
      `${Math.round(job.longestTaskMs)} ms`,
      '—',
      'reported',
    ],
    [
      `Mock: enrolled list of a class with ${enrolled.accounts.toLocaleString('en')} accounts, first page (median / p95)`,
      `${enrolled.medianMs.toFixed(1)} / ${enrolled.p95Ms.toFixed(1)} ms`,
      `median < ${enrolled.budgetMs} ms`,
      enrolled.medianMs < enrolled.budgetMs ? 'ok (not in --check)' : '**OVER** (not in --check)',
    ],
  ];
  console.log(`\nAssignments (bench/assignments.mjs):\n${rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n')}`);
}

/** `appOut`: the built app pointed at `mockOrigin` (measureSizes). */
export async function measureAssignments({ appOut, mockOrigin }) {
  const results = { job: await measureJob({ appOut, mockOrigin }), enrolled: await measureEnrolledMock() };
  printRows(results);
  return results;
}
