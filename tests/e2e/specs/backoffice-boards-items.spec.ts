/**
 * The general boards in a real browser (issue 42): the operator finds an item by its title's
 * initials (초성), writes a private item in the rich-text editor (pasted markup that runs nothing)
 * and finds it listed as private; pins the found item, sent once its undo window ends; and hides a
 * learner's comment under the pinned notice. The operator attaches a PDF and an image to an item
 * through the upload kit; the learner opens it, sees the image and downloads the PDF, its Korean
 * name and bytes intact. The operator opens the events board to every member: the learner, who had
 * no "글쓰기" there, now has it and writes an item with a file attached and an image (previewed
 * before it is sent, drawn on the item), both of which the operator finds on the item. Each page is
 * axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeBoardItems;

test.use({ scenario: 'operator' });

test('the operator finds an item by 초성, writes a private one, pins one and hides a comment', async ({ page, scenarioSession }) => {
  test.setTimeout(180_000);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  // The page's clock runs as it should and is moved past each undo window (no 20 s waits).
  await page.clock.install();
  await logInWithPair(page, scenarioSession);
  await page.goto(`/admin/boards/items?q=${encodeURIComponent('ㅎㅂ ㄱㅈ')}`);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: text.caption });
  const found = table.getByRole('row').filter({ hasText: '환불 계좌를 알려 드려요' });
  await expect(found).toContainText(text.privacyLabels.PRIVATE, { timeout: 15_000 });
  await expectNoAxeViolations(page);

  // Pinned: at once on screen, sent once its undo window ends.
  const sent = page.waitForResponse((response) => response.url().includes('/boards/items/flags') && response.request().method() === 'PUT');
  await found.getByRole('button', { name: text.pinOne('환불 계좌를 알려 드려요') }).click();
  await expect(found).toContainText(text.pinLabels.PINNED);
  await page.clock.fastForward(21_000);
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
  const hidden = page.waitForResponse((response) => response.url().includes('/hidden') && response.request().method() === 'PUT');
  await comments.getByRole('button', { name: text.hideCommentLabel('김하늘') }).click({ timeout: 20_000 });
  await expect(comments.getByRole('button', { name: text.showCommentLabel('김하늘') })).toBeVisible();
  await page.clock.fastForward(21_000);
  expect((await hidden).ok()).toBe(true);
  await expectNoAxeViolations(page);
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n% 수강 안내\n', 'utf8');

test('the operator attaches a PDF and an image to an item; the learner sees the image and downloads the PDF', async ({ page, scenarioSession }) => {
  test.setTimeout(180_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/boards/items/bi-pinned-operator');
  await expect(page.getByRole('heading', { level: 1, name: text.editItemTitle })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(text.imageField, { exact: true }).setInputFiles({ name: '배너.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: text.imagePreviewAlt })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(text.attachmentsField, { exact: true }).setInputFiles({ name: '수강 안내.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: text.attachedListLabel })).toContainText('수강 안내.pdf', { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible({ timeout: 20_000 });

  const context = await page.context().browser()?.newContext({ baseURL: appOrigin, acceptDownloads: true });
  if (!context) throw new Error('no browser');
  try {
    const learner = await context.newPage();
    await logInAs(learner, 'learner');
    await learner.goto('/app/boards/board-free/items/bi-pinned-operator');
    const boardText = copy.communityBoards;
    await expect(learner.getByRole('heading', { level: 1, name: '게시판 이용 안내' })).toBeVisible({ timeout: 20_000 });
    await expect(learner.getByRole('img', { name: boardText.imageAlt('게시판 이용 안내') })).toBeVisible();
    const downloading = learner.waitForEvent('download');
    await learner.getByRole('button', { name: boardText.download('수강 안내.pdf') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('수강 안내.pdf');
    expect(await readFile(await download.path())).toEqual(PDF);
    await expectNoAxeViolations(learner);
  } finally {
    await context.close();
  }
});

test('the operator opens the events board to every member; the learner, without "글쓰기" there before, writes an item with a file and an image the operator then finds on it', async ({ page, scenarioSession }) => {
  test.setTimeout(180_000);
  // The operator's clock runs as it should and is moved past the undo window when it matters.
  await page.clock.install();
  const boardText = copy.communityBoards;
  const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
  if (!context) throw new Error('no browser');
  try {
    const learner = await context.newPage();
    await logInAs(learner, 'learner');
    await learner.goto('/app/boards/board-events');
    await expect(learner.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible({ timeout: 20_000 });
    await expect(learner.getByRole('list', { name: boardText.itemsLabel('이벤트') })).toBeVisible();
    await expect(learner.getByRole('link', { name: boardText.write })).toHaveCount(0);

    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/boards/settings');
    await expect(page.getByRole('heading', { level: 1, name: text.settingsTitle })).toBeVisible({ timeout: 20_000 });
    const sent = page.waitForResponse((response) => response.url().endsWith('/boards/board-events') && response.request().method() === 'PUT');
    await page.getByRole('combobox', { name: text.writePermissionField('이벤트') }).selectOption('MEMBER');
    await expect(page.getByText(text.permissionChanged('이벤트', text.writePermissionWho.MEMBER))).toBeVisible();
    await page.clock.fastForward(21_000);
    expect((await sent).ok()).toBe(true);
    await expectNoAxeViolations(page);

    await learner.reload();
    await learner.getByRole('link', { name: boardText.write }).click({ timeout: 20_000 });
    await expect(learner.getByRole('heading', { level: 1, name: boardText.writeTitle('이벤트') })).toBeVisible({ timeout: 20_000 });
    await learner.getByRole('combobox', { name: boardText.categoryLabel }).selectOption('진행 중');
    await learner.getByRole('textbox', { name: boardText.titleLabel }).fill('이벤트 참여해요');
    await learner.getByRole('textbox', { name: boardText.bodyLabel }).fill('첫 줄이에요.\n둘째 줄이에요.');
    // A learner attaches a file as an operator does: uploaded in parts, listed, then written with the item.
    await learner.getByLabel(boardText.attachField, { exact: true }).setInputFiles({ name: '참여 인증.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(learner.getByRole('list', { name: boardText.attachedLabel })).toContainText('참여 인증.pdf', { timeout: 15_000 });
    // …and gives it an image, previewed before it is sent.
    await learner.getByLabel(boardText.imageField, { exact: true }).setInputFiles({ name: '참여 사진.png', mimeType: 'image/png', buffer: PNG });
    await expect(learner.getByRole('figure', { name: boardText.imagePreviewLabel })).toContainText('참여 사진.png', { timeout: 15_000 });
    await expect(learner.getByRole('img', { name: boardText.imagePreviewAlt })).toBeVisible();
    await expectNoAxeViolations(learner);
    await learner.getByRole('button', { name: boardText.submit }).click();
    await expect(learner.getByRole('heading', { level: 1, name: '이벤트 참여해요' })).toBeVisible({ timeout: 20_000 });
    await expect(learner.locator('[data-server-html] p')).toHaveText(['첫 줄이에요.', '둘째 줄이에요.']);
    await expect(learner.getByRole('button', { name: boardText.download('참여 인증.pdf') })).toBeVisible();
    await expect(learner.getByRole('img', { name: boardText.imageAlt('이벤트 참여해요') })).toBeVisible();

    // The operator finds the learner's file on the item.
    const itemKey = new URL(learner.url()).pathname.split('/').at(-1);
    await page.goto(`/admin/boards/items/${itemKey}`);
    await expect(page.getByRole('list', { name: text.attachedListLabel })).toContainText('참여 인증.pdf', { timeout: 20_000 });
    await expect(page.getByRole('img', { name: text.imagePreviewAlt })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('참여 사진.png')).toBeVisible();
  } finally {
    await context.close();
  }
});
