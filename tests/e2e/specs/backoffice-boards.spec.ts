/**
 * The board area in a real browser (issue 42): a learner asks a question in the class room (with
 * markup in it, which runs nothing on either side); the operator finds it waiting, opens it and
 * types the answer through Chromium's real Korean IME path (support/ime.ts) — the last syllable
 * before Enter, before a space, before a number and before a full stop each arriving once and
 * intact — and saves; the question no longer waits, and the learner reads the answer, line break
 * and all, under their question. Each page is axe-clean.
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

    // The answer through the real IME: 요 before Enter, 간 before a space, 에 before a number, 요 before a full stop.
    const field = page.getByRole('textbox', { name: text.answerField });
    await field.click();
    const ime = await koreanIme(page);
    try {
      await ime.type('안녕하세요');
      await ime.enter();
      await page.keyboard.press('Enter');
      await ime.type('수강 기간에 80퍼센트 넘게 들으면 돼요.');
      await ime.commit();
    } finally {
      await ime.detach();
    }
    const answer = '안녕하세요\n수강 기간에 80퍼센트 넘게 들으면 돼요.';
    await expect(field).toHaveValue(answer);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.saveAnswer }).click();
    await expect(page.getByText(text.answerSaved)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.questionsTitle })).toBeVisible();
    await expect(page.getByRole('table', { name: text.questionsCaption }).getByRole('row').filter({ hasText: asked })).toHaveCount(0);

    // The learner reads it under their question, which is answered now.
    await learner.reload();
    await expect(mine).toContainText(learnerText.answered);
    await expect(mine.getByText(learnerText.answerBy('강운영'))).toBeVisible();
    await expect(mine.getByText('수강 기간에 80퍼센트 넘게 들으면 돼요.')).toHaveText(answer);
    await expect(mine.getByText(asked)).toBeVisible();
    await expectNoAxeViolations(learner);
  } finally {
    await context.close();
  }
});
