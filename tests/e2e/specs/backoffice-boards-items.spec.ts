/**
 * The general boards in a real browser (issue 42): the operator finds an item by its title's
 * initials (초성), writes a private item in the rich-text editor (pasted markup that runs nothing)
 * and finds it listed as private; pins the found item, sent once its undo window ends; and hides a
 * learner's comment under the pinned notice. Each page is axe-clean.
 */
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeBoardItems;

test.use({ scenario: 'operator' });

test('the operator finds an item by 초성, writes a private one, pins one and hides a comment', async ({ page, scenarioSession }) => {
  test.setTimeout(180_000);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await logInWithPair(page, scenarioSession);
  await page.goto(`/admin/boards/items?q=${encodeURIComponent('ㅎㅂ ㄱㅈ')}`);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: text.caption });
  const found = table.getByRole('row').filter({ hasText: '환불 계좌를 알려 드려요' });
  await expect(found).toContainText(text.privacyLabels.PRIVATE, { timeout: 15_000 });
  await expectNoAxeViolations(page);

  // Pinned: at once on screen, sent once its undo window ends.
  const sent = page.waitForResponse((response) => response.url().includes('/boards/items/flags') && response.request().method() === 'PUT', { timeout: 45_000 });
  await found.getByRole('button', { name: text.pinOne('환불 계좌를 알려 드려요') }).click();
  await expect(found).toContainText(text.pinLabels.PINNED);
  expect((await sent).ok()).toBe(true);

  // A private item written in the editor.
  await page.getByRole('button', { name: text.newItem }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.newItemTitle })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: text.boardField }).selectOption('board-free');
  await page.getByRole('combobox', { name: text.categoryField }).selectOption('질문');
  await page.getByRole('textbox', { name: text.titleField }).fill('수강 기간 연장 문의');
  const body = page.getByRole('textbox', { name: text.bodyField });
  await body.click();
  await page.keyboard.type('연장할 수 있을까요?');
  await body.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<img src="x" onerror="alert(1)"><script>alert(1)</script><p>붙여 넣은 줄</p>');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body.locator('p')).toHaveText(['연장할 수 있을까요?', '붙여 넣은 줄']);
  await page.getByRole('checkbox', { name: text.privateField }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.publish }).click();
  await expect(page.getByText(text.published)).toBeVisible({ timeout: 20_000 });
  await page.goto(`/admin/boards/items?q=${encodeURIComponent('수강 기간 연장')}`);
  await expect(table.getByRole('row').filter({ hasText: '수강 기간 연장 문의' })).toContainText(text.privacyLabels.PRIVATE, { timeout: 15_000 });

  // A learner's comment under the pinned notice hidden, sent once its undo window ends.
  await page.goto('/admin/boards/items/bi-pinned-operator');
  const comments = page.getByRole('region', { name: text.commentsHeading });
  const hidden = page.waitForResponse((response) => response.url().includes('/hidden') && response.request().method() === 'PUT', { timeout: 45_000 });
  await comments.getByRole('button', { name: text.hideCommentLabel('김하늘') }).click({ timeout: 20_000 });
  await expect(comments.getByRole('button', { name: text.showCommentLabel('김하늘') })).toBeVisible();
  expect((await hidden).ok()).toBe(true);
  await expectNoAxeViolations(page);
});
