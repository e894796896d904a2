/**
 * Proof that the policy guard of every journey bites (issue 20): the built app is served with its
 * Content-Security-Policy, and a script the policy forbids — an inline one, as an injection would
 * add — raises a `securitypolicyviolation` that the guard of every journey reports — in the test's
 * own page, or in a page of a second browser context the journey opens (another person's browser,
 * as the back-office journeys open for the learner).
 *
 * Not `test.fail`, which passes on any failure (a missing heading, a slow page): each test
 * announces the violation it provokes (`expectPolicyViolation`), and the guard's own check at the
 * end of the test excuses exactly that one and fails the test if it did not see it. So the run is
 * red if the guard stops seeing violations (no header, no listener), if the check stops running
 * (the announcement is left pending: `afterAll`), or if anything else in the test fails.
 */
import type { Page } from '@playwright/test';
import { expectPolicyViolation, policyViolationPending } from '../support/policy';
import { expect, test } from '../support/test';

/** What the guard reports for the injected script: an inline script refused on the login page. */
const INLINE_SCRIPT_ON_LOGIN = /^Content-Security-Policy violation on \S+\/app\/login: script-src(-elem)? blocked (inline|\(inline\))/;

test.afterAll(() => {
  // The guard's check consumes the announcement at the end of each test; one left means it never ran.
  expect(policyViolationPending()).toBe(false);
});

/** Opens the login page under its policy and injects an inline script, which must not run. */
async function injectInlineScript(page: Page): Promise<void> {
  const response = await page.goto('/app/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // The event is delivered asynchronously; the journey ends (or closes the page) after it.
  await page.waitForTimeout(100);
}

test('the guard reports a policy violation in the journey\'s page', async ({ page }) => {
  expectPolicyViolation(INLINE_SCRIPT_ON_LOGIN);
  await injectInlineScript(page);
});

test('the guard reports a policy violation in a second browser context', async ({ page, browser }, testInfo) => {
  expectPolicyViolation(INLINE_SCRIPT_ON_LOGIN);
  // The test's own page stays clean: only the guard of the second context can fail the test.
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await injectInlineScript(await other.newPage());
  } finally {
    await other.close();
  }
});
