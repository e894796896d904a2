/**
 * The board area in a real browser (issue 42): a learner asks a question in the class room (with
 * markup in it, which runs nothing on either side); the operator finds it waiting, opens it and
 * types the answer into the rich-text editor through Chromium's real Korean IME path
 * (support/ime.ts) — the last syllable before Enter, before a space, before a number and before a
 * full stop each arriving once and intact, then a bold run — and saves; the question no longer
 * waits, and the learner reads the answer formatted (its paragraphs and the bold run, sanitised)
 * under their question. The operator publishes a class notice, its body typed through
 * the IME into the rich-text editor (a bold run, pasted markup that runs nothing), pinned; the
 * learner finds it first in the class's notices and reads it intact, and reads its edit next. A
 * class notice for the class's learners only is first in the class room's announcements.
 * Each page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { koreanIme } from '../support/ime';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeBoards;
const learnerText = copy.community.questions;

test.use({ scenario: 'operator' });

/** Fails the journey if anything typed as markup ran (an `alert` from an injected handler). */
function refuseDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

test('the operator answers a learner’s question typed through the Korean IME; the learner reads it and it no longer waits', async ({ page, scenarioSession }) => {
  test.setTimeout(120_000);
  const asked = '수료 기준이 궁금해요 <img src=x onerror=alert(1)>';
  const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
  if (!context) throw new Error('no browser');
  try {
    // The learner asks in the class room.
    const learner = await context.newPage();
    refuseDialogs(learner);
    await logInAs(learner, 'learner');
    await learner.goto('/app/klass/klass-001/community?tab=questions');
    await learner.getByRole('button', { name: '질문하기' }).click();
    const dialog = learner.getByRole('dialog', { name: '질문하기' });
    await dialog.getByLabel('질문 내용').fill(asked);
    await dialog.getByRole('button', { name: '등록' }).click();
    const mine = learner.getByRole('list', { name: '질문' }).getByRole('article').filter({ hasText: '수료 기준이 궁금해요' });
    await expect(mine).toContainText(learnerText.waiting);

    // The operator finds it waiting, shown as the text it is.
    refuseDialogs(page);
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/boards?status=WAITING');
    await expect(page.getByRole('heading', { level: 1, name: text.questionsTitle })).toBeVisible({ timeout: 20_000 });
    const row = page.getByRole('table', { name: text.questionsCaption }).getByRole('row').filter({ hasText: asked });
    await expect(row).toContainText(text.questionStatusLabels.WAITING, { timeout: 15_000 });
    await expect(row).toContainText('김하늘');
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: asked }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.answerTitle })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(asked)).toBeVisible();

    // The answer through the real IME into the rich-text editor: 요 before Enter, 간 before a
    // space, 에 before a number, 요 before a full stop, then a bold run.
    const field = page.getByRole('textbox', { name: text.answerField });
    await field.click();
    const ime = await koreanIme(page);
    try {
      await ime.type('안녕하세요');
      await ime.enter();
      await page.keyboard.press('Enter');
      await ime.type('수강 기간에 80퍼센트 넘게 들으면 돼요.');
      await ime.commit();
      await page.getByRole('button', { name: copy.backofficeRichText.bold }).click();
      await ime.type(' 꼭 확인해 주세요');
      await ime.commit();
    } finally {
      await ime.detach();
    }
    const paragraphs = ['안녕하세요', '수강 기간에 80퍼센트 넘게 들으면 돼요. 꼭 확인해 주세요'];
    await expect(field.locator('p')).toHaveText(paragraphs);
    await expect(field.locator('strong')).toHaveText('꼭 확인해 주세요');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.saveAnswer }).click();
    await expect(page.getByText(text.answerSaved)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.questionsTitle })).toBeVisible();
    await expect(page.getByRole('table', { name: text.questionsCaption }).getByRole('row').filter({ hasText: asked })).toHaveCount(0);

    // The learner reads it formatted under their question, which is answered now.
    await learner.reload();
    await expect(mine).toContainText(learnerText.answered);
    await expect(mine.getByText(learnerText.answerBy('강운영'))).toBeVisible();
    await expect(mine.locator('[data-server-html] p')).toHaveText(paragraphs);
    await expect(mine.locator('[data-server-html] strong')).toHaveText('꼭 확인해 주세요');
    await expect(mine.getByText(asked)).toBeVisible();
    await expectNoAxeViolations(learner);
  } finally {
    await context.close();
  }
});

test('the operator publishes a notice typed through the Korean IME in the rich-text editor; the learner reads it intact, and its edit', async ({ page, scenarioSession }) => {
  test.setTimeout(300_000);
  const richText = copy.backofficeRichText;
  refuseDialogs(page);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/boards/notices/new');
  await expect(page.getByRole('heading', { level: 1, name: text.newNoticeTitle })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: text.klassField }).selectOption('klass-001');
  await page.getByRole('textbox', { name: text.titleField }).fill('이번 주 라이브 안내');

  // The body through the real IME: 요 before Enter, 는 before a space, 에 before a number, 요 before
  // a symbol, a bold run, then pasted markup that must run nothing.
  const body = page.getByRole('textbox', { name: text.bodyField });
  await body.click();
  const ime = await koreanIme(page);
  try {
    await ime.type('안녕하세요');
    await ime.enter();
    await page.keyboard.press('Enter');
    await ime.type('라이브는 저녁 8시에 시작해요!');
    await page.getByRole('button', { name: richText.bold }).click();
    await ime.type(' 꼭 오세요');
    await ime.commit();
  } finally {
    await ime.detach();
  }
  await page.getByRole('button', { name: richText.bold }).click();
  await body.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<img src="x" onerror="alert(1)"><script>alert(1)</script><p>붙여 넣은 줄</p>');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body.locator('p')).toHaveText(['안녕하세요', '라이브는 저녁 8시에 시작해요! 꼭 오세요', '붙여 넣은 줄']);
  await expect(body.locator('strong')).toHaveText('꼭 오세요');
  await page.getByRole('checkbox', { name: text.pinField }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.publish }).click();
  await expect(page.getByText(text.noticePublished)).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('table', { name: text.noticesCaption }).getByRole('row').filter({ hasText: '이번 주 라이브 안내' });
  await expect(row).toContainText(text.pinnedLabel, { timeout: 15_000 });
  await expectNoAxeViolations(page);

  const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
  if (!context) throw new Error('no browser');
  try {
    // The learner finds it first among the class's notices and reads it as typed.
    const learner = await context.newPage();
    refuseDialogs(learner);
    await logInAs(learner, 'learner');
    await learner.goto('/app/klass/klass-001/community?tab=notices');
    const notices = learner.getByRole('list', { name: copy.community.notices.title });
    await expect(notices.getByRole('article').first()).toContainText('이번 주 라이브 안내', { timeout: 20_000 });
    await notices.getByRole('link', { name: '이번 주 라이브 안내' }).click();
    const article = learner.getByRole('article', { name: /이번 주 라이브 안내/ });
    await expect(article.locator('[data-server-html] p')).toHaveText(['안녕하세요', '라이브는 저녁 8시에 시작해요! 꼭 오세요', '붙여 넣은 줄']);
    await expect(article.locator('[data-server-html] strong')).toHaveText('꼭 오세요');
    await expect(article.locator('script, img[onerror]')).toHaveCount(0);
    await expectNoAxeViolations(learner);

    // The operator edits the title; the learner's next read shows it.
    await row.getByRole('link', { name: '이번 주 라이브 안내' }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.editNoticeTitle })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('textbox', { name: text.titleField }).fill('이번 주 라이브 시간 변경');
    await page.getByRole('button', { name: text.saveNotice }).click();
    await expect(page.getByText(text.noticeSaved)).toBeVisible({ timeout: 20_000 });
    await learner.reload();
    await expect(learner.getByRole('heading', { level: 1, name: /이번 주 라이브 시간 변경/ })).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
  }
});

test('the operator publishes a class notice for the class’s learners; it is first in the class room’s announcements', async ({ page, scenarioSession }) => {
  test.setTimeout(240_000);
  refuseDialogs(page);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/boards/class-notices/new');
  await expect(page.getByRole('heading', { level: 1, name: text.newClassNoticeTitle })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: text.klassField }).selectOption('klass-001');
  await page.getByRole('radio', { name: text.visibilityLabels.PRIVATE }).check();
  const body = page.getByRole('textbox', { name: text.bodyField });
  await body.click();
  const ime = await koreanIme(page);
  try {
    await ime.type('내일 실습은 강의실 3번에서 해요.');
  } finally {
    await ime.detach();
  }
  await expect(body.locator('p')).toHaveText(['내일 실습은 강의실 3번에서 해요.']);
  await page.getByRole('button', { name: text.publish }).click();
  await expect(page.getByText(text.classNoticePublished)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: text.classNoticesCaption }).getByRole('row').nth(1)).toContainText('내일 실습은 강의실 3번에서 해요.', { timeout: 15_000 });
  await expectNoAxeViolations(page);

  const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
  if (!context) throw new Error('no browser');
  try {
    const learner = await context.newPage();
    refuseDialogs(learner);
    await logInAs(learner, 'learner');
    await learner.goto('/app/klass/klass-001/community?tab=announcements');
    const announcements = learner.getByRole('list', { name: copy.community.announcements.title });
    const first = announcements.getByRole('listitem').first();
    await expect(first).toContainText('내일 실습은 강의실 3번에서 해요.', { timeout: 20_000 });
    await expect(first).toContainText(copy.community.announcements.visibility.PRIVATE);
    await expectNoAxeViolations(learner);
  } finally {
    await context.close();
  }
});
