/**
 * The monthly settlement in a real browser (issue 43 "What it must show"), the built app against
 * the mock HTTP server seeded with 10,000 orders: a month's 합계 equals the order list's totals for
 * the same orders (its link opens the list so filtered), to the won, and so does the chart's bar
 * for it (its spoken amount); the chart's months are reached by keyboard; the XLSX export runs as a job and downloads a workbook. Axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeSettlement;
const orders = copy.backofficeOrders;
const jobs = copy.backofficeJobs;

test.use({ scenario: 'operator' });

const wonOf = (words: string) => Number(words.replace(/[^\d]/g, ''));

test("a month's settlement equals the order list's totals for it, and its XLSX downloads", async ({ page, scenarioSession }) => {
  // Three screens, a job and a download: more than one page's default 30 s on a shared machine.
  test.setTimeout(90_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/settlement?from=2025-12&to=2026-11&month=2026-11');
  const chart = page.getByRole('radiogroup', { name: text.chartLabel });
  await expect(chart.getByRole('radio')).toHaveCount(12, { timeout: 20_000 });
  await chart.getByRole('radio', { name: /^2026년 11월/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(chart.getByRole('radio', { name: /^2026년 10월/ })).toBeChecked();
  const types = page.getByRole('table', { name: text.typesCaption('2026년 10월') });
  const total = types.getByRole('row').filter({ hasText: text.totalRow });
  const cells = total.getByRole('cell');
  const count = wonOf((await cells.nth(1).textContent()) ?? '');
  const paid = wonOf((await cells.nth(2).textContent()) ?? '');
  const refunded = wonOf((await cells.nth(3).textContent()) ?? '');
  const net = wonOf((await cells.nth(4).textContent()) ?? '');
  expect(net).toBe(paid - refunded);
  expect(refunded).toBeGreaterThan(0);
  // The chart says the same month's net, to the won, as the table and (below) the order list.
  await expect(chart.getByRole('radio', { name: /^2026년 10월/ })).toHaveAccessibleName(text.chartPoint('2026년 10월', `${net.toLocaleString('ko-KR')}원`, count.toLocaleString('ko-KR')));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.export }).click();
  await page.getByRole('banner').getByRole('button', { name: /^작업 센터/ }).click();
  const drawer = page.getByRole('dialog', { name: jobs.drawerTitle });
  const download = drawer.getByRole('button', { name: /월별 매출 2025-12~2026-11\.xlsx 내려받기/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const sheet = strFromU8(unzipSync(new Uint8Array(await readFile((await file.path()) ?? '')))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  expect(sheet).toContain('>순매출<');
  expect(sheet).toContain(`<v>${net}</v>`);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: text.openOrders('2026년 10월') }).click();
  await expect(page.getByRole('heading', { level: 1, name: orders.listTitle })).toBeVisible();
  await expect(page.getByText(orders.totals(count.toLocaleString('ko-KR'), `${paid.toLocaleString('ko-KR')}원`, `${refunded.toLocaleString('ko-KR')}원`))).toBeVisible();
});
