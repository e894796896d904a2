/**
 * Shipping in a real browser (issue 17 "What it must show", backoffice.md §4, §7 Commerce, §9),
 * the built app against the mock HTTP server seeded with thousands of shipments:
 * - two paid shipments moved to prepare-delivery in bulk: shown at once, undone within the window
 *   (nothing sent), then moved again and sent once when the page is left;
 * - a bulk invoice file with a bad carrier row: the row is reported with its Korean message, the
 *   valid rows are registered (the mock holds the invoices);
 * - the CJ spreadsheet exported as a job, downloaded, and its CJ header and Korean text read from
 *   the file itself.
 * Each page is axe-clean.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { shippingSheetColumns } from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';
import { mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair, type TokenPairJson } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeShipping;
const kit = copy.listKit;
const ds = copy.designSystem;
const imports = copy.backofficeImport;
const jobs = copy.backofficeJobs;
const LIST = '/admin/shipping';
const BULK_PREPARE = '/rest/commerce/admin/tenant/shipments/status/prepare-delivery';

test.use({ scenario: 'operator' });

const table = (page: Page) => page.getByRole('table', { name: text.caption });
const row = (page: Page, key: string) => table(page).getByRole('row', { name: new RegExp(key) });

/** A shipment straight from the mock, as the operator. */
async function shipmentOf(session: TokenPairJson | null, shipmentKey: string): Promise<{ status: string; carrier: string | null; invoiceNumber: string | null }> {
  const response = await fetch(`${mockOrigin}/rest/commerce/admin/tenant/shipments/${shipmentKey}`, {
    headers: { Authorization: `Qube-token ${session?.accessToken ?? ''}` },
  });
  return (await response.json()) as { status: string; carrier: string | null; invoiceNumber: string | null };
}

async function prepareTwo(page: Page) {
  await table(page).getByRole('checkbox', { name: ds.rowSelect('shp-fx-paid-1 김배송') }).check();
  await table(page).getByRole('checkbox', { name: ds.rowSelect('shp-fx-paid-2 이준비') }).check();
  await page.getByRole('region', { name: kit.bulkActions }).getByRole('button', { name: text.actions.PREPARE_DELIVERY }).click();
  await expect(page.getByRole('region', { name: kit.undoRegion }).getByRole('button', { name: kit.undo })).toBeVisible();
  await expect(row(page, 'shp-fx-paid-1').getByText(text.statuses.PREPARED_DELIVERY)).toBeVisible();
}

test('bulk move of selected shipments to prepare-delivery, undone, then sent once', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  const sent = { count: 0 };
  page.on('request', (request: Request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === BULK_PREPARE) sent.count += 1;
  });
  await page.goto(`${LIST}?status=PAYMENT_RECEIVED`);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(row(page, 'shp-fx-paid-1')).toBeVisible();
  await expectNoAxeViolations(page);

  await prepareTwo(page);
  await page.getByRole('region', { name: kit.undoRegion }).getByRole('button', { name: kit.undo }).click();
  await expect(row(page, 'shp-fx-paid-1').getByText(text.statuses.PAYMENT_RECEIVED)).toBeVisible();
  expect(sent.count).toBe(0);
  expect((await shipmentOf(scenarioSession, 'shp-fx-paid-1')).status).toBe('PAYMENT_RECEIVED');

  // Again, and leave the page within the window: the change goes at once, exactly once.
  await prepareTwo(page);
  await row(page, 'shp-fx-paid-2').getByRole('link', { name: 'shp-fx-paid-2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.detailTitle('shp-fx-paid-2') })).toBeVisible();
  await expect.poll(() => sent.count).toBe(1);
  await expect.poll(async () => (await shipmentOf(scenarioSession, 'shp-fx-paid-1')).status).toBe('PREPARED_DELIVERY');
  expect((await shipmentOf(scenarioSession, 'shp-fx-paid-2')).status).toBe('PREPARED_DELIVERY');
  await expectNoAxeViolations(page);
});

test('a bulk invoice file reports its bad carrier row and registers the others', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto(LIST);
  await page.getByRole('button', { name: text.importInvoices }).click();
  const dialog = page.getByRole('dialog', { name: text.importTitle });
  const csv = ['배송번호,택배사,송장번호', 'shp-fx-prepared,CJ대한통운,6123-0000-0001', 'shp-fx-pending,쿠팡로지스,612300000002', 'shp-fx-transit,롯데택배,300000000001'].join('\r\n');
  await dialog.getByLabel(imports.fileLabel).setInputFiles({ name: '송장.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
  const preview = dialog.getByRole('region', { name: imports.previewTitle });
  await expect(preview.getByText(text.rules.carrierUnknown('쿠팡로지스'))).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: imports.commit(2) }).click();
  await expect(page.getByRole('dialog', { name: imports.doneTitle })).toBeVisible();
  await expect.poll(() => shipmentOf(scenarioSession, 'shp-fx-prepared'), { timeout: 15_000 }).toMatchObject({ status: 'IN_TRANSIT', carrier: 'CJ', invoiceNumber: '612300000001' });
  expect(await shipmentOf(scenarioSession, 'shp-fx-transit')).toMatchObject({ carrier: 'LOTTE', invoiceNumber: '300000000001' });
  expect(await shipmentOf(scenarioSession, 'shp-fx-pending')).toMatchObject({ status: 'PENDING', invoiceNumber: null });
});

test('the CJ spreadsheet is exported as a job and downloads with CJ’s header and Korean text', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto(`${LIST}?status=PAYMENT_RECEIVED`);
  await expect(row(page, 'shp-fx-paid-1')).toBeVisible();
  await table(page).getByRole('checkbox', { name: ds.rowSelect('shp-fx-paid-1 김배송') }).check();
  await table(page).getByRole('checkbox', { name: ds.rowSelect('shp-fx-paid-2 이준비') }).check();
  await page.getByLabel(text.exportFormatLabel).selectOption('CJ');
  await page.getByRole('region', { name: kit.bulkActions }).getByRole('button', { name: text.exportSelection(text.exportFormats.CJ) }).click();
  await expect(page.getByText(text.exportStarted).first()).toBeAttached();

  await page.getByRole('banner').getByRole('button', { name: /^작업 센터/ }).click();
  const drawer = page.getByRole('dialog', { name: jobs.drawerTitle });
  const download = drawer.getByRole('button', { name: /배송 CJ대한통운 .*\.xlsx 내려받기/ });
  await expect(download).toBeVisible({ timeout: 20_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^배송 CJ대한통운 \d{4}\.\d{2}\.\d{2}\.xlsx$/);
  const entries = unzipSync(new Uint8Array(await readFile((await file.path()) ?? '')));
  const sheet = strFromU8(entries['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  const shared = strFromU8(entries['xl/sharedStrings.xml'] ?? new Uint8Array());
  const cells = `${sheet}${shared}`;
  for (const { header } of shippingSheetColumns.CJ) expect(cells).toContain(`>${header}<`);
  expect(cells).toContain('>김배송<');
  expect(cells).toContain('>문 앞에 놓아 주세요<');
  // Kept as typed in a quote-prefixed text cell: no formula, no visible apostrophe (issue 27).
  expect(cells).toContain(`s="2" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://evil.test&quot;)<`);
});
