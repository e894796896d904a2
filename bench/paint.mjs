/**
 * First contentful paint, largest contentful paint and cumulative layout shift of built pages in
 * Debian's Chromium under the mid-range-phone conditions (4× CPU, slow 4G), each run a first visit
 * in a fresh browser context. Pages are measured in turns (floor, route, route, floor, …) so load on the shared
 * machine falls on all of them alike; the ratio to the floor is the figure that means something.
 */
/* global window, location, document, MutationObserver -- used inside functions that run in the page */
import { launchChromium, throttle } from './browser.mjs';
import { signIn } from './listPage.mjs';
import { median } from './stats.mjs';

/** The learner home's rows (issue 38: the signed-in home jumped while its sections loaded). */
export const HOME_VISITOR_PAGE = 'learner home (visitor)';
export const HOME_SIGNED_IN_PAGE = 'learner home (signed in)';
/**
 * Issue 41's bar for the learner home drawing a published page of 8 modules (two banners, three
 * card lists, a board list, a section, recent classes): LCP ≤ 2.5 s and CLS ≤ 0.02, signed in and
 * as a visitor.
 */
export const HOME_MODULES = 8;
export const HOME_TARGETS = { lcpMs: 2500, cls: 0.02 };

/** How many modules the mock's published home holds; the rows say it, and stop when it is not the 8. */
export async function publishedHomeModules(mockOrigin) {
  const response = await fetch(`${mockOrigin}/rest/setting/v2/public/pages/home`, { headers: { Accept: 'application/json', Authorization: 'None' } });
  if (!response.ok) throw new Error(`bench/paint: the published home answered ${response.status}`);
  const modules = (await response.json()).page?.modules.length ?? 0;
  if (modules !== HOME_MODULES) throw new Error(`bench/paint: the published home holds ${modules} modules, not the ${HOME_MODULES} the learner home rows measure`);
  return modules;
}

/** The seeded learner of the mock (mocks/account/seed.ts `seededLogins.learner`). */
const LEARNER = { identifier: 'learner@klass.test', password: 'klass_learner_1' };
/** A mid-range phone's screen (Lighthouse's mobile preset). */
const PHONE_VIEWPORT = { width: 412, height: 823 };
const READY_TIMEOUT_MS = 60_000;
/** After the page is ready and the network idle: time for a late LCP candidate to be reported. */
const SETTLE_MS = 500;

/**
 * Runs in the page before its scripts. CLS as the web-vitals definition counts it: layout shifts
 * not caused by input, grouped in session windows (gaps under 1 s, at most 5 s long), the largest
 * window's sum.
 */
function observePaints() {
  window.__paint = { lcp: null, lcpElement: null, cls: 0, rendered: null };
  // The app's first render: #root holds React's content, no longer the page's own loading state
  // (scripts/startupHtml.ts). Since index.html shows that state, FCP is the HTML's; this is when
  // the app itself has something on screen (the floor's #root starts empty).
  new MutationObserver((_records, observer) => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild || root.querySelector('.startup-loading')) return;
    window.__paint.rendered = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__paint.lcp = entry.startTime;
      const element = entry.element;
      window.__paint.lcpElement = element
        ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`
        : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0;
  let windowStart = 0;
  let lastShift = 0;
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      if (shift.hadRecentInput) continue;
      const sameWindow = shift.startTime - lastShift < 1000 && shift.startTime - windowStart < 5000;
      if (sameWindow) windowValue += shift.value;
      else {
        windowValue = shift.value;
        windowStart = shift.startTime;
      }
      lastShift = shift.startTime;
      window.__paint.cls = Math.max(window.__paint.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function learnerTokens(mockOrigin) {
  const response = await fetch(`${mockOrigin}/rest/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(LEARNER),
  });
  if (!response.ok)
    throw new Error(
      `bench/paint: learner login on the mock answered ${response.status}: ${await response.text()}`,
    );
  return response.json();
}

async function measureOnce(browser, target, mockOrigin) {
  // The HTTP/2 pages come with the bench's self-signed certificate (bench/staticServer.mjs).
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, ignoreHTTPSErrors: true });
  try {
    await context.addInitScript(observePaints);
    if (target.loggedIn) {
      const tokens = await learnerTokens(mockOrigin);
      await signIn(context, tokens);
    }
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(target.url, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const figures = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: window.__paint.lcp,
      lcpElement: window.__paint.lcpElement,
      cls: window.__paint.cls,
      rendered: window.__paint.rendered,
      pathname: location.pathname,
    }));
    const expected = new URL(target.url).pathname;
    if (figures.pathname !== expected)
      throw new Error(
        `bench/paint: ${target.name} ended on ${figures.pathname} instead of ${expected} (not logged in?)`,
      );
    if (figures.fcp === null || figures.lcp === null || figures.rendered === null)
      throw new Error(`bench/paint: ${target.name} reported no FCP/LCP/first render`);
    return figures;
  } finally {
    await context.close();
  }
}

/**
 * `targets`: `{ name, url, loggedIn }`; the first is the floor. Answers per target the median
 * FCP and LCP over `runs` first visits, the largest CLS of any run (a shift that happens once in
 * five visits still happens to someone), the samples, the LCP element and the ratios to the floor.
 */
export async function measurePaint({ targets, runs, mockOrigin }) {
  const browser = await launchChromium();
  const samples = new Map(targets.map((target) => [target.name, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const target of targets)
        samples.get(target.name).push(await measureOnce(browser, target, mockOrigin));
    }
  } finally {
    await browser.close();
  }
  const results = targets.map((target) => {
    const runsOf = samples.get(target.name);
    return {
      name: target.name,
      url: target.url,
      fcpMs: median(runsOf.map((run) => run.fcp)),
      lcpMs: median(runsOf.map((run) => run.lcp)),
      cls: Math.max(...runsOf.map((run) => run.cls)),
      renderMs: median(runsOf.map((run) => run.rendered)),
      lcpElement: runsOf.at(-1)?.lcpElement ?? null,
      samples: runsOf.map(({ fcp, lcp, cls, rendered }) => ({
        fcp: Math.round(fcp),
        lcp: Math.round(lcp),
        rendered: Math.round(rendered),
        cls: Math.round(cls * 1000) / 1000,
      })),
    };
  });
  const floor = results[0];
  return results.map((result) => ({
    ...result,
    fcpRatio: result.fcpMs / floor.fcpMs,
    lcpRatio: result.lcpMs / floor.lcpMs,
    renderRatio: result.renderMs / floor.renderMs,
  }));
}
