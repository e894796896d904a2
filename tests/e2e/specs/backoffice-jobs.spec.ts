/**
 * The job centre in a real browser (backoffice.md §4 jobs that stop, resume, cancel and retry;
 * issue 15 "Job centre"), the built app against the mock HTTP server, as the seeded full operator:
 * - the top-bar button names the running job; the drawer lists the recent jobs;
 * - the stopped assignment is resumed, stopped again (its progress holds) and resumed, then runs
 *   to its end while the drawer is open, and its end is announced in the live region;
 * - a failed item of the failed assignment is retried and its error goes away;
 * - the jobs page keeps its filter in the URL; the drawer and the page are axe-clean.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const jobs = copy.backofficeJobs;
const STOPPED = '수강권 일괄 지급';
const FAILED = '강의 수강권 지급';

test.use({ scenario: 'operator' });

async function openCentre(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: jobs.button(1) }).click();
  const drawer = page.getByRole('dialog', { name: jobs.drawerTitle });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a stopped job is resumed, stopped, resumed, runs to done and is announced', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin');
  const drawer = await openCentre(page);
  await expect(drawer.getByRole('article', { name: '동영상 변환 (1080p)' }).getByText(jobs.status.RUNNING)).toBeVisible();
  await expectNoAxeViolations(page);

  const card = drawer.getByRole('article', { name: STOPPED });
  await expect(card.getByText(jobs.status.STOPPED)).toBeVisible();
  await card.getByRole('button', { name: jobs.actionFor(jobs.actions.RESUME, STOPPED) }).click();
  await expect(card.getByText(jobs.status.RUNNING)).toBeVisible();
  await card.getByRole('button', { name: jobs.actionFor(jobs.actions.STOP, STOPPED) }).click();
  await expect(card.getByText(jobs.status.STOPPED)).toBeVisible();
  // The stop's answer can carry a step the job made before the stop arrived, and the card reads it
  // at the next poll; once settled, two polls later (the centre polls while another job runs) it
  // has not moved.
  const progress = card.getByText(/ \/ 120건$/);
  let seen = '';
  await expect
    .poll(async () => {
      const now = (await progress.textContent()) ?? '';
      const settled = now === seen;
      seen = now;
      return settled;
    }, { intervals: [2500], timeout: 15_000 })
    .toBe(true);
  await page.waitForTimeout(4000);
  await expect(progress).toHaveText(seen);

  await card.getByRole('button', { name: jobs.actionFor(jobs.actions.RESUME, STOPPED) }).click();
  await expect(card.getByText(jobs.status.DONE)).toBeVisible({ timeout: 20_000 });
  // An ended job says its counts, not "120 / 120건" beside them (issue 38).
  await expect(card.getByText(jobs.progressText(120, 120))).toHaveCount(0);
  const announcement = page.getByText(jobs.finished.DONE(STOPPED));
  await expect(announcement).toBeVisible();
  await expect(page.locator('[aria-live]').filter({ hasText: jobs.finished.DONE(STOPPED) })).toHaveCount(1);
  await expect(card.getByText(jobs.resultCounts(120, 0, 0))).toBeVisible();
});

test('a failed item is retried and its error goes away', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin');
  const drawer = await openCentre(page);
  const card = drawer.getByRole('article', { name: FAILED });
  await card.getByRole('button', { name: jobs.itemErrors(3) }).click();
  const errors = card.getByRole('list', { name: jobs.itemErrorsTitle(FAILED) });
  await expect(errors.getByRole('listitem')).toHaveCount(3);
  await errors.getByRole('button', { name: jobs.actionFor(jobs.actions.RETRY_ITEM, '김하늘 (learner@klass.test)') }).click();
  await expect(card.getByRole('button', { name: jobs.itemErrors(2) })).toBeVisible();
  await expect(errors.getByRole('listitem')).toHaveCount(2);
  await expect(errors.getByText('김하늘 (learner@klass.test)')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the jobs page keeps its filter in the URL', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin');
  const drawer = await openCentre(page);
  await drawer.getByRole('link', { name: jobs.viewAll }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobs.page.title })).toBeVisible();
  await page.getByRole('checkbox', { name: jobs.status.FAILED }).check();
  await expect(page).toHaveURL(/status=FAILED/);
  // The jobs seed's failed job among the failed ones other areas seed (assignments).
  await expect(page.getByRole('heading', { level: 2, name: FAILED })).toBeVisible();
  await expect(page.getByText(/^작업 \d+건$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: FAILED })).toBeVisible();
  await expectNoAxeViolations(page);
});
