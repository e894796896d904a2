/**
 * Stock per warehouse and orders by variant in a real browser (issue 40 "E2E: create a goods item
 * with two option groups, set stock in two warehouses, a learner-side order (the dev order route
 * is fine) lowers the stock and shows the variant in the order detail"), the built app against
 * the mock HTTP server:
 * - the operator adds a warehouse under 상품 판매 › 창고 (warehouses are data) and it is a stock
 *   column of the goods' variant grid;
 * - a goods item gets two option groups and stock typed in two warehouses, saved;
 * - the learner orders three of one variant (the mock's order-placing action, the mock having no
 *   checkout): the grid shows that warehouse's stock lowered, and the order's detail in 주문 관리
 *   names the variant at its price; an order over the stock is refused in Korean.
 * Each page is axe-clean.
 */
import { copy } from '@app/shared/copy';
import { purchaseMessages } from '@app/shared/api/contract/adminProductStock';
import { mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeProducts;
const words = copy.backofficeCatalogue.variants;
const sections = copy.backofficeProductSections;

test.use({ scenario: 'operator' });

test('a warehouse added, a goods item stocked per variant in two warehouses; a learner’s order lowers that stock and names the variant', async ({ page, scenarioSession, request }) => {
  // Three pages, a save and a reload on a shared 2-core machine.
  test.setTimeout(180_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/products');
  await page.getByRole('navigation', { name: sections.navLabel }).getByRole('link', { name: sections.warehouses }).click();
  const warehouses = page.getByRole('table', { name: text.warehousesCaption });
  await expect(warehouses.getByText('이천 물류센터')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: text.newWarehouse }).first().click();
  const dialog = page.getByRole('dialog', { name: text.createTitle });
  await dialog.getByRole('textbox', { name: text.nameLabel }).fill('대전 반품센터');
  await dialog.getByRole('button', { name: text.create }).click();
  await expect(warehouses.getByText('대전 반품센터')).toBeVisible();
  await expectNoAxeViolations(page);

  // 홈베이킹 도구 키트: two option groups make four variants, one stock column per warehouse.
  await page.goto('/admin/products/goods-003');
  await expect(page.getByRole('heading', { level: 1, name: words.openVariants('홈베이킹 도구 키트') })).toBeVisible({ timeout: 20_000 });
  for (const [place, name, values] of [[1, '구성', '기본, 프로'], [2, '색상', '화이트, 민트']] as const) {
    await page.getByRole('button', { name: words.addGroup }).click();
    await page.getByRole('textbox', { name: words.groupName(place) }).fill(name);
    await page.getByRole('textbox', { name: words.groupValues(place) }).fill(values);
  }
  await page.getByRole('button', { name: words.applyGroups }).click();
  const grid = page.getByRole('grid', { name: words.gridLabel });
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  await expect(grid.getByRole('columnheader', { name: words.columnStock('대전 반품센터') })).toBeVisible();
  // 프로 / 민트 (the fourth row): 2 in 이천, 6 in 부산.
  const sku = (await grid.locator('[data-cell="3:3"]').innerText()).trim();
  const stockCol = 4;
  await grid.locator(`[data-cell="3:${stockCol}"]`).click();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await grid.locator(`[data-cell="3:${stockCol + 1}"]`).click();
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await expect(page.getByText(words.noErrors)).toBeVisible();
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await expectNoAxeViolations(page);

  // The learner orders three of 프로 / 민트: 이천 holds two, so they leave 부산.
  const placed = await request.post(`${mockOrigin}/__mock/catalogue/orders`, { data: { type: 'GOODS', itemKey: 'goods-003', sku, quantity: 3 } });
  expect(placed.ok()).toBe(true);
  const { orderKey } = (await placed.json()) as { orderKey: string };
  // Four more than 부산 has left is refused, in Korean.
  const refused = await request.post(`${mockOrigin}/__mock/catalogue/orders`, { data: { type: 'GOODS', itemKey: 'goods-003', sku, quantity: 4 } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(purchaseMessages.short(3));

  await page.reload();
  await expect(grid.locator(`[data-cell="3:${stockCol}"]`)).toHaveText('2', { timeout: 20_000 });
  await expect(grid.locator(`[data-cell="3:${stockCol + 1}"]`)).toHaveText('3');

  await page.goto(`/admin/orders/${orderKey}`);
  const line = page.getByRole('row').filter({ hasText: '홈베이킹 도구 키트 (프로 / 민트)' });
  await expect(line).toBeVisible({ timeout: 20_000 });
  await expect(line).toContainText('59,000원');
  await expectNoAxeViolations(page);
});
