/**
 * The master workspace in a real browser (issue 44). The teacher adds a chapter and two lessons to
 * the class still being prepared, puts the second lesson first by keyboard (each move said in the
 * live region), publishes, and the learner's class room shows the new chapter with its lessons in
 * that order. A second tab changes the same draft first: the first tab is told in Korean, keeps
 * what was typed, and re-applies its command over the latest draft. The teacher is refused the
 * manager's class; the manager's own classes list it with its learners. The manager switches
 * authority through the add-role refresh and sees the other authority's classes, and posts a class
 * notice that the learner's class room lists. Each page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeMaster;
const editor = text.editor;
const KLASS = 'klass-008';
const TITLE = '신규 오픈 준비 클래스';

/** A required field's name: its label and the "*" mark after it. */
const fieldName = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
const liveRegion = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

async function openEditor(page: Page) {
  await page.goto(`/admin/master/curriculum/${KLASS}`);
  await expect(page.getByRole('heading', { level: 1, name: editor.title(TITLE) })).toBeVisible({ timeout: 20_000 });
}

test.describe('the teacher', () => {
  test.use({ scenario: 'teacher-master' });

  test('adds a chapter and two lessons, reorders them by keyboard, publishes, and the learner’s class room shows them', async ({ page, scenarioSession }) => {
    test.setTimeout(120_000);
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/master/curriculum');
    await page.getByRole('link', { name: text.curriculumList.edit(TITLE) }).click();
    await expect(page.getByRole('heading', { level: 1, name: editor.title(TITLE) })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    await page.getByLabel(editor.newChapterTitle).fill('3장. 실전 과제');
    await page.getByLabel(editor.newChapterTitle).press('Enter');
    const newLesson = page.getByLabel(editor.newLessonTitle('3장. 실전 과제'));
    await newLesson.fill('과제 안내');
    await newLesson.press('Enter');
    await newLesson.fill('과제 제출 방법');
    await newLesson.press('Enter');
    const lessons = page.getByRole('list', { name: editor.chapterLessons('3장. 실전 과제') });
    await expect(lessons.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(editor.version(4), { exact: false })).toBeVisible();

    // By keyboard: the second lesson up, said in the live region, the focus left on its button.
    const up = page.getByRole('button', { name: editor.moveLessonUp('과제 제출 방법') });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(liveRegion(page)).toHaveText(editor.did.moveLesson('과제 제출 방법', '3장. 실전 과제', 1));
    await expect(up).toBeFocused();
    await expect(lessons.getByRole('listitem').first()).toContainText('과제 제출 방법');
    await expect(page.getByText(editor.version(5), { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: editor.publish }).click();
    await page.getByRole('alertdialog', { name: editor.publishTitle }).getByRole('button', { name: editor.publishConfirm }).click();
    await expect(page.getByText(editor.published)).toBeVisible();

    // The learner, in a browser of their own, opens the class room of that class.
    const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
    if (!context) throw new Error('no browser');
    const learner = await context.newPage();
    await logInAs(learner, 'learner');
    await learner.goto(`/app/klass/${KLASS}?ticket=kt-not-prepared`);
    const chapter = learner.getByRole('button', { name: /3장\. 실전 과제/ });
    await chapter.click();
    const titles = learner.getByText(/^과제 (제출 방법|안내)$/);
    await expect(titles).toHaveText(['과제 제출 방법', '과제 안내']);
    await expectNoAxeViolations(learner);
    await context.close();
  });

  test('a second tab changes the draft first: the first is told, keeps its text, and re-applies over the latest', async ({ page, scenarioSession }) => {
    test.setTimeout(90_000);
    await logInWithPair(page, scenarioSession);
    await openEditor(page);
    const second = await page.context().newPage();
    await openEditor(second);

    // The second tab renames chapter 2 first.
    const rename = second.getByLabel(editor.chapterTitle(2));
    await rename.fill('2장. 준비 완료');
    await rename.press('Enter');
    await expect(second.getByText(editor.version(2), { exact: false })).toBeVisible();

    // The first tab, still on version 1, is typing a lesson and moves a chapter.
    await page.getByLabel(editor.newLessonTitle('2장. 준비 중')).fill('쓰던 레슨');
    await page.getByRole('button', { name: editor.moveChapterUp('2장. 준비 중') }).click();
    await expect(page.getByText(editor.stale(1))).toBeVisible();
    await expect(page.getByLabel(editor.newLessonTitle('2장. 준비 완료'))).toHaveValue('쓰던 레슨');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: editor.reapply }).click();
    await expect(page.getByText(editor.stale(1))).toBeHidden();
    await expect(page.getByText(editor.version(3), { exact: false })).toBeVisible();
    await expect(page.getByLabel(editor.chapterTitle(1))).toHaveValue('2장. 준비 완료');
    await expect(page.getByLabel(editor.newLessonTitle('2장. 준비 완료'))).toHaveValue('쓰던 레슨');

    // What was typed survives a reload too.
    await page.reload();
    await expect(page.getByText(editor.restored)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(editor.newLessonTitle('2장. 준비 완료'))).toHaveValue('쓰던 레슨');
  });

  test('is refused the manager’s class', async ({ page, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/master/classes/klass-001');
    await expect(page.getByText(text.klass.notFound)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: text.klass.backToList }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.klasses.title })).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: '실전 데이터 분석 입문' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the manager', () => {
  test.use({ scenario: 'master' });

  test('sees their class with its learners’ progress and completion', async ({ page, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/master/classes');
    await page.getByRole('link', { name: '실전 데이터 분석 입문' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '실전 데이터 분석 입문' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(text.klass.searchFilter, { exact: true }).fill('김하늘');
    await expect(page.getByRole('table', { name: text.klass.learnersCaption }).getByText('김하늘')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('switches authority through the add-role refresh and sees that authority’s classes, no new login', async ({ page, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/master/authorities');
    await expect(page.getByRole('heading', { level: 1, name: text.authorities.title })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.authorities.switchTo('라이브 강사') }).click();
    await expect(page.getByText(copy.backoffice.homeMasterIntro('라이브 강사'), { exact: false })).toBeVisible();
    await page.goto('/admin/master/classes');
    await expect(page.getByRole('link', { name: '라이브 드로잉 클래스' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: '실전 데이터 분석 입문' })).toHaveCount(0);
  });

  test('posts a class notice (a title under three letters refused at its field) and the learner’s class room lists it', async ({ page, scenarioSession }) => {
    test.setTimeout(90_000);
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/master/notices');
    await expect(page.getByRole('heading', { level: 1, name: text.notices.title })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: text.notices.write }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.notices.newTitle })).toBeVisible();
    await page.getByRole('combobox', { name: fieldName(text.notices.fieldKlass) }).selectOption('klass-001');
    await page.getByRole('textbox', { name: fieldName(text.notices.fieldTitle) }).fill('휴강');
    await page.getByRole('textbox', { name: fieldName(text.notices.fieldBody) }).fill('다음 주 화요일 라이브는 쉬어요.\n\n보강 일정은 따로 알려 드릴게요.');
    await page.getByRole('button', { name: text.notices.create }).click();
    await expect(page.getByText('3자 이상 입력해 주세요.')).toBeVisible();
    await page.getByRole('textbox', { name: fieldName(text.notices.fieldTitle) }).fill('화요일 휴강 안내');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.notices.create }).click();
    await expect(page.getByRole('link', { name: '화요일 휴강 안내' })).toBeVisible({ timeout: 20_000 });

    const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
    if (!context) throw new Error('no browser');
    const learner = await context.newPage();
    await logInAs(learner, 'learner');
    await learner.goto('/app/klass/klass-001?ticket=kt-active');
    await learner.getByRole('tab', { name: copy.classRoom.tabNotices }).click();
    await expect(learner.getByText('화요일 휴강 안내')).toBeVisible({ timeout: 20_000 });
    await context.close();
  });
});
