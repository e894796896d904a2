/**
 * Other ways in (issue 6): KAKAO through the mock provider's authorize page and the real code
 * exchange, NAVER through the same page on the token response and `POST /oauth/{kind}` with the
 * provider's access token (the build's runtime config names the mock server's provider pages, see
 * tests/e2e/deployConfig.mjs), the return target kept through them and refused when off-site, a
 * build without providers that says so instead of linking nowhere, and a login done with the
 * keyboard alone.
 */
import type { Page, Request } from '@playwright/test';
import { appOrigin, mockOrigin } from '../ports.mjs';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

/** A field by its label; a required field's label ends with its "*" mark. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

const kakaoAuthorize = `${mockOrigin}/__mock/oauth/kakao/authorize`;
const kakaoCallback = '/app/oauth/kakao/callback';

function isCallbackNavigation(request: Request): boolean {
  const url = new URL(request.url());
  return request.isNavigationRequest() && url.origin === appOrigin && url.pathname === kakaoCallback;
}

function isCodeExchange(request: Request): boolean {
  return request.method() === 'POST' && request.url() === `${mockOrigin}/rest/account/oauth/KAKAO/code`;
}

test('log in with KAKAO on the mock provider page, through the callback\'s code exchange, back to the return target', async ({
  page,
}) => {
  await page.goto('/app/login?returnTo=%2Fapp%2Fuser%2Faccount');
  await page.getByRole('link', { name: '카카오로 로그인' }).click();

  // The provider's own page, on the mock server: the authorize request a real provider receives.
  await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === kakaoAuthorize);
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('client_id')).toBe('klass-mock');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${appOrigin}${kakaoCallback}`);
  await expect(page.getByRole('heading', { level: 1, name: '카카오 계정으로 로그인' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: '김하늘 (learner@klass.test)' }).check();
  const callback = page.waitForRequest(isCallbackNavigation);
  const exchange = page.waitForRequest(isCodeExchange);
  await page.getByRole('button', { name: '카카오로 계속하기' }).click();

  const back = new URL((await callback).url());
  expect(back.searchParams.get('state')).toBe('/app/user/account');
  const code = back.searchParams.get('code');
  expect(code).toBeTruthy();
  expect((await exchange).postDataJSON()).toEqual({ code, redirectPath: kakaoCallback });

  await expect(page).toHaveURL('/app/user/account');
  await expect(page.getByText('learner@klass.test')).toBeVisible();
});

const naverAuthorize = `${mockOrigin}/__mock/oauth/naver/authorize`;
const naverCallback = '/app/oauth/naver/callback';
const tokenExchangeUrl = `${mockOrigin}/rest/account/oauth/NAVER`;
/** 최소셜's NAVER access token in the mock's seed (docs/logins.md). */
const socialNaverToken = 'naver-token-social';

test.describe('NAVER on the token response', () => {
  // The default site offers KAKAO only; this one offers NAVER too.
  test.use({ scenario: 'social-and-sso' });

  test("log in with NAVER on the mock provider page, through POST /oauth/NAVER with the person's access token, back to the return target", async ({
    page,
  }) => {
    // The exchange waits until the test has seen the callback drop the token from the address bar
    // (otherwise the page could leave for the return target before the check).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(tokenExchangeUrl, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const mainFrameUrls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) mainFrameUrls.push(frame.url());
    });
    const codeExchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${tokenExchangeUrl}/code`)) codeExchanges.push(request.url());
    });

    await page.goto('/app/login?returnTo=%2Fapp%2Fuser%2Faccount');
    await page.getByRole('link', { name: '네이버로 로그인' }).click();

    // The provider's page, asked for the token response.
    await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === naverAuthorize);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('response_type')).toBe('token');
    expect(authorize.searchParams.get('client_id')).toBe('klass-mock');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${appOrigin}${naverCallback}`);
    expect(authorize.searchParams.get('state')).toBe('/app/user/account');
    await expect(page.getByRole('heading', { level: 1, name: '네이버 계정으로 로그인' })).toBeVisible();

    await page.getByRole('radio', { name: '최소셜 (social@klass.test)' }).check();
    const exchange = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url() === tokenExchangeUrl,
    );
    await page.getByRole('button', { name: '네이버로 계속하기' }).click();
    expect((await exchange).postDataJSON()).toEqual({ accessToken: socialNaverToken });

    // The provider answered in the fragment; while the exchange is out, the address is already clean.
    await expect(page).toHaveURL(`${appOrigin}${naverCallback}`);
    await expect(page.getByText('소셜 계정으로 로그인하는 중이에요')).toBeVisible();
    const arrival = mainFrameUrls.map((url) => new URL(url)).find((url) => url.pathname === naverCallback);
    expect(arrival?.search).toBe('');
    const answer = new URLSearchParams(arrival?.hash.slice(1));
    expect(answer.get('access_token')).toBe(socialNaverToken);
    expect(answer.get('state')).toBe('/app/user/account');
    release();

    await expect(page).toHaveURL('/app/user/account');
    await expect(page.getByText('social@klass.test')).toBeVisible();
    expect(page.url()).not.toContain(socialNaverToken);
    expect(codeExchanges).toEqual([]);
  });
});

test('an off-site return target is refused through the social login too', async ({ page }) => {
  await page.goto('/app/login?returnTo=https%3A%2F%2Fevil.example%2Fsteal');
  await page.getByRole('link', { name: '카카오로 로그인' }).click();
  await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === kakaoAuthorize);
  await page.getByRole('button', { name: '카카오로 계속하기' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: '김하늘님, 반가워요' })).toBeVisible();
});

test('a build deployed without providers says KAKAO login is unavailable instead of linking to a missing page', async ({
  page,
}) => {
  await page.route('**/runtime-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__KLASS_CONFIG__ = {};' }),
  );
  await page.goto('/app/login');
  await expect(page.getByText('카카오 로그인은 지금 사용할 수 없어요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '카카오로 로그인' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a javascript: return target falls back to the home page', async ({ page }) => {
  await page.goto('/app/login?returnTo=javascript%3Aalert(1)');
  await field(page, '이메일 또는 아이디').fill('learner@klass.test');
  await field(page, '비밀번호').fill('klass_learner_1');
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
  await page.keyboard.type('klass_learner_1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: '김하늘님, 반가워요' })).toBeVisible();
});
