/**
 * No back-office screen makes a call the mock refuses (issue 26), in a real browser, the built app
 * against the mock HTTP server. The full operator and a master each open every screen they may
 * reach — the frame's screens, every built area and its sections, and for the master the operator
 * areas too, which only show the permission page — each by its address in a fresh load, as a
 * deep link is opened (the page's first request is asked for before the frame knows who the
 * person is), while every answer of the API is watched: not one 401 or 403. Who the person is
 * comes from the session's own token, so an operator never asks master/me and a master never asks
 * the permissions call; the job centre serves both, and a master's top bar holds their own job.
 *
 * The two arrive signed in by their scenarios' sessions (`operator`, `master`): signing in through
 * the login pages is proven once per way in, by backoffice-access.spec.ts ("the full operator
 * logs in and sees every area", "a master enters through the manager login").
 */
import type { Page, Request } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { builtAreas as builtAreasOnDisk } from '../support/builtAreas';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const bo = copy.backoffice;
const jobs = copy.backofficeJobs;
const REFUSALS = new Set([401, 403]);

/** Screens of the frame that belong to no area: every signed-in person may open them. */
const frameScreens = ['/admin', '/admin/account', '/admin/jobs', '/admin/history'];
const builtAreas = builtAreasOnDisk().map((area) => area.path);
/** The member area's other screens (its section navigation). */
const memberSections = ['/admin/members/withdrawn', '/admin/members/groups', '/admin/members/register'];

/** A screen's calls are over when none has started or ended for this long and none is left. */
const QUIET_MS = 300;

/** The API calls a page makes, watched: those refused, and what it still waits for. */
interface CallWatch {
  refused: string[];
  /** 'quiet', or the calls still unanswered (named, so a wait that never ends says for what). */
  state: () => string;
}

/**
 * Every refused API answer while a back-office screen is open, and whether its calls are over:
 * the same wait as Playwright's `networkidle` (500 ms without any request), but only for the API,
 * so a screen is not held by its images and chunks.
 */
function watchCalls(page: Page): CallWatch {
  const refused: string[] = [];
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const isApiCall = (url: URL) => url.origin === mockOrigin && url.pathname.startsWith('/rest/');
  const settle = (request: Request) => {
    if (pending.delete(request)) lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (!isApiCall(new URL(request.url()))) return;
    pending.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!isApiCall(url)) return;
    const at = new URL(page.url()).pathname;
    if (!at.startsWith('/admin')) return;
    if (REFUSALS.has(response.status())) {
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname} (on ${at})`);
    }
  });
  const state = () => {
    if (pending.size > 0) return [...pending].map((request) => `${request.method()} ${new URL(request.url()).pathname}`).join(', ');
    return Date.now() - lastActivity >= QUIET_MS ? 'quiet' : 'just answered';
  };
  return { refused, state };
}

/**
 * Opens each screen by its address in a fresh load (the frame decides who the person is each
 * time) and waits until it has settled: its heading shown and its API calls over, so a refusal
 * is seen on the screen that asked.
 */
async function openEach(page: Page, watch: CallWatch, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    // Each screen is its own lazy chunk: the first time it loads can be slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 });
    await expect.poll(watch.state, { message: `the calls of ${path} are over`, intervals: [100], timeout: 20_000 }).toBe('quiet');
  }
}

// A dozen screens and more with each built area, each loaded afresh and left to settle, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

test.describe('the full operator', () => {
  test.use({ scenario: 'operator' });

  test('opens every screen and no call is refused', async ({ page, scenarioSession }) => {
    const watch = watchCalls(page);
    await logInWithPair(page, scenarioSession);
    await openEach(page, watch, [...frameScreens, ...builtAreas, ...memberSections]);
    expect(watch.refused).toEqual([]);
  });
});

test.describe('a master', () => {
  test.use({ scenario: 'master' });

  test('opens every screen they may reach, no call is refused, and the top bar holds their own job', async ({ page, scenarioSession }) => {
    const watch = watchCalls(page);
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin');
    await expect(page.getByText(bo.homeMasterIntro('클래스 운영 매니저'), { exact: false })).toBeVisible();

    // The operator areas are reachable by URL: each shows the permission page and calls nothing.
    await openEach(page, watch, [...frameScreens, ...builtAreas]);

    await page.goto('/admin');
    await page.getByRole('banner').getByRole('button', { name: jobs.button(0) }).click();
    const drawer = page.getByRole('dialog', { name: jobs.drawerTitle });
    await expect(drawer.getByRole('article', { name: '동영상 변환 (720p)' }).getByText(jobs.status.DONE)).toBeVisible();
    await expect(drawer.getByRole('article')).toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(watch.refused).toEqual([]);
  });
});
