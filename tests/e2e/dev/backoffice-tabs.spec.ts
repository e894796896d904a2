/**
 * One world across tabs under `npm start` (issue 15, part 6): every tab runs its own in-browser
 * mock, and they are one world — the operator saves the site organization in one back-office
 * tab, and a second back-office tab and a learner tab show the new name without a reload (their
 * mocks load the stored snapshot before answering the refetch the tab sync asks for).
 */
import { expect, test, type Page } from '@playwright/test';
import { copy } from '@app/shared/copy';

const bo = copy.backoffice;

async function markLoaded(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem('e2e.loaded-once', String(performance.timeOrigin)));
}
async function expectNotReloaded(page: Page): Promise<void> {
  const origin = await page.evaluate(() => String(performance.timeOrigin));
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.loaded-once'))).toBe(origin);
}

test('a save in one tab reaches the other tabs through their own in-browser mocks', async ({ page }) => {
  // The dev server compiles modules on first request: the first load is slow on a busy machine.
  test.setTimeout(180_000);
  // A fresh browser context holds no stored world: the first tab starts from the seed, and the
  // scenario URL logs the operator in (the tokens are shared storage). Three page loads in all:
  // each builds the in-browser world, the costliest thing a test here does.
  await page.goto('/admin/site/organization?scenario=operator');
  await expect(page.getByRole('heading', { level: 1, name: bo.organizationTitle })).toBeVisible({ timeout: 60_000 });

  const context = page.context();
  const [backoffice, learner] = [await context.newPage(), await context.newPage()];
  await backoffice.goto('/admin');
  await expect(backoffice.getByRole('heading', { level: 1, name: bo.homeTitle })).toBeVisible({ timeout: 60_000 });
  await learner.goto('/');
  const footer = learner.getByRole('contentinfo');
  await expect(footer).toBeVisible({ timeout: 60_000 });
  await markLoaded(backoffice);
  await markLoaded(learner);

  const serviceName = page.getByLabel(bo.serviceNameLabel);
  await expect(serviceName).not.toHaveValue('', { timeout: 30_000 });
  await serviceName.fill('브라우저 한 세상');
  await page.getByRole('button', { name: bo.organizationSave }).click();
  await expect(page.getByText(bo.organizationSaved)).toBeVisible();

  await expect(backoffice.getByRole('link', { name: bo.brand('브라우저 한 세상') })).toBeVisible({ timeout: 10_000 });
  await expect(footer.getByText('브라우저 한 세상')).toBeVisible({ timeout: 10_000 });
  await expectNotReloaded(backoffice);
  await expectNotReloaded(learner);
});
