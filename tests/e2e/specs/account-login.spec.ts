/**
 * Other ways in (issue 6): KAKAO through the mock provider's consent step, the return target kept
 * through it and refused when off-site, and a login done with the keyboard alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

/** A field by its label; a required field's label ends with its "*" mark. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

test('log in with KAKAO through the mock consent and go back to the return target', async ({ page }) => {
  await page.goto('/app/login?returnTo=%2Fapp%2Fuser%2Faccount');
  await page.getByRole('link', { name: '카카오로 로그인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '카카오 계정으로 로그인' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '카카오로 계속하기' }).click();
  await expect(page).toHaveURL('/app/user/account');
  await expect(page.getByText('learner@klass.test')).toBeVisible();
});

test('an off-site return target is refused through the social login too', async ({ page }) => {
  await page.goto('/app/login?returnTo=https%3A%2F%2Fevil.example%2Fsteal');
  await page.getByRole('link', { name: '카카오로 로그인' }).click();
  await page.getByRole('button', { name: '카카오로 계속하기' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: '김하늘님, 반가워요' })).toBeVisible();
});

test('a javascript: return target falls back to the home page', async ({ page }) => {
  await page.goto('/app/login?returnTo=javascript%3Aalert(1)');
  await field(page, '이메일 또는 아이디').fill('learner@klass.test');
  await field(page, '비밀번호').fill('klass-learner-1');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL('/');
});

test('log in with the keyboard only', async ({ page }) => {
  await page.goto('/app/login');
  const identifier = field(page, '이메일 또는 아이디');
  await expect(identifier).toBeVisible();
  for (let step = 0; step < 15; step += 1) {
    if (await identifier.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(identifier).toBeFocused();
  await page.keyboard.type('learner@klass.test');
  await page.keyboard.press('Tab');
  await expect(field(page, '비밀번호')).toBeFocused();
  await page.keyboard.type('klass-learner-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: '김하늘님, 반가워요' })).toBeVisible();
});
