/**
 * The reorder kit's pointer path in a real browser (the built app against the mock HTTP server):
 * in the page editor (issue 41) the operator drags the home's notice list by its handle with the
 * mouse onto the bottom half of the first module — one drop line shows while dragging — and it
 * lands second: said in the live region, undone and redone as one step of the history, and saved
 * (the manuscript the server holds has it there after a reload). Axe-clean after the drop.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficePages;
const reorder = copy.backofficeReorder;

// Tall enough for the dragged module and the place it goes to be in view together: a drag that
// scrolled the page on its way would start away from the handle, and a handle's drag starts only on it.
test.use({ scenario: 'operator', viewport: { width: 1280, height: 1400 } });

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

  // Pressed on the notice list's handle and moved a little (the drag starts on the handle), then
  // carried over the bottom half of the first module: it will land second.
  const handle = rowOf(page, notices).getByTitle(reorder.dragHandle(notices));
  const target = modules(page).getByRole('listitem').first();
  // Away from the window's edges, where the browser scrolls the page under a drag.
  await target.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  const grip = await handle.boundingBox();
  const box = await target.boundingBox();
  if (!grip || !box) throw new Error('the modules are not drawn');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 6, { steps: 3 });
  await expect(rowOf(page, notices)).toHaveAttribute('data-dragging', 'true');
  await page.mouse.move(box.x + box.width / 2, box.y + (box.height * 3) / 4, { steps: 8 });
  // One drop line, between the first module and the second.
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

  // Saved: the manuscript the server holds has it second.
  await expect(page.getByTestId('save-status')).toHaveText(text.savedState, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text.editorTitle('홈') })).toBeVisible({ timeout: 15_000 });
  await expect(secondName(page)).toHaveText(notices);
});
