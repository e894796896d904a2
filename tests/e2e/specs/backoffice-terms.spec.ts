/**
 * Terms with versions, the marketing popup and the top banner in a real browser (issue 31;
 * backoffice.md §2 "Terms pages with versions", "Marketing popup and top banner"), the built app
 * against the mock HTTP server:
 * - an operator writes a new draft of the service terms from the version in force, saves it and
 *   publishes it as version 4 effective today (Asia/Seoul); the history shows it in force, a
 *   visitor's register page shows version 4's text under the agreement, and a signed-in learner
 *   (who agreed to version 3) is asked to agree on their next visit, agrees, and is not asked again;
 * - an operator makes a popup starting now with an image through the kit's upload (previewed; an
 *   unsafe link refused at its field first), and a second one, which goes last; the operator
 *   moves it first in the order list by keyboard (announced); a visitor's home shows them in that
 *   order with the image, "오늘 하루 보지 않기" hides the first (the other shows instead after a
 *   reload), and on the next Seoul day (the browser's clock moved past Seoul's midnight) it shows again;
 * - an operator makes a top banner; an open learner tab of the same browser shows it, and once
 *   the operator switches it off (undone once, then off for good) it leaves that tab without a reload.
 * Each page is axe-clean.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { placementRuleMessages } from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { nextSeoulDayStartMs, seoulDayOf } from '@app/shared/lib/format/seoulDay';
import { appOrigin, mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const terms = copy.backofficeTerms;
const marketing = copy.backofficeMarketing;
const site = copy.sitePromotions;

test.use({ scenario: 'operator' });

test('publish a new version of the service terms effective today and see the register page show it', async ({ page, scenarioSession, browser }) => {
  // Four pages checked with axe, two browsers, on a shared 2-core machine.
  test.setTimeout(180_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/terms');
  await expect(page.getByRole('heading', { level: 1, name: terms.listTitle })).toBeVisible({ timeout: 20_000 });
  const serviceRow = page.getByRole('row', { name: /^서비스 이용약관/ });
  await expect(serviceRow).toContainText(terms.versionLine(3, '2024.09.01'));
  await expectNoAxeViolations(page);

  await serviceRow.getByRole('link', { name: '서비스 이용약관' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '서비스 이용약관' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: terms.startDraft }).click();
  const body = page.getByRole('textbox', { name: terms.fieldBody });
  // The draft starts from the version in force.
  await expect(body).toHaveValue(/제9조 \(분쟁의 해결\)/);
  await body.fill('제1조 (목적)\n종단 테스트로 바꾼 이용약관이에요.\n\n제2조 (정의)\n"회원"은 약관에 동의한 사람이에요.');
  await page.getByRole('button', { name: terms.saveDraft }).click();
  await expect(page.getByText(terms.draftSaved)).toBeVisible();

  await page.getByRole('button', { name: terms.publish }).click();
  const publish = page.getByRole('dialog', { name: terms.publishTitle });
  await expect(publish.getByLabel(terms.fieldEffectiveDay)).toHaveValue(seoulDayOf(Date.now()));
  await expect(publish).toContainText('고칠 수 없고');
  await expectNoAxeViolations(page);
  await publish.getByRole('button', { name: terms.publishConfirm }).click();
  await expect(page.getByText(terms.published('제4판'))).toBeVisible();
  const history = page.getByRole('table', { name: terms.historyCaption });
  await expect(history.getByRole('row').nth(1)).toContainText('제4판');
  await expect(history.getByRole('row').nth(1)).toContainText(terms.stateLabels.CURRENT);
  await expect(history.getByRole('row').nth(2)).toContainText(terms.stateLabels.PAST);

  // A visitor, in a browser of their own, on the register page.
  const visitor = await browser.newContext({ baseURL: appOrigin });
  try {
    const register = await visitor.newPage();
    await register.goto('/app/register');
    const today = formatDate(Date.now());
    const summary = register.getByText(`${copy.siteTerms.viewFull} (${copy.siteTerms.versionLine(4, today)})`);
    await expect(summary).toBeVisible({ timeout: 20_000 });
    await summary.click();
    await expect(register.getByRole('region', { name: '서비스 이용약관' })).toContainText('종단 테스트로 바꾼 이용약관이에요.');
    await expectNoAxeViolations(register);
  } finally {
    await visitor.close();
  }

  // A learner who agreed to version 3, in a browser of their own: asked on the next visit, once.
  const learner = await browser.newContext({ baseURL: appOrigin });
  try {
    const home = await learner.newPage();
    await logInAs(home, 'learner');
    await home.goto('/');
    const ask = home.getByRole('dialog', { name: copy.siteTerms.reagreeTitle });
    await expect(ask).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(home);
    await ask.getByRole('checkbox', { name: copy.siteTerms.reagreeCheck('서비스 이용약관') }).check();
    await ask.getByRole('button', { name: copy.siteTerms.reagreeSubmit }).click();
    await expect(ask).toBeHidden();
    // The next visit: the terms are read again (the answer says version 4 is agreed) and nobody asks.
    const read = home.waitForResponse((response) => response.url().includes('/rest/setting/v2/public/terms') && response.ok());
    await home.reload();
    await read;
    await expect(home.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 });
    await expect(ask).toHaveCount(0);
  } finally {
    await learner.close();
  }
});

/** A real PNG of the mock's media, as an operator's popup image. */
const popupImage = path.resolve('mocks/public/mock-media/video/lesson-sample-poster.png');

async function fillPlacement(page: Page, title: string, message: string) {
  await page.getByRole('textbox', { name: marketing.fieldTitle }).fill(title);
  await page.getByRole('textbox', { name: marketing.fieldMessage }).fill(message);
}

test('popups starting now show on a visitor\'s home in the order put, with the image; "오늘 하루 보지 않기" hides one until the next Seoul day', async ({ page, scenarioSession, browser }) => {
  test.setTimeout(180_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/marketing/new/popups');
  await expect(page.getByRole('heading', { level: 1, name: marketing.createTitle('POPUP') })).toBeVisible({ timeout: 20_000 });
  await fillPlacement(page, '겨울 특강 오픈', '겨울 방학 특강 신청이 시작됐어요.');
  // The image through the kit's upload, previewed as the popup will draw it.
  await page.getByLabel(marketing.fieldImage, { exact: true }).setInputFiles(popupImage);
  await expect(page.getByRole('img', { name: marketing.imagePreviewAlt })).toBeVisible({ timeout: 15_000 });
  const link = page.getByRole('textbox', { name: marketing.fieldLink });
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: marketing.save }).click();
  await expect(link).toHaveAccessibleDescription(new RegExp(placementRuleMessages.linkUnsafe.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expectNoAxeViolations(page);
  await link.fill('https://klass.example.com/winter');
  await page.getByRole('button', { name: marketing.save }).click();
  await expect(page.getByRole('row', { name: /겨울 특강 오픈/ })).toContainText(marketing.stateLabels.LIVE, { timeout: 15_000 });
  await expectNoAxeViolations(page);

  // A second popup through the same API (a new one goes last), so a reload has one to show.
  const created = await page.request.post(`${mockOrigin}/rest/setting/admin/tenant/marketing/placements`, {
    headers: { Authorization: `Qube-token ${scenarioSession?.accessToken ?? ''}` },
    data: {
      kind: 'POPUP',
      title: '리뷰 이벤트',
      message: '후기를 남기면 적립금을 드려요.',
      imageFileId: null,
      linkUrl: null,
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: null,
      target: 'ALL',
    },
  });
  expect(created.ok()).toBe(true);

  // The order list: the second moved first by keyboard, and said so.
  await page.reload();
  const order = page.getByRole('list', { name: marketing.orderSection('POPUP') });
  const moveUp = order.getByRole('button', { name: marketing.moveUp('리뷰 이벤트') });
  await expect(moveUp).toBeVisible({ timeout: 20_000 });
  // Placed after the seeded upcoming ones and the first: up, one place a press, each move said
  // with its own place before the next press (a press on a move still being drawn would be lost).
  const rows = order.getByRole('listitem');
  const count = await rows.count();
  let place = (await rows.allInnerTexts()).findIndex((row) => row.includes('리뷰 이벤트')) + 1;
  expect(place).toBeGreaterThan(1);
  while (place > 1) {
    await moveUp.focus();
    await page.keyboard.press('Enter');
    place -= 1;
    await expect(page.getByText(marketing.moved('리뷰 이벤트', place, count))).toBeAttached();
  }
  await expect(moveUp).toBeDisabled();
  await expect(order.getByRole('listitem').first()).toContainText('리뷰 이벤트');
  await expectNoAxeViolations(page);

  const visitor = await browser.newContext({ baseURL: appOrigin });
  try {
    const home = await visitor.newPage();
    await home.goto('/');
    // The order put: the review first.
    const review = home.getByRole('dialog', { name: '리뷰 이벤트' });
    const winter = home.getByRole('dialog', { name: '겨울 특강 오픈' });
    await expect(review).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(home);
    await review.getByRole('button', { name: site.hideToday }).click();
    // The next one in order takes its place, with its link and the uploaded image at its public address.
    await expect(winter).toBeVisible();
    await expect(winter.getByRole('link', { name: site.popupLink })).toHaveAttribute('href', 'https://klass.example.com/winter');
    const image = winter.locator('img');
    await expect(image).toHaveAttribute('src', /\/storage\/public\/marketing\//);
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await home.keyboard.press('Escape');
    await expect(winter).toBeHidden();

    // The same Seoul day: after a reload only the second one (closed, not hidden) comes back.
    await home.reload();
    await expect(winter).toBeVisible({ timeout: 20_000 });
    await expect(review).toHaveCount(0);
    await winter.getByRole('button', { name: site.close }).click();

    // The next Seoul day (one minute past Seoul's midnight): the first one shows again.
    await home.clock.setFixedTime(nextSeoulDayStartMs(Date.now()) + 60_000);
    await home.reload();
    await expect(review).toBeVisible({ timeout: 20_000 });
  } finally {
    await visitor.close();
  }
});

test('a top banner shows in an open learner tab and leaves it when the operator switches it off (with undo)', async ({ page, scenarioSession }) => {
  // The tabs' clock runs as it should and is moved past the undo window when it matters.
  await page.context().clock.install();
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/marketing/new/banners');
  await expect(page.getByRole('heading', { level: 1, name: marketing.createTitle('BANNER') })).toBeVisible({ timeout: 20_000 });
  await fillPlacement(page, '연말 감사 이벤트', '연말 감사 이벤트가 열렸어요. 모든 클래스 10% 할인');
  await page.getByRole('button', { name: marketing.save }).click();
  const row = page.getByRole('row', { name: /연말 감사 이벤트/ });
  await expect(row).toContainText(marketing.stateLabels.LIVE, { timeout: 15_000 });

  const learner = await page.context().newPage();
  await logInWithPair(learner, scenarioSession);
  await learner.goto('/');
  const banner = learner.getByRole('region', { name: site.bannerRegion });
  await expect(banner).toContainText('연말 감사 이벤트가 열렸어요', { timeout: 20_000 });
  await expectNoAxeViolations(learner);

  const toggle = row.getByRole('switch', { name: marketing.enabledLabel('연말 감사 이벤트') });
  await expect(toggle).toBeChecked();
  // Clicked as a person does, then the state waited for: the list may still be settling from the
  // save (a click meeting a re-render is not `uncheck`'s "did not change its state" failure).
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.getByRole('button', { name: copy.listKit.undo }).click();
  await expect(toggle).toBeChecked();
  await expect(banner).toBeVisible();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expectNoAxeViolations(page);
  // Sent when the undo window closes; the learner tab is told and asks again, without a reload.
  await page.clock.fastForward(21_000);
  await expect(banner).toBeHidden({ timeout: 15_000 });
  await expect(learner.getByRole('contentinfo')).toBeVisible();
});
