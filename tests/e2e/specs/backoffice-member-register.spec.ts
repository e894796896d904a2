/**
 * Bulk manual register in a real browser (issue 16 "bulk-registers a CSV with good and bad rows
 * and then logs in as one of the new members on the learner site"), the built app against the
 * mock HTTP server: the operator uploads a file whose bad rows (a form rule broken, an e-mail
 * already registered, a withdrawn account's e-mail) are reported at their rows, commits the good
 * ones, sees the register job finish in the job centre, and one new member then logs in on the
 * learner site with the password of their row and is greeted by name. The member list, open before
 * the register (its page and totals cached), counts the new members once the job ends, with no
 * reload: the job centre refreshes what a finished job changed (kit/jobs/jobEffects.ts). The
 * register page is axe-clean (the learner home's axe check is login.spec's; repeating it here
 * costs seconds).
 */
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeMemberRegister;
const list = copy.backofficeMemberList;
const imports = copy.backofficeImport;
const messages = copy.account.validation;

test.use({ scenario: 'operator' });

const newMember = { name: '한가람', email: 'garam.e2e@klass.kr', password: 'garam_start1' };

const csv = [
  '이름,이메일,휴대폰 번호,비밀번호',
  `${newMember.name},${newMember.email},01055501234,${newMember.password}`,
  '두나래,narae.e2e@klass.kr,,narae_start1',
  '김,not-an-email,,password',
  '김하늘,learner@klass.test,,klass_start4',
  '탈퇴자,withdrawn@klass.test,,klass_start5',
].join('\r\n');

test('bulk-registered members are created by a job and log in on the learner site', async ({ page, scenarioSession, browser }, testInfo) => {
  await logInWithPair(page, scenarioSession);
  await page.goto('/admin/members');
  const total = page.getByText(/^총 [\d,]+명$/);
  await expect(total).toBeVisible();
  const before = Number((await total.textContent())?.replace(/\D/g, ''));
  const sections = page.getByRole('navigation', { name: copy.backofficeMemberSections.navLabel });
  await sections.getByRole('link', { name: copy.backofficeMemberSections.register }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

  await page.getByLabel(imports.fileLabel).setInputFiles({ name: '신입회원.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
  const preview = page.getByRole('region', { name: imports.previewTitle });
  const errors = preview.getByRole('region', { name: imports.errorsTitle });
  await expect(errors.getByText(text.emailExists)).toBeVisible();
  await expect(errors.getByText(text.emailWithdrawn)).toBeVisible();
  await expect(errors.getByText(messages.emailFormat)).toBeVisible();
  // Issue 27: a refused password is never shown as typed, only masked.
  await expect(errors.getByText(messages.password)).toBeVisible();
  await expect(errors.getByText('password', { exact: true })).toHaveCount(0);
  await expect(errors.getByText(imports.maskedValue)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: imports.commit(2) }).click();
  const done = page.getByRole('region', { name: imports.doneTitle });
  await expect(done).toBeVisible();
  // The job has started, not finished: the message says so and where to follow it.
  await expect(done.getByText(new RegExp(imports.doneStarted(2)))).toBeVisible();
  // The job centre follows the job to its end and announces it.
  await expect(page.getByText(copy.backofficeJobs.finished.DONE(text.title)).first()).toBeAttached({ timeout: 10_000 });
  await sections.getByRole('link', { name: copy.backofficeMemberSections.list }).click();
  await expect(total).toHaveText(copy.listKit.totalCount((before + 2).toLocaleString('ko-KR'), list.unit));

  const learnerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const learner = await learnerContext.newPage();
  await learner.goto('/app/login');
  await learner.getByLabel('이메일 또는 아이디').fill(newMember.email);
  await learner.getByLabel('비밀번호').fill(newMember.password);
  await learner.getByRole('button', { name: '로그인' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: `${newMember.name}님, 반가워요` })).toBeVisible();
  await learnerContext.close();
});
