/**
 * Logging in for a journey that is not about logging in: the token pair comes from the mock
 * server's login call and is put in the session's two storage entries before the app starts.
 */
import type { Page } from '@playwright/test';
import { mockOrigin } from '../ports.mjs';

export const seededAccounts = {
  learner: { identifier: 'learner@klass.test', password: 'klass_learner_1', name: '김하늘' },
  newLearner: { identifier: 'new@klass.test', password: 'klass_newbie_1', name: '이새봄' },
  manager: { identifier: 'manager@klass.test', password: 'klass_manager_1', name: '박운영' },
  operator: { identifier: 'operator@klass.test', password: 'klass_operator_1', name: '강운영' },
} as const;

export type SeededAccount = keyof typeof seededAccounts;

/** Storage entries of the session (app/shared/session/tokenStorage.ts). */
const ACCESS_KEY = 'klass.accessToken';
const REFRESH_KEY = 'klass.refreshToken';

export interface TokenPairJson {
  accessToken: string;
  refreshToken: string;
}

/** Puts a token pair in the session's storage entries before the app starts (once per tab). */
export async function logInWithPair(page: Page, pair: TokenPairJson | null): Promise<void> {
  if (!pair) throw new Error('this scenario has no session to log in with');
  await page.addInitScript(
    ([keys, tokens]) => {
      // Once per tab: a later logout in the journey must stay logged out across reloads. The mark
      // is the tab's name, not an entry in storage: a logout clears session storage (issue 20).
      if (window.name === 'e2e.session-seeded') return;
      window.name = 'e2e.session-seeded';
      window.localStorage.setItem(keys[0], tokens[0]);
      window.localStorage.setItem(keys[1], tokens[1]);
    },
    [[ACCESS_KEY, REFRESH_KEY], [pair.accessToken, pair.refreshToken]] as const,
  );
}

/** Logs a seeded account in through the mock server's login call. */
export async function logInAs(page: Page, who: SeededAccount): Promise<void> {
  const { identifier, password } = seededAccounts[who];
  const response = await page.request.post(`${mockOrigin}/rest/account/login`, {
    data: { identifier, password },
  });
  if (!response.ok()) throw new Error(`login as ${who} failed: ${response.status()} ${await response.text()}`);
  await logInWithPair(page, (await response.json()) as TokenPairJson);
}
