/**
 * A first visit to the built app (issue 18): the page itself shows the loading state before any
 * script has run, the start-up script is named before the app's entry, and it asks for the tenant
 * preferences while the entry is still on its way (the test holds the entry back), with the token
 * the session will send; the app then uses that answer: asked for once, not once by the start-up
 * script and again by the app, for a visitor (Authorization None) and a signed-in learner.
 */
import { copy } from '@app/shared/copy';
import type { Page, Request } from '@playwright/test';
import { startupLoading } from '../../../scripts/startupHtml';
import { seeded } from '../support/routes';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const isPreferences = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/rest/tenant/preferences';

/**
 * Opens `path` with the app's entry held back until the preferences have been asked for, so the
 * start-up script alone can have asked; answers that request and every preferences GET the page
 * sends (a preflight is an OPTIONS, not counted).
 */
async function openWithEntryHeld(page: Page, path: string): Promise<{ early: Request; calls: Request[] }> {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isPreferences(request)) calls.push(request);
  });
  const asked = page.waitForRequest(isPreferences, { timeout: 10_000 });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { early: await asked, calls };
}

test('the page shows its loading state and names the start-up script before the entry', async ({ page }) => {
  const html = await (await page.request.get('/app/login')).text();
  expect(html).toContain(`<div id="root">${startupLoading}</div>`);
  const early = html.search(/<script type="module" crossorigin src="\/assets\/early-[\w-]+\.js">/);
  const entry = html.search(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  expect(early).toBeGreaterThan(-1);
  expect(entry).toBeGreaterThan(early);
});

test('a visitor on the login page: the preferences are asked for before the entry runs, once', async ({ page }) => {
  const { early, calls } = await openWithEntryHeld(page, '/app/login');
  expect(await early.headerValue('authorization')).toBe('None');
  await expect(page.getByRole('heading', { name: copy.account.loginTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.account.loginSubmit, exact: true })).toBeVisible();
  // React's first render replaced the page's own loading state.
  await expect(page.locator('.startup-loading')).toHaveCount(0);
  expect(calls).toHaveLength(1);
});

test('a signed-in learner on my classes: the preferences are asked for early with their token, once', async ({
  page,
  scenarioSession,
}) => {
  await logInWithPair(page, scenarioSession);
  const { early, calls } = await openWithEntryHeld(page, '/app/user/klasses');
  expect(await early.headerValue('authorization')).toBe(`Qube-token ${scenarioSession?.accessToken}`);
  await expect(page.getByText(seeded.klassTitle).first()).toBeVisible();
  expect(calls).toHaveLength(1);
});
