/**
 * The member list in a real browser (issue 16 "What it must show", backoffice.md §7 Members), the
 * built app against the mock HTTP server seeded with 10,000 members:
 * - the operator finds a member by phone, withdraws them (the confirmation names count and scope,
 *   nothing is undone), sees them in the withdrawn list, and the member's learner login then
 *   answers with the withdrawn message;
 * - a phone search and a filter are restored from the list's URL (a pasted link and a reload);
 * - coming back keeps the place (issue 27): no phone or date cut at 1280 px, a member opened from
 *   deep in the table opens at its top with focus on its heading, its breadcrumb leads back to the
 *   list with the filter and the table scrolled where it was; at 390 px the table keeps two
 *   readable columns, the account button one line and the date fields inside their panel.
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
const LEAVING = { name: '서떠남', email: 'leaving@klass.test', phone: '01090000200', password: 'klass_leaving_1' };

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

test('coming back keeps the place: a member opened deep in the filtered table, and back by the breadcrumb to the same filter, scroll and focus; readable at 1280 and 390 px', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/members?marketing=AGREED');
  const region = page.getByRole('region', { name: text.listCaption });
  await expect(table(page).locator('tbody tr[aria-rowindex="2"]')).toBeVisible();
  // Columns of phones and dates are as wide as their values: none cut to "010-3…".
  const cut = await table(page).locator('td[data-kind]').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent));
  expect(cut).toEqual([]);

  await region.evaluate((box) => box.scrollTo({ top: 2400 }));
  const deep = table(page).locator('tbody tr[aria-rowindex="55"]');
  await expect(deep).toBeVisible();
  await deep.getByRole('link').click();
  const heading = page.getByRole('heading', { level: 1, name: /회원$/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const crumb = page.getByRole('navigation', { name: copy.backoffice.breadcrumbsLabel }).getByRole('link', { name: copy.backoffice.operatorAreas.MEMBER });
  await expect(crumb).toHaveAttribute('href', '/admin/members?marketing=AGREED');
  await crumb.click();
  await expect(page.getByRole('checkbox', { name: text.marketingAgreed, exact: true })).toBeChecked();
  await expect(deep).toBeVisible();
  await expect.poll(() => region.evaluate((box) => box.scrollTop)).toBeGreaterThan(2000);
  // The keyboard is back on the member that was opened, not on the page body (issue 38).
  await expect(deep.getByRole('link')).toBeFocused();

  await page.setViewportSize({ width: 390, height: 800 });
  // Every column at a readable width, the table scrolling sideways with a shadow where more goes
  // on, and a tab stop for the keyboard (the hand review: two columns and no word of the others).
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.locator('..')).toHaveAttribute('data-more-end', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const account = page.getByRole('button', { name: /강운영 · / });
  expect((await account.boundingBox())?.height ?? 0).toBeLessThan(48);
  const panel = await page.getByRole('search', { name: kit.filtersLabel }).boundingBox();
  for (const field of await page.getByRole('group', { name: text.joinedFilter }).locator('input').all()) {
    const box = await field.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0));
  }
  await expectNoAxeViolations(page);
});
