/**
 * Proof that the policy guard of every journey bites (issue 20): the built app is served with its
 * Content-Security-Policy, and a script the policy forbids — an inline one, as an injection would
 * add — raises a `securitypolicyviolation` that fails the test. Marked as expected to fail, so the
 * run is red if the guard ever stops failing a journey (no header, no listener, no check) — in
 * the test's own page, or in a page of a second browser context the journey opens (another
 * person's browser, as the back-office journeys open for the learner).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

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

test('a journey with a policy violation fails', async ({ page }) => {
  test.fail(true, 'the inline script below violates the deploy policy; the guard must fail this test');
  await injectInlineScript(page);
});

test('a journey with a policy violation in a second browser context fails', async ({ page, browser }, testInfo) => {
  test.fail(true, "the inline script in the second context's page violates the policy; the guard must fail this test");
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
