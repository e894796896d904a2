/**
 * An item's beginning and end in the catalogue, in a real browser (issue 40 "Create … and retire"),
 * the built app against the mock HTTP server:
 * - "새 클래스" on the classes' list opens the form; a title too short and no master are said at
 *   their fields; once fixed, the class is created, opens in its edit form and is found in the
 *   list; nothing holds it, so its delete (asked first) goes through and the list no longer has it;
 * - a sold book's delete is refused with what holds it (its orders, counted), and the refusal's
 *   offer retires it instead: stopped and hidden, as the books' list shows it;
 * - an operator holding PRODUCT and not CONTENT edits a goods item's price and tax type under
 *   상품 판매 관리 (kept after a reload), and is not shown the catalogue's edit.
 * Each page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { catalogueRuleMessages } from '@app/shared/api/contract/adminCatalogueWords';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeCatalogue;
const retire = text.retire;
const kit = copy.listKit;

test.use({ scenario: 'operator' });

/** A field by its label, which the field's required mark may follow (Playwright's name match is by part). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

test('create a class from 새 클래스: rules at their fields, it opens in its edit form and is in the list; deleted, it is gone', async ({ page, scenarioSession }) => {
  // Four pages and three saves on a shared 2-core machine.
  test.setTimeout(180_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/contents');
  await page.getByRole('button', { name: text.newItem('KLASS') }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: text.createTitle('KLASS') })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/contents\/klasses\/new$/);

  await field(page, text.fieldTitle).fill('도');
  await field(page, text.fieldPrice).fill('89,000');
  await page.getByRole('button', { name: text.create }).click();
  await expect(field(page, text.fieldTitle)).toHaveAccessibleDescription(new RegExp(catalogueRuleMessages.title.slice(0, 10)));
  await expect(field(page, text.fieldMasterName)).toHaveAccessibleDescription(new RegExp(catalogueRuleMessages.masterName.slice(0, 10)));
  await expectNoAxeViolations(page);

  const title = '도자기 물레 첫걸음';
  await field(page, text.fieldTitle).fill(title);
  await field(page, text.fieldMasterName).fill('한새봄');
  await page.getByRole('combobox', { name: text.fieldCategory }).selectOption({ label: '취미' });
  await page.getByRole('radio', { name: text.saleStatusNames.ON_SALE, exact: true }).check();
  await page.getByRole('button', { name: text.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/contents\/klasses\/klass-n\d{4}$/);
  await expect(field(page, text.fieldMasterName)).toHaveValue('한새봄');
  await expectNoAxeViolations(page);

  await page.goto(`/admin/contents?q=${encodeURIComponent(title)}`);
  const list = page.getByRole('table', { name: text.caption('KLASS') });
  await expect(page.getByText(kit.totalCount('1', text.unit))).toBeVisible({ timeout: 20_000 });
  await list.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: retire.delete }).click();
  const question = page.getByRole('alertdialog', { name: retire.deleteTitle(title) });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: retire.delete }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle('KLASS') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(retire.deleted(title))).toBeVisible();
  await expect(page.getByText(kit.totalCount('0', text.unit))).toBeVisible({ timeout: 20_000 });
});

test('a sold book’s delete is refused with its orders counted; retired instead, it is stopped and hidden in the list', async ({ page, scenarioSession }) => {
  test.setTimeout(150_000);
  await logInWithPair(page, scenarioSession);
  const book = '홈베이킹 레시피북';
  await page.goto('/admin/contents/books/book-005');
  await expect(page.getByRole('heading', { level: 1, name: book })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: retire.delete }).click();
  await page.getByRole('alertdialog', { name: retire.deleteTitle(book) }).getByRole('button', { name: retire.delete }).click();
  const refused = page.getByRole('alertdialog', { name: retire.inUseTitle });
  await expect(refused).toContainText(/주문 [\d,]+건/);
  await expectNoAxeViolations(page);
  await refused.getByRole('button', { name: retire.retireInstead }).click();
  await expect(page.getByText(retire.retiredState)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(retire.retired(book))).toBeVisible();

  await page.goto('/admin/contents/books?q=book-005');
  const row = page.getByRole('table', { name: text.caption('BOOK') }).getByRole('row', { name: new RegExp(book) });
  await expect(row).toContainText(text.displayStateNames.HIDE, { timeout: 20_000 });
  await expect(row).toContainText(text.saleStatusNames.STOPPED);
  await expectNoAxeViolations(page);
});

test.describe('an operator with PRODUCT and not CONTENT', () => {
  test.use({ scenario: 'product-operator' });

  test('edits a goods item’s price under 상품 판매 관리; the catalogue is not theirs', async ({ page, scenarioSession }) => {
    test.setTimeout(150_000);
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/products?q=goods-002');
    await expect(page.getByRole('heading', { level: 1, name: text.productsTitle })).toBeVisible({ timeout: 20_000 });
    const goods = '수채화 물감 24색 세트';
    await expect(page.getByRole('table', { name: text.caption('GOODS') }).getByRole('link', { name: goods })).toHaveAttribute('href', '/admin/products/goods-002', { timeout: 20_000 });
    await page.goto('/admin/products/goods-002');
    await expect(page.getByRole('heading', { level: 1, name: text.variants.openVariants(goods) })).toBeVisible({ timeout: 40_000 });
    const sales = page.getByRole('region', { name: text.salesTitle });
    await sales.getByRole('textbox', { name: text.fieldPrice }).fill('47,000');
    await sales.getByRole('radio', { name: text.taxTypeNames.TAX_FREE }).check();
    await expectNoAxeViolations(page);
    await sales.getByRole('button', { name: text.salesSave }).click();
    await expect(page.getByText(text.salesSaved)).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('region', { name: text.salesTitle }).getByRole('textbox', { name: text.fieldPrice })).toHaveValue('47000', { timeout: 20_000 });

    // The catalogue's screens are not this operator's: the address says so instead of showing them.
    await page.goto('/admin/contents/goods/goods-002');
    await expect(page.getByRole('heading', { level: 1, name: goods })).toHaveCount(0);
  });
});
