/**
 * No back-office screen makes a call the mock refuses (issue 26), in a real browser, the built app
 * against the mock HTTP server. The full operator and a master each sign in as a person does and
 * open every screen they may reach — the frame's screens, every built area and its sections, and
 * for the master the operator areas too, which only show the permission page — while every answer
 * of the API is watched: not one 401 or 403. Who the person is comes from the session's own token,
 * so an operator never asks master/me and a master never asks the permissions call; the job centre
 * serves both, and a master's top bar holds their own job.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { builtAreas as builtAreasOnDisk } from '../support/builtAreas';
import { expect, test } from '../support/test';

const bo = copy.backoffice;
const jobs = copy.backofficeJobs;
const REFUSALS = new Set([401, 403]);

/** Screens of the frame that belong to no area: every signed-in person may open them. */
const frameScreens = ['/admin', '/admin/account', '/admin/jobs', '/admin/history'];
const builtAreas = builtAreasOnDisk().map((area) => area.path);
/** The member area's other screens (its section navigation). */
const memberSections = ['/admin/members/withdrawn', '/admin/members/groups', '/admin/members/register'];

/**
 * Every refused API answer while a back-office screen is open (the login pages are not screens of
 * the back-office: what they ask before a session exists is theirs).
 */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== mockOrigin || !url.pathname.startsWith('/rest/')) return;
    const at = new URL(page.url()).pathname;
    if (!at.startsWith('/admin') || at === '/admin/login') return;
    if (REFUSALS.has(response.status())) {
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname} (on ${at})`);
    }
  });
  return refused;
}

/** Opens each screen afresh (the frame decides who the person is each time) and lets it settle. */
async function openEach(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    // Each screen is its own lazy chunk: the first time it loads can be slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
  }
}

test.use({ scenario: 'visitor' });
// A dozen screens and more with each built area, each loaded afresh and left to settle, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('the full operator opens every screen and no call is refused', async ({ page }) => {
  const refused = watchRefusals(page);
  await page.goto('/admin/login');
  await page.getByLabel(copy.account.identifierLabel).fill('operator@klass.test');
  await page.getByLabel(copy.account.passwordLabel).fill('klass-operator-1');
  await page.getByRole('button', { name: copy.account.loginSubmit }).click();
  await expect(page.getByRole('heading', { level: 1, name: bo.homeTitle })).toBeVisible();

  await openEach(page, [...frameScreens, ...builtAreas, ...memberSections]);
  expect(refused).toEqual([]);
});

test("a master opens every screen they may reach, no call is refused, and the top bar holds their own job", async ({ page }) => {
  const refused = watchRefusals(page);
  await page.goto('/app/login/manager');
  await page.getByLabel(copy.account.identifierLabel).fill('manager@klass.test');
  await page.getByLabel(copy.account.passwordLabel).fill('klass-manager-1');
  await page.getByRole('button', { name: copy.account.loginSubmit }).click();
  await page.getByRole('radio', { name: /클래스 운영 매니저/ }).check();
  await page.getByRole('button', { name: copy.account.managerPickSubmit }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText(bo.homeMasterIntro('클래스 운영 매니저'), { exact: false })).toBeVisible();

  // The operator areas are reachable by URL: each shows the permission page and calls nothing.
  await openEach(page, [...frameScreens, ...builtAreas]);

  await page.goto('/admin');
  await page.getByRole('banner').getByRole('button', { name: jobs.button(0) }).click();
  const drawer = page.getByRole('dialog', { name: jobs.drawerTitle });
  await expect(drawer.getByRole('article', { name: '동영상 변환 (720p)' }).getByText(jobs.status.DONE)).toBeVisible();
  await expect(drawer.getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(page);
  expect(refused).toEqual([]);
});
