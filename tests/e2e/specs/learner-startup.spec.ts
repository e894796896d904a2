/**
 * Tokens handed over at start-up (learner.md §3 "kept in two persistent browser-storage entries
 * unless tokens were supplied at start-up", §4): a page that embeds the built app sets
 * `window.__KLASS_STARTUP__` before the app's script; the learner is signed in with that pair and
 * the session's storage entries are never written, not even when the access token is refreshed.
 */
import { copy } from '@app/shared/copy';
import { seeded } from '../support/routes';
import { expect, test } from '../support/test';

const STORAGE_KEYS = ['klass.accessToken', 'klass.refreshToken'];

test('start-up tokens sign the learner in and leave browser storage untouched', async ({ page, scenarioSession }) => {
  if (!scenarioSession) throw new Error('the default scenario logs the learner in');
  await page.addInitScript((tokens) => {
    window.__KLASS_STARTUP__ = { tokens };
  }, scenarioSession);

  await page.goto('/app/user/klasses');
  await expect(page.getByRole('button', { name: copy.site.accountMenu })).toBeVisible();
  await expect(page.getByText(seeded.klassTitle).first()).toBeVisible();

  const stored = await page.evaluate((keys) => keys.map((key) => window.localStorage.getItem(key)), STORAGE_KEYS);
  expect(stored).toEqual([null, null]);
  // Read once and removed: no other script of the page finds the tokens on window afterwards.
  expect(await page.evaluate(() => '__KLASS_STARTUP__' in window)).toBe(false);
});
