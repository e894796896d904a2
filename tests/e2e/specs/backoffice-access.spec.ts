/**
 * The back-office's frame and access in a real browser (backoffice.md §2 Login and the permission
 * page, §4 session, §6 roles and permissions, §8 login failure), the built app against the mock
 * HTTP server:
 * - the full operator logs in and sees every area; the limited operator sees only theirs, opens a
 *   forbidden URL and gets the permission page — the page never called the area, and the mock
 *   refuses the call with the documented shape when it is made;
 * - a master enters through the manager login (authority picker, add-role);
 * - a back-office access token expires mid-session and one refresh serves every waiting call;
 * - logout returns to the login page and the back button shows nothing of the session;
 * - what the operator saves (site organization) shows on the learner site (one world).
 */
import type { Page } from '@playwright/test';
import { activeJobStatuses } from '@app/shared/api/contract/adminJobRules';
import { copy } from '@app/shared/copy';
import { mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const operators = {
  full: { identifier: 'operator@klass.test', password: 'klass_operator_1', name: '강운영' },
  limited: { identifier: 'limited@klass.test', password: 'klass_limited_1', name: '윤제한' },
} as const;
const bo = copy.backoffice;
const ORGANIZATION_PATH = '/rest/setting/admin/tenant/organization';
const REFRESH_PATH = '/rest/account/refresh';
const JOBS_PATH = '/rest/job/admin/tenant/jobs';

/** When an access token (a JWT) expires, in epoch milliseconds. */
function accessTokenExpiry(token: string): number {
  const payload = token.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  return exp * 1000;
}

async function logInAtBackoffice(page: Page, who: { identifier: string; password: string }, at = '/admin') {
  await page.goto(at);
  await expect(page.getByRole('heading', { level: 1, name: bo.loginTitle })).toBeVisible();
  await page.getByLabel(copy.account.identifierLabel).fill(who.identifier);
  await page.getByLabel(copy.account.passwordLabel).fill(who.password);
  await page.getByRole('button', { name: copy.account.loginSubmit }).click();
}

const navigation = (page: Page) => page.getByRole('navigation', { name: bo.navigationLabel, exact: true });
const homeAreas = (page: Page) => page.getByRole('navigation', { name: bo.homeAreasLabel }).getByRole('listitem');

test.describe('signed out', () => {
  test.use({ scenario: 'visitor' });

  test('the full operator logs in and sees every area', async ({ page }) => {
    await logInAtBackoffice(page, operators.full);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: bo.homeTitle })).toBeVisible();
    await expect(page.getByText(bo.greeting(operators.full.name), { exact: false })).toBeVisible();
    await expect(homeAreas(page)).toHaveCount(15);
    for (const label of Object.values(bo.operatorAreas)) {
      await expect(homeAreas(page).filter({ hasText: label }).first()).toBeVisible();
    }
    await expect(navigation(page).getByRole('link', { name: bo.operatorAreas.SITE })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong password keeps what was typed and says the §8 sentence', async ({ page }) => {
    await logInAtBackoffice(page, { ...operators.full, password: 'wrong-password' });
    await expect(page.getByText(copy.account.loginFailed)).toBeVisible();
    await expect(page.getByLabel(copy.account.identifierLabel)).toHaveValue(operators.full.identifier);
    await expectNoAxeViolations(page);
  });

  test('the limited operator sees only their areas; a forbidden URL shows the permission page and the mock refuses the call', async ({ page }) => {
    const organizationCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ORGANIZATION_PATH)) organizationCalls.push(request.url());
    });
    await logInAtBackoffice(page, operators.limited);
    await expect(page.getByRole('heading', { level: 1, name: bo.homeTitle })).toBeVisible();
    await expect(homeAreas(page)).toHaveCount(2);
    await expect(homeAreas(page).filter({ hasText: bo.operatorAreas.MEMBER })).toBeVisible();
    await expect(homeAreas(page).filter({ hasText: bo.operatorAreas.ORDER })).toBeVisible();
    await expect(navigation(page).getByRole('link', { name: bo.operatorAreas.SITE })).toHaveCount(0);

    await page.goto('/admin/site/organization');
    await expect(page.getByRole('heading', { level: 1, name: bo.forbiddenTitle })).toBeVisible();
    await expect(page.getByText(bo.operatorAreas.SITE, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: bo.permissionImageAlt })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(organizationCalls, 'the guarded screen never mounted, so it never called').toEqual([]);

    // The same call made anyway, with this session's token: refused with the documented shape.
    const refusal = await page.evaluate(
      async ([origin, path]) => {
        const token = localStorage.getItem('klass.accessToken');
        const response = await fetch(`${origin}${path}`, { headers: { Authorization: `Qube-token ${token}` } });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      [mockOrigin, ORGANIZATION_PATH] as const,
    );
    expect(refusal).toEqual({
      status: 403,
      body: { status: 403, code: 'auth.permission.denied', message: expect.any(String), data: { required: 'SITE' } },
    });

    await page.getByRole('button', { name: bo.backToHome }).click();
    await expect(page).toHaveURL('/admin');
  });

  test('a master enters through the manager login: authority picker, then the back-office', async ({ page }) => {
    await page.goto('/app/login/manager');
    await page.getByLabel(copy.account.identifierLabel).fill('manager@klass.test');
    await page.getByLabel(copy.account.passwordLabel).fill('klass_manager_1');
    await page.getByRole('button', { name: copy.account.loginSubmit }).click();
    await page.getByRole('radio', { name: /라이브 강사/ }).check();
    await page.getByRole('button', { name: copy.account.managerPickSubmit }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByText(bo.homeMasterIntro('라이브 강사'), { exact: false })).toBeVisible();
    await expect(homeAreas(page)).toHaveCount(Object.keys(bo.masterAreas).length);
    await expect(page.getByRole('button', { name: new RegExp(`박운영 · ${bo.roleMaster}`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a session started elsewhere is picked up through the legacy session cookie, without a login', async ({ page, context }) => {
    // The old back-office's cookie: same host as the mock API (ports do not separate cookies).
    await context.addCookies([
      { name: 'klass_session', value: 'legacy-operator-session', domain: '127.0.0.1', path: '/' },
    ]);
    await page.goto('/admin/site/organization');
    await expect(page.getByRole('heading', { level: 1, name: bo.organizationTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(operators.full.name) })).toBeVisible();
  });

  test('logout ends a session picked up from the HttpOnly legacy cookie: going back shows the login, not the session', async ({ page, context }) => {
    await context.addCookies([
      { name: 'klass_session', value: 'legacy-operator-session', domain: '127.0.0.1', path: '/', httpOnly: true },
    ]);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: bo.homeTitle })).toBeVisible();
    const accountMenu = page.getByRole('button', { name: new RegExp(operators.full.name) });
    // One page further in, so the back button has a back-office page of the session to return to.
    await accountMenu.click();
    await page.getByRole('menuitem', { name: bo.accountSettings }).click();
    await expect(page.getByRole('heading', { level: 1, name: bo.accountTitle })).toBeVisible();
    await accountMenu.click();
    await page.getByRole('menuitem', { name: bo.logout }).click();
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: bo.loginTitle })).toBeVisible();

    // The page could not clear the HttpOnly cookie; the server ended its session at logout, so the
    // frame's legacy pickup finds nothing and the visitor stays signed out.
    await page.goBack();
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: bo.loginTitle })).toBeVisible();
    await expect(page.getByText(operators.full.name)).toHaveCount(0);
    await expect(page.getByText('operator@klass.test', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('klass.accessToken'))).toBeNull();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: bo.loginTitle })).toBeVisible();
    await expect(page.getByText(operators.full.name)).toHaveCount(0);
  });

  test('a learner who opens the back-office is told it is not for this account', async ({ page }) => {
    await logInAtBackoffice(page, { identifier: 'learner@klass.test', password: 'klass_learner_1' });
    await expect(page.getByRole('heading', { level: 1, name: bo.noAccessTitle })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('signed in as the full operator', () => {
  test.use({ scenario: 'operator' });

  test('logout returns to the login page and the back button shows nothing of the session', async ({ page, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin');
    await page.getByRole('button', { name: new RegExp(operators.full.name) }).click();
    await page.getByRole('menuitem', { name: bo.accountSettings }).click();
    await expect(page.getByRole('heading', { level: 1, name: bo.accountTitle })).toBeVisible();
    await expect(page.getByText('operator@klass.test', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(operators.full.name) }).click();
    await page.getByRole('menuitem', { name: bo.logout }).click();
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: bo.loginTitle })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('klass.accessToken'))).toBeNull();

    // Back to the home page of the session that ended: the frame finds no session and sends the
    // visitor to the login again, showing nothing that was cached.
    await page.goBack();
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: bo.loginTitle })).toBeVisible();
    await expect(page.getByText('operator@klass.test', { exact: false })).toHaveCount(0);
    await expect(page.getByText(operators.full.name)).toHaveCount(0);
  });

  test('crossing: the organization info the operator saves shows on the learner site', async ({ page, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/site/organization');
    const serviceName = page.getByLabel(bo.serviceNameLabel);
    await expect(serviceName).not.toHaveValue('');
    await serviceName.fill('  한빛   배움터 ');
    await page.getByLabel(bo.supportTelLabel).fill('1588-0000');
    await page.getByRole('button', { name: bo.organizationSave }).click();
    await expect(page.getByText(bo.organizationSaved)).toBeVisible();
    await expect(serviceName).toHaveValue('한빛 배움터');
    // The shell's brand reads the same preferences.
    await expect(page.getByRole('link', { name: bo.brand('한빛 배움터') })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('한빛 배움터')).toBeVisible();
    await expect(footer.getByText('1588-0000')).toBeVisible();
  });

  test('a bad value is refused at its field and nothing typed is lost', async ({ page, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/site/organization');
    await page.getByLabel(bo.supportTelLabel).fill('12');
    await page.getByRole('button', { name: bo.organizationSave }).click();
    await expect(page.getByText(bo.supportTelRule)).toBeVisible();
    await expect(page.getByLabel(bo.supportTelLabel)).toHaveValue('12');
  });
});

test.describe('operator-token-expiring: the first access token expires 15 s after it is issued', () => {
  test.use({ scenario: 'operator-token-expiring' });

  test('the token expires while the list is open: one refresh serves every call the next filter sends', async ({ page, scenarioSession }) => {
    const members = copy.backofficeMemberList;
    if (!scenarioSession) throw new Error('operator-token-expiring logs in');
    const expiresAt = accessTokenExpiry(scenarioSession.accessToken);
    const calls: { path: string; authorization: string | null; ok: boolean }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== mockOrigin || !url.pathname.startsWith('/rest/')) return;
      if (response.request().method() === 'OPTIONS') return;
      calls.push({ path: url.pathname, authorization: response.request().headers().authorization ?? null, ok: response.ok() });
    });
    // The world's seeded job runs for minutes, and while one runs the job centre polls every 2 s:
    // a poll would meet the expiring token first. Shown finished here, nothing polls, and the open
    // list sends nothing until the filter changes.
    await page.route(
      (url) => url.pathname === JOBS_PATH,
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        let body = await response.text();
        for (const status of activeJobStatuses) body = body.replaceAll(`"status":"${status}"`, '"status":"DONE"');
        return route.fulfill({ response, body });
      },
    );
    await logInWithPair(page, scenarioSession);
    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { level: 1, name: members.listTitle })).toBeVisible();
    await expect(page.getByRole('table', { name: members.listCaption }).getByRole('row').nth(1)).toBeVisible();
    expect(calls.filter((call) => call.path === REFRESH_PATH), 'the list loaded on the first token').toEqual([]);

    // The list stays open, untouched, until its token has expired.
    await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 500);
    const before = calls.length;
    const refreshed = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === REFRESH_PATH,
    );
    // One filter change sends the list and its totals at once, both finding the token expired.
    await page.getByRole('checkbox', { name: members.marketingDeclined }).check();
    const { accessToken } = (await (await refreshed).json()) as { accessToken: string };
    await expect(page.getByRole('table', { name: members.listCaption }).getByRole('row').nth(1)).toBeVisible();
    await expect
      .poll(() => calls.slice(before).filter((call) => call.path !== REFRESH_PATH).length)
      .toBeGreaterThanOrEqual(2);

    const after = calls.slice(before);
    expect(after.filter((call) => call.path === REFRESH_PATH)).toHaveLength(1);
    const served = after.filter((call) => call.path !== REFRESH_PATH);
    expect(served, 'every waiting call went out once, with the new token, and succeeded').toEqual(
      served.map((call) => ({ path: call.path, authorization: `Qube-token ${accessToken}`, ok: true })),
    );
    expect(new Set(served.map((call) => call.path)).size, 'the list and its totals, not one call').toBeGreaterThanOrEqual(2);

    expect(calls.filter((call) => call.path === REFRESH_PATH)).toHaveLength(1);
    // Nobody was logged out: the screen and the stored session go on with the new token.
    await expect(page).toHaveURL(/\/admin\/members/);
    expect(await page.evaluate(() => localStorage.getItem('klass.accessToken'))).toBe(accessToken);
  });
});
