/**
 * The member list in a real browser (issue 16 "What it must show", backoffice.md §7 Members), the
 * built app against the mock HTTP server seeded with 10,000 members:
 * - the operator finds a member by phone, withdraws them (the confirmation names count and scope,
 *   nothing is undone), sees them in the withdrawn list, and the member's learner login then
 *   answers with the withdrawn message;
 * - a phone search and a filter are restored from the list's URL (a pasted link and a reload).
 * Each page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeMemberList;
const kit = copy.listKit;
const ds = copy.designSystem;
/** The seeded member with a password (mocks/backoffice/members/seed.ts memberFixtures.leaving). */
const LEAVING = { name: '서떠남', email: 'leaving@klass.test', phone: '01090000200', password: 'klass-leaving-1' };

test.use({ scenario: 'operator' });

const table = (page: Page) => page.getByRole('table', { name: text.listCaption });

test('withdraw a member by manager: confirmed with count and scope, in the withdrawn list, and their learner login fails', async ({ page, scenarioSession, browser }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible();
  await page.getByRole('searchbox', { name: text.searchFilter }).fill(LEAVING.phone);
  await expect(page.getByText(kit.totalCount('1', text.unit))).toBeVisible();
  await table(page).getByRole('checkbox', { name: ds.rowSelect(LEAVING.name) }).check();
  const bar = page.getByRole('region', { name: kit.bulkActions });
  await bar.getByRole('button', { name: text.withdraw }).click();

  const confirm = page.getByRole('alertdialog', { name: kit.confirmBulkTitle(text.withdrawAction) });
  await expect(confirm.getByText(kit.confirmBulkBody(kit.selectionPicked('1', text.unit), text.withdrawAction))).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: text.withdrawAction }).click();
  await expect(page.getByText(text.withdrawn('1')).first()).toBeVisible();
  await expect(page.getByText(kit.filteredEmpty)).toBeVisible();

  await page.getByRole('navigation', { name: copy.backofficeMemberSections.navLabel }).getByRole('link', { name: copy.backofficeMemberSections.withdrawn }).click();
  const withdrawn = page.getByRole('table', { name: text.withdrawnCaption });
  await expect(withdrawn.getByRole('row', { name: new RegExp(LEAVING.name) })).toContainText(text.withdrawnByManager);

  // The member, in a browser of their own, on the learner site.
  const learner = await browser.newContext({ baseURL: appOrigin });
  try {
    const learnerPage = await learner.newPage();
    await learnerPage.goto('/app/login');
    await learnerPage.getByLabel(/^이메일 또는 아이디/).fill(LEAVING.email);
    await learnerPage.getByLabel(/^비밀번호/).fill(LEAVING.password);
    await learnerPage.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(learnerPage.getByText(copy.account.loginWithdrawn)).toBeVisible();
  } finally {
    await learner.close();
  }
});

test('a phone search and a filter come back from the list URL, and after a reload', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/members?q=010-9000-000&marketing=DECLINED');
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible();
  await expect(page.getByText(kit.totalCount('2', text.unit))).toBeVisible();
  await expect(page.getByRole('searchbox', { name: text.searchFilter })).toHaveValue('010-9000-000');
  await expect(page.getByRole('checkbox', { name: text.marketingDeclined })).toBeChecked();
  await expect(table(page).getByText('-1+1 테스트')).toBeVisible();
  await page.reload();
  await expect(page.getByText(kit.totalCount('2', text.unit))).toBeVisible();
  await expect(page.getByRole('searchbox', { name: text.searchFilter })).toHaveValue('010-9000-000');
  await expectNoAxeViolations(page);
});
