/**
 * The board area's reviews in a real browser (issue 42): the operator finds a class's reviews on
 * the list, replies to one in the rich-text editor (with pasted markup that runs nothing) and hides
 * another; the learner then reads the reply under the review in the class room, no longer finds
 * the hidden one, and the class's review count has dropped by it. Each page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeBoardReviews;
const learnerText = copy.community.reviews;

test.use({ scenario: 'operator' });

/** Fails the journey if anything stored as markup ran (an `alert` from an injected handler). */
function refuseDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

test('the operator replies to one review and hides another; the learner reads the reply and no longer sees the hidden one', async ({ page, scenarioSession }) => {
  test.setTimeout(180_000);
  refuseDialogs(page);
  await logInWithPair(page, scenarioSession);
  await page.goto(`/admin/boards/reviews?klass=${encodeURIComponent('실전 데이터 분석 입문')}&state=SHOWN`);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 20_000 });
  const rows = page.getByRole('table', { name: text.caption }).getByRole('row');
  // The shown ones newest first, as the learner's list: the first two are on the learner's first page.
  await expect(rows.nth(2)).toContainText(text.stateLabels.SHOWN, { timeout: 15_000 });
  const authorCell = (index: number) => rows.nth(index).getByRole('cell').nth(4);
  const hiddenAuthor = (await authorCell(1).textContent()) ?? '';
  const repliedAuthor = (await authorCell(2).textContent()) ?? '';
  expect(hiddenAuthor).not.toBe('');
  await expectNoAxeViolations(page);

  // The reply, with markup pasted in that must run nothing.
  await rows.nth(2).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: text.replyTitle })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(repliedAuthor, { exact: true })).toBeVisible();
  const body = page.getByRole('textbox', { name: text.replyField });
  await body.click();
  await page.keyboard.type('소중한 후기 고마워요!');
  await body.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<img src="x" onerror="alert(1)"><script>alert(1)</script><p>다음 강의도 기대해 주세요.</p>');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body.locator('p')).toHaveText(['소중한 후기 고마워요!', '다음 강의도 기대해 주세요.']);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.saveReply }).click();
  await expect(page.getByText(text.replySaved)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(rows.nth(2)).toContainText(text.replyStateLabels.REPLIED, { timeout: 15_000 });

  // The newest hidden: at once on screen, sent once its undo window ends.
  const sent = page.waitForResponse((response) => response.url().includes('/reviews/hidden') && response.request().method() === 'PUT', { timeout: 45_000 });
  await rows.nth(1).getByRole('button', { name: /후기 숨기기$/ }).click();
  await expect(rows.nth(1)).toContainText(text.stateLabels.HIDDEN);
  expect((await sent).ok()).toBe(true);

  const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
  if (!context) throw new Error('no browser');
  try {
    const learner = await context.newPage();
    refuseDialogs(learner);
    await logInAs(learner, 'learner');
    await learner.goto('/app/klass/klass-001/community?tab=reviews');
    const reviews = learner.getByRole('list', { name: learnerText.title });
    const replied = reviews.getByRole('article', { name: `${repliedAuthor} ${learnerText.title}` });
    const reply = replied.getByRole('region', { name: learnerText.replyBy('강운영') });
    await expect(reply).toContainText('소중한 후기 고마워요!', { timeout: 20_000 });
    await expect(reply).toContainText('다음 강의도 기대해 주세요.');
    await expect(reviews.getByRole('article', { name: `${hiddenAuthor} ${learnerText.title}` })).toHaveCount(0);
    // 14 shown before (the seed's klass-001), one hidden now.
    await expect(learner.getByLabel(learnerText.summaryTitle)).toContainText(learnerText.totalCount(13));
    await expectNoAxeViolations(learner);
  } finally {
    await context.close();
  }
});
