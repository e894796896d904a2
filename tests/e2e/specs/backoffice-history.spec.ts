/**
 * The change-history page in a real browser (issue 15, part 6 "a change-history page lists all
 * of it with the list kit"), the built app against the mock HTTP server, as the seeded full
 * operator: the site organization is saved under a new name; the history page, reached from the
 * navigation, filtered by record type, lists the change and shows its before → after; a reload
 * keeps the filter (it lives in the URL); the page is axe-clean.
 */
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const bo = copy.backoffice;
const history = copy.backofficeHistory;
const NEW_NAME = '이력 남는 배움터';

test.use({ scenario: 'operator' });

test('a saved organization is in the history, filtered by record type, before → after, across a reload', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/site/organization');
  const serviceName = page.getByLabel(bo.serviceNameLabel);
  await expect(serviceName).not.toHaveValue('');
  const oldName = await serviceName.inputValue();
  await serviceName.fill(NEW_NAME);
  await page.getByRole('button', { name: bo.organizationSave }).click();
  await expect(page.getByText(bo.organizationSaved)).toBeVisible();

  await page.getByRole('navigation', { name: bo.navigationLabel }).getByRole('link', { name: history.pageTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: history.pageTitle })).toBeVisible();
  await page.getByRole('checkbox', { name: copy.backofficeHistory.organizationRecord.name }).check();
  await expect(page).toHaveURL(/[?&]type=ORGANIZATION(&|$)/);
  const table = page.getByRole('table', { name: history.page.caption });
  await expect(page.getByText(copy.listKit.totalCount('1', history.page.unit), { exact: true })).toBeVisible();
  await expect(table.getByText(NEW_NAME)).toBeVisible();
  await expect(table.getByText(copy.backofficeMemberDetail.history.group)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: copy.backofficeHistory.organizationRecord.name })).toBeChecked();
  await expect(table.getByText(NEW_NAME)).toBeVisible();
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: new RegExp(`^${NEW_NAME} `) }).click();
  const dialog = page.getByRole('dialog', { name: history.page.detailTitle });
  await expect(dialog.getByRole('heading', { name: history.entryTitle(copy.backofficeHistory.organizationRecord, NEW_NAME, 'UPDATE') })).toBeVisible();
  const values = dialog.getByRole('definition');
  await expect(values).toContainText(`${history.before} ${oldName}`);
  await expect(values).toContainText(`${history.after} ${NEW_NAME}`);
  await expectNoAxeViolations(page);
});
