/**
 * A first visit to the built app (issue 18): the page itself shows the loading state before any
 * script has run, the start-up script is named before the app's entry, and the tenant preferences
 * it asks for early are the ones the app uses: asked for once, not once by the start-up script and
 * again by the app, for a visitor (Authorization None) and a signed-in learner (their token).
 */
import { copy } from '@app/shared/copy';
import type { Page } from '@playwright/test';
import { seeded } from '../support/routes';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

/** The preferences GETs the page sends from now on (a preflight is an OPTIONS, not counted). */
function preferencesCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/rest/tenant/preferences') calls.push(request.url());
  });
  return calls;
}

test('the page shows its loading state and names the start-up script before the entry', async ({ page }) => {
  const html = await (await page.request.get('/app/login')).text();
  expect(html).toContain(`<div id="root"><p class="startup-loading" role="status">${copy.common.loading}</p></div>`);
  const early = html.search(/<script type="module" crossorigin src="\/assets\/early-[\w-]+\.js">/);
  const entry = html.search(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  expect(early).toBeGreaterThan(-1);
  expect(entry).toBeGreaterThan(early);
});

test('a visitor on the login page: the preferences are asked for once', async ({ page }) => {
  const calls = preferencesCalls(page);
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: copy.account.loginTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.account.loginSubmit, exact: true })).toBeVisible();
  // React's first render replaced the page's own loading state.
  await expect(page.locator('.startup-loading')).toHaveCount(0);
  expect(calls).toHaveLength(1);
});

test('a signed-in learner on my classes: the preferences are asked for once, with their token', async ({
  page,
  scenarioSession,
}) => {
  await logInWithPair(page, scenarioSession);
  const calls = preferencesCalls(page);
  await page.goto('/app/user/klasses');
  await expect(page.getByText(seeded.klassTitle).first()).toBeVisible();
  expect(calls).toHaveLength(1);
});
