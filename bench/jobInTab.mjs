/**
 * One server job timed with the operator's tab open on it (issues 29 and 43): the job is started
 * through the area's own call, its page opened in the built back-office signed in as the full
 * operator, and measured from the start call to DONE, with the longest main-thread task of that
 * tab meanwhile (PerformanceObserver `longtask`: none over 50 ms reads 0) — the back-office must
 * stay responsive while a job of 10,000 items runs (the mock paces a job over about 8 s,
 * mocks/backoffice/jobs). The assignment of a class and the text-message send use it alike.
 */
/* global window -- used inside functions that run in the page */
import { launchChromium } from './browser.mjs';
import { desktopPage, operatorTokens } from './listPage.mjs';
import { serveStatic } from './staticServer.mjs';

const JOBS_API = '/rest/job/admin/tenant/jobs';
const DONE_TIMEOUT_MS = 120_000;

/** A call of the bench's mock as the full operator; `who` names the bench in its errors. */
export async function benchCall(who, mockOrigin, path, token, body) {
  const response = await fetch(`${mockOrigin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Qube-token ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${who}: ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * `firstPath`: where the tab waits before the job starts; `start(accessToken)`: starts the job and
 * answers `{ jobId, pagePath }`, the page the operator follows it on.
 */
export async function measureJobInTab({ who, appOut, mockOrigin, firstPath, start }) {
  const { accessToken, refreshToken } = await operatorTokens(mockOrigin);
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
    await page.goto(`${origin}${firstPath}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    const started = performance.now();
    const { jobId, pagePath } = await start(accessToken);
    // The operator follows it on its page (the job centre polls it there); only the job is timed.
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    await page.evaluate(() => {
      window.benchLongestTask = 0;
    });
    let status = 'QUEUED';
    while (status !== 'DONE') {
      if (performance.now() - started > DONE_TIMEOUT_MS) throw new Error(`${who}: the job was ${status} after ${DONE_TIMEOUT_MS} ms`);
      if (status === 'FAILED' || status === 'CANCELLED') throw new Error(`${who}: the job ended ${status}`);
      await page.waitForTimeout(250);
      ({ status } = await benchCall(who, mockOrigin, `${JOBS_API}/${encodeURIComponent(jobId)}`, accessToken));
    }
    const doneMs = performance.now() - started;
    // The page sees it done too (its next poll), so its last render is in the window measured.
    await page.getByText('완료').first().waitFor({ timeout: 30_000 });
    const longestTaskMs = await page.evaluate(() => window.benchLongestTask);
    return { doneMs, longestTaskMs };
  } finally {
    await browser.close();
    server.close();
  }
}
