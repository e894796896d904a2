/**
 * One world across tabs (issue 15, part 6), the built app against the mock HTTP server: the
 * operator saves the site organization in one back-office tab, and a second back-office tab (its
 * brand) and a learner tab (its footer) of the same browser show the new name without a reload —
 * the app's tab sync tells them what changed and they fetch it again.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const bo = copy.backoffice;

/** Marks the page, so a reload (which would drop the mark) is caught. */
async function markLoaded(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem('e2e.loaded-once', String(performance.timeOrigin)));
}
async function expectNotReloaded(page: Page): Promise<void> {
  const origin = await page.evaluate(() => String(performance.timeOrigin));
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.loaded-once'))).toBe(origin);
}

test.use({ scenario: 'operator' });

test('a save in one back-office tab shows in another back-office tab and a learner tab, without a reload', async ({
  page,
  scenarioSession,
}) => {
  const context = page.context();
  const [backoffice, learner] = [await context.newPage(), await context.newPage()];
  for (const tab of [page, backoffice, learner]) await logInWithPair(tab, scenarioSession);

  await backoffice.goto('/admin');
  await expect(backoffice.getByRole('heading', { level: 1, name: bo.homeTitle })).toBeVisible();
  await learner.goto('/');
  const footer = learner.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await markLoaded(backoffice);
  await markLoaded(learner);

  await page.goto('/admin/site/organization');
  const serviceName = page.getByLabel(bo.serviceNameLabel);
  await expect(serviceName).not.toHaveValue('');
  await serviceName.fill('여러 탭 배움터');
  await page.getByRole('button', { name: bo.organizationSave }).click();
  await expect(page.getByText(bo.organizationSaved)).toBeVisible();

  await expect(backoffice.getByRole('link', { name: bo.brand('여러 탭 배움터') })).toBeVisible();
  await expect(footer.getByText('여러 탭 배움터')).toBeVisible();
  await expectNotReloaded(backoffice);
  await expectNotReloaded(learner);
});
