/**
 * Member groups in a real browser (issue 15 "What it must show", backoffice.md §7 Members), the
 * built app against the mock HTTP server seeded with thousands of Korean members:
 * - reload and back/forward restore a filtered, sorted member list from its URL;
 * - a bulk removal undone within its window is never sent (the mock received nothing), and in
 *   another run one flushed by leaving the page is sent exactly once;
 * - an import with bad rows previews, gives the rejected-rows file and commits the valid rows;
 * - an export runs as a job to a downloaded XLSX whose Korean text and neutralised formula cell
 *   are read from the file itself;
 * - a removal sent from one tab (after its undo window) shows in a second tab of the same browser
 *   without a reload: the undo queue tells the other tabs what it changed.
 * Each page is axe-clean.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { copy } from '@app/shared/copy';
import { mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair, type TokenPairJson } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeMembers;
const kit = copy.listKit;
const ds = copy.designSystem;
const imports = copy.backofficeImport;
const jobs = copy.backofficeJobs;
const GROUPS = '/admin/members/groups';
const BETA = `${GROUPS}/grp-beta`;
const REMOVE_PATH = '/rest/member/admin/tenant/groups/grp-beta/members/remove';

test.use({ scenario: 'operator' });

const table = (page: Page) => page.getByRole('table', { name: text.membersCaption });
const rows = (page: Page) => table(page).locator('tbody tr');

/** The members of a group straight from the mock, as the operator. */
async function membersOf(session: TokenPairJson | null, groupKey: string, q: string): Promise<string[]> {
  const response = await fetch(`${mockOrigin}/rest/member/admin/tenant/groups/${groupKey}/members?q=${encodeURIComponent(q)}&size=1000`, {
    headers: { Authorization: `Qube-token ${session?.accessToken ?? ''}` },
  });
  const page = (await response.json()) as { items: { email: string }[] };
  return page.items.map((member) => member.email);
}

/** Counts the removal calls the page makes (the mock receives exactly these). */
function countRemovals(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === REMOVE_PATH) seen.count += 1;
  });
  return seen;
}

test('reload and back/forward restore a filtered, sorted member list from its URL', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto(`${GROUPS}/grp-vip`);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP 회원' })).toBeVisible();
  await expect(page.getByText(kit.totalCount('3,204', text.unit))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: text.searchFilter }).fill('김');
  await expect(page).toHaveURL(/[?&]q=%EA%B9%80/);
  // Controlled by the URL: checked once the address says so.
  await page.getByRole('checkbox', { name: text.marketingAgreed }).click();
  await expect(page).toHaveURL(/marketing=AGREED/);
  await expect(page.getByRole('checkbox', { name: text.marketingAgreed })).toBeChecked();
  await table(page).getByRole('button', { name: text.columnDisplayName }).click();
  await expect(page).toHaveURL(/sort=displayName%2Casc|sort=displayName,asc/);
  const total = (await page.getByText(/^총 [\d,]+명$/).textContent()) ?? '';
  const first = (await rows(page).first().textContent()) ?? '';
  expect(first).toContain('김');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: text.searchFilter })).toHaveValue('김');
  await expect(page.getByRole('checkbox', { name: text.marketingAgreed })).toBeChecked();
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  await expect(rows(page).first()).toHaveText(first);
  await expect(table(page).getByRole('columnheader', { name: text.columnDisplayName })).toHaveAttribute('aria-sort', 'ascending');

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('checkbox', { name: text.marketingAgreed })).toBeChecked();
  await expect(table(page).getByRole('columnheader', { name: text.columnDisplayName })).not.toHaveAttribute('aria-sort', 'ascending');
  await page.goForward();
  await expect(table(page).getByRole('columnheader', { name: text.columnDisplayName })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toHaveText(first);
  await expect(page.getByText(total, { exact: true })).toBeVisible();
});

async function removeLearner(page: Page) {
  await page.goto(`${BETA}?q=learner`);
  await page.getByRole('checkbox', { name: ds.rowSelect('김하늘') }).check();
  await page.getByRole('region', { name: kit.bulkActions }).getByRole('button', { name: text.removeFromGroup }).click();
  await expect(page.getByRole('region', { name: kit.undoRegion }).getByRole('button', { name: kit.undo })).toBeVisible();
  await expect(page.getByText('learner@klass.test')).toHaveCount(0);
}

test('a bulk removal undone within its window is never sent', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  const removals = countRemovals(page);
  await removeLearner(page);
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: kit.undoRegion }).getByRole('button', { name: kit.undo }).click();
  await expect(page.getByText('learner@klass.test')).toBeVisible();
  // Leaving the page sends every pending change at once: an undone one is not among them, and the
  // mock still has the member in the group (no wait for the 20 s window needed to prove it).
  await page.goto(`${GROUPS}/grp-vip`);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP 회원' })).toBeVisible();
  expect(removals.count).toBe(0);
  expect(await membersOf(scenarioSession, 'grp-beta', 'learner')).toEqual(['learner@klass.test']);
});

test('a bulk removal pending when the page is left is sent exactly once', async ({ page, scenarioSession }) => {
  await page.clock.install();
  await logInWithPair(page, scenarioSession);
  const removals = countRemovals(page);
  await removeLearner(page);
  await page.getByRole('navigation', { name: copy.backoffice.breadcrumbsLabel }).getByRole('link', { name: copy.backoffice.operatorAreas.MEMBER }).click();
  // The area's link leads to its first screen, the member list (issue 16).
  await expect(page.getByRole('heading', { level: 1, name: copy.backofficeMemberList.listTitle })).toBeVisible();
  await expect.poll(() => removals.count).toBe(1);
  // Past the whole window (the page's clock, not a wait): a timer left behind would send again.
  await page.clock.fastForward(25_000);
  await expect(page.getByRole('heading', { level: 1, name: copy.backofficeMemberList.listTitle })).toBeVisible();
  expect(removals.count).toBe(1);
  expect(await membersOf(scenarioSession, 'grp-beta', 'learner')).toEqual([]);
  await expectNoAxeViolations(page);
});

test('an import with bad rows previews, gives the rejected rows and commits the valid ones', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto(BETA);
  await page.getByRole('button', { name: text.importCsv }).click();
  const dialog = page.getByRole('dialog', { name: text.importTitle('베타 테스터') });
  const csv = ['이메일', 'outsider@klass.test', '010-9000-0002', 'learner@klass.test', 'nobody@klass.test', '전화번호아님'].join('\r\n');
  await dialog.getByLabel(imports.fileLabel).setInputFiles({ name: '추가할 회원.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
  const preview = dialog.getByRole('region', { name: imports.previewTitle });
  await expect(preview.getByText(text.importContactRule)).toBeVisible();
  await expect(preview.getByText(text.importExisting)).toBeVisible();
  await expectNoAxeViolations(page);

  const [rejected] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: imports.downloadRejected }).click()]);
  const rejectedText = (await readFile((await rejected.path()) ?? '')).toString('utf-8');
  expect(rejectedText).toContain(imports.rejectedErrorHeader);
  expect(rejectedText).toContain('nobody@klass.test');
  expect(rejectedText).toContain('전화번호아님');
  expect(rejectedText).not.toContain('outsider@klass.test');

  // Three valid rows: two new to the group, one already in it.
  await dialog.getByRole('button', { name: imports.commit(3) }).click();
  await expect(page.getByRole('dialog', { name: imports.doneTitle })).toBeVisible();
  await expect.poll(() => membersOf(scenarioSession, 'grp-beta', 'outsider'), { timeout: 15_000 }).toEqual(['outsider@klass.test']);
  expect(await membersOf(scenarioSession, 'grp-beta', 'formula2')).toEqual(['formula2@klass.test']);
  expect(await membersOf(scenarioSession, 'grp-beta', 'nobody')).toEqual([]);
});

test('an export runs as a job to an XLSX with the Korean text and the formula cell neutralised', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto(`${GROUPS}/grp-survey`);
  await expect(page.getByRole('heading', { level: 1, name: '설문 응답자' })).toBeVisible();
  await page.getByRole('button', { name: text.exportXlsx }).click();
  await expect(page.getByText(text.exportStarted).first()).toBeAttached();

  await page.getByRole('banner').getByRole('button', { name: /^작업 센터/ }).click();
  const drawer = page.getByRole('dialog', { name: jobs.drawerTitle });
  const download = drawer.getByRole('button', { name: /설문 응답자 회원 .*\.xlsx 내려받기/ });
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^설문 응답자 회원 \d{4}\.\d{2}\.\d{2}\.xlsx$/);
  const entries = unzipSync(new Uint8Array(await readFile((await file.path()) ?? '')));
  const sheet = strFromU8(entries['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  expect(sheet).toContain('>이름<');
  expect(sheet).toContain('>마케팅 수신<');
  // Kept as typed in a quote-prefixed text cell: no formula, no visible apostrophe (issue 27).
  expect(sheet).toContain(`s="2" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://evil.test&quot;)<`);
  expect(sheet).not.toContain(">'=");
  expect(sheet).toMatch(/>[가-힣]{2,4}</);
});

test('a removal sent in one tab shows in a second tab of the same browser, without a reload', async ({ page, scenarioSession }) => {
  // The tabs' clock runs as it should and is moved past the undo window when it matters: the
  // window's own timer sends the change, without 20 s of waiting.
  await page.context().clock.install();
  const other = await page.context().newPage();
  for (const tab of [page, other]) await logInWithPair(tab, scenarioSession);
  await other.goto(`${BETA}?q=learner`);
  await expect(other.getByText('learner@klass.test')).toBeVisible();
  await expect(other.getByText(text.membersIntro('41'))).toBeVisible();
  // A reload would drop the mark.
  await other.evaluate(() => sessionStorage.setItem('e2e.loaded-once', String(performance.timeOrigin)));

  await removeLearner(page);
  const toast = page.getByRole('region', { name: kit.undoRegion });
  // Sent when its window ends: the toast says so.
  await page.clock.fastForward(21_000);
  await expect(toast.getByText(kit.flushed)).toBeVisible();

  await expect(other.getByText('learner@klass.test')).toHaveCount(0, { timeout: 10_000 });
  await expect(other.getByText(text.membersIntro('40'))).toBeVisible();
  const origin = await other.evaluate(() => String(performance.timeOrigin));
  expect(await other.evaluate(() => sessionStorage.getItem('e2e.loaded-once'))).toBe(origin);
});
