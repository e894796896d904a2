/**
 * A new product line from class to learner, in a real browser (issue 40 "create a class, put it in
 * a new package, assign the package to a member, and the learner sees the package and its class"),
 * the built app against the mock HTTP server: the operator creates a class and a package, composes
 * the package by searching the class by its initial consonants (ㄷㅈㄱ), puts a second class before
 * it by keyboard (the move announced), saves, and assigns the package to the seeded learner; the
 * learner, in a browser of their own, finds the package and both classes under 패키지. Each
 * back-office page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeCatalogue;
const words = text.composition;
const assignments = copy.backofficeAssignments;
const recipients = copy.backofficeRecipients;

test.use({ scenario: 'operator' });

/** A field by its label, which the field's required mark may follow (Playwright's name match is by part). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

async function create(page: Page, type: 'KLASS' | 'PACKAGE', title: string, price: string) {
  await page.goto(type === 'KLASS' ? '/admin/contents/klasses/new' : '/admin/contents/packages/new');
  await expect(page.getByRole('heading', { level: 1, name: text.createTitle(type) })).toBeVisible({ timeout: 20_000 });
  await field(page, text.fieldTitle).fill(title);
  if (type === 'KLASS') await field(page, text.fieldMasterName).fill('한새봄');
  await field(page, text.fieldPrice).fill(price);
  await page.getByRole('radio', { name: text.saleStatusNames.ON_SALE, exact: true }).check();
  await page.getByRole('button', { name: text.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
}

test('create a class and a package, compose it by 초성 search and keyboard, assign it: the learner sees the package and its classes', async ({ page, scenarioSession, browser }) => {
  // Six pages, four saves, a job and a second browser on a shared 2-core machine.
  test.setTimeout(240_000);
  await logInWithPair(page, scenarioSession);
  const klass = '도자기 물레 첫걸음';
  const bundle = '도자기 스타터 패키지';
  await create(page, 'KLASS', klass, '89,000');
  await create(page, 'PACKAGE', bundle, '129,000');

  await page.getByRole('link', { name: words.open }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.title(bundle) })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(words.empty)).toBeVisible();
  const search = page.getByRole('search', { name: words.searchTitle });
  await search.getByRole('textbox').fill('ㄷㅈㄱ');
  await search.getByRole('button', { name: words.search }).click();
  await page.getByRole('button', { name: words.addOf(klass) }).click({ timeout: 20_000 });
  // A second class, the seeded learner's own (브랜드 디자인 첫걸음), found by its key.
  await search.getByRole('textbox').fill('klass-002');
  await search.getByRole('button', { name: words.search }).click();
  await page.getByRole('button', { name: words.addOf('브랜드 디자인 첫걸음') }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: words.listTitle('2', '30') })).toBeVisible();

  // Moved up by keyboard: said in the live region, the focus kept on the moved class.
  await page.getByRole('button', { name: words.moveUp('브랜드 디자인 첫걸음') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: words.moved('브랜드 디자인 첫걸음', 1, 2) })).toBeAttached();
  await expect(page.getByRole('button', { name: words.moveDown('브랜드 디자인 첫걸음') })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible({ timeout: 20_000 });
  await page.reload();
  const rows = page.getByRole('list', { name: words.listTitle('2', '30') }).getByRole('listitem');
  await expect(rows.first()).toContainText('브랜드 디자인 첫걸음', { timeout: 20_000 });
  await expect(rows.nth(1)).toContainText(klass);

  // Assigned to the seeded learner as a package.
  await page.goto('/admin/assignments');
  await expect(page.getByRole('heading', { level: 1, name: assignments.assign.title })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('radio', { name: assignments.target.types.PACKAGE }).check();
  await page.getByRole('textbox', { name: assignments.target.search(assignments.target.types.PACKAGE) }).fill('도자기');
  const picker = page.getByRole('combobox', { name: new RegExp(`^${assignments.target.field(assignments.target.types.PACKAGE)}`) });
  // The option's label carries its detail and period: picked by its title.
  await picker.selectOption((await picker.locator('option', { hasText: bundle }).getAttribute('value', { timeout: 20_000 })) ?? '');
  await page.getByRole('radio', { name: recipients.sources.LIST }).check();
  await page.getByRole('textbox', { name: new RegExp(`^${recipients.list.field}`) }).fill('learner@klass.test');
  await page.getByRole('button', { name: recipients.list.check('1') }).click();
  await expect(page.getByRole('list', { name: recipients.list.summaryLabel })).toContainText(recipients.list.kindCount(recipients.list.kinds.NEW, '1'));
  await page.getByRole('button', { name: assignments.assign.submit }).click();
  await page.getByRole('alertdialog', { name: assignments.assign.confirmTitle }).getByRole('button', { name: assignments.assign.confirmSubmit }).click();
  await expect(page.getByRole('heading', { level: 1, name: `‘${bundle}’ 패키지 수강권 지급` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: assignments.job.itemsCaption }).getByRole('row', { name: /김하늘/ })).toContainText(assignments.job.itemStatus.SUCCEEDED, { timeout: 30_000 });

  // The learner, in a browser of their own: the package and both its classes.
  const learner = await browser.newContext({ baseURL: appOrigin });
  try {
    const learnerPage = await learner.newPage();
    await logInAs(learnerPage, 'learner');
    await learnerPage.goto('/app/user/klasses');
    await learnerPage.getByRole('tab', { name: copy.classes.tabPackages }).click({ timeout: 20_000 });
    // The package's card: the section its title heads.
    const card = learnerPage.locator('section').filter({ has: learnerPage.getByRole('heading', { level: 2, name: bundle }) });
    await expect(card).toContainText(copy.classes.packageKlassCount(2), { timeout: 20_000 });
    await card.getByRole('button', { name: copy.classes.openPackage }).click();
    await expect(card.getByRole('heading', { name: klass })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('heading', { name: '브랜드 디자인 첫걸음' })).toBeVisible();
  } finally {
    await learner.close();
  }
});
