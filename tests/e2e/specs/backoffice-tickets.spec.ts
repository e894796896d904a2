/**
 * Passes and class tickets from the operator to the learner in a real browser (issue 40 "Passes
 * reach the learner: an assigned pass shows in the learner's classes with its period, and the
 * classes it opens"; "a … view of a klass ticket shows its period and lets the operator extend or
 * end it (confirm, history)"), the built app against the mock HTTP server:
 * - an operator gives the seeded learner a pass (an assignment job): the learner's 이용권 tab lists
 *   it with its period, and its page lists the classes it opens;
 * - an operator opens the learner's row of a class's enrolled list, ends the ticket (asked
 *   first): the learner's class room says the period is over; extends it by 30 days: the class
 *   room opens again (the dialog shows the current end and the new one first); both changes are
 *   in the ticket's history.
 * Each page is axe-clean.
 */
import type { Browser, Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeAssignments;
const recipients = copy.backofficeRecipients;
const classes = copy.classes;
/** A pass the seeded learner holds none of (the catalogue's fixture, 365 days). */
const PASS = { id: 'pass-003', title: '연간 올패스' };
/** The seeded learner's ticket in use (mocks/inventory seed). */
const TICKET = { key: 'kt-active', klassId: 'klass-001', klassTitle: '실전 데이터 분석 입문' };

test.use({ scenario: 'operator' });

/** The seeded learner in a browser context of their own; closed by the caller. */
async function learnerPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: appOrigin });
  const page = await context.newPage();
  await logInAs(page, 'learner');
  return { page, close: () => context.close() };
}

test('a pass given to the learner: their 이용권 tab lists it with its period, and its page the classes it opens', async ({ page, scenarioSession, browser }) => {
  test.setTimeout(150_000);
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/assignments');
  await expect(page.getByRole('heading', { level: 1, name: text.assign.title })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('radio', { name: text.target.types.PASS, exact: true }).check();
  await page.getByRole('textbox', { name: text.target.search(text.target.types.PASS) }).fill('올패스');
  await page.getByRole('combobox', { name: new RegExp(`^${text.target.field(text.target.types.PASS)}`) }).selectOption(PASS.id);
  await page.getByRole('radio', { name: recipients.sources.LIST }).check();
  await page.getByRole('textbox', { name: new RegExp(`^${recipients.list.field}`) }).fill('learner@klass.test');
  await page.getByRole('button', { name: recipients.list.check('1') }).click();
  await expect(page.getByRole('list', { name: recipients.list.summaryLabel })).toContainText(recipients.list.kindCount(recipients.list.kinds.NEW, '1'));
  await page.getByRole('button', { name: text.assign.submit }).click();
  await page.getByRole('alertdialog', { name: text.assign.confirmTitle }).getByRole('button', { name: text.assign.confirmSubmit }).click();
  const jobTitle = `‘${PASS.title}’ 이용권 지급`;
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: text.job.itemsCaption }).getByRole('row', { name: /김하늘/ })).toContainText(text.job.itemStatus.SUCCEEDED, { timeout: 20_000 });

  const learner = await learnerPage(browser);
  try {
    await learner.page.goto('/app/user/klasses');
    await learner.page.getByRole('tab', { name: classes.tabPasses }).click({ timeout: 20_000 });
    // The pass's card: the section its heading opens.
    const card = learner.page.getByRole('heading', { level: 2, name: PASS.title }).locator('xpath=ancestor::section[1]');
    // Given today, for the pass's 365 days.
    await expect(card).toContainText(classes.passStatusNames.ACTIVE, { timeout: 20_000 });
    await expect(card).toContainText(/이용 기간 \d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}/);
    await expectNoAxeViolations(learner.page);
    await card.getByRole('link', { name: classes.passOpenNamed(PASS.title) }).click();
    await expect(learner.page.getByRole('heading', { level: 1, name: PASS.title })).toBeVisible({ timeout: 20_000 });
    await expect(learner.page.getByRole('heading', { level: 2, name: classes.passKlassesTitle })).toBeVisible();
    // The classes it opens, each a card leading to the class's page.
    await expect(learner.page.getByRole('heading', { level: 3 }).getByRole('link').first()).toHaveAttribute('href', /^\/items\/KLASS\//, { timeout: 20_000 });
    await expectNoAxeViolations(learner.page);
  } finally {
    await learner.close();
  }
});

test('a class ticket ended from the enrolled list: the learner’s class room says the period is over; extended, it opens again', async ({ page, scenarioSession, browser }) => {
  test.setTimeout(150_000);
  const ticket = text.ticket;
  await logInWithPair(page, scenarioSession);
  await page.goto(`/admin/assignments/enrolled/klasses/${TICKET.klassId}?q=learner%40klass.test`);
  // The learner's row of this ticket (they may hold the class by a package too).
  await page.getByRole('link', { name: '김하늘 (learner@klass.test)' }).and(page.locator(`[href$="/tickets/${TICKET.key}"]`)).click({ timeout: 40_000 });
  await expect(page.getByRole('heading', { level: 1, name: ticket.title('김하늘', TICKET.klassTitle) })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/tickets/${TICKET.key}$`));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: ticket.end }).click();
  const confirm = page.getByRole('alertdialog', { name: ticket.endTitle });
  await expect(confirm).toContainText(ticket.endBody('김하늘'));
  await confirm.getByRole('button', { name: ticket.endConfirm }).click();
  await expect(page.getByText(ticket.ended)).toBeVisible();
  await expect(page.getByText(text.enrolled.ticketStatus.END_OF_TERM).first()).toBeVisible();

  const learner = await learnerPage(browser);
  try {
    await learner.page.goto(`/app/klass/${TICKET.klassId}?ticket=${TICKET.key}`);
    await expect(learner.page.getByText(classes.errors['inventory.klass_ticket.end_of_term'] ?? '')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(learner.page);

    await page.getByRole('button', { name: ticket.extend }).click();
    const dialog = page.getByRole('dialog', { name: ticket.extendTitle });
    await dialog.getByRole('textbox', { name: new RegExp(`^${ticket.extendDays}`) }).fill('30');
    // The current end (just now) and the end 30 days on, in Seoul time, before saving.
    await expect(dialog.getByRole('definition')).toHaveText([/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/, /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/]);
    await expect(dialog.getByRole('term')).toHaveText([ticket.endNow, ticket.endAfter]);
    await dialog.getByRole('button', { name: ticket.extendSubmit }).click();
    await expect(page.getByText(ticket.extended('30')).first()).toBeVisible();
    // The history names both changes in words.
    await expect(page.getByText(new RegExp(text.history.ticketFields.expiredAt ?? '')).first()).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    await learner.page.reload();
    await expect(learner.page.getByRole('heading', { level: 1, name: TICKET.klassTitle })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(learner.page);
  } finally {
    await learner.close();
  }
});
