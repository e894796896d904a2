/**
 * Social login on `npm start` (issue 6): the service worker never sees a navigation, so the mock
 * provider's consent step is an in-app page (app/dev/OAuthConsentPage, mock mode only). It still
 * goes through the code: it mints one in the page's mock database and hands it to the callback,
 * which exchanges it through `POST /oauth/{kind}/code` like a real provider's redirect.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test('KAKAO: the in-app consent mints a code, the callback exchanges it, the learner lands on the return target', async ({
  page,
}) => {
  // The dev server compiles modules on first request: the first load is slow on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/app/login?scenario=visitor&returnTo=%2Fapp%2Fuser%2Faccount');
  await page.getByRole('link', { name: '카카오로 로그인' }).click({ timeout: 30_000 });

  await expect(page).toHaveURL(/\/app\/oauth\/kakao\/consent\?state=%2Fapp%2Fuser%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: '카카오 계정으로 로그인' })).toBeVisible({
    timeout: 30_000,
  });
  // The people come from the mock database, the learner first.
  await expect(page.getByLabel('테스트 계정')).toHaveValue('kakao-1001');
  await expectNoAxeViolations(page);

  const exchange = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/rest/account/oauth/KAKAO/code',
  );
  await page.getByRole('button', { name: '카카오로 계속하기' }).click();
  const body = (await exchange).postDataJSON() as { code?: unknown; redirectPath?: unknown };
  expect(body.redirectPath).toBe('/app/oauth/kakao/callback');
  expect(typeof body.code).toBe('string');

  await expect(page).toHaveURL('/app/user/account', { timeout: 30_000 });
  await expect(page.getByText('learner@klass.test')).toBeVisible({ timeout: 30_000 });
});
