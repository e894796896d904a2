/**
 * Orders and refunds in a real browser (issue 17 "What it must show", backoffice.md §3, §4, §7
 * Commerce), the built app against the mock HTTP server seeded with 10,000 orders:
 * - a partial refund of a two-book order (one unit and the shipping fee): the amounts confirmed
 *   are the ones shown, and the order is then 부분 환불 with the refunded amount;
 * - the learner's class order refunded whole: the learner, in a browser of their own, sees that
 *   class's ticket as 환불 완료 on my classes (the crossing);
 * - the list keeps its place (issue 27): "주문 더 보기" slices come back after a reload, no order
 *   number or time is cut, and an order's breadcrumb leads back to the filtered list with its
 *   slices.
 * Each page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeOrders;

test.use({ scenario: 'operator' });

async function openRefund(page: Page, orderKey: string) {
  await page.goto(`/admin/orders/${orderKey}`);
  await expect(page.getByText(orderKey, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text.refund }).click();
  return page.getByRole('dialog', { name: text.refundTitle });
}

async function confirmRefund(page: Page, status: string) {
  await page.getByRole('button', { name: text.next }).click();
  const confirm = page.getByRole('alertdialog', { name: text.confirmTitle });
  await expect(confirm).toContainText(`'${status}'`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: text.confirm }).click();
}

test('partial refund: one unit and the shipping fee, confirmed with the amounts shown; the order is 부분 환불 with them', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  const dialog = await openRefund(page, 'tx-fixture-multi');
  await expect(page.getByRole('main').getByText(text.statusLabels.COMPLETED)).toBeVisible();
  await dialog.getByRole('textbox', { name: text.refundQuantity('홈베이킹 레시피북') }).fill('1');
  await dialog.getByRole('checkbox', { name: text.shippingRefund('기본 배송비', '3,000원') }).check();
  const summary = dialog.getByLabel(text.summaryTitle);
  await expect(summary.locator('dd').nth(4)).toHaveText(text.statusLabels.PARTIAL_REFUNDED);
  const total = (await summary.locator('dd').nth(3).textContent()) ?? '';
  expect(total).toMatch(/^[\d,]+원$/);
  await expectNoAxeViolations(page);

  await confirmRefund(page, text.statusLabels.PARTIAL_REFUNDED);
  await expect(page.getByText(text.refunded(total))).toBeVisible();
  const facts = page.getByRole('main');
  await expect(facts.getByText(text.statusLabels.PARTIAL_REFUNDED, { exact: true })).toBeVisible();
  await expect(facts.locator('dt', { hasText: text.refundedAmount }).locator('+ dd')).toHaveText(total);
  await expect(facts.getByText(new RegExp(`${total} · ${text.reasonTypeLabels.CHANGE_OF_MIND}`))).toBeVisible();
});

test('refund of the learner’s class order: the learner sees that class as refunded on my classes', async ({ page, scenarioSession, browser }) => {
  await logInWithPair(page, scenarioSession);
  const dialog = await openRefund(page, 'tx-kt-available');
  const klassTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await dialog.getByRole('button', { name: text.refundAll }).click();
  await confirmRefund(page, text.statusLabels.REFUND_COMPLETED);
  await expect(page.getByRole('main').getByText(text.statusLabels.REFUND_COMPLETED, { exact: true })).toBeVisible();

  const learner = await browser.newContext({ baseURL: appOrigin });
  try {
    const learnerPage = await learner.newPage();
    await logInAs(learnerPage, 'learner');
    await learnerPage.goto('/app/user/klasses');
    await expect(learnerPage.getByRole('heading', { level: 1, name: copy.classes.myClassesTitle })).toBeVisible();
    const card = learnerPage.getByTestId('klass-ticket-card').filter({ has: learnerPage.getByRole('heading', { name: klassTitle, exact: true }) });
    const next = learnerPage.getByRole('navigation', { name: copy.classes.pageNav }).getByRole('button', { name: '다음 페이지' });
    // The learner's classes span pages; the refunded one is on whichever the order puts it. The
    // first page must have arrived before it is searched, or the walk starts on page 2.
    await expect(learnerPage.getByTestId('klass-ticket-card').first()).toBeVisible();
    while ((await card.count()) === 0 && (await next.isEnabled())) {
      const first = await learnerPage.getByTestId('klass-ticket-card').first().textContent();
      await next.click();
      await expect(learnerPage.getByTestId('klass-ticket-card').first()).not.toHaveText(first ?? '');
    }
    await expect(card).toHaveAttribute('data-status', 'REFUND');
    await expect(card).toContainText('환불 완료');
    await expectNoAxeViolations(learnerPage);
  } finally {
    await learner.close();
  }
});

test('the order list keeps its slices through a reload and an order opened from it; order numbers and times are never cut', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/orders?status=COMPLETED');
  const list = page.getByRole('table', { name: text.caption });
  const loaded = (count: number) => page.getByRole('status').filter({ hasText: new RegExp(`중 ${count}개 표시 중$`) });
  await expect(loaded(100)).toBeVisible();
  await page.getByRole('button', { name: text.loadMore }).click();
  await expect(loaded(200)).toBeVisible();
  await page.getByRole('button', { name: text.loadMore }).click();
  await expect(loaded(300)).toBeVisible();
  const cut = await list.locator('td[data-kind]').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent));
  expect(cut).toEqual([]);

  await page.reload();
  await expect(loaded(300)).toBeVisible();

  const first = list.locator('tbody tr[aria-rowindex="2"]').getByRole('link');
  const orderKey = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByText(orderKey, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const crumb = page.getByRole('navigation', { name: copy.backoffice.breadcrumbsLabel }).getByRole('link', { name: copy.backoffice.operatorAreas.ORDER });
  await expect(crumb).toHaveAttribute('href', '/admin/orders?status=COMPLETED');
  await crumb.click();
  await expect(loaded(300)).toBeVisible();
  await expectNoAxeViolations(page);
});
