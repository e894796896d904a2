/**
 * The catalogue in a real browser (issue 28 "What it must show"; backoffice.md §4 "display state
 * of books, goods, classes and courses can be patched", §9 summaries 20 a page), the built app
 * against the mock HTTP server seeded with 10,000+ classes:
 * - the operator hides one class; once the undo window has passed it is in the class's change
 *   history, and the learner who owns it no longer finds it in their classes (the crossing);
 * - three classes hidden in bulk are back as they were after 되돌리기, also after a reload (the
 *   change was never sent); then a category moved down by keyboard, the move announced; then a
 *   book's price changed, and a new order of it (placed by the mock's order-placing action, the
 *   mock having no checkout) shows that price on its line in 주문 관리 (the crossing to commerce);
 * - a goods item gets two option groups, stock in two warehouses typed and pasted into the
 *   keyboard-first variant grid, then a Seoul sale period and 판매 중 in its sales info, opened
 *   from the goods list; the browser's Back pressed before saving is held and asks (the kit's
 *   leave guard), staying keeps the page and what was typed; both saves survive a reload.
 * Each page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin, mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';
import { backofficeCatalogueHistoryFields } from '@app/shared/copy/backofficeCatalogue';

const text = copy.backofficeCatalogue;
const kit = copy.listKit;
const ds = copy.designSystem;
const orders = copy.backofficeOrders;
const leave = copy.backofficeLeaveGuard;

/** klass-002, which the seeded learner owns (ticket kt-available). */
const OWNED = { klassId: 'klass-002', title: '브랜드 디자인 첫걸음' };
/** Also the learner's (kt-active), so their list has loaded when it shows. */
const STILL_LISTED = '실전 데이터 분석 입문';

test.use({ scenario: 'operator' });

/**
 * The browser's Back button as a person presses it: the step is asked of the browser itself (the
 * DevTools protocol's history call, which Playwright's goBack makes too) without waiting for a
 * navigation, since the page may hold it and then none comes.
 */
async function pressBack(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    const previous = entries[currentIndex - 1];
    if (!previous) throw new Error('pressBack: nothing to go back to');
    await cdp.send('Page.navigateToHistoryEntry', { entryId: previous.id });
  } finally {
    await cdp.detach();
  }
}

const table = (page: Page) => page.getByRole('table', { name: text.caption('KLASS') });
const displayCell = (page: Page, title: string) => table(page).getByRole('row', { name: new RegExp(title) });

test('hide a class: it is in its change history and leaves the learner’s classes', async ({ page, scenarioSession, browser }) => {
  // Three pages and a second browser on a shared 2-core machine.
  test.setTimeout(180_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/contents');
  // The area's first chunk and the first page of 10,000+ on a busy 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle('KLASS') })).toBeVisible({ timeout: 20_000 });
  // §9 summaries 20 a page: the header row and 20.
  await expect(table(page)).toHaveAttribute('aria-rowcount', '21', { timeout: 20_000 });
  await expect(page.getByText(/^총 10,0\d\d개$/)).toBeVisible();

  await page.getByRole('searchbox', { name: text.filterQ }).fill(OWNED.klassId);
  await expect(page.getByText(kit.totalCount('1', text.unit))).toBeVisible();
  const sent = page.waitForResponse((response) => response.url().includes('/display-state') && response.request().method() === 'PUT');
  await table(page).getByRole('button', { name: text.hideOne(OWNED.title) }).click();
  await expect(displayCell(page, OWNED.title)).toContainText(text.displayStateNames.HIDE);
  await expect(page.getByRole('button', { name: kit.undo })).toBeVisible();
  await expectNoAxeViolations(page);
  // Leaving the list sends the pending change at once (the window itself: undoQueue.test.ts and
  // the member-groups journey).
  await table(page).getByRole('link', { name: OWNED.title }).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: OWNED.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(backofficeCatalogueHistoryFields.displayState ?? 'displayState').first()).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  // The learner, in a browser of their own.
  const learner = await browser.newContext({ baseURL: appOrigin });
  try {
    const learnerPage = await learner.newPage();
    await logInAs(learnerPage, 'learner');
    await learnerPage.goto('/app/user/klasses');
    await expect(learnerPage.getByText(STILL_LISTED).first()).toBeVisible({ timeout: 20_000 });
    await expect(learnerPage.getByText(OWNED.title)).toHaveCount(0);
  } finally {
    await learner.close();
  }
});

test('hide three classes in bulk and undo; move a category by keyboard; a changed book price is on a new order', async ({ page, scenarioSession, request }) => {
  // Five pages, a save and a reload on a shared 2-core machine.
  test.setTimeout(200_000);
  await logInWithPair(page, scenarioSession);
  // klass-010 … klass-019: the learner's marketing, design and development classes.
  await page.goto('/admin/contents?q=klass-01');
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle('KLASS') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(kit.totalCount('10', text.unit))).toBeVisible({ timeout: 20_000 });
  const titles = ['퍼포먼스 마케팅 기초', '콘텐츠 마케팅 전략', '로고 디자인 실습'];
  for (const title of titles) await table(page).getByRole('checkbox', { name: ds.rowSelect(title) }).check();
  const bar = page.getByRole('region', { name: kit.bulkActions });
  await expect(bar).toContainText(kit.selectionPicked('3', text.unit));
  await bar.getByRole('button', { name: text.hide }).click();
  for (const title of titles) await expect(displayCell(page, title)).toContainText(text.displayStateNames.HIDE);
  // Within the undo window (20 s): taken back before it is sent.
  await page.getByRole('button', { name: kit.undo }).click();
  for (const title of titles) await expect(displayCell(page, title)).toContainText(text.displayStateNames.SHOW);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText(kit.totalCount('10', text.unit))).toBeVisible({ timeout: 20_000 });
  for (const title of titles) await expect(displayCell(page, title)).toContainText(text.displayStateNames.SHOW);

  // Categories: 디자인 moved down one place by keyboard; the move is announced, and kept.
  const categories = text.categories;
  await page.getByRole('navigation', { name: copy.backofficeCatalogueSections.navLabel }).getByRole('link', { name: copy.backofficeCatalogueSections.categories }).click();
  const order = page.getByRole('list', { name: categories.listLabel('KLASS') });
  await expect(order.getByRole('listitem').first()).toContainText('디자인', { timeout: 20_000 });
  await order.getByRole('button', { name: categories.moveDown('디자인') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: categories.moved('디자인', 2, 8) })).toHaveCount(1);
  await expect(order.getByRole('button', { name: categories.moveDown('디자인') })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(order.getByRole('listitem').nth(1)).toContainText('디자인', { timeout: 20_000 });

  // A book's price: 18,000 → 21,000 won; a new order of it carries 21,000 on its line.
  await page.goto('/admin/contents/books/book-005');
  await expect(page.getByRole('heading', { level: 1, name: '홈베이킹 레시피북' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: text.fieldPrice }).fill('21000');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible();
  const placed = await request.post(`${mockOrigin}/__mock/catalogue/orders`, { data: { type: 'BOOK', itemKey: 'book-005' } });
  expect(placed.ok()).toBe(true);
  const { orderKey } = (await placed.json()) as { orderKey: string };
  await page.goto(`/admin/orders?q=${orderKey}`);
  const ordersTable = page.getByRole('table', { name: orders.caption });
  // 21,000 won and the book's 3,000 won shipping (under its free-shipping amount of 50,000).
  await expect(ordersTable.getByRole('row', { name: new RegExp(orderKey) })).toContainText('24,000원', { timeout: 20_000 });
  await ordersTable.getByRole('link', { name: orderKey }).click();
  await expect(page.getByRole('row').filter({ hasText: '홈베이킹 레시피북' })).toContainText('21,000원', { timeout: 20_000 });
});

test('give a goods item two option groups, stock in two warehouses and a sale period, on sale; Back before saving asks first', async ({ page, scenarioSession }) => {
  // Two pages, two saves and two reloads on a shared 2-core machine.
  test.setTimeout(180_000);
  const words = text.variants;
  await logInWithPair(page, scenarioSession);
  // 홈베이킹 도구 키트: no options yet, its stock that of the item itself.
  await page.goto('/admin/products/goods-003');
  await expect(page.getByRole('heading', { level: 1, name: words.openVariants('홈베이킹 도구 키트') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('grid', { name: words.stockGridLabel })).toHaveAttribute('aria-rowcount', '2');
  for (const [place, name, values] of [[1, '구성', '기본, 프로'], [2, '색상', '화이트, 민트']] as const) {
    await page.getByRole('button', { name: words.addGroup }).click();
    await page.getByRole('textbox', { name: words.groupName(place) }).fill(name);
    await page.getByRole('textbox', { name: words.groupValues(place) }).fill(values);
  }
  await page.getByRole('button', { name: words.applyGroups }).click();
  const grid = page.getByRole('grid', { name: words.gridLabel });
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  await expectNoAxeViolations(page);

  // Stock by keyboard in the first row (이천, then 부산), the other rows pasted as a block.
  const stockCol = 2 + 2; // two option columns, price, SKU
  await grid.locator(`[data-cell="0:${stockCol}"]`).click();
  await page.keyboard.type('30');
  await page.keyboard.press('Tab');
  await grid.locator(`[data-cell="0:${stockCol + 1}"]`).click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await grid.locator(`[data-cell="1:${stockCol}"]`).click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '20\t5\n15\t0\n8\t8');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(grid.locator(`[data-cell="3:${stockCol + 1}"]`)).toHaveText('8');
  await expect(page.getByText(words.noErrors)).toBeVisible();
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await page.reload();
  await expect(grid.locator(`[data-cell="0:${stockCol}"]`)).toHaveText('30', { timeout: 20_000 });
  await expect(grid.locator(`[data-cell="0:${stockCol + 1}"]`)).toHaveText('12');

  // Its sales info, opened from the goods list: a December sale period in Seoul time, on sale.
  await page.goto('/admin/contents/goods?q=goods-003');
  await page.getByRole('table', { name: text.caption('GOODS') }).getByRole('link', { name: '홈베이킹 도구 키트' }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: '홈베이킹 도구 키트' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: text.saleStatusNames.ON_SALE, exact: true }).check();
  await page.getByRole('checkbox', { name: text.fieldSalePeriod }).check();
  await page.getByLabel(text.fieldSaleStart).fill('2026-12-01T00:00');
  await page.getByLabel(text.fieldSaleEnd).fill('2026-12-31T23:59');
  // The browser's Back before saving: held on the page and asked; staying keeps what was typed.
  await pressBack(page);
  const question = page.getByRole('alertdialog', { name: leave.title });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contents\/goods\/goods-003$/);
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: leave.stay }).click();
  await expect(question).toBeHidden();
  await expect(page.getByLabel(text.fieldSaleStart)).toHaveValue('2026-12-01T00:00');
  await expect(page.getByRole('heading', { level: 1, name: '홈베이킹 도구 키트' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(text.fieldSaleStart)).toHaveValue('2026-12-01T00:00', { timeout: 20_000 });
  await expect(page.getByRole('radio', { name: text.saleStatusNames.ON_SALE, exact: true })).toBeChecked();
});
