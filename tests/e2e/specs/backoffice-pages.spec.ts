/**
 * The page editor in a real browser (issue 41), the built app against the mock HTTP server, and the
 * crossing to the learner home:
 * - the operator adds a slide banner (its image uploaded through the kit) and a class list to the
 *   home's manuscript (the list's card found by its initial consonants), puts the list above the
 *   banner by keyboard (the move said in the live region, the focus kept on the moved module),
 *   publishes, and a visitor's home shows them in that order, the uploaded image loaded without a
 *   token; the visitor opens the card and reads the class's public page;
 * - an older publication is viewed and restored as the new draft;
 * - a second tab saves first: the first tab's autosave is told so in Korean, its typed title stays,
 *   and re-applying puts both changes in the manuscript;
 * - a reload brings back work the server never got (its saves failing meanwhile);
 * - a menu entry the operator publishes opens from a visitor's phone menu at 390 px, by touch;
 * - focus moved by the keyboard stops below the sticky header in both shells (scroll-padding-top
 *   from the header's height token, GlobalStyle.ts).
 * Each screen is axe-clean.
 */
import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficePages;
const reorder = copy.backofficeReorder;
const site = copy.sitePages;
const MANUSCRIPT = /\/rest\/setting\/admin\/tenant\/pages\/[^/]+\/manuscript$/;

test.use({ scenario: 'operator' });

/** A real PNG of the mock's media, as an operator's banner image. */
const bannerImage = path.resolve('mocks/public/mock-media/video/lesson-sample-poster.png');

/** A field by its label, which ends with the required mark ("제목*") where the field is required. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function openHomeEditor(page: Page) {
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '홈', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.editorTitle('홈') })).toBeVisible({ timeout: 15_000 });
}

async function addModule(page: Page, kind: keyof typeof text.kindNames) {
  await field(page, text.addKind).selectOption(kind);
  await page.getByRole('button', { name: text.addModule }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.formTitle(text.kindNames[kind]) })).toBeVisible();
}

async function visitorPage(browser: Browser | null, options: BrowserContextOptions = {}) {
  const context = await browser?.newContext({ baseURL: appOrigin, ...options });
  if (!context) throw new Error('no browser');
  return { visitor: await context.newPage(), close: () => context.close() };
}

test('a slide banner and a class list added, put in order by keyboard and published show on a visitor’s home in that order', async ({ page, scenarioSession }) => {
  test.setTimeout(150_000);
  await logInWithPair(page, scenarioSession);
  await openHomeEditor(page);
  await expectNoAxeViolations(page);

  await addModule(page, 'MultiBanner');
  // The slide's image through the kit's upload, published at its public address.
  await page.getByLabel(text.fieldImage, { exact: true }).setInputFiles(bannerImage);
  await expect(field(page, text.imageAddress(text.fieldImage))).toHaveValue(/\/storage\/public\/pages\/.+/, { timeout: 15_000 });
  await field(page, text.fieldAlt).fill('연말 감사 이벤트');

  await addModule(page, 'KlassList');
  await field(page, text.fieldModuleTitle).fill('겨울 추천 클래스');
  // Found by its initial consonants (실전 데이터 분석 입문), as a Korean operator types.
  await field(page, text.searchCards).fill('ㅅㅈㄷㅇㅌㅂㅅ');
  await page.getByRole('list', { name: text.resultsLabel }).getByRole('button', { name: text.addCard('실전 데이터 분석 입문') }).click();
  await expect(page.getByText(text.cardsCount(1, 20))).toBeVisible();

  // The list is the last module; one press of 위로 puts it above the banner.
  const listName = text.moduleName('KlassList', '겨울 추천 클래스');
  const up = page.getByRole('button', { name: reorder.moveUp(listName) });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: reorder.moved(listName, 9, 10) })).toBeAttached();
  await expect(page.getByRole('button', { name: reorder.moveUp(listName) })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.publish, exact: true }).click();
  await expect(page.getByText(text.published(4))).toBeVisible({ timeout: 15_000 });

  const { visitor, close } = await visitorPage(page.context().browser());
  await visitor.goto('/');
  const list = visitor.getByRole('heading', { level: 2, name: '겨울 추천 클래스' });
  const banner = visitor.getByRole('region', { name: site.bannerRegion(1) });
  await expect(list).toBeVisible({ timeout: 20_000 });
  await expect(banner).toBeAttached();
  // The uploaded image, read by a visitor without a token.
  const slide = banner.getByRole('img', { name: '연말 감사 이벤트' });
  await expect(slide).toHaveAttribute('src', /\/storage\/public\/pages\//);
  await slide.scrollIntoViewIfNeeded();
  await expect.poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const listFirst = await list.evaluate((heading, other) => Boolean(heading.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await banner.elementHandle());
  expect(listFirst).toBe(true);
  await expectNoAxeViolations(visitor);

  // A visitor opens the card: the class's own public page.
  await list.locator('xpath=..').getByRole('link').first().click();
  await expect(visitor).toHaveURL(/\/items\/KLASS\/klass-001$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByRole('link', { name: site.loginToLearn })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await close();
});

test('an older publication is viewed and restored as the new draft', async ({ page, scenarioSession }) => {
  test.setTimeout(90_000);
  await logInWithPair(page, scenarioSession);
  await openHomeEditor(page);
  await page.getByRole('button', { name: text.viewPublication(1) }).click();
  const dialog = page.getByRole('dialog', { name: text.publicationTitle(1) });
  await expect(dialog.getByTestId('page-preview')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: text.restore }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.restoreSubmit }).click();
  await expect(page.getByText(text.restoredNote(1))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: text.modulesCountLabel(3) })).toBeVisible();
});

test('a second tab saves first: the first is told, keeps its typed title, and re-applies it on the latest', async ({ page, scenarioSession }) => {
  test.setTimeout(120_000);
  await logInWithPair(page, scenarioSession);
  await openHomeEditor(page);
  const second = await page.context().newPage();
  await openHomeEditor(second);

  const books = text.moduleName('BookCardList', '함께 읽으면 좋은 책');
  await second.getByRole('button', { name: text.editNamed(books) }).click();
  await field(second, text.fieldModuleTitle).fill('함께 읽을 책');
  await expect(second.getByTestId('save-status')).toHaveText(text.savedState, { timeout: 15_000 });

  const goods = text.moduleName('GoodsCardList', '수업 준비물');
  await page.getByRole('button', { name: text.editNamed(goods) }).click();
  await field(page, text.fieldModuleTitle).fill('수업 준비물 모음');
  await expect(page.getByText(text.staleTitle)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(text.staleChanges(0, 0, 1))).toBeVisible();
  await expect(field(page, text.fieldModuleTitle)).toHaveValue('수업 준비물 모음');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.reapply }).click();
  await expect(page.getByTestId('save-status')).toHaveText(text.savedState, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: text.editNamed(text.moduleName('BookCardList', '함께 읽을 책')) })).toBeVisible();
  await expect(page.getByRole('button', { name: text.editNamed(text.moduleName('GoodsCardList', '수업 준비물 모음')) })).toBeVisible();
  await second.close();
});

test('a reload keeps work the server never got', async ({ page, scenarioSession }) => {
  test.setTimeout(90_000);
  await logInWithPair(page, scenarioSession);
  await page.route(MANUSCRIPT, (route) => route.abort());
  await openHomeEditor(page);
  const recent = text.moduleName('RecentInventory', '이어서 학습하기');
  await page.getByRole('button', { name: text.editNamed(recent) }).click();
  await field(page, text.fieldModuleTitle).fill('이어서 공부해요');
  await expect(page.getByText(text.saveFailed)).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByText(text.draftRestored)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: text.editNamed(text.moduleName('RecentInventory', '이어서 공부해요')) })).toBeVisible();
});

test('a menu entry published opens from a visitor’s phone menu at 390 px, by touch, marked as the page being read', async ({ page, scenarioSession }) => {
  test.setTimeout(120_000);
  await logInWithPair(page, scenarioSession);
  await openHomeEditor(page);
  await page.getByRole('button', { name: text.menuAdd }).click();
  // The new entry is the last of the menu's fields.
  await field(page, text.menuLabel).last().fill('봄 학기 도서');
  await field(page, text.menuLink).last().fill('/pages/books');
  await page.getByRole('button', { name: text.publish, exact: true }).click();
  await expect(page.getByText(text.published(4))).toBeVisible({ timeout: 15_000 });

  const { visitor, close } = await visitorPage(page.context().browser(), { viewport: { width: 390, height: 844 }, hasTouch: true });
  await visitor.goto('/');
  const banner = visitor.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: copy.designSystem.openMenu });
  await expect(menuButton).toBeVisible({ timeout: 20_000 });
  // Below md the bar's own navigation is hidden: the menu button is the way in.
  await expect(banner.getByRole('navigation')).toBeHidden();
  await menuButton.tap();
  const panel = visitor.getByRole('dialog', { name: copy.site.mainNavigation });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: '봄 학기 도서' })).toBeVisible();
  await expect(panel.getByRole('link', { name: '이벤트' })).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  await panel.getByRole('link', { name: '봄 학기 도서' }).tap();
  await expect(visitor).toHaveURL(/\/pages\/books$/);
  await expect(panel).toBeHidden();
  await expect(visitor.getByRole('heading', { level: 1, name: '추천 도서 모음' })).toBeVisible({ timeout: 15_000 });
  await menuButton.tap();
  await expect(panel.getByRole('link', { name: '봄 학기 도서' })).toHaveAttribute('aria-current', 'page');
  await visitor.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();
  await close();
});

/**
 * Shift+Tab onto `target` while it sits just under the sticky header (the way a person tabbing
 * back up a long page meets it): it must end up wholly below the header. Without the scrolling
 * root's `scroll-padding-top` the browser sees it inside the viewport and leaves it under the bar.
 */
async function expectFocusClearsHeader(page: Page, target: Locator) {
  const header = page.getByRole('banner');
  // Tab from the target to whatever follows it, while both are in plain view.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await target.focus();
  await page.keyboard.press('Tab');
  await expect(target).not.toBeFocused();
  // Then the target is scrolled up until its top is just below the viewport's top: under the bar.
  await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 8));
  const headerBox = await header.boundingBox();
  const under = await target.boundingBox();
  if (!headerBox || !under) throw new Error('no box for the header or the target');
  expect(under.y, 'the target sits under the header before the Shift+Tab').toBeLessThan(headerBox.y + headerBox.height);
  await page.keyboard.press('Shift+Tab');
  await expect(target).toBeFocused();
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
}

test('focus moved by the keyboard stops below the sticky header, in the back-office and on the learner site', async ({ page, scenarioSession }) => {
  test.setTimeout(90_000);
  await logInWithPair(page, scenarioSession);
  await openHomeEditor(page);
  // A field low on the long editor page: the header menu's first entry name.
  await expectFocusClearsHeader(page, field(page, text.menuLabel).first());

  const { visitor, close } = await visitorPage(page.context().browser());
  await visitor.goto('/');
  const list = visitor.getByRole('heading', { level: 2, name: '함께 읽으면 좋은 책' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  // A card's link low on the learner home.
  await expectFocusClearsHeader(visitor, list.locator('xpath=..').getByRole('link').first());
  await close();
});
