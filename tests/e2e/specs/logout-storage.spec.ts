/**
 * Issue 20 "Logout clears what is the person's" in a real browser (OWASP ASVS 5.0 14.3.1): the
 * learner logs in through the form (the app writes its tokens), the test puts the person's data
 * in every storage area the browser has — named as the app names its keys, the way a later
 * feature would (an offline lesson database, cached lesson documents, a draft, a recent search
 * cookie) — and after the logout through the account menu reads every area back: nothing of the
 * person is left, and what survives on purpose (SURVIVES_LOGOUT, the one list) is still there.
 * The fast rules stay in the jsdom test (app/shared/privacy/logoutStorage.test.tsx); another tab
 * following the logout is session-tokens.spec.ts's.
 */
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import type { SURVIVES_LOGOUT } from '@app/shared/privacy/personalData';
import { appOrigin } from '../ports.mjs';
import { seededAccounts } from '../support/session';
import { expect, test } from '../support/test';

/** One entry per prefix that survives a logout, as the app names it (a new prefix must add one). */
const KEPT: Record<(typeof SURVIVES_LOGOUT)[number], string> = {
  // The in-browser mock's database: never in the built app, kept by the same rule.
  'klass.mock.': 'klass.mock.database.revision',
  'klass.admin.views.': `klass.admin.views.v1:${new URL(appOrigin).host}:operator-1:members`,
};
const KEPT_COOKIE = 'klass.mock.scenario';

/** The person's data, one entry or more in every area. */
const PERSONAL = {
  localStorage: 'klass.recentLessons',
  sessionStorage: 'klass.postDraft',
  indexedDB: 'klass.offlineLessons',
  cacheStorage: 'klass.lessonDocuments',
  // At the root, where the app's features set theirs: a page sees only the cookies of its paths.
  cookies: ['klass.recentSearch', 'klass.recentKlass'],
};

/** What every storage area of the page's origin holds, by name. */
interface Areas {
  localStorage: string[];
  sessionStorage: string[];
  indexedDB: string[];
  cacheStorage: string[];
  /** Cookies the page sees, and every one the browser holds (HttpOnly and other paths included). */
  pageCookies: string[];
  browserCookies: string[];
}

async function readAreas(page: Page): Promise<Areas> {
  const inPage = await page.evaluate(async () => {
    const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    return {
      localStorage: keys(localStorage),
      sessionStorage: keys(sessionStorage),
      indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ''),
      cacheStorage: await caches.keys(),
      pageCookies: document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim() ?? '').filter(Boolean),
    };
  });
  const browserCookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const sorted = (names: string[]) => [...names].sort();
  return {
    localStorage: sorted(inPage.localStorage),
    sessionStorage: sorted(inPage.sessionStorage),
    indexedDB: sorted(inPage.indexedDB),
    cacheStorage: sorted(inPage.cacheStorage),
    pageCookies: sorted(inPage.pageCookies),
    browserCookies: sorted(browserCookies),
  };
}

/** Writes the person's data and the kept entries the way the app's features would. */
async function fillEveryArea(page: Page): Promise<void> {
  await page.evaluate(
    async ({ personal, kept, keptCookie }) => {
      localStorage.setItem(personal.localStorage, JSON.stringify([{ klassId: 'klass-001', title: '최근 강의' }]));
      for (const key of kept) localStorage.setItem(key, '1');
      sessionStorage.setItem(personal.sessionStorage, '작성 중인 글');
      for (const name of personal.cookies) document.cookie = `${name}=1; path=/`;
      document.cookie = `${keptCookie}=large; path=/`;
      await new Promise<void>((stored, failed) => {
        const open = indexedDB.open(personal.indexedDB, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('lessons').put({ title: '1강' }, 'lesson-1');
        open.onsuccess = () => {
          // Closed, as a feature closes it after use: an open connection would hold the deletion.
          open.result.close();
          stored();
        };
        open.onerror = () => failed(open.error);
      });
      const cache = await caches.open(personal.cacheStorage);
      await cache.put('/app/klass/klass-001/documents/1', new Response('강의 자료'));
    },
    { personal: PERSONAL, kept: Object.values(KEPT), keptCookie: KEPT_COOKIE },
  );
}

test.beforeEach(async ({ page }) => {
  // The tag manager and chat widget load live in this build; nothing external is reachable here.
  await page.route(/^https:\/\/(www\.googletagmanager\.com|cdn\.channel\.io)\//, (route) => route.abort());
});

test('after logout no storage area holds anything of the person; the kept entries stay', async ({ page }) => {
  const learner = seededAccounts.learner;
  await page.goto('/app/login');
  await page.getByLabel('이메일 또는 아이디').fill(learner.identifier);
  await page.getByLabel('비밀번호').fill(learner.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${learner.name}님, 반가워요` })).toBeVisible();
  await page.goto('/app/user/klasses');
  await expect(page.getByRole('button', { name: copy.site.accountMenu })).toBeVisible();
  await fillEveryArea(page);

  const before = await readAreas(page);
  const written = ['klass.accessToken', 'klass.refreshToken', PERSONAL.localStorage, ...Object.values(KEPT)];
  expect(before.localStorage).toEqual(expect.arrayContaining(written));
  expect(before.sessionStorage).toContain(PERSONAL.sessionStorage);
  expect(before.indexedDB).toContain(PERSONAL.indexedDB);
  expect(before.cacheStorage).toContain(PERSONAL.cacheStorage);
  expect(before.pageCookies).toEqual(expect.arrayContaining([...PERSONAL.cookies, KEPT_COOKIE]));

  await page.getByRole('button', { name: copy.site.accountMenu }).click();
  await page.getByRole('menuitem', { name: copy.common.logout }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: copy.common.login })).toBeVisible();
  await expect(page.getByText(learner.name)).toHaveCount(0);

  expect(await readAreas(page)).toEqual({
    localStorage: Object.values(KEPT).sort(),
    sessionStorage: [],
    indexedDB: [],
    cacheStorage: [],
    pageCookies: [KEPT_COOKIE],
    browserCookies: [KEPT_COOKIE],
  });
});
