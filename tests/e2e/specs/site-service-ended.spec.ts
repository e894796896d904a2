/**
 * Tenant status in the built app against the mock HTTP server (spec learner.md §2, §4 "Site
 * status: preference status DROP_OUT shows the service-ended page"): switching the mock to the
 * DROP_OUT scenario puts the service-ended page on every route, the print page included; the
 * ARCHIVED scenario shows the archived page. The page passes axe.
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** Every kind of route: home, login, my classes, a class room, the print page, an unknown one. */
const routes = [
  '/',
  '/app/login',
  '/app/user/klasses',
  '/app/klass/klass-001',
  '/app/user/klasses/certification?key=kt-active&type=KLASS',
  '/no/such/page',
];

test.describe('DROP_OUT', () => {
  test.use({ scenario: 'tenant-drop-out' });

  test('shows the service-ended page on every route', async ({ page }) => {
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: '잠시 쉬어가고 있어요' }), route).toBeVisible();
      // The default body with the service name, the telephone (present), manager login.
      await expect(page.getByText('현재 한빛 평생교육원 사이트를 이용할 수 없어요.', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: '031-987-6543' })).toHaveAttribute('href', 'tel:0319876543');
      await expect(page.getByRole('link', { name: '매니저 로그인' })).toHaveAttribute('href', '/app/login/manager');
      // No chrome of the open site around it.
      await expect(page.getByRole('banner')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('DROP_OUT with a custom message', () => {
  test.use({ scenario: 'tenant-drop-out-message' });

  test('shows it instead of the default text, and the email', async ({ page }) => {
    await page.goto('/app/user/klasses');
    await expect(page.getByRole('heading', { level: 1, name: '서비스 이용이 종료되었어요' })).toBeVisible();
    await expect(page.getByText(/2026년 3월 31일부로 운영을 마쳤습니다/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'bye@saegil.test' })).toHaveAttribute('href', 'mailto:bye@saegil.test');
    await expectNoAxeViolations(page);
  });
});

test.describe('ARCHIVED', () => {
  test.use({ scenario: 'tenant-archived' });

  test('shows the archived page with the status title and message', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '보관된 사이트입니다' })).toBeVisible();
    await expect(page.getByText(/이 사이트의 강의는 보관 중이에요/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('an ACTIVE tenant shows the shell: service name, footer with the corporation', async ({ page }) => {
  // The tag manager and chat widget load live in this build; nothing external is reachable here.
  await page.route(/^https:\/\/(www\.googletagmanager\.com|cdn\.channel\.io)\//, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: '클래스 아카데미' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'help@klass.test' })).toBeVisible();
  // "the tag-manager plugin loaded when its key is set"
  await expect(page.locator('script#klass-tag-manager')).toHaveAttribute(
    'src',
    'https://www.googletagmanager.com/gtm.js?id=GTM-KLASS01',
  );
  const currency = await page.evaluate(() => window.dataLayer?.find((entry) => 'currency' in entry));
  expect(currency).toEqual({ currency: 'KRW' });
});
