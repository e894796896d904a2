/**
 * The reorder kit's pointer path in a real browser (the built app against the mock HTTP server):
 * in the page editor (issue 41) the operator drags the home's notice list by its handle with the
 * mouse onto the top of the second module, as it shows at the top of the window with part of it
 * under the sticky header — one drop line shows there while dragging — and it lands second: said
 * in the live region, undone and redone as one step of the history, and saved (the manuscript the
 * server holds has it there after a reload). Axe-clean after the drop. The drop is read by the part
 * of the row in sight: measured on the row's whole box, the top of a row more than half under the
 * header read as its bottom half, and the module landed third. A module's name in a draggable row
 * is selected with the mouse like any text (the row is draggable only from its grip).
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficePages;
const reorder = copy.backofficeReorder;

test.use({ scenario: 'operator' });

const notices = text.moduleName('BoardList', '공지사항');
const recent = text.moduleName('RecentInventory', '이어서 학습하기');

async function openHomeEditor(page: Page) {
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '홈', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.editorTitle('홈') })).toBeVisible({ timeout: 15_000 });
}

const modules = (page: Page) => page.getByRole('list', { name: text.modulesCountLabel(8) });
const rowOf = (page: Page, name: string) => modules(page).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
const secondName = (page: Page) => modules(page).getByRole('listitem').nth(1).locator('strong');

test('a module dragged by its handle with the mouse lands where it is let go, is said, is one undo step, and is saved', async ({ page, scenarioSession }) => {
  test.setTimeout(120_000);
  await logInWithPair(page, scenarioSession);
  await openHomeEditor(page);
  await expect(secondName(page)).toHaveText(recent);

  // The second module scrolled up to the top of the window, its upper part under the sticky
  // header; the notice list in view below it.
  const handle = rowOf(page, notices).getByTitle(reorder.dragHandle(notices));
  const target = modules(page).getByRole('listitem').nth(1);
  const header = await page.getByRole('banner').boundingBox();
  if (!header) throw new Error('the back-office header is not drawn');
  await target.evaluate((row, headerBottom) => window.scrollBy(0, row.getBoundingClientRect().top - headerBottom + row.getBoundingClientRect().height * 0.6), header.y + header.height);
  const grip = await handle.boundingBox();
  const box = await target.boundingBox();
  if (!grip || !box) throw new Error('the modules are not drawn');
  const shownTop = header.y + header.height;
  expect(box.y).toBeLessThan(shownTop);
  // Pressed on the handle and moved a little (the drag starts on the handle), then carried over
  // the top quarter of the part of the second module in sight.
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 6, { steps: 3 });
  await expect(rowOf(page, notices)).toHaveAttribute('data-dragging', 'true');
  await page.mouse.move(box.x + box.width / 2, shownTop + (box.y + box.height - shownTop) / 4, { steps: 8 });
  // One drop line, above the second module.
  await expect(target).toHaveAttribute('data-drop-edge', 'top');
  await expect(modules(page).locator('[data-drop-edge]')).toHaveCount(1);
  await page.mouse.up();

  await expect(secondName(page)).toHaveText(notices);
  await expect(page.getByRole('status').filter({ hasText: reorder.moved(notices, 2, 8) })).toBeAttached();
  await expect(modules(page).locator('[data-drop-edge]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // One drag is one step of the history: one undo puts it back, one redo brings it again.
  await page.getByRole('button', { name: text.undo }).click();
  await expect(secondName(page)).toHaveText(recent);
  await page.getByRole('button', { name: text.redo }).click();
  await expect(secondName(page)).toHaveText(notices);

  // Text in a row is selected with the mouse as anywhere: the row is draggable only from its grip.
  const name = rowOf(page, recent).locator('strong');
  await name.scrollIntoViewIfNeeded();
  const words = await name.boundingBox();
  if (!words) throw new Error('the module has no name');
  await page.mouse.move(words.x + 2, words.y + words.height / 2);
  await page.mouse.down();
  await page.mouse.move(words.x + words.width - 2, words.y + words.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain(recent.slice(1, -1));

  // Saved: the manuscript the server holds has it second.
  await expect(page.getByTestId('save-status')).toHaveText(text.savedState, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text.editorTitle('홈') })).toBeVisible({ timeout: 15_000 });
  await expect(secondName(page)).toHaveText(notices);
});
