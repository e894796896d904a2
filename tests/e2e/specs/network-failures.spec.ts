/**
 * The app when the network fails (issue 39), the built app against the mock HTTP server:
 * - offline after my classes loaded: "인터넷 연결이 끊겼어요" is shown, what was on screen stays,
 *   the 패키지 tab waits instead of failing, saying so where skeleton cards would stand, and on
 *   reconnect the notice goes and the packages load;
 * - the backend down at the login page: the email form shows anyway, with "서버에 연결할 수 없어요"
 *   and a retry that brings the tenant's other methods once the server answers;
 * - a 504 on a back-office list: the operator keeps the frame (navigation, their menu) and the list
 *   says it failed, with a retry, within a few seconds (one retry of a gateway failure, not three);
 * - the job centre's drawer, whose code comes when it first opens, failing to download: the
 *   screen stays, a toast says so with 다시 시도, which opens it once the download succeeds.
 */
import { copy } from '@app/shared/copy';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

test.describe('learner offline', () => {
  test('offline after load: the notice, the screen kept, and recovery on reconnect', async ({ page, context, scenarioSession }) => {
    const t = copy.classes;
    await logInWithPair(page, scenarioSession);
    await page.goto('/app/user/klasses');
    const enter = page.getByRole('button', { name: t.enterKlassNamed('실전 데이터 분석 입문') });
    await expect(enter).toBeVisible({ timeout: 15_000 });

    await context.setOffline(true);
    const notice = page.getByTestId('network-notice');
    await expect(notice.getByText(copy.common.offlineTitle)).toBeVisible();
    await expect(enter).toBeVisible();
    await page.getByRole('tab', { name: t.tabPackages }).click();
    // Waiting, not failed: no error page while offline, and words where skeleton cards would stand.
    await expect(page.getByRole('heading', { level: 1, name: t.myClassesTitle })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: copy.common.offlineWaiting })).toBeVisible();

    await context.setOffline(false);
    await expect(notice.getByText(copy.common.offlineTitle)).toBeHidden();
    await expect(page.getByRole('button', { name: t.openPackage }).first()).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('learner backend down', () => {
  test('at the login page: the form, the word that the server cannot be reached, and a retry', async ({ page }) => {
    const t = copy.account;
    let down = true;
    await page.route('**/rest/tenant/preferences', (route) => (down ? route.abort('connectionrefused') : route.fallback()));
    await page.goto('/app/login');
    // One retry of a call with no answer, then the word: a few seconds, not a full-page error.
    await expect(page.getByText(t.serverUnreachableTitle)).toBeVisible({ timeout: 6_000 });
    await expect(page.getByRole('textbox', { name: t.identifierLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: t.socialLogin.KAKAO })).toBeHidden();

    down = false;
    await page.getByRole('button', { name: copy.common.retry }).click();
    await expect(page.getByRole('link', { name: t.socialLogin.KAKAO })).toBeVisible();
    await expect(page.getByText(t.serverUnreachableTitle)).toBeHidden();
  });
});

test.describe('back-office gateway failure', () => {
  test.use({ scenario: 'operator' });

  test('a 504 on a list keeps the frame and says so within a few seconds', async ({ page, scenarioSession }) => {
    await page.route('**/rest/coupon/admin/tenant/coupon-specs/slice**', (route) =>
      route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({ status: 504, code: 'gateway.timeout', message: '게이트웨이 시간 초과', data: null }),
      }),
    );
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/coupons');
    await expect(page.getByRole('heading', { level: 1, name: copy.backofficeCoupons.listTitle })).toBeVisible({ timeout: 15_000 });
    // One retry after a second, then the list's failure and its retry: a few seconds, not twelve.
    await expect(page.getByRole('button', { name: copy.designSystem.retry })).toBeVisible({ timeout: 6_000 });
    await expect(page.getByRole('navigation', { name: copy.backoffice.navigationLabel }).first()).toBeVisible();
  });

  test('the job centre\'s drawer failing to download: the screen stays, and 다시 시도 opens it', async ({ page, scenarioSession }) => {
    const jobs = copy.backofficeJobs;
    let failing = true;
    await page.route('**/assets/JobCentreDrawer-*.js', (route) => (failing ? route.abort('connectionreset') : route.fallback()));
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/coupons');
    await expect(page.getByRole('heading', { level: 1, name: copy.backofficeCoupons.listTitle })).toBeVisible({ timeout: 15_000 });
    const bell = page.getByRole('button', { name: jobs.centre, exact: false }).first();
    await bell.click();
    await expect(page.getByText(jobs.drawerFailed)).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: copy.backofficeCoupons.listTitle })).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: copy.common.retry }).click();
    await expect(page.getByRole('dialog', { name: jobs.drawerTitle })).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
  });
});
