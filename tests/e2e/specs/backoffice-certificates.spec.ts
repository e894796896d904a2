/**
 * Certificates in a real browser (issue 32): what the operator places is what the learner prints.
 * The operator drags the seal and undoes it (one step), picks it from the item list (the keyboard
 * path), moves it with the arrow keys, uploads a new template through the kit's upload (drawn under
 * the items at once), reloads (the unsaved work comes back), saves; the learner's print page — the
 * learner's own sheet at its A4 width — draws the new template, the seal where the editor had it and
 * the class's title at its place, the boxes compared at the print page's scale within 1 px. Then another certificate is made primary (the toast names the one that stops
 * being it) and a class without a certificate of its own prints it. Each page is axe-clean.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { SHEET_WIDTH } from '@app/shared/lib/certificates/sheetGeometry';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeCertificates;
const sealButton = (x: number, y: number) => text.itemButton(text.itemNames.officialSeal, x, y);
/** A real PNG template from the mock's media (the seeded certificate draws an SVG one). */
const newTemplate = path.resolve('mocks/public/mock-media/certificate/template-classic.png');
/** A sheet's template image (its first child, under the items). */
const templateOf = (sheet: Locator) => sheet.locator(':scope > img');

test.use({ scenario: 'operator' });

/** An element's box relative to its sheet's top-left corner, and the sheet's width. */
async function boxOnSheet(sheet: Locator, item: Locator) {
  const [sheetBox, itemBox] = await Promise.all([sheet.boundingBox(), item.boundingBox()]);
  if (!sheetBox || !itemBox) throw new Error('the sheet or the item is not drawn');
  return { left: itemBox.x - sheetBox.x, top: itemBox.y - sheetBox.y, width: itemBox.width, height: itemBox.height, sheetWidth: sheetBox.width };
}

/** The learner, in a browser of their own, on a ticket's print page. */
async function learnerPrintPage(page: Page, ticketKey: string) {
  const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
  if (!context) throw new Error('no browser');
  const learnerPage = await context.newPage();
  await logInAs(learnerPage, 'learner');
  await learnerPage.goto(`/app/user/klasses/certification?key=${ticketKey}&type=KLASS`);
  return { learnerPage, close: () => context.close() };
}

test('the seal moved by keyboard in the editor prints at the same place on the learner’s A4 page', async ({ page, scenarioSession }) => {
  test.setTimeout(120_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/certificates');
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '기본 수료증' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.editorTitle('기본 수료증') })).toBeVisible({ timeout: 15_000 });

  // Dragged with the mouse (one design pixel per pixel at 600 px), then undone in one step.
  const seal = page.getByRole('button', { name: copy.certificates.sealAlt, exact: true });
  await seal.scrollIntoViewIfNeeded();
  const start = await seal.boundingBox();
  if (!start) throw new Error('the seal is not drawn');
  await page.mouse.move(start.x + 35, start.y + 35);
  await page.mouse.down();
  await page.mouse.move(start.x + 75, start.y + 55, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: sealButton(490, 650) })).toBeVisible();
  // Where the drag let go is said, as a keyboard move is (issue 38).
  await expect(page.getByText(text.movedTo(text.itemNames.officialSeal, 490, 650))).toBeAttached();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: sealButton(450, 630) })).toBeVisible();

  // The keyboard path: the item list, then the arrow keys on the sheet (Shift: 10 px).
  await page.getByRole('button', { name: sealButton(450, 630) }).click();
  await expect(seal).toBeFocused();
  for (const key of ['Shift+ArrowRight', 'Shift+ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  await expect(page.getByRole('button', { name: sealButton(471, 632) })).toBeVisible();
  await expectNoAxeViolations(page);

  // A new template through the kit's upload, drawn under the items as soon as it is up.
  await page.getByLabel(text.template, { exact: true }).setInputFiles(newTemplate);
  const canvas = page.getByTestId('certificate-canvas').getByTestId('certificate-sheet');
  await expect(templateOf(canvas)).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 15_000 });

  // Not saved yet: a reload brings the work back from the browser.
  await page.reload();
  await expect(page.getByText(text.draftRestored)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: sealButton(471, 632) })).toBeVisible();
  await expect(templateOf(canvas)).toHaveAttribute('src', /^data:image\/png;base64,/);
  const inEditor = await boxOnSheet(canvas, canvas.locator('[data-key="officialSeal"]'));
  expect(inEditor.sheetWidth).toBeCloseTo(SHEET_WIDTH, 0);
  expect(inEditor.left).toBeCloseTo(471, 0);
  // The class's title, at its seeded place (a sample in the editor, the class's own on the print).
  const klassInEditor = await boxOnSheet(canvas, canvas.locator('[data-key="klassTitle"]'));
  expect([klassInEditor.left, klassInEditor.top]).toEqual([expect.closeTo(60, 0), expect.closeTo(262, 0)]);

  await page.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByText(text.unsaved)).toBeHidden();

  const { learnerPage, close } = await learnerPrintPage(page, 'kt-stopped');
  try {
    const sheet = learnerPage.getByTestId('certificate-sheet');
    await expect(sheet.getByText('김하늘')).toBeVisible({ timeout: 15_000 });
    // The template uploaded in the editor is the learner's sheet background.
    await expect(templateOf(sheet)).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => templateOf(sheet).evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const printed = await boxOnSheet(sheet, sheet.locator('[data-key="officialSeal"]'));
    // The print page's scale: its sheet is the A4 width (209 mm), the editor's 600 px.
    const scale = printed.sheetWidth / inEditor.sheetWidth;
    expect(scale).toBeGreaterThan(1);
    expect(Math.abs(printed.left - inEditor.left * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(printed.top - inEditor.top * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(printed.width - inEditor.width * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(printed.height - inEditor.height * scale)).toBeLessThanOrEqual(1);
    // The certificate names the class the learner completed, where the editor placed it.
    const klassTitle = sheet.locator('[data-key="klassTitle"]');
    await expect(klassTitle).toHaveText('주식 투자 기초');
    const klassPrinted = await boxOnSheet(sheet, klassTitle);
    expect(Math.abs(klassPrinted.left - klassInEditor.left * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(klassPrinted.top - klassInEditor.top * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(klassPrinted.width - klassInEditor.width * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(klassPrinted.height - klassInEditor.height * scale)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(learnerPage);
  } finally {
    await close();
  }
});

test('another certificate made primary is what a class without its own certificate prints', async ({ page, scenarioSession }) => {
  test.setTimeout(90_000);
  await logInWithPair(page, scenarioSession);
  // kt-stopped's class (completed) has no certificate of its own: it prints the primary, 기본 수료증 (수료증).
  const before = await learnerPrintPage(page, 'kt-stopped');
  try {
    await expect(before.learnerPage.getByTestId('certificate-sheet').getByText('수료증', { exact: true })).toBeVisible({ timeout: 15_000 });
  } finally {
    await before.close();
  }

  await page.goto('/admin/certificates');
  const table = page.getByRole('table', { name: text.caption });
  await expect(table.getByRole('link', { name: '과정 이수증' })).toBeVisible({ timeout: 20_000 });
  // Sent when the undo window closes (20 s).
  const sent = page.waitForResponse((response) => response.url().endsWith('/certificates/cert-004/primary') && response.ok(), { timeout: 45_000 });
  await table.getByRole('button', { name: text.makePrimaryLabel('과정 이수증') }).click();
  await expect(page.getByText(text.madePrimary('과정 이수증', '기본 수료증'))).toBeVisible();
  await expect(table.getByRole('button', { name: text.makePrimaryLabel('기본 수료증') })).toBeVisible();
  await expectNoAxeViolations(page);
  await sent;

  const after = await learnerPrintPage(page, 'kt-stopped');
  try {
    await expect(after.learnerPage.getByTestId('certificate-sheet').getByText('이수증', { exact: true })).toBeVisible({ timeout: 15_000 });
  } finally {
    await after.close();
  }
});
