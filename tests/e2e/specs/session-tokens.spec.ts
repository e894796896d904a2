/**
 * The session and the request layer in a real browser (learner.md §4 "Access token expiry",
 * "Request error handling", §8 client codes; DESIGN.md "The session and the request layer"): the
 * built app against the mock HTTP server, which issues real signed access tokens with `exp` and
 * rotating refresh tokens. Every API request the page makes is recorded to count refresh calls.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { accessTokenExpiringAt } from '@app/shared/session/testing';
import { mockOrigin } from '../ports.mjs';
import { seeded } from '../support/routes';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const REFRESH_PATH = '/rest/account/refresh';
const STORAGE_KEYS = ['klass.accessToken', 'klass.refreshToken'] as const;
/**
 * The status of a call the page itself cut off by leaving (a footer's or menu's late call when the
 * journey goes to the next page): it never reached the server's answer, so it says nothing about
 * the token it carried — unlike a refusal, or a network failure (-1).
 */
const ABORTED = -2;

interface ApiCall {
  path: string;
  authorization: string | null;
  /** Request body as sent (JSON text), null without one. */
  body: string | null;
  /** Answer status; 0 until it arrives, ABORTED when a navigation cut it off, -1 when it failed otherwise. */
  status: number;
  code: string | null;
}

/** Records every call the page makes to the mock API (not its control routes). */
function recordApi(page: Page) {
  const calls: ApiCall[] = [];
  const byRequest = new WeakMap<Request, ApiCall>();
  let refreshesPending = 0;
  let overlapping = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(REFRESH_PATH)) {
      if (refreshesPending > 0) overlapping += 1;
      refreshesPending += 1;
      const settle = (): void => {
        refreshesPending -= 1;
      };
      void request.response().then(settle, settle);
    }
    const url = new URL(request.url());
    if (url.origin !== mockOrigin || !url.pathname.startsWith('/rest/')) return;
    const call: ApiCall = {
      path: url.pathname,
      authorization: request.headers().authorization ?? null,
      body: request.postData(),
      status: 0,
      code: null,
    };
    calls.push(call);
    byRequest.set(request, call);
    void request
      .response()
      .then(async (response) => {
        if (!response) return;
        call.status = response.status();
        if (call.status >= 400) call.code = ((await response.json().catch(() => null)) as { code?: string } | null)?.code ?? null;
      })
      // The test may end before an answer arrives; nothing is asserted about it then.
      .catch(() => undefined);
  });
  // A request that never gets an answer (aborted by a navigation, refused by the network) counts
  // as settled, with a status no assertion on success accepts.
  page.on('requestfailed', (request) => {
    const failed = byRequest.get(request);
    if (failed?.status === 0) failed.status = request.failure()?.errorText === 'net::ERR_ABORTED' ? ABORTED : -1;
  });
  return {
    calls,
    refreshes: () => calls.filter((call) => call.path === REFRESH_PATH).length,
    /** Refresh calls answered with a new pair (a refused one rotates nothing). */
    rotations: () => calls.filter((call) => call.path === REFRESH_PATH && call.status === 200).length,
    /** The codes of refresh calls the server refused. */
    refusedRefreshCodes: () => calls.filter((call) => call.path === REFRESH_PATH && call.status >= 400).map((call) => call.code),
    /** Refresh calls that started while another was still unanswered. */
    overlappingRefreshes: () => overlapping,
    /** Waits until every call recorded so far has its answer. */
    allAnswered: () => expect.poll(() => calls.every((call) => call.status !== 0)).toBe(true),
    /** The calls other than refresh, i.e. the page's own. */
    pageCalls: () => calls.filter((call) => call.path !== REFRESH_PATH),
  };
}

async function storedTokens(page: Page): Promise<Array<string | null>> {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [...STORAGE_KEYS]);
}

/**
 * The pair in storage before the app first runs: a blank page of the app's origin lets the
 * log-in init scripts run and nothing else.
 */
async function tokensBeforeTheAppRuns(page: Page): Promise<Array<string | null>> {
  // Nothing to load, so the strictest policy: the journey's guard wants every page under one.
  await page.route('/e2e-blank', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': "default-src 'none'" },
      body: '<!doctype html><title>e2e</title>',
    }),
  );
  await page.goto('/e2e-blank');
  return storedTokens(page);
}

/**
 * Replaces the stored access token, once per tab, by one whose `exp` passed a minute ago; the
 * refresh token stays the login's. Registered after `logInAs`, so it runs after its script.
 */
async function ageAccessToken(page: Page): Promise<void> {
  await page.addInitScript((expired) => {
    if (sessionStorage.getItem('e2e.token-aged')) return;
    sessionStorage.setItem('e2e.token-aged', '1');
    localStorage.setItem('klass.accessToken', expired);
  }, accessTokenExpiringAt(Date.now() - 60_000));
}

async function showsMyClasses(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: seeded.klassTitle }).first()).toBeVisible();
}

async function showsLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/app\/login\?/);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // The tag manager and chat widget load live in this build; nothing external is reachable here.
  await page.route(/^https:\/\/(www\.googletagmanager\.com|cdn\.channel\.io)\//, (route) => route.abort());
});

test.describe('token-expiring: the access token expires 3 s after it is issued', () => {
  test.use({ scenario: 'token-expiring' });

  // Under this scenario every issued token, the refreshed ones too, is born inside the 5 s margin
  // (3 s < 5 s), so each batch of calls refreshes again: one refresh per batch is the rule here.
  test('"Concurrent refreshes share one pending request": calls that go out together share one refresh, and all succeed', async ({ page, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    const api = recordApi(page);
    await page.goto(`/app/klass/${seeded.klassId}?ticket=${seeded.klassTicket}`);
    await expect(page.getByRole('heading', { level: 1, name: seeded.klassTitle })).toBeVisible();

    await api.allAnswered();
    expect(api.overlappingRefreshes()).toBe(0);
    const own = api.pageCalls();
    expect(own.filter((call) => call.status !== 200)).toEqual([]);
    // Some refresh served several calls at once: they carry the same refreshed token.
    const callsPerToken = own.map((call) => own.filter((other) => other.authorization === call.authorization).length);
    expect(Math.max(...callsPerToken)).toBeGreaterThanOrEqual(2);
    expect(api.refreshes()).toBeLessThan(own.length);
  });

  test('"a token-expired error triggers a token refresh and a retry": calls answered TOKEN_EXPIRED are refreshed once and retried once', async ({ page, request, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    // Wait until the server has let the scenario's 3-second session token expire.
    const [loginAccess] = await tokensBeforeTheAppRuns(page);
    await expect
      .poll(async () => {
        const answer = await request.get(`${mockOrigin}/rest/account/me`, {
          headers: { Authorization: `Qube-token ${loginAccess ?? ''}` },
        });
        return ((await answer.json()) as { code?: string }).code;
      })
      .toBe('TOKEN_EXPIRED');
    // The page's clock runs a minute behind: the app sees the token as fresh and sends it.
    await page.clock.install({ time: Date.now() - 60_000 });
    const api = recordApi(page);

    await page.goto('/app/user/klasses');
    await showsMyClasses(page);
    await api.allAnswered();

    expect(api.refreshes()).toBe(1);
    const rejected = api.pageCalls().filter((call) => call.code === 'TOKEN_EXPIRED');
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    for (const { path } of rejected) {
      // Retried once: one rejected attempt and one successful one for the same call.
      const attempts = api.pageCalls().filter((call) => call.path === path);
      expect(attempts.map((call) => call.status), path).toEqual([401, 200]);
    }
  });
});

test.describe('a stored access token that expired while the browser was closed', () => {
  test('is refreshed once before use; the old refresh token is spent; later pages use the fresh pair without refreshing', async ({ page, request }) => {
    await logInAs(page, 'learner');
    await ageAccessToken(page);
    const api = recordApi(page);
    await page.goto('/app/user/klasses');
    await showsMyClasses(page);
    expect(api.refreshes()).toBe(1);
    // The site frame's and the page's calls all went out with the one refreshed token.
    expect(new Set(api.pageCalls().map((call) => call.authorization)).size).toBe(1);

    // Rotation: the refresh call spent the login's refresh token, and storage holds the new pair.
    const refreshCall = api.calls.find((call) => call.path === REFRESH_PATH);
    expect(refreshCall?.authorization ?? null).toBeNull(); // "Refresh calls carry no authorization"
    const spent = (JSON.parse(refreshCall?.body ?? '{}') as { refreshToken?: string }).refreshToken;
    const [access, refresh] = await storedTokens(page);
    expect(spent).toBeTruthy();
    expect(access).toBeTruthy();
    expect(refresh).toBeTruthy();
    expect(refresh).not.toBe(spent);

    // Later navigation while the new token is fresh: no second refresh, every call succeeds with it.
    await page.getByRole('tab', { name: copy.classes.tabPackages }).click();
    // The tab's list is answered before the next page, which would otherwise abort it.
    await expect
      .poll(() => api.pageCalls().some((call) => call.path === '/rest/inventory/my-klass/package' && call.status !== 0))
      .toBe(true);
    await page.goto(`/app/user/course-tickets/${seeded.courseTicketId}`);
    await expect(page.getByRole('heading', { name: seeded.courseTitle })).toBeVisible();
    // The page's own calls (the account menu's among them) are answered before the next page,
    // which would otherwise abort them on a slow machine.
    await page.waitForLoadState('networkidle');
    await page.goto(`/app/klass/${seeded.klassId}/notice/${seeded.noticeId}`);
    await expect(page.getByRole('heading', { name: seeded.noticeTitle })).toBeVisible();
    await api.allAnswered();
    expect(api.refreshes()).toBe(1);
    // Every call answered was answered 200; one the next page cut off before its answer (under load
    // the frame's late calls can be) proves nothing either way, but it too carried the fresh token.
    expect(api.pageCalls().filter((call) => call.status !== 200 && call.status !== ABORTED)).toEqual([]);
    expect(new Set(api.pageCalls().map((call) => call.authorization)).size).toBe(1);
    expect(await storedTokens(page)).toEqual([access, refresh]);

    // The spent refresh token is refused by the server with the documented code.
    const reuse = await request.post(`${mockOrigin}${REFRESH_PATH}`, { data: { refreshToken: spent } });
    expect(reuse.status()).toBe(401);
    expect(((await reuse.json()) as { code: string }).code).toBe('refresh.already_used');
  });
});

/**
 * "On refresh failure ... both tokens are cleared and a failure is signalled" (§4; §8
 * FAIL_TO_REFRESH_TOKEN): the refresh answers a refresh code, the learner is logged out once.
 */
for (const scenario of ['refresh-fails', 'refresh-fails-expired', 'refresh-fails-already-used']) {
  test.describe(scenario, () => {
    test.use({ scenario });

    test('a failed refresh clears both storage entries and shows the logged-out state, without refreshing again', async ({ page, scenarioSession }) => {
      await logInWithPair(page, scenarioSession);
      const api = recordApi(page);
      await page.goto('/app/user/klasses');

      // My classes needs a learner: the logged-out session sends the page to the login page.
      await showsLoginPage(page);
      expect(await storedTokens(page)).toEqual([null, null]);
      // Going on as a visitor makes no further refresh call: no loop.
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: copy.common.login })).toBeVisible();
      await page.goto(`/app/klass/${seeded.klassId}/community`);
      await expect(page.getByRole('heading', { name: seeded.announcementWriter }).first()).toBeVisible();
      expect(api.refreshes()).toBe(1);
      expect(api.calls.find((call) => call.path === REFRESH_PATH)?.status).toBeGreaterThanOrEqual(400);
    });
  });
}

test.describe('refresh-fails, then the login page is reloaded', () => {
  test.use({ scenario: 'refresh-fails' });

  test('"the session ended" is said on the login page, again after one reload of it, and not after the next (issue 39)', async ({ page, scenarioSession }) => {
    await logInWithPair(page, scenarioSession);
    await page.goto('/app/user/klasses');
    await showsLoginPage(page);
    const ended = page.getByText(copy.account.sessionExpired);
    await expect(ended).toBeVisible();

    await page.reload();
    await showsLoginPage(page);
    await expect(ended).toBeVisible();

    await page.reload();
    await showsLoginPage(page);
    await expect(ended).toBeHidden();
  });
});

/** Two tabs of one browser: a second page of the context shares its storage with the first. */
async function secondTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.route(/^https:\/\/(www\.googletagmanager\.com|cdn\.channel\.io)\//, (route) => route.abort());
  return tab;
}

/** A marker that a reload would wipe: the tab must follow the other one without reloading. */
// A mark in the page's own memory, which a reload wipes (storage would not do: a logout clears it).
async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eLoadedAt: performance.timeOrigin }));
}
async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { e2eLoadedAt?: number }).e2eLoadedAt === performance.timeOrigin)).toBe(true);
}

test.describe('"Tokens stay in step across browser tabs" (issue 4)', () => {
  test('logging out in one tab shows the other tab logged out, without a reload', async ({ page, context }) => {
    await logInAs(page, 'learner');
    await page.goto('/app/user/klasses');
    await showsMyClasses(page);
    const other = await secondTab(context);
    await other.goto('/app/user/klasses');
    await showsMyClasses(other);
    await markNoReload(other);

    await page.getByRole('button', { name: copy.site.accountMenu }).click();
    await page.getByRole('menuitem', { name: copy.common.logout }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: copy.common.login })).toBeVisible();

    await showsLoginPage(other);
    await expectNotReloaded(other);
    expect(await storedTokens(other)).toEqual([null, null]);
  });

  test('a refresh in one tab is adopted by the other: the pair rotates once and neither tab is logged out', async ({ page, context }) => {
    await logInAs(page, 'learner');
    await page.goto('/app/user/klasses');
    await showsMyClasses(page);
    await markNoReload(page);
    const firstTabAll = recordApi(page);

    // The second tab starts with the login's refresh token and an access token that has expired.
    const other = await secondTab(context);
    await ageAccessToken(other);
    const otherApi = recordApi(other);
    await other.goto('/app/user/klasses');
    await showsMyClasses(other);
    // The expired token reaches both tabs through storage: whichever starts refreshing first does
    // it (the new tab at start-up, or the first one on seeing it, when the machine is slow), once.
    // The tabs take turns (a Web Lock) and the second reads the first's pair from storage. On a
    // loaded machine the stored pair can reach the other tab's process after the lock does: that
    // tab then offers the spent refresh token, is refused as already used, and adopts the stored
    // pair. Either way the pair rotates once and neither tab is logged out.
    const rotations = () => otherApi.rotations() + firstTabAll.rotations();
    await expect.poll(rotations).toBe(1);
    const [access] = await storedTokens(other);

    // Back in the first tab, a new query goes out with the pair the other tab stored.
    const firstTab = recordApi(page);
    await page.getByRole('tab', { name: copy.classes.tabPackages }).click();
    await expect.poll(() => firstTab.pageCalls().length).toBeGreaterThan(0);
    await expect.poll(() => firstTab.pageCalls().every((call) => call.status === 200)).toBe(true);
    expect(rotations()).toBe(1);
    const refused = [...otherApi.refusedRefreshCodes(), ...firstTabAll.refusedRefreshCodes()];
    expect(refused.every((code) => code === errorCodes.refreshAlreadyUsed.code)).toBe(true);
    expect(firstTab.pageCalls().map((call) => call.authorization)).toEqual(
      firstTab.pageCalls().map(() => `Qube-token ${access}`),
    );
    expect((await storedTokens(page))[0]).toBe(access);
    await expectNotReloaded(page);
  });
});
