/**
 * The board area's reviews in a real browser (issue 42): the operator finds a class's reviews on
 * the list, replies to one in the rich-text editor (with pasted markup that runs nothing) and hides
 * another; the learner then reads the reply under the review in the class room, no longer finds
 * the hidden one, and the class's review count has dropped by it. Twelve reviews hidden at once are
 * one step to undo (all twelve back at one 되돌리기, nothing sent) and, hidden again and sent, one
 * entry of the change history ("후기 12개 숨김"). The teacher, a master, finds only the reviews of
 * their own classes, replies to one, and the learner reads that reply under the review with the
 * teacher's name. Each page is axe-clean.
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
  // The page's clock runs as it should and is moved past the undo window when it matters.
  await page.clock.install();
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
  const sent = page.waitForResponse((response) => response.url().includes('/reviews/hidden') && response.request().method() === 'PUT');
  await rows.nth(1).getByRole('button', { name: /후기 숨기기$/ }).click();
  await expect(rows.nth(1)).toContainText(text.stateLabels.HIDDEN);
  await page.clock.fastForward(21_000);
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

test('twelve reviews hidden at once: one 되돌리기 brings all back, and once sent the history has one entry for them', async ({ page, scenarioSession }) => {
  test.setTimeout(180_000);
  const history = copy.backofficeHistory;
  // The page's clock runs as it should and is moved past the undo window when it matters.
  await page.clock.install();
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/boards/reviews?state=SHOWN&size=50');
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 20_000 });
  const rows = page.getByRole('table', { name: text.caption }).getByRole('row');
  await expect(rows.nth(12)).toContainText(text.stateLabels.SHOWN, { timeout: 15_000 });
  const pickTwelve = async () => {
    for (let index = 1; index <= 12; index += 1) await rows.nth(index).getByRole('checkbox').check();
  };
  const bar = page.getByRole('region', { name: copy.listKit.bulkActions });
  const hiddenRows = page.getByRole('table', { name: text.caption }).getByText(text.stateLabels.HIDDEN, { exact: true });

  // Hidden, then undone within the window: all twelve back in one step, nothing sent.
  let sends = 0;
  page.on('request', (request) => {
    if (request.url().includes('/reviews/hidden') && request.method() === 'PUT') sends += 1;
  });
  await pickTwelve();
  await bar.getByRole('button', { name: text.hide }).click();
  await expect(hiddenRows).toHaveCount(12);
  await page.getByRole('button', { name: copy.listKit.undo }).click();
  await expect(hiddenRows).toHaveCount(0);
  expect(sends).toBe(0);

  // Hidden again and left to send: one entry in the history, naming the twelve.
  const sent = page.waitForResponse((response) => response.url().includes('/reviews/hidden') && response.request().method() === 'PUT');
  await pickTwelve();
  await bar.getByRole('button', { name: text.hide }).click();
  await expect(page.getByRole('region', { name: copy.listKit.undoRegion }).getByRole('button', { name: copy.listKit.undo })).toBeVisible();
  await page.clock.fastForward(21_000);
  expect((await sent).ok()).toBe(true);
  await page.goto('/admin/history?recordType=REVIEW');
  const entries = page.getByRole('table', { name: history.page.caption }).getByRole('row');
  await expect(entries.nth(1)).toContainText('후기 12개 숨김', { timeout: 20_000 });
  await expect(page.getByRole('table', { name: history.page.caption }).getByText(/후기 12개 숨김/)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test.describe('the teacher', () => {
  test.use({ scenario: 'teacher-master' });

  test('replies to a review of their own class; the learner reads the reply under it', async ({ page, scenarioSession }) => {
    test.setTimeout(180_000);
    const masterText = copy.backofficeMasterReviews;
    refuseDialogs(page);
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/master/reviews?klassId=klass-020&reply=UNREPLIED');
    await expect(page.getByRole('heading', { level: 1, name: masterText.title })).toBeVisible({ timeout: 20_000 });
    const rows = page.getByRole('table', { name: masterText.caption }).getByRole('row');
    await expect(rows.nth(1)).toContainText(text.replyStateLabels.UNREPLIED, { timeout: 15_000 });
    const author = (await rows.nth(1).getByRole('cell').nth(3).textContent()) ?? '';
    expect(author).not.toBe('');
    await expectNoAxeViolations(page);

    await rows.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: masterText.replyTitle })).toBeVisible({ timeout: 20_000 });
    const body = page.getByRole('textbox', { name: text.replyField });
    await body.click();
    await page.keyboard.type('들어 주셔서 고마워요. 다음 강의에서 만나요!');
    await expect(body.locator('p')).toHaveText(['들어 주셔서 고마워요. 다음 강의에서 만나요!']);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.saveReply }).click();
    await expect(page.getByText(text.replySaved)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: masterText.title })).toBeVisible();

    const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
    if (!context) throw new Error('no browser');
    try {
      const learner = await context.newPage();
      refuseDialogs(learner);
      await logInAs(learner, 'learner');
      await learner.goto('/app/klass/klass-020/community?tab=reviews');
      const reviews = learner.getByRole('list', { name: learnerText.title });
      const replied = reviews.getByRole('article', { name: `${author} ${learnerText.title}` });
      const reply = replied.getByRole('region', { name: learnerText.replyBy('오선생') });
      await expect(reply).toContainText('들어 주셔서 고마워요. 다음 강의에서 만나요!', { timeout: 20_000 });
      await expectNoAxeViolations(learner);
    } finally {
      await context.close();
    }
  });
});
