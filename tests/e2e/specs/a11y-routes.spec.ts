/**
 * Accessibility sweep of every learner route (DESIGN.md "Tests and what each proves": every route,
 * zero violations against the WCAG 2.2 AA rules), as a visitor and as the seeded learner where the
 * page differs, and the shared pages of learner.md §2 (service ended, archived, the 504 and 400
 * error pages, login required, not found) — each at desktop width and at 360 px. Every check waits
 * for a heading of the page's loaded content before axe runs. A role's routes are one test, a step
 * each (see `sweep`).
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { appRoutes, routePatternsInRouteFiles, seeded, type RouteVisit } from '../support/routes';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '360 px', viewport: { width: 360, height: 740 } },
] as const;

test.beforeEach(async ({ page }) => {
  // The tag manager and chat widget load live in this build; nothing external is reachable here.
  await page.route(/^https:\/\/(www\.googletagmanager\.com|cdn\.channel\.io)\//, (route) => route.abort());
});

/** Opens the page, waits for its loaded content, and runs axe at both widths. */
async function expectAccessible(page: Page, { url, heading }: RouteVisit, timeout = 10_000): Promise<void> {
  await page.goto(url);
  for (const { name, viewport } of widths) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first(), `${url} (${name})`).toBeVisible({
      timeout,
    });
    await test.step(`axe at ${name}`, () => expectNoAxeViolations(page));
  }
}

/**
 * Every visit in one test, one step each: the sweep only reads, so the routes share one seeded
 * world and one sign-in instead of paying for them per route (a second a route on two cores).
 * A route that fails is named by its step; the sweep goes on, so one run names every failing route.
 */
async function sweep(page: Page, visits: readonly RouteVisit[]): Promise<void> {
  for (const visit of visits) {
    await test.step(visit.url, async () => {
      try {
        await expectAccessible(page, visit);
      } catch (error) {
        expect.soft(error, visit.url).toBeUndefined();
      }
    });
  }
}

const visits = (role: 'visitor' | 'learner') =>
  appRoutes.flatMap((route) => {
    const visit = route[role];
    return typeof visit === 'object' ? [visit] : [];
  });

test('the route list names every path of the route files (app/routes/router.tsx, app/learner/*/routes.tsx)', () => {
  const declared = [...new Set(routePatternsInRouteFiles())].sort();
  expect(declared.length).toBeGreaterThan(10);
  expect(appRoutes.map((route) => route.pattern).sort()).toEqual(declared);
});

test.describe('as a visitor', () => {
  test('every route a visitor may open', async ({ page }) => {
    test.setTimeout(240_000);
    await sweep(page, visits('visitor'));
  });

  test('pages that need a learner send a visitor to the login page', async ({ page }) => {
    for (const route of appRoutes.filter((entry) => entry.visitor === 'redirects-to-login')) {
      const visit = route.learner;
      if (typeof visit !== 'object') throw new Error(`${route.pattern} has no learner visit to try`);
      await page.goto(visit.url);
      await expect(page, route.pattern).toHaveURL(/\/app\/login\?/);
      await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    }
  });
});

test.describe('as the seeded learner', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page, 'learner');
  });

  test('every route as the learner sees it', async ({ page }) => {
    test.setTimeout(240_000);
    await sweep(page, visits('learner'));
  });

  test('the login and register pages send a learner home', async ({ page }) => {
    for (const route of appRoutes.filter((entry) => entry.learner === 'redirects-home')) {
      await page.goto(route.pattern);
      await expect(page, route.pattern).toHaveURL('/');
    }
  });
});

/** Site status pages (learner.md §4 "Site status"): the scenario's tenant puts them on every route. */
const statusPages = [
  { scenario: 'tenant-drop-out', heading: '잠시 쉬어가고 있어요' },
  { scenario: 'tenant-drop-out-message', heading: '서비스 이용이 종료되었어요' },
  { scenario: 'tenant-archived', heading: '보관된 사이트입니다' },
] as const;

for (const { scenario, heading } of statusPages) {
  test.describe(scenario, () => {
    test.use({ scenario });
    test(`the status page "${heading}"`, async ({ page }) => {
      await expectAccessible(page, { url: '/', heading });
    });
  });
}

/**
 * The error pages for 504 and 400 (learner.md §2 "Status 504", "Status 400"), on the certificate
 * print page, which shows the error page for its failed call. Every call but the preferences fails
 * in these scenarios, the login call too, so the scenario's own session is put in storage.
 */
const errorPages = [
  // A gateway error (502/503/504) is retried once by react-query (issue 39) before the page shows.
  { scenario: 'server-504', heading: '페이지를 표시할 수 없어요', timeout: 20_000 },
  { scenario: 'bad-request-400', heading: '잘못된 요청이에요', timeout: 10_000 },
] as const;

for (const { scenario, heading, timeout } of errorPages) {
  test.describe(scenario, () => {
    test.use({ scenario });
    test(`the error page "${heading}"`, async ({ page, scenarioSession }) => {
      test.setTimeout(45_000);
      await logInWithPair(page, scenarioSession);
      await expectAccessible(
        page,
        { url: `/app/user/klasses/certification?key=${seeded.klassTicket}&type=KLASS`, heading },
        timeout,
      );
    });
  });
}
