/**
 * Assignments in a real browser (issue 29; backoffice.md §3 Assignment, §4 "Course assignment job
 * can be stopped, resumed, cancelled; its items can be cancelled or retried"), the built app against
 * the mock HTTP server:
 * - the crossing: an operator pastes a list (the seeded learner, their own account, a withdrawn one
 *   and nobody), the dry run tells the rows apart (the withdrawn one before anything is sent), the
 *   class is given as a job; the seeded learner, in a browser of their own, finds it in my classes
 *   (수강 가능) with nothing else done, and a learner tab already open in the operator's browser
 *   shows it without a reload (the tab sync the finished job announces); taking the tickets back
 *   removes the class from both;
 * - a stopped job resumed and stopped again; a failed job: an account withdrawn after it was chosen
 *   is a failed item with a Korean reason and no action; a failed item retried alone, then the job.
 * Each page is axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeAssignments;
const recipients = copy.backofficeRecipients;
const jobs = copy.backofficeJobs;
/** A class the seeded learner and the operator hold no ticket of (mocks/inventory seed). */
const KLASS = { id: 'klass-016', title: '백엔드 API 설계' };
const JOB_TITLE = `‘${KLASS.title}’ 클래스 수강권 지급`;

test.use({ scenario: 'operator' });

/** Marks the page, so a reload (which would drop the mark) is caught. */
async function markLoaded(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem('e2e.loaded-once', String(performance.timeOrigin)));
}
async function expectNotReloaded(page: Page): Promise<void> {
  const origin = await page.evaluate(() => String(performance.timeOrigin));
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.loaded-once'))).toBe(origin);
}

function klassCard(page: Page) {
  return page.getByTestId('klass-ticket-card').filter({ hasText: KLASS.title });
}

function itemRow(page: Page, name: string) {
  return page.getByRole('table', { name: text.job.itemsCaption }).getByRole('row', { name: new RegExp(name) });
}

test('assign a class: the dry run tells a withdrawn account apart, the learner sees the class at once (an open tab too), taking it back removes it', async ({
  page,
  scenarioSession,
  browser,
}) => {
  test.setTimeout(150_000);
  // The operator's own account on the learner site, open in a second tab of the same browser.
  const openTab = await page.context().newPage();
  for (const tab of [page, openTab]) await logInWithPair(tab, scenarioSession);
  await openTab.goto('/app/user/klasses');
  await expect(openTab.getByRole('heading', { level: 1, name: copy.classes.myClassesTitle })).toBeVisible({ timeout: 20_000 });
  await expect(klassCard(openTab)).toHaveCount(0);
  await markLoaded(openTab);

  await page.goto('/admin/assignments');
  // The back-office chunk and the permissions on a busy 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: text.assign.title })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('textbox', { name: text.target.search(text.target.types.KLASS) }).fill('백엔드');
  await page.getByRole('combobox', { name: new RegExp(`^${text.target.field(text.target.types.KLASS)}`) }).selectOption(KLASS.id);
  await page.getByRole('radio', { name: recipients.sources.LIST }).check();
  await page.getByRole('textbox', { name: new RegExp(`^${recipients.list.field}`) }).fill('learner@klass.test\noperator@klass.test\nwithdrawn@klass.test\nnobody@klass.test');
  await page.getByRole('button', { name: recipients.list.check('4') }).click();
  const summary = page.getByRole('list', { name: recipients.list.summaryLabel });
  await expect(summary).toContainText(recipients.list.kindCount(recipients.list.kinds.NEW, '2'));
  // The withdrawn account is told apart before anything is sent (it is not given a ticket).
  await expect(summary).toContainText(recipients.list.kindCount(recipients.list.kinds.WITHDRAWN, '1'));
  await expect(summary).toContainText(recipients.list.kindCount(recipients.list.kinds.NOT_FOUND, '1'));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.assign.submit }).click();
  const confirm = page.getByRole('alertdialog', { name: text.assign.confirmTitle });
  await expect(confirm).toContainText(recipients.listScope('2'));
  await confirm.getByRole('button', { name: text.assign.confirmSubmit }).click();

  // The job's page: the two new accounts' items, given.
  await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(itemRow(page, '김하늘')).toContainText(text.job.itemStatus.SUCCEEDED, { timeout: 20_000 });
  await expect(itemRow(page, '강운영')).toContainText(text.job.itemStatus.SUCCEEDED);
  await expect(page.getByRole('article', { name: JOB_TITLE })).toContainText(jobs.status.DONE);
  await expectNoAxeViolations(page);

  // The open learner tab hears of the finished job and shows the class, without a reload.
  await expect(klassCard(openTab)).toHaveAttribute('data-status', 'AVAILABLE', { timeout: 20_000 });
  await expect(klassCard(openTab)).toContainText('수강 가능');
  await expectNotReloaded(openTab);

  // The seeded learner, in a browser of their own: the class is in my classes with nothing else done.
  const learner = await browser.newContext({ baseURL: appOrigin });
  try {
    const learnerPage = await learner.newPage();
    await logInAs(learnerPage, 'learner');
    await learnerPage.goto('/app/user/klasses');
    await expect(klassCard(learnerPage)).toHaveAttribute('data-status', 'AVAILABLE', { timeout: 20_000 });
    await expect(klassCard(learnerPage)).toContainText('수강 가능');
    await expectNoAxeViolations(learnerPage);

    // Taking both tickets back (confirmed: it cannot be undone).
    for (const name of ['김하늘', '강운영']) {
      const takeBack = text.job.takeBack(text.job.ticketWords.KLASS);
      await itemRow(page, name).getByRole('button', { name: text.job.actionFor(takeBack, name) }).click();
      const ask = page.getByRole('alertdialog', { name: text.job.takeBackTitle(text.job.ticketWords.KLASS) });
      await expect(ask).toContainText('되돌릴 수 없어요');
      await ask.getByRole('button', { name: takeBack }).click();
      // The items are read again after each action (the job's version changed): slow on a busy machine.
      await expect(itemRow(page, name)).toContainText(text.job.itemStatus.CANCELLED, { timeout: 20_000 });
    }
    await expect(klassCard(openTab)).toHaveCount(0);
    await expectNotReloaded(openTab);
    await learnerPage.reload();
    await expect(learnerPage.getByTestId('klass-ticket-card').first()).toBeVisible({ timeout: 20_000 });
    await expect(klassCard(learnerPage)).toHaveCount(0);
  } finally {
    await learner.close();
  }
});

test('a stopped job resumed and stopped again; a failed job: its failed item retried alone, then the job retried to its end', async ({ page, scenarioSession }) => {
  test.setTimeout(120_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/assignments/jobs');
  await expect(page.getByRole('heading', { level: 1, name: text.jobs.title })).toBeVisible({ timeout: 20_000 });
  const stoppedTitle = '‘모바일 앱 UX 설계’ 클래스 수강권 지급';
  const stopped = page.getByRole('article', { name: stoppedTitle });
  await expect(stopped).toContainText(jobs.status.STOPPED);
  await expectNoAxeViolations(page);
  await stopped.getByRole('button', { name: jobs.actionFor(jobs.actions.RESUME, stoppedTitle) }).click();
  await expect(stopped).toContainText(jobs.status.RUNNING);
  await stopped.getByRole('button', { name: jobs.actionFor(jobs.actions.STOP, stoppedTitle) }).click();
  await expect(stopped).toContainText(jobs.status.STOPPED);

  const failedTitle = '‘영상 편집 마스터’ 클래스 수강권 지급';
  await page.getByRole('link', { name: text.jobs.open(failedTitle) }).click();
  await expect(page.getByRole('heading', { level: 1, name: failedTitle })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: text.job.itemsCaption });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('group', { name: text.job.statusFilter }).getByRole('checkbox', { name: text.job.itemStatus.FAILED }).check();
  await expect(table.getByRole('row')).toHaveCount(3);
  // An account withdrawn after it was chosen is a failed item with a Korean reason and no action, never a crash.
  const withdrawn = table.getByRole('row').filter({ hasText: '탈퇴' });
  await expect(withdrawn).toContainText(text.job.itemStatus.FAILED);
  await expect(withdrawn.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const retryable = table.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(text.job.itemActions.RETRY) }) });
  const name = (await retryable.getByRole('cell').first().textContent()) ?? '';
  await retryable.getByRole('button', { name: text.job.actionFor(text.job.itemActions.RETRY, name) }).click();
  await expect(page.getByText(text.job.retried(name))).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  const card = page.getByRole('article', { name: failedTitle });
  await card.getByRole('button', { name: jobs.actionFor(jobs.actions.RETRY, failedTitle) }).click();
  await expect(card).toContainText(jobs.status.DONE, { timeout: 30_000 });
  await expect(card).toContainText(jobs.resultCounts(19, 1, 0));
});
