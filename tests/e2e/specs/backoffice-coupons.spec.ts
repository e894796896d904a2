/**
 * Coupon specifications in a real browser (issue 30 slice 1; backoffice.md §4 coupon status, §5
 * coupon rules), the built app against the mock HTTP server seeded with 10,000 specifications:
 * an operator creates a coupon (a §5 error first, at its field), operates it, stops it after a
 * confirmation that says it cannot be undone, and finds no action left — on the detail and after a
 * reload — and the list shows it first, 운영 종료; and a pattern-code coupon: operated, 1,000
 * codes generated as a job of the job centre, downloaded as CSV (1,000 unique codes of the
 * pattern), issued as a job to the member list's "all N matching" (two groups' members, chosen on
 * /admin/members and handed to the issue page through "쿠폰 발급" and the coupon chooser, kept over
 * a reload: all N listed as holders, the issued count N, without a reload, and the coupon shown on
 * a member's detail open in a second tab), then stopped with no action (no codes, no issue) left; and an exchange code: a word
 * code made with a coupon, turned off and taken back within the undo window (the server never
 * hears of it: still on after a reload), then turned off for good (off after a reload). Each page
 * is axe-clean.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { matchesPattern } from '@app/shared/api/contract/adminCouponCodeRules';
import { couponRuleMessages } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeCoupons;
const exchange = copy.backofficeExchangeCodes;
const kit = copy.listKit;
const recipients = copy.backofficeRecipients;
const members = copy.backofficeMemberList;
const codes = text.codes;
const jobs = copy.backofficeJobs;
const TITLE = '종단 테스트 3,000원 할인';
/** The seeded groups the member list is filtered by (mocks/backoffice/members/seed.ts). */
const seededGroups = { beta: 'grp-beta', applicants: 'grp-instructor-applicants' } as const;
/** A member of the seeded group 강사 지원자 (mocks/backoffice/members/seed.ts; the seed is deterministic). */
const APPLICANT = { accountKey: 'acc-member-00107', name: '도유하' } as const;

test.use({ scenario: 'operator' });

test('create a coupon, operate it, stop it (confirmed: it cannot be undone) and find no action left', async ({ page, scenarioSession }) => {
  // Five pages, each checked with axe, on a shared 2-core machine.
  test.setTimeout(120_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/coupons');
  // The area's first chunk and the first slice of 10,000 on a busy 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(copy.listKit.totalCount('10,003', text.unit))).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.createTitle })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: text.fieldTitle }).fill(TITLE);
  await page.getByRole('textbox', { name: text.fieldDescription }).fill('종단 테스트용 쿠폰');
  await page.getByRole('radio', { name: text.typeLabels.AMOUNT }).check();
  const amount = page.getByRole('textbox', { name: text.fieldAmount });
  await amount.fill('20000000');
  await page.getByRole('button', { name: text.save }).click();
  await expect(amount).toHaveAccessibleDescription(new RegExp(couponRuleMessages.amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await amount.fill('3000');
  await expect(page.getByText(text.amountPreview('3,000원'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.save }).click();

  // The detail of the new coupon: CREATED, may be edited and operated.
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 15_000 });
  const main = page.getByRole('main');
  // The status fact (the change history below names statuses too).
  const status = main.locator('dl').first().locator('dt', { hasText: text.columnStatus }).locator('+ dd');
  await expect(status).toHaveText(text.statusLabels.CREATED);
  // The facts list's amount (the history below says it too, in the screen's words).
  await expect(main.locator('dl').first().getByText('3,000원', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: text.actionLabels.STOP })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: text.actionLabels.OPERATE }).click();
  const operate = page.getByRole('alertdialog', { name: text.operateTitle });
  await operate.getByRole('button', { name: text.operateConfirm }).click();
  await expect(status).toHaveText(text.statusLabels.PUBLISHED);
  await expect(main.getByRole('button', { name: text.actionLabels.OPERATE })).toHaveCount(0);

  await main.getByRole('button', { name: text.actionLabels.STOP }).click();
  const stop = page.getByRole('alertdialog', { name: text.stopTitle });
  await expect(stop).toContainText('되돌릴 수 없어요');
  await expectNoAxeViolations(page);
  await stop.getByRole('button', { name: text.stopConfirm }).click();

  await expect(status).toHaveText(text.statusLabels.UNPUBLISHED);
  await expect(main.getByText(text.noAction)).toBeVisible();
  for (const label of Object.values(text.actionLabels)) await expect(main.getByRole('button', { name: label })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The server holds it: after a reload still final, and first in the list.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByText(text.noAction)).toBeVisible();
  await page.goto('/admin/coupons');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(TITLE, { timeout: 20_000 });
  await expect(firstRow).toContainText(text.statusLabels.UNPUBLISHED);
});

async function createCoupon(page: Page, title: string) {
  await page.goto('/admin/coupons/new');
  await expect(page.getByRole('heading', { level: 1, name: text.createTitle })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: text.fieldTitle }).fill(title);
  await page.getByRole('textbox', { name: text.fieldDescription }).fill('패턴 코드 쿠폰');
  await page.getByRole('textbox', { name: text.fieldPercent }).fill('10');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

test('a pattern-code coupon: operate it, generate 1,000 codes as a job, download them, issue it to "all N matching" of the member list and see the holders, stop it', async ({ page, scenarioSession }) => {
  test.setTimeout(240_000);
  await logInWithPair(page, scenarioSession);
  await createCoupon(page, '패턴 코드 10% 할인');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: text.actionLabels.OPERATE }).click();
  await page.getByRole('alertdialog', { name: text.operateTitle }).getByRole('button', { name: text.operateConfirm }).click();
  await expect(main.getByRole('button', { name: text.actionLabels.STOP })).toBeVisible();

  await main.getByRole('button', { name: text.actionLabels.ADD_CODES }).click();
  const dialog = page.getByRole('dialog', { name: codes.dialogTitle });
  await dialog.getByRole('textbox', { name: codes.fieldName }).fill('E2E 패턴');
  const pattern = dialog.getByRole('textbox', { name: codes.fieldPattern });
  await pattern.fill('E2E-***');
  await expect(pattern).toHaveAccessibleDescription(codes.capacity(3, '32,768'));
  await dialog.getByRole('textbox', { name: codes.fieldCount }).fill('1000');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: codes.generate }).click();
  await expect(page.getByText(codes.started).first()).toBeAttached();

  // The job centre shows the generation; when it ends the coupon counts its codes (job effect).
  await page.getByRole('banner').getByRole('button', { name: /^작업 센터/ }).click();
  const drawer = page.getByRole('dialog', { name: jobs.drawerTitle });
  const job = drawer.getByRole('article', { name: '‘E2E 패턴’ 코드 만들기' });
  await expect(job).toBeVisible();
  await expect(job.getByText(jobs.resultCounts(1_000, 0, 0), { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(main.getByText(codes.made('1,000', '1,000'))).toBeVisible({ timeout: 15_000 });

  await main.getByRole('button', { name: codes.exportLabel('E2E 패턴', 'CSV') }).click();
  await page.getByRole('banner').getByRole('button', { name: /^작업 센터/ }).click();
  const download = drawer.getByRole('button', { name: /쿠폰 코드 E2E 패턴 .*\.csv 내려받기/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const csv = (await readFile((await file.path()) ?? '')).toString('utf-8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(csv[0]).toBe('쿠폰 코드,상태,코드 이름,코드 종류,쿠폰 이름');
  const made = csv.slice(1).map((row) => row.split(',')[0] ?? '');
  expect(made).toHaveLength(1_000);
  expect(new Set(made).size).toBe(1_000);
  expect(made.every((code) => matchesPattern(code, 'E2E-***'))).toBe(true);
  await page.keyboard.press('Escape');

  // A second tab on the detail of one of the group's members: nothing of this coupon yet.
  const memberTab = await page.context().newPage();
  await memberTab.goto(`/admin/members/${APPLICANT.accountKey}`);
  // The member area's first chunk in a new tab, on a busy 2-core machine.
  await expect(memberTab.getByRole('heading', { level: 1, name: copy.backofficeMemberDetail.pageTitle(APPLICANT.name) })).toBeVisible({ timeout: 60_000 });
  const held = memberTab.getByRole('region', { name: text.memberCoupons.title });
  await expect(held).toBeVisible({ timeout: 15_000 });
  await expect(held.getByRole('link', { name: '패턴 코드 10% 할인' })).toHaveCount(0);

  // Issued from the member list (issues 29/30): two groups' members, more than a page of 50, so
  // "all N matching" is offered; "쿠폰 발급" hands that scope (never the ids) to the issue page
  // through the coupon chooser, and every one of them holds it, shown on the detail without a
  // reload and in the member's tab too (the tabs' change sync).
  await page.goto(`/admin/members?group=${seededGroups.beta},${seededGroups.applicants}&size=50`);
  await expect(page.getByRole('heading', { level: 1, name: members.listTitle })).toBeVisible({ timeout: 40_000 });
  const memberTable = page.getByRole('table', { name: members.listCaption });
  await memberTable.getByRole('checkbox', { name: copy.designSystem.selectAll }).check();
  const matchAll = page.getByRole('button', { name: /^검색 결과 전체 [\d,]+명 선택$/ });
  const count = /전체 ([\d,]+)명/.exec((await matchAll.textContent()) ?? '')?.[1] ?? '';
  expect(Number(count.replace(',', ''))).toBeGreaterThan(50);
  await matchAll.click();
  await page.getByRole('region', { name: kit.bulkActions }).getByRole('button', { name: copy.backofficeCouponSections.fromMembers }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.issueChooser.title })).toBeVisible({ timeout: 15_000 });
  await expect(main).toContainText(text.issueChooser.introFor(recipients.fromMembers.scope(count)));
  await main.getByRole('searchbox', { name: exchange.couponSearch }).fill('패턴 코드 10%');
  await main.getByRole('button', { name: text.issueChooser.chooseLabel('패턴 코드 10% 할인') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.issue.title })).toBeVisible({ timeout: 15_000 });
  // A reload keeps the selection handed over (it is the history entry's state).
  await page.reload();
  await expect(main.getByRole('group', { name: recipients.fromMembers.label })).toContainText(recipients.fromMembers.scope(count), { timeout: 40_000 });
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: text.issue.submit }).click();
  const confirm = page.getByRole('alertdialog', { name: text.issue.confirmTitle });
  await expect(confirm).toContainText(recipients.fromMembers.scope(count));
  await confirm.getByRole('button', { name: text.issue.confirmSubmit }).click();
  await expect(page.getByRole('heading', { level: 1, name: '패턴 코드 10% 할인' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByText(text.issue.holdersCount(count))).toBeVisible({ timeout: 30_000 });
  // The issued count is the holders' (issue 30: derived, so the detail's numbers agree).
  await expect(main.locator('dl').first().locator('dt', { hasText: text.columnIssued }).locator('+ dd')).toHaveText(count);
  await expectNoAxeViolations(page);
  await expect(held.getByRole('link', { name: '패턴 코드 10% 할인' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(memberTab);
  await memberTab.close();

  await main.getByRole('button', { name: text.actionLabels.STOP }).click();
  await page.getByRole('alertdialog', { name: text.stopTitle }).getByRole('button', { name: text.stopConfirm }).click();
  await expect(main.getByText(text.noAction)).toBeVisible();
  for (const label of Object.values(text.actionLabels)) await expect(main.getByRole('button', { name: label })).toHaveCount(0);
  // The codes made stay listed (and exportable) after the stop.
  await expect(main.getByText(codes.made('1,000', '1,000'))).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * The exchange code's status as its facts list says it. The change history below the list says the
 * same words for the changes it shows ("사용 가능 → 사용 중지", in a list of its own), so the page
 * holds the word more than once: the facts list is the first on the page.
 */
function exchangeStatus(page: Page, label: string) {
  return page.getByRole('main').getByRole('definition').getByText(label, { exact: true }).first();
}

test('an exchange code: a word code with a coupon, turned off and taken back, then off for good', async ({ page, scenarioSession }) => {
  // Four pages and four axe passes on a shared 2-core machine.
  test.setTimeout(150_000);
  // The page's clock runs as it should and is moved past the undo window when it matters.
  await page.clock.install();
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/coupons/exchange-codes/new');
  await expect(page.getByRole('heading', { level: 1, name: exchange.createTitle })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: exchange.fieldCode }).fill('종단교환2026');
  await form.getByRole('textbox', { name: exchange.fieldTitle }).fill('종단 테스트 쿠폰 묶음');
  await form.getByRole('textbox', { name: exchange.fieldDescription }).fill('종단 테스트로 만든 코드');
  await form.getByRole('searchbox', { name: exchange.couponSearch }).fill('신규 가입 환영');
  await form.getByRole('button', { name: exchange.addCouponLabel('신규 가입 환영 10% 할인') }).click({ timeout: 15_000 });
  await expect(form.getByText(exchange.chosenTitle(1))).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: exchange.save }).click();

  // Its detail: on, with its coupon.
  await expect(page.getByRole('heading', { level: 1, name: '종단 테스트 쿠폰 묶음' })).toBeVisible({ timeout: 15_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '신규 가입 환영 10% 할인' })).toBeVisible();
  await expect(exchangeStatus(page, exchange.statusLabels.ACTIVE)).toBeVisible();
  await expectNoAxeViolations(page);

  // Off, then 되돌리기 within the window: on again, and nothing was sent.
  await main.getByRole('button', { name: exchange.deactivate }).click();
  const toast = page.getByRole('region', { name: kit.undoRegion });
  await expect(toast.getByText(exchange.deactivated('종단교환2026'))).toBeVisible();
  await expect(exchangeStatus(page, exchange.statusLabels.INACTIVE)).toBeVisible();
  // Taken back within the window.
  await toast.getByRole('button', { name: kit.undo }).click();
  await expect(main.getByRole('button', { name: exchange.deactivate })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '종단 테스트 쿠폰 묶음' })).toBeVisible({ timeout: 20_000 });
  await expect(exchangeStatus(page, exchange.statusLabels.ACTIVE)).toBeVisible();

  // Off for good: sent when the window ends, still off after a reload.
  await page.getByRole('main').getByRole('button', { name: exchange.deactivate }).click();
  await expect(toast.getByText(exchange.deactivated('종단교환2026'))).toBeVisible();
  await page.clock.fastForward(21_000);
  await expect(toast.getByText(exchange.deactivated('종단교환2026'))).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '종단 테스트 쿠폰 묶음' })).toBeVisible({ timeout: 20_000 });
  await expect(exchangeStatus(page, exchange.statusLabels.INACTIVE)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: exchange.activate })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('issue to people picked over three searches: every pick is kept, confirmed by name, and each of them holds the coupon', async ({ page, scenarioSession }) => {
  test.setTimeout(120_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/coupons/cpn-fixture-published/issue');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: text.issue.title })).toBeVisible({ timeout: 40_000 });
  const search = main.getByRole('searchbox', { name: recipients.searchFilter });
  const table = main.getByRole('table', { name: recipients.caption });
  const names: string[] = [];
  for (const word of ['김', '이', '박']) {
    await search.fill(word);
    await search.press('Enter');
    // The search's own rows (not the previous search's, still shown while it loads).
    await expect(table).not.toHaveAttribute('aria-busy', { timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    const rows = table.getByRole('row');
    await expect(async () => {
      const texts = await rows.allTextContents();
      expect(texts.length > 1 && texts.slice(1).every((row) => row.includes(word))).toBe(true);
    }).toPass({ timeout: 15_000 });
    // A row's box, not the header's 전체 선택; checked by its own name once read.
    const label = (await table.getByRole('checkbox', { name: new RegExp(`^(?!${copy.designSystem.selectAll}$).+ 선택$`), checked: false }).first().getAttribute('aria-label')) ?? '';
    await table.getByRole('checkbox', { name: label, exact: true }).check();
    names.push(label.replace(/ 선택$/, ''));
    await expect(main.getByText(recipients.picked.title(String(names.length)))).toBeVisible();
  }
  for (const name of names) await expect(main.getByRole('button', { name: recipients.picked.remove(name) })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: text.issue.submit }).click();
  const confirm = page.getByRole('alertdialog', { name: text.issue.confirmTitle });
  await expect(confirm.getByRole('list', { name: recipients.picked.listLabel }).getByRole('listitem')).toHaveText(names);
  await confirm.getByRole('button', { name: text.issue.confirmSubmit }).click();
  // Back on the coupon: when the job ends, each of the three is among its holders.
  const holders = main.getByRole('table', { name: text.issue.holdersTitle });
  for (const name of names) await expect(holders.getByRole('cell', { name, exact: true }).first()).toBeVisible({ timeout: 30_000 });
});
