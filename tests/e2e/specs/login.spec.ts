/**
 * The thin slice through every room: the built app, served against the mock HTTP server, logs a
 * seeded learner in and shows the account's display name; the page passes axe.
 */
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

const learner = { identifier: 'learner@klass.test', password: 'klass_learner_1', name: '김하늘' };

test('a seeded learner logs in and is greeted by name', async ({ page }) => {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('이메일 또는 아이디').fill(learner.identifier);
  await page.getByLabel('비밀번호').fill(learner.password);
  await page.getByRole('button', { name: '로그인' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: `${learner.name}님, 반가워요` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wrong password keeps what was typed and says so in Korean', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByLabel('이메일 또는 아이디').fill(learner.identifier);
  await page.getByLabel('비밀번호').fill('wrong-password-1');
  await page.getByRole('button', { name: '로그인' }).click();

  await expect(page.getByText('이메일(아이디) 또는 비밀번호를 다시 확인해 주세요.')).toBeVisible();
  await expect(page.getByLabel('이메일 또는 아이디')).toHaveValue(learner.identifier);
  await expectNoAxeViolations(page);
});

test('an off-site return target is refused after login', async ({ page }) => {
  await page.goto('/app/login?returnTo=https%3A%2F%2Fevil.example%2Fsteal');
  await page.getByLabel('이메일 또는 아이디').fill(learner.identifier);
  await page.getByLabel('비밀번호').fill(learner.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL('/');
});
