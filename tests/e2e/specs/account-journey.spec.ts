/**
 * The learner's account journey on the built app against the mock HTTP server (issue 6): register
 * with an e-mail verification code read from the mock's outbox, log out, log in, change the display
 * name and the password, withdraw — and a withdrawn account cannot log in again.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { copy } from '@app/shared/copy';

/** A field by its label; a required field's label ends with its "*" mark. */
function field(page: Page | Locator, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

const email = `e2e-${Date.now()}@klass.test`;
const firstPassword = 'journeyPass1';
const secondPassword = 'journeyPass2';

/** The latest mail of the mock (GET /__mock/outbox, mocks/runtimes/http/control.ts). */
async function latestCode(page: Page): Promise<string> {
  const response = await page.request.get(`${mockOrigin}/__mock/outbox`);
  const { mail } = (await response.json()) as { mail: { to: string; code: string | null } | null };
  expect(mail?.to).toBe(email);
  if (!mail?.code) throw new Error('no verification code in the outbox');
  return mail.code;
}

async function logIn(page: Page, password: string) {
  await page.goto('/app/login');
  await field(page, '이메일 또는 아이디').fill(email);
  await field(page, '비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function logOut(page: Page) {
  await page.goto('/app/user/account');
  await page.getByRole('region', { name: '로그아웃' }).getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: '배움을 이어 갈 준비가 되셨나요?' })).toBeVisible();
}

test('register with a verification code, log out, log in, change name and password, withdraw', async ({ page }) => {
  // One long journey (five page loads and four axe checks) on a shared 2-core machine.
  test.setTimeout(120_000);
  // Register (spec §5: email verification, password rules, agreements).
  await page.goto('/app/register');
  await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await field(page, '이메일').fill(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText(`${email}(으)로 인증번호를 보냈어요.`, { exact: false })).toBeVisible();
  await field(page, '인증번호').fill('99999');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('인증번호를 정확하게 입력해 주세요.')).toBeVisible();
  await field(page, '인증번호').fill(await latestCode(page));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('이메일 인증을 마쳤어요.')).toBeVisible();
  await field(page, '비밀번호').fill(firstPassword);
  await field(page, '비밀번호 확인').fill(firstPassword);
  await field(page, '이름').fill('여정테스트');
  await page.getByLabel('(필수) 서비스 이용약관에 동의합니다.').check();
  await page.getByLabel('(필수) 개인정보 수집 및 이용에 동의합니다.').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: '여정테스트님, 반가워요' })).toBeVisible();

  // Log out (from the account settings), then in again.
  await logOut(page);
  await logIn(page, firstPassword);
  await expect(page.getByRole('heading', { level: 1, name: '여정테스트님, 반가워요' })).toBeVisible();

  // Account settings: display name, then password.
  await page.goto('/app/user/account');
  await expect(page.getByRole('heading', { level: 1, name: '계정 설정' })).toBeVisible();
  await expectNoAxeViolations(page);
  const nameSection = page.getByRole('region', { name: '이름' });
  await nameSection.getByRole('textbox', { name: /^이름/ }).fill('새이름');
  await nameSection.getByRole('button', { name: '이름 변경' }).click();
  await expect(page.getByText('이름을 바꿨어요.')).toBeVisible();
  const passwordSection = page.getByRole('region', { name: '비밀번호' });
  const current = field(passwordSection, '현재 비밀번호');
  const next = field(passwordSection, '비밀번호');
  await current.fill('wrongPass99');
  await next.fill(secondPassword);
  await field(passwordSection, '비밀번호 확인').fill(secondPassword);
  await passwordSection.getByRole('button', { name: '비밀번호 변경' }).click();
  // A wrong current password lands on its field; what was typed stays.
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toHaveValue(secondPassword);
  await current.fill(firstPassword);
  await passwordSection.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호를 바꿨어요.')).toBeVisible();

  // The new password works; the display name stuck.
  await logOut(page);
  await logIn(page, secondPassword);
  await expect(page.getByRole('heading', { level: 1, name: '새이름님, 반가워요' })).toBeVisible();

  // Withdraw (spec §4: password and agreement).
  await page.goto('/app/user/account');
  await page.getByRole('link', { name: '회원 탈퇴' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeVisible();
  await field(page, '비밀번호 확인').fill(secondPassword);
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('약관에 동의해 주세요.')).toBeVisible();
  await page.getByLabel('위 내용을 확인했으며 탈퇴에 동의합니다.').check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('탈퇴가 완료되었어요.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await logIn(page, secondPassword);
  await expect(page.getByText(copy.account.loginWithdrawn)).toBeVisible();
});
